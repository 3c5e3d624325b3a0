import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { RESEND_COOLDOWN_SECONDS } from '../../api/constants';
import type { AuthType, ResendOtpBody } from '../../api/contract';
import { type ApiResult, SOMETHING_WENT_WRONG } from '../../api/errors';
import type { StakeRecord, UnstakeResponse } from '../../api/staking';
import { advanceSeconds, settle } from '../testing/advance';
import { recordingActions, recordingVerification, verificationContext } from '../testing/moneyMoveFakes';
import { type SubmitUnstakeInput, unstakeMachine } from './unstakeMachine';

const stake = (status: number): StakeRecord =>
  ({ id: 42, package: 'Free Zone', invoice_id: 'STK1', status, amount_paid: '100.00' }) as StakeRecord;

type Answer = ApiResult<UnstakeResponse> | 'throw';
const done = { status: true, msg: 'Unstaked: 100.00 USDT returned', message: 'x' } as never;
const refused = (msg: string, code = 422): Answer => ({ status: false, msg, message: msg, code });

function start(answers: Answer[] = [], authType: AuthType = 'mpin') {
  const seen = {
    submissions: [] as SubmitUnstakeInput[],
    sends: [] as ResendOtpBody[],
    toasts: [] as string[],
    refreshes: 0,
  };
  const machine = unstakeMachine.provide({
    actors: {
      submitUnstake: fromPromise(async ({ input }: { input: SubmitUnstakeInput }) => {
        seen.submissions.push(input);
        const answer = answers.shift() ?? done;
        if (answer === 'throw') throw new Error('socket hang up');
        return answer;
      }),
      verification: recordingVerification(seen),
    },
    actions: recordingActions(seen),
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { username: 'alice', authType }, clock }).start();
  return { actor, seen, clock };
}

describe('unstake', () => {
  it('opens only for an active stake', () => {
    const { actor } = start();
    actor.send({ type: 'unstake.open', stake: stake(0) });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'unstake.open', stake: stake(2) });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'unstake.open', stake: stake(1) });
    expect(actor.getSnapshot().value).toBe('verifying');
  });

  it('sends the security PIN under mpin with a key, then closes, says so and refreshes', async () => {
    const { actor, seen } = start();
    actor.send({ type: 'unstake.open', stake: stake(1) });
    actor.send({ type: 'code.submit', code: '12' });
    expect(verificationContext(actor)?.codeError).toBe('Security Pin must be 4 digits');
    actor.send({ type: 'code.submit', code: '4321' });
    await settle();
    expect(seen.submissions).toEqual([
      { id: 42, code: { mpin: '4321' }, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.stake).toBeNull();
    expect(seen.toasts).toEqual(['success: Unstaked: 100.00 USDT returned']);
    expect(seen.refreshes).toBe(1);
  });

  it('mails a code for unstake at once, resends after the cooldown, and sends it under otp', async () => {
    const { actor, seen, clock } = start([], 'otp');
    actor.send({ type: 'unstake.open', stake: stake(1) });
    await settle();
    expect(seen.sends).toEqual([{ username: 'alice', from: 'unstake' }]);
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(seen.sends).toHaveLength(1);
    advanceSeconds(clock, RESEND_COOLDOWN_SECONDS);
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(seen.sends).toHaveLength(2);
    actor.send({ type: 'code.submit', code: '9876' });
    await settle();
    expect(seen.submissions[0]?.code).toEqual({ otp: '9876' });
  });

  it('asks again with the server’s message when the code is refused, and moves nothing', async () => {
    const { actor, seen } = start([refused('Invalid security pin')]);
    actor.send({ type: 'unstake.open', stake: stake(1) });
    actor.send({ type: 'code.submit', code: '0000' });
    await settle();
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().context.error).toBe('Invalid security pin');
    expect(seen.toasts).toEqual(['error: Invalid security pin']);
    expect(seen.refreshes).toBe(0);
    actor.send({ type: 'code.submit', code: '1234' });
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(seen.submissions[0]?.idempotencyKey).not.toBe(seen.submissions[1]?.idempotencyKey);
  });

  it('retries a lost answer with the same key and code', async () => {
    const { actor, seen } = start(['throw']);
    actor.send({ type: 'unstake.open', stake: stake(1) });
    actor.send({ type: 'code.submit', code: '1234' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(SOMETHING_WENT_WRONG);
    actor.send({ type: 'submit.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(seen.submissions[1]).toEqual(seen.submissions[0]);
  });

  it('closes without sending when the member cancels', async () => {
    const { actor, seen } = start();
    actor.send({ type: 'unstake.open', stake: stake(1) });
    actor.send({ type: 'verification.cancel' });
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(seen.submissions).toEqual([]);
  });
});
