import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ResendOtpBody } from '../../api/contract';
import { type ApiResult, NETWORK_FAILURE } from '../../api/errors';
import type { TransferResponse } from '../../api/wallet';
import { settle } from '../testing/advance';
import { recordingActions, recordingVerification, verificationContext } from '../testing/moneyMoveFakes';
import {
  type SubmitTransferInput,
  TRANSFER_EXCEPTION,
  type TransferInput,
  transferMachine,
} from './transferMachine';

type Answer = ApiResult<TransferResponse> | 'throw';

const done: Answer = { status: true, msg: 'Transfer successful', message: 'Transfer successful' };
const refused = (msg: string, code = 422): Answer => ({ status: false, msg, message: msg, code });

function start(answers: Answer[] = [], input: Partial<TransferInput> = {}) {
  const seen = {
    submissions: [] as SubmitTransferInput[],
    sends: [] as ResendOtpBody[],
    toasts: [] as string[],
    refreshes: 0,
  };
  const machine = transferMachine.provide({
    actors: {
      submitTransfer: fromPromise(async ({ input: call }: { input: SubmitTransferInput }) => {
        seen.submissions.push(call);
        const answer = answers.shift() ?? done;
        if (answer === 'throw') throw new Error('socket hang up');
        return answer;
      }),
      verification: recordingVerification(seen),
    },
    actions: recordingActions(seen),
  });
  const actor = createActor(machine, {
    input: { username: 'alice', authType: 'mpin', balances: { pay_in: '100', pay_out: '5.5' }, ...input },
    clock: new SimulatedClock(),
  }).start();
  const fill = (wallet: string, amount: string) => {
    actor.send({ type: 'form.change', field: 'wallet', value: wallet });
    actor.send({ type: 'form.change', field: 'amount', value: amount });
  };
  const confirm = async (code = '1234') => {
    actor.send({ type: 'form.next' });
    actor.send({ type: 'code.submit', code });
    await settle();
  };
  return { actor, seen, fill, confirm };
}

describe('transfer', () => {
  it('moves the amount to the reserve wallet with the member as payee and the code keyed by auth type', async () => {
    const { actor, seen, fill, confirm } = start();
    fill('pay_in_to_reserve', '12.5');
    await confirm('4321');
    expect(seen.submissions).toEqual([
      {
        wallet: 'pay_in_to_reserve',
        transfer_amount: '12.5',
        payee: 'alice',
        mpin: '4321',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('clears the form, shows the server message and refreshes the balances after a transfer', async () => {
    const { actor, seen, fill, confirm } = start();
    fill('pay_out_to_reserve', '5');
    await confirm();
    expect(actor.getSnapshot().context.form).toEqual({ wallet: '', amount: '' });
    expect(seen.toasts).toEqual(['success: Transfer successful']);
    expect(seen.refreshes).toBe(1);
  });

  it('mails a transfer code when the verification modal opens for an OTP member', async () => {
    const { actor, seen, fill } = start([], { authType: 'otp' });
    fill('pay_in_to_reserve', '1');
    actor.send({ type: 'form.next' });
    await settle();
    expect(seen.sends).toEqual([{ username: 'alice', from: 'transfer' }]);
    actor.send({ type: 'code.submit', code: '1234' });
    await settle();
    expect(seen.submissions[0]).toMatchObject({ otp: '1234' });
  });
});

describe("the transfer form's checks", () => {
  it('requires the wallet and the amount before the verification modal opens', () => {
    const { actor } = start();
    actor.send({ type: 'form.next' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      wallet: 'This Field Is Required.',
      amount: 'This Field Is Required.',
    });
  });

  it('treats a wallet that is not on the list as not chosen', () => {
    const { actor, fill } = start();
    fill('pay_in', '1');
    actor.send({ type: 'form.next' });
    expect(actor.getSnapshot().context.fieldErrors.wallet).toBe('This Field Is Required.');
  });

  it('keeps only digits and a dot as the member types the amount', () => {
    const { actor, fill } = start();
    fill('pay_in_to_reserve', '1a2,5.-0');
    expect(actor.getSnapshot().context.form.amount).toBe('125.0');
  });

  it('stops at an amount of zero', () => {
    const { actor, fill } = start();
    fill('pay_in_to_reserve', '0.00');
    actor.send({ type: 'form.next' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors.amount).toBe('Amount must be greater than 0');
  });

  it('says Insufficient Balance above the chosen source wallet, not the other one', () => {
    const { actor, fill } = start();
    fill('pay_out_to_reserve', '5.500001');
    actor.send({ type: 'form.next' });
    expect(actor.getSnapshot().context.fieldErrors.amount).toBe('Insufficient Balance');
    fill('pay_in_to_reserve', '5.500001');
    actor.send({ type: 'form.next' });
    expect(actor.getSnapshot().value).toBe('verifying');
  });

  it('checks against balances that arrive after the page opened', () => {
    const { actor, fill } = start([], { balances: {} });
    actor.send({ type: 'balances.update', balances: { pay_in: '1' } });
    fill('pay_in_to_reserve', '2');
    actor.send({ type: 'form.next' });
    expect(actor.getSnapshot().context.fieldErrors.amount).toBe('Insufficient Balance');
  });
});

describe('the verification modal of a transfer', () => {
  it('keeps the modal open when the code is missing', () => {
    const { actor, seen, fill } = start();
    fill('pay_in_to_reserve', '1');
    actor.send({ type: 'form.next' });
    actor.send({ type: 'code.submit', code: '' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(verificationContext(actor)?.codeError).toBe('This Field Is Required.');
    expect(seen.submissions).toHaveLength(0);
  });

  it('closes the verification modal without sending when the member cancels', () => {
    const { actor, seen, fill } = start();
    fill('pay_in_to_reserve', '1');
    actor.send({ type: 'form.next' });
    actor.send({ type: 'verification.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form.amount).toBe('1');
    expect(seen.submissions).toHaveLength(0);
  });
});

describe('a transfer refused or unanswered', () => {
  it('reopens the transfer modal with the message when the server refuses', async () => {
    const { actor, seen, fill, confirm } = start([refused('Invalid security pin')]);
    fill('pay_in_to_reserve', '1');
    await confirm();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Invalid security pin');
    expect(actor.getSnapshot().context.form).toEqual({ wallet: 'pay_in_to_reserve', amount: '1' });
    expect(seen.toasts).toEqual(['error: Invalid security pin']);
    expect(seen.refreshes).toBe(0);
  });

  it("says 'Request failed login again' when the request throws", async () => {
    const { actor, seen, fill, confirm } = start(['throw']);
    fill('pay_in_to_reserve', '1');
    await confirm();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(TRANSFER_EXCEPTION);
    expect(seen.toasts).toEqual([`error: ${TRANSFER_EXCEPTION}`]);
  });

  it('says the server could not be reached, not to sign in again, when no answer came', async () => {
    const { actor, seen, fill, confirm } = start([refused(NETWORK_FAILURE, 0)]);
    fill('pay_in_to_reserve', '1');
    await confirm();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(seen.toasts).toEqual([`error: ${NETWORK_FAILURE}`]);
  });

  it('retries an unanswered transfer with the same Idempotency-Key, so it moves the money once', async () => {
    const { actor, seen, fill, confirm } = start([refused('Network error', 0), refused('Bad gateway', 502)]);
    fill('pay_in_to_reserve', '1');
    await confirm();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'submit.retry' });
    await settle();
    actor.send({ type: 'submit.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(seen.submissions).toHaveLength(3);
    const keys = new Set(seen.submissions.map((s) => s.idempotencyKey));
    expect(keys.size).toBe(1);
    expect(seen.submissions[2]).toEqual(seen.submissions[0]);
    expect(seen.refreshes).toBe(1);
  });

  it('uses a fresh Idempotency-Key for each new confirmed transfer', async () => {
    const { seen, fill, confirm } = start([done, refused('Invalid security pin')]);
    fill('pay_in_to_reserve', '1');
    await confirm();
    fill('pay_in_to_reserve', '1');
    await confirm();
    fill('pay_in_to_reserve', '1');
    await confirm();
    const keys = seen.submissions.map((s) => s.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });

  it('drops the pending key when the member gives up after a failure', async () => {
    const { actor, seen, fill, confirm } = start(['throw']);
    fill('pay_in_to_reserve', '1');
    await confirm();
    actor.send({ type: 'verification.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull();
    await confirm();
    expect(seen.submissions[1]?.idempotencyKey).not.toBe(seen.submissions[0]?.idempotencyKey);
  });
});

describe("the 'Transfer To' modal", () => {
  it('stays closed until the member asks for it', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.formOpen).toBe(false);
    actor.send({ type: 'form.open' });
    expect(actor.getSnapshot().context.formOpen).toBe(true);
  });

  it('closes on a completed transfer', async () => {
    const { actor, fill, confirm } = start();
    actor.send({ type: 'form.open' });
    fill('pay_in_to_reserve', '1');
    await confirm();
    expect(actor.getSnapshot().context.formOpen).toBe(false);
  });

  it('reopens with the message and the typed values after a refusal', async () => {
    const { actor, fill, confirm } = start([refused('Invalid security pin')]);
    actor.send({ type: 'form.open' });
    fill('pay_in_to_reserve', '1');
    await confirm();
    const { context } = actor.getSnapshot();
    expect(context.formOpen).toBe(true);
    expect(context.error).toBe('Invalid security pin');
    expect(context.form.amount).toBe('1');
  });

  it('forgets the errors it showed when the member closes it', () => {
    const { actor } = start();
    actor.send({ type: 'form.open' });
    actor.send({ type: 'form.next' });
    actor.send({ type: 'form.close' });
    const { context } = actor.getSnapshot();
    expect(context.formOpen).toBe(false);
    expect(context.fieldErrors).toEqual({});
  });

  it('shows the form again when the member leaves the verification modal', () => {
    const { actor, fill } = start();
    actor.send({ type: 'form.open' });
    fill('pay_out_to_reserve', '2');
    actor.send({ type: 'form.next' });
    actor.send({ type: 'verification.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.formOpen).toBe(true);
  });
});
