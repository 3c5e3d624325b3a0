import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ResendOtpBody } from '../../api/contract';
import { type ApiResult, SOMETHING_WENT_WRONG } from '../../api/errors';
import type { WithdrawResponse } from '../../api/withdraw';
import { settle } from '../testing/advance';
import { recordingActions, recordingVerification, verificationContext } from '../testing/moneyMoveFakes';
import { type SubmitWithdrawInput, type WithdrawInput, withdrawMachine } from './withdrawMachine';

type Answer = ApiResult<WithdrawResponse> | { status: 0; msg: string } | 'throw';

const done: Answer = {
  status: true,
  msg: 'Withdrawal requested',
  message: 'Withdrawal requested',
  code: 'WD0123456789AB',
};
const statusZero = (msg: string): Answer => ({ status: 0, msg });

function start(answers: Answer[] = [], input: Partial<WithdrawInput> = {}) {
  const seen = {
    submissions: [] as SubmitWithdrawInput[],
    sends: [] as ResendOtpBody[],
    toasts: [] as string[],
    refreshes: 0,
  };
  const machine = withdrawMachine.provide({
    actors: {
      submitWithdraw: fromPromise(async ({ input: call }: { input: SubmitWithdrawInput }) => {
        seen.submissions.push(call);
        const answer = answers.shift() ?? done;
        if (answer === 'throw') throw new Error('socket hang up');
        // The spec's refusal says status 0, which the client passes through as an answer.
        return answer as ApiResult<WithdrawResponse>;
      }),
      verification: recordingVerification(seen),
    },
    actions: recordingActions(seen),
  });
  const actor = createActor(machine, {
    input: {
      username: 'alice',
      authType: 'authenticator',
      balances: { pay_out: '50', reserve: '12' },
      ...input,
    },
    clock: new SimulatedClock(),
  }).start();
  const fill = (wallet: string, amount: string, bankId = '') => {
    actor.send({ type: 'form.change', field: 'wallet', value: wallet });
    actor.send({ type: 'form.change', field: 'amount', value: amount });
    actor.send({ type: 'form.change', field: 'bank_id', value: bankId });
  };
  const confirm = async (code = '123456') => {
    actor.send({ type: 'form.next' });
    actor.send({ type: 'code.submit', code });
    await settle();
  };
  return { actor, seen, fill, confirm };
}

describe('withdraw', () => {
  it('requests the withdrawal with the payout account and the code keyed by auth type', async () => {
    const { seen, fill, confirm } = start();
    fill('pay_out', '20', '7');
    await confirm('654321');
    expect(seen.submissions).toEqual([
      {
        wallet: 'pay_out',
        amount: '20',
        bank_id: '7',
        authenticator: '654321',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it('clears the form and refreshes the history after a request', async () => {
    const { actor, seen, fill, confirm } = start();
    fill('reserve', '12', '7');
    await confirm();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form).toEqual({ wallet: '', amount: '', bank_id: '' });
    expect(seen.toasts).toEqual(['success: Withdrawal requested']);
    expect(seen.refreshes).toBe(1);
  });

  it('asks for six digits from an authenticator member', () => {
    const { actor, seen, fill } = start();
    fill('pay_out', '10');
    actor.send({ type: 'form.next' });
    actor.send({ type: 'code.submit', code: '1234' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(verificationContext(actor)?.codeError).toBe('Authenticator code must be 6 digits');
    expect(seen.submissions).toHaveLength(0);
  });

  it('mails a withdrawal code when the verification modal opens for an OTP member', async () => {
    const { actor, seen, fill } = start([], { authType: 'otp' });
    fill('pay_out', '10');
    actor.send({ type: 'form.next' });
    await settle();
    expect(seen.sends).toEqual([{ username: 'alice', from: 'withdraw' }]);
  });
});

describe("the withdraw form's checks", () => {
  it('requires the wallet and the amount but not the payout account', () => {
    const { actor, fill } = start();
    actor.send({ type: 'form.next' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      wallet: 'This Field Is Required.',
      amount: 'This Field Is Required.',
    });
    fill('pay_out', '10');
    actor.send({ type: 'form.next' });
    expect(actor.getSnapshot().value).toBe('verifying');
  });

  it('stops at an amount of zero', () => {
    const { actor, fill } = start();
    fill('pay_out', '0');
    actor.send({ type: 'form.next' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors.amount).toBe('Amount must be greater than 0');
  });

  it('says Insufficient Balance above the selected wallet', () => {
    const { actor, fill } = start();
    fill('reserve', '12.01');
    actor.send({ type: 'form.next' });
    expect(actor.getSnapshot().context.fieldErrors.amount).toBe('Insufficient Balance');
  });

  it("refuses an amount below the minimum in the form, with the server's words, before any code is asked", async () => {
    const { actor, seen, fill } = start([], { authType: 'otp' });
    fill('pay_out', '9.99');
    actor.send({ type: 'form.next' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors.amount).toBe('The minimum withdrawal is 10.00 USDT');
    // Below the minimum and above the balance at once: the minimum is what the server would say.
    fill('reserve', '9');
    actor.send({ type: 'form.next' });
    expect(actor.getSnapshot().context.fieldErrors.amount).toBe('The minimum withdrawal is 10.00 USDT');
    expect(seen.sends).toEqual([]);
    expect(seen.submissions).toEqual([]);
  });
});

describe('a withdrawal refused or unanswered', () => {
  it('shows the message, resets the code and closes the modal but keeps the form on a status 0 refusal', async () => {
    const { actor, seen, fill, confirm } = start([statusZero('Withdrawal limit reached')]);
    fill('pay_out', '20', '7');
    await confirm();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.error).toBe('Withdrawal limit reached');
    expect(snapshot.context.code).toBeNull();
    expect(snapshot.context.form).toEqual({ wallet: 'pay_out', amount: '20', bank_id: '7' });
    expect(seen.toasts).toEqual(['error: Withdrawal limit reached']);
    expect(seen.refreshes).toBe(0);
    actor.send({ type: 'form.next' });
    expect(verificationContext(actor)?.code).toBe('');
  });

  it('retries an unanswered request with the same Idempotency-Key', async () => {
    const { actor, seen, fill, confirm } = start(['throw']);
    fill('pay_out', '20');
    await confirm();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(seen.toasts).toEqual([`error: ${SOMETHING_WENT_WRONG}`]);
    actor.send({ type: 'submit.retry' });
    await settle();
    expect(seen.submissions).toHaveLength(2);
    expect(seen.submissions[1]).toEqual(seen.submissions[0]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(seen.refreshes).toBe(1);
  });

  it('uses a fresh Idempotency-Key for a new submission after a refusal', async () => {
    const { seen, fill, confirm } = start([statusZero('Invalid code')]);
    fill('pay_out', '20');
    await confirm();
    await confirm();
    expect(seen.submissions).toHaveLength(2);
    expect(seen.submissions[1]?.idempotencyKey).not.toBe(seen.submissions[0]?.idempotencyKey);
  });
});

describe('the withdraw form', () => {
  it('is always on the page, and takes no open or close', async () => {
    const { actor, fill, confirm } = start([statusZero('Withdrawal limit reached')]);
    // The page always shows the form, so the machine keeps no open or closed flag for it.
    expect(actor.getSnapshot().context).not.toHaveProperty('formOpen');
    expect(actor.getSnapshot().can({ type: 'form.open' } as never)).toBe(false);
    expect(actor.getSnapshot().can({ type: 'form.close' } as never)).toBe(false);
    fill('pay_out', '20');
    await confirm();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form.amount).toBe('20');
  });
});
