import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ApiResult } from '../../api/errors';
import type { ClaimProfitResponse, ClaimStatusResponse } from '../../api/reserve';
import { settle } from '../testing/advance';
import { type ReserveClaimInput, reserveClaimMachine } from './reserveClaimMachine';

type ClaimAnswer = ApiResult<ClaimProfitResponse> | { status: 0; msg: string } | Error;
const claimed: ClaimProfitResponse = { status: true, msg: 'Claimed', message: 'Claimed', income_id: 77 };
const status = (isPaid: number): ClaimStatusResponse => ({
  status: true,
  data: {
    income_id: 77,
    is_paid: isPaid,
    profit: '1.234567',
    principal: '100.000000',
    source: 'NFT TRADE',
    created_at: '2026-11-22T10:00:00.000Z',
    paid_at: isPaid ? '2026-11-22T10:00:20.000Z' : null,
  },
});

function start(
  claims: ClaimAnswer[],
  statuses: (ClaimStatusResponse | Error)[],
  input: Partial<ReserveClaimInput> = {},
) {
  const seen = { claims: [] as unknown[], checks: [] as number[], toasts: [] as string[], refreshes: 0 };
  const clock = new SimulatedClock();
  const machine = reserveClaimMachine.provide({
    actors: {
      claimProfit: fromPromise(async ({ input: call }: { input: { id: number; reserveId: string } }) => {
        seen.claims.push(call);
        const answer = claims.shift() ?? claimed;
        if (answer instanceof Error) throw answer;
        return answer as ApiResult<ClaimProfitResponse>;
      }),
      checkClaimStatus: fromPromise(async ({ input: call }: { input: { incomeId: number } }) => {
        seen.checks.push(call.incomeId);
        const answer = statuses.shift() ?? status(1);
        if (answer instanceof Error) throw answer;
        return answer as ApiResult<ClaimStatusResponse>;
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
    input: { subscriptionId: 5, invoiceId: 'RSV0005', ...input },
    clock,
  }).start();
  return { actor, seen, clock };
}

describe('reserveClaim', () => {
  it('claims, polls the status every 10 s until it is paid, then shows the profit and refreshes', async () => {
    const { actor, seen, clock } = start([], [status(0), new Error('Failed to fetch'), status(1)]);
    actor.send({ type: 'claim.start' });
    await settle();
    expect(seen.claims).toEqual([{ id: 5, reserveId: 'RSV0005' }]);
    expect(seen.checks).toEqual([77]);
    expect(actor.getSnapshot().matches({ polling: 'waiting' })).toBe(true);
    clock.increment(9_999);
    await settle();
    expect(seen.checks).toHaveLength(1);
    clock.increment(1);
    await settle();
    expect(seen.checks).toHaveLength(2);
    clock.increment(10_000);
    await settle();
    expect(seen.checks).toHaveLength(3);
    expect(actor.getSnapshot().value).toBe('paid');
    expect(actor.getSnapshot().context.profit).toBe('1.234567');
    expect(seen.refreshes).toBe(1);
    clock.increment(60_000);
    await settle();
    expect(seen.checks).toHaveLength(3);
  });

  it('shows the server message of a refused claim and polls nothing', async () => {
    const { actor, seen } = start([{ status: 0, msg: 'This reservation has already been claimed' }], []);
    actor.send({ type: 'claim.start' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('This reservation has already been claimed');
    expect(seen.toasts).toEqual(['error: This reservation has already been claimed']);
    expect(seen.checks).toEqual([]);
  });

  it('shows the text of an exception and lets the member claim again', async () => {
    const { actor, seen } = start([new Error('Network request failed')], []);
    actor.send({ type: 'claim.start' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Network request failed');
    actor.send({ type: 'claim.start' });
    await settle();
    expect(seen.claims).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('resumes polling a claim made before the page was loaded, without claiming again', async () => {
    const { actor, seen } = start([], [status(1)], { income: { income_id: 77, is_paid: 0, profit: '1.2' } });
    await settle();
    expect(seen.claims).toEqual([]);
    expect(seen.checks).toEqual([77]);
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('opens quietly on a claim paid before the page was loaded: no claim, no check, no second announcement', async () => {
    const { actor, seen } = start([], [], { income: { income_id: 78, is_paid: 1, profit: '0.8672' } });
    await settle();
    expect(seen.claims).toEqual([]);
    expect(seen.checks).toEqual([]);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.profit).toBe('0.8672');
  });
});
