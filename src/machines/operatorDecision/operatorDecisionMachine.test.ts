import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { settle } from '../testing/advance';
import { operatorDecisionMachine } from './operatorDecisionMachine';
import type { DecisionAnswer, DecisionRequest, DecisionTarget } from './operatorDecisionRules';

const ok = { status: true, data: {} } as DecisionAnswer;
const waiting = {
  status: true,
  message: "Waiting for a second operator's approval",
  approval: { id: 9 },
} as unknown as DecisionAnswer;
const refusal = (code: number, message: string, errors?: Record<string, string[]>) =>
  ({ status: false, message, msg: message, code, ...(errors ? { errors } : {}) }) as DecisionAnswer;

const approveRequest: DecisionTarget = {
  action: 'approval.approve',
  id: 12,
  subject: 'the deposit of 1500.00 USDT for alice',
};
const payWithdrawal: DecisionTarget = {
  action: 'withdrawal.paid',
  id: 4,
  subject: 'withdrawal WD0004 of 20.00 USDT for bob',
};

/** Starts the machine with the server answering each decision from `answers`, in turn. */
function start(...answers: (DecisionAnswer | Error)[]) {
  const seen = { requests: [] as DecisionRequest[], refreshed: 0 };
  const machine = operatorDecisionMachine.provide({
    actors: {
      decide: fromPromise(async ({ input }: { input: DecisionRequest }) => {
        seen.requests.push(input);
        const answer = answers.shift() ?? ok;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: { refresh: () => seen.refreshed++ },
  });
  const actor = createActor(machine, { clock: new SimulatedClock() }).start();
  const decide = async (target: DecisionTarget, text = '') => {
    actor.send({ type: 'decision.open', target });
    if (text) actor.send({ type: 'decision.change', text });
    actor.send({ type: 'decision.confirm' });
    await settle();
  };
  return { actor, seen, decide, state: () => actor.getSnapshot() };
}

describe('operatorDecision', () => {
  it('approves a request once confirmed, says what was made and refreshes the lists', async () => {
    const { seen, decide, state } = start(ok);
    await decide(approveRequest);
    expect(seen.requests).toEqual([{ action: 'approval.approve', id: 12, text: '' }]);
    expect(state().value).toBe('idle');
    expect(state().context.target).toBeNull();
    expect(state().context.outcome).toEqual({
      action: 'approval.approve',
      waiting: false,
      message: 'Approved: the deposit of 1500.00 USDT for alice is made.',
    });
    expect(seen.refreshed).toBe(1);
  });

  it('asks for the hash before sending a payment, and sends it trimmed', async () => {
    const { actor, seen, state } = start(ok);
    actor.send({ type: 'decision.open', target: payWithdrawal });
    actor.send({ type: 'decision.confirm' });
    expect(state().context.fieldError).toBe('Transaction hash is required');
    actor.send({ type: 'decision.change', text: 'abc' });
    expect(state().context.fieldError).toBeNull();
    actor.send({ type: 'decision.confirm' });
    expect(state().context.fieldError).toBe('Transaction hash must be 8 to 128 letters and digits');
    expect(seen.requests).toHaveLength(0);
    actor.send({ type: 'decision.change', text: ' abc12345 ' });
    actor.send({ type: 'decision.confirm' });
    await settle();
    expect(seen.requests).toEqual([{ action: 'withdrawal.paid', id: 4, text: ' abc12345 ' }]);
    expect(state().context.outcome?.message).toBe('Withdrawal WD0004 of 20.00 USDT for bob is marked paid.');
  });

  it("says a payout on a watched chain is confirming, in the server's words, rather than paid", async () => {
    const confirming = {
      status: true,
      message:
        'Transaction 0xab12 is seen, 2 of 15 confirmations; it completes when the transaction is final',
      confirmations: { seen: 2, required: 15 },
      data: {},
    } as DecisionAnswer;
    const { actor, state } = start(confirming);
    actor.send({ type: 'decision.open', target: payWithdrawal });
    actor.send({ type: 'decision.change', text: `0x${'ab12'.repeat(16)}` });
    actor.send({ type: 'decision.confirm' });
    await settle();
    expect(state().context.outcome?.message).toBe(
      'Withdrawal WD0004 of 20.00 USDT for bob: Transaction 0xab12 is seen, 2 of 15 confirmations; it completes when the transaction is final.',
    );
  });

  it('says a withdrawal approved above the threshold waits for a second operator', async () => {
    const { decide, state } = start(waiting);
    await decide({
      action: 'withdrawal.approve',
      id: 5,
      subject: 'withdrawal WD0005 of 2000.00 USDT for bob',
    });
    expect(state().context.outcome).toMatchObject({ action: 'withdrawal.approve', waiting: true });
    expect(state().context.outcome?.message).toMatch(/waiting for a second operator's approval/);
  });

  it('credits a held deposit with nothing typed, or says it waits above the threshold', async () => {
    const { seen, decide, state } = start(ok, waiting);
    const heldDeposit: DecisionTarget = {
      action: 'deposit.credit',
      id: 29,
      subject: 'deposit #29 of 0.40 USDT for heidi',
    };
    await decide(heldDeposit);
    expect(seen.requests).toEqual([{ action: 'deposit.credit', id: 29, text: '' }]);
    expect(state().context.outcome).toEqual({
      action: 'deposit.credit',
      waiting: false,
      message: "Deposit #29 of 0.40 USDT for heidi is credited to the member's Receiving Wallet.",
    });
    await decide(heldDeposit);
    expect(state().context.outcome).toEqual({
      action: 'deposit.credit',
      waiting: true,
      message:
        "Deposit #29 of 0.40 USDT for heidi is above the threshold: waiting for a second operator's approval.",
    });
    expect(seen.refreshed).toBe(2);
  });

  it('closes without sending anything on cancel, and forgets the last outcome when dismissed', async () => {
    const { actor, decide, seen, state } = start(ok);
    actor.send({ type: 'decision.open', target: { ...payWithdrawal, action: 'withdrawal.reject' } });
    actor.send({ type: 'decision.change', text: 'Flagged' });
    actor.send({ type: 'decision.cancel' });
    expect(state().value).toBe('idle');
    expect(state().context).toMatchObject({ target: null, text: '' });
    expect(seen.requests).toHaveLength(0);
    await decide(approveRequest);
    actor.send({ type: 'outcome.dismiss' });
    expect(state().context.outcome).toBeNull();
  });
});

describe('operatorDecision refusals', () => {
  it("keeps the dialog open with the server's words when the requester tries to approve their own request", async () => {
    const { decide, seen, state } = start(
      refusal(403, 'You asked for this; a second operator must approve it'),
    );
    await decide(approveRequest);
    expect(state().value).toBe('confirming');
    expect(state().context.error).toBe('You asked for this; a second operator must approve it');
    expect(state().context.outcome).toBeNull();
    expect(seen.refreshed).toBe(0);
  });

  it('refreshes the lists when the request was decided meanwhile (409)', async () => {
    const { decide, seen, state } = start(refusal(409, 'Request #12 is already approved'));
    await decide(approveRequest);
    expect(state().context.error).toBe('Request #12 is already approved');
    expect(seen.refreshed).toBe(1);
  });

  it("shows the server's field error beside the reason, and a lost answer as an apology to retry", async () => {
    const { actor, decide, state } = start(
      refusal(422, 'reason is required', { reason: ['reason is required'] }),
      new Error('offline'),
      ok,
    );
    const decline: DecisionTarget = { action: 'approval.decline', id: 3, subject: 'request #3' };
    await decide(decline, 'Wrong member');
    expect(state().context.fieldError).toBe('reason is required');
    expect(state().context.error).toBeNull();
    actor.send({ type: 'decision.confirm' });
    await settle();
    expect(state().context.error).toBe('Something Went Wrong Please Try Again....');
    actor.send({ type: 'decision.confirm' });
    await settle();
    expect(state().context.outcome?.message).toBe('Declined: request #3. Nothing was changed.');
  });
});
