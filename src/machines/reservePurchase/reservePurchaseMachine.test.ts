import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ApiResult } from '../../api/errors';
import type { ReservePlan, ReserveStoreResponse } from '../../api/reserve';
import { settle } from '../testing/advance';
import { reservePurchaseMachine, type SubmitReserveInput } from './reservePurchaseMachine';

const plan = (id: number, level: number, minimum: string, maximum: string): ReservePlan => ({
  id,
  type: 'nft',
  level,
  name: `Level ${level}`,
  minimum_price: minimum,
  maximum_price: maximum,
  min_roi_percentage: '1.00',
  roi_percentage: '1.50',
  min_trade_time: 60,
  item_count: 3,
});
const plans = [plan(1, 1, '100.00', '500.00'), plan(2, 2, '501.00', '1000.00')];

type Answer =
  | ApiResult<ReserveStoreResponse>
  | { status: 0; msg: string; errors?: Record<string, string[]> }
  | Error;
const reserved = {
  status: true,
  msg: 'Reserved successfully',
  message: 'Reserved successfully',
} as ReserveStoreResponse;

function start(answers: Answer[] = [], balance = '700') {
  const seen = { submissions: [] as SubmitReserveInput[], toasts: [] as string[], refreshes: 0 };
  const machine = reservePurchaseMachine.provide({
    actors: {
      submitReserve: fromPromise(async ({ input }: { input: SubmitReserveInput }) => {
        seen.submissions.push(input);
        const answer = answers.shift() ?? reserved;
        if (answer instanceof Error) throw answer;
        return answer as ApiResult<ReserveStoreResponse>;
      }),
    },
    actions: {
      notifyError: (_, { message }) => seen.toasts.push(`error: ${message}`),
      notifySuccess: (_, { message }) => seen.toasts.push(`success: ${message}`),
      refresh: () => {
        seen.refreshes += 1;
      },
    },
  });
  const actor = createActor(machine, {
    input: { username: 'alice', type: 'nft', plans, balance },
    clock: new SimulatedClock(),
  }).start();
  return { actor, seen };
}

describe('choosing a reservation', () => {
  it('asks for a plan before anything else', () => {
    const { actor, seen } = start();
    actor.send({ type: 'reserve.open' });
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(actor.getSnapshot().context.error).toBe('Please select your plan first');
    expect(seen.toasts).toEqual(['error: Please select your plan first']);
  });

  it("says what is missing, without asking to confirm, when the balance is below the plan's minimum", () => {
    const { actor, seen } = start([], '99.99');
    actor.send({ type: 'plan.select', planId: 1 });
    actor.send({ type: 'reserve.open' });
    expect(actor.getSnapshot().value).toBe('selecting');
    const message = 'Insufficient reserve balance: this plan needs at least 100.00 USDT';
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(seen.toasts).toEqual([`error: ${message}`]);
    expect(seen.submissions).toEqual([]);
    actor.send({ type: 'data.update', plans, balance: '100' });
    actor.send({ type: 'reserve.open' });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('reserves the balance capped at the plan maximum, and all of it below the maximum', () => {
    const { actor } = start();
    actor.send({ type: 'plan.select', planId: 1 });
    expect(actor.getSnapshot().context.amount).toBe('500.00');
    actor.send({ type: 'plan.select', planId: 2 });
    expect(actor.getSnapshot().context.amount).toBe('700');
    actor.send({ type: 'data.update', plans, balance: '120.5' });
    expect(actor.getSnapshot().context.amount).toBe('120.5');
  });
});

describe('sending a reservation', () => {
  it('sends the reservation with an Idempotency-Key, closes the modal and refreshes', async () => {
    const { actor, seen } = start();
    actor.send({ type: 'plan.select', planId: 1 });
    actor.send({ type: 'reserve.open' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'confirm.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(seen.submissions).toEqual([
      {
        username: 'alice',
        package_id: 1,
        type: 'nft',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(seen.toasts).toEqual(['success: Reserved successfully']);
    expect(seen.refreshes).toBe(1);
  });

  it('shows the first field error of a refusal, keeps the modal open and uses a new key next time', async () => {
    const { actor, seen } = start([
      { status: 0, msg: 'Invalid', errors: { package_id: ['Insufficient reserve balance'] } },
      { status: 0, msg: 'You already have an open reservation of this type' },
    ]);
    actor.send({ type: 'plan.select', planId: 1 });
    actor.send({ type: 'reserve.open' });
    actor.send({ type: 'confirm.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.error).toBe('Insufficient reserve balance');
    actor.send({ type: 'confirm.submit' });
    await settle();
    expect(seen.toasts).toEqual([
      'error: Insufficient reserve balance',
      'error: You already have an open reservation of this type',
    ]);
    expect(seen.submissions[1]?.idempotencyKey).not.toBe(seen.submissions[0]?.idempotencyKey);
    expect(seen.refreshes).toBe(0);
    actor.send({ type: 'confirm.close' });
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('shows an exception as its text and retries it with the same key', async () => {
    const { actor, seen } = start([new Error('socket hang up')]);
    actor.send({ type: 'plan.select', planId: 1 });
    actor.send({ type: 'reserve.open' });
    actor.send({ type: 'confirm.submit' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('socket hang up');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'confirm.submit' });
    await settle();
    expect(seen.submissions[1]?.idempotencyKey).toBe(seen.submissions[0]?.idempotencyKey);
    expect(seen.refreshes).toBe(1);
  });
});
