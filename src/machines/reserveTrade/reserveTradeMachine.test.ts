import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ApiResult } from '../../api/errors';
import type { ReserveTradeResponse } from '../../api/reserve';
import { advanceSeconds, settle } from '../testing/advance';
import { type ReserveSchedule, reserveTradeMachine, secondsUntil } from './reserveTradeMachine';

type Answer = ApiResult<ReserveTradeResponse> | { status: 0; msg: string } | Error;
const traded = (id: number, amount: string): ReserveTradeResponse => ({
  status: true,
  msg: 'Traded',
  message: 'Traded',
  data: { id, amount, roi_ppm: 12_000, total: '34.00', remaining: 2 },
});

function start(schedule: ReserveSchedule, answers: Answer[] = []) {
  const seen = { trades: [] as number[], toasts: [] as string[], refreshes: 0 };
  const clock = new SimulatedClock();
  const machine = reserveTradeMachine.provide({
    actors: {
      tradeItem: fromPromise(async ({ input }: { input: { logId: number } }) => {
        seen.trades.push(input.logId);
        const answer = answers.shift() ?? traded(input.logId, '0.400000');
        if (answer instanceof Error) throw answer;
        return answer as ApiResult<ReserveTradeResponse>;
      }),
    },
    actions: {
      notifyError: (_, { message }) => seen.toasts.push(message),
      refresh: () => {
        seen.refreshes += 1;
      },
    },
  });
  const actor = createActor(machine, { input: schedule, clock }).start();
  return { actor, seen, clock };
}

describe('reserveTrade', () => {
  it('counts down to the next trade time, then is ready and refreshes the data', () => {
    const { actor, seen, clock } = start({ secondsLeft: 3, isClaimed: 0 });
    expect(actor.getSnapshot().value).toBe('countingDown');
    expect(actor.getSnapshot().can({ type: 'trade.start', logId: 1 })).toBe(false);
    advanceSeconds(clock, 2);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(seen.refreshes).toBe(0);
    advanceSeconds(clock, 1);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(seen.refreshes).toBe(1);
  });

  it('trades an item, shows its return, and is ready for the next after Close', async () => {
    const { actor, seen } = start({ secondsLeft: 0, isClaimed: 0 }, [traded(11, '0.451234')]);
    actor.send({ type: 'trade.start', logId: 11 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'trade.start', logId: 12 })).toBe(false);
    await settle();
    expect(seen.trades).toEqual([11]);
    expect(actor.getSnapshot().value).toBe('result');
    expect(actor.getSnapshot().context.result).toBe('0.451234');
    expect(seen.refreshes).toBe(1);
    actor.send({ type: 'result.close' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('never counts down or trades a claimed reservation', () => {
    const { actor, clock, seen } = start({ secondsLeft: 5, isClaimed: 1 });
    expect(actor.getSnapshot().value).toBe('claimed');
    actor.send({ type: 'trade.start', logId: 1 });
    advanceSeconds(clock, 6);
    expect(seen.trades).toEqual([]);
    expect(seen.refreshes).toBe(0);
  });

  it('shows a refusal and goes back to the schedule', async () => {
    const { actor, seen } = start({ secondsLeft: 0, isClaimed: 0 }, [
      { status: 0, msg: 'This item has already been traded' },
      new Error('Failed to fetch'),
    ]);
    actor.send({ type: 'trade.start', logId: 3 });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe('This item has already been traded');
    actor.send({ type: 'trade.start', logId: 3 });
    await settle();
    expect(seen.toasts).toEqual(['This item has already been traded', 'Failed to fetch']);
  });

  it('follows a refreshed schedule: a new reservation counts down again', () => {
    const { actor, clock } = start({ secondsLeft: 0, isClaimed: 1 });
    actor.send({ type: 'schedule.update', secondsLeft: 120, isClaimed: 0 });
    expect(actor.getSnapshot().value).toBe('countingDown');
    advanceSeconds(clock, 60);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
  });
});

describe('secondsUntil', () => {
  it('uses the server clock, not a device clock that is an hour fast', () => {
    const server = Date.parse('2026-11-22T10:00:00Z');
    const device = server + 3_600_000;
    expect(secondsUntil('2026-11-22T10:01:00Z', '2026-11-22T10:00:00Z', device, device + 15_000)).toBe(45);
    expect(secondsUntil('2026-11-22T09:00:00Z', '2026-11-22T10:00:00Z', device, device)).toBe(0);
  });
});
