import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { ledgerAccounts, type MemberAccountKind } from '../../server/db/schema';
import {
  AlreadyReversed,
  checkLedger,
  holdRef,
  InsufficientFunds,
  type Leg,
  postTransfer,
  withIdempotency,
} from '../../server/ledger';
import { ApiError } from '../../server/services/errors';
import { describeEngines } from './harness';
import { insertMembers } from './ledgerFixtures';

type Wallet = 'pay_in' | 'pay_out' | 'reserve';
type HoldKind = 'hold_withdrawal' | 'hold_staked' | 'hold_reserved';
const wallets: Wallet[] = ['pay_in', 'pay_out', 'reserve'];
const holdSource: Record<HoldKind, Wallet> = {
  hold_withdrawal: 'pay_out',
  hold_staked: 'pay_in',
  hold_reserved: 'reserve',
};

type Op =
  | { op: 'deposit'; member: number; amount: bigint }
  | { op: 'move'; member: number; from: Wallet; to: Wallet; amount: bigint }
  | { op: 'hold'; member: number; kind: HoldKind; amount: bigint }
  | { op: 'resolve'; pick: number; pay: boolean }
  | { op: 'reverse'; pick: number }
  | { op: 'retry'; pick: number; sameBody: boolean };

const amount = fc.bigInt({ min: 1n, max: 400_000_000n });
const member = fc.nat({ max: 2 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('deposit' as const), member, amount }), weight: 3 },
  {
    arbitrary: fc.record({
      op: fc.constant('move' as const),
      member,
      from: fc.constantFrom(...wallets),
      to: fc.constantFrom(...wallets),
      amount,
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('hold' as const),
      member,
      kind: fc.constantFrom<HoldKind>('hold_withdrawal', 'hold_staked', 'hold_reserved'),
      amount,
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ op: fc.constant('resolve' as const), pick: fc.nat(), pay: fc.boolean() }),
    weight: 2,
  },
  { arbitrary: fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({ op: fc.constant('retry' as const), pick: fc.nat(), sameBody: fc.boolean() }),
    weight: 2,
  },
);

interface ModelLeg {
  member: number | null;
  kind: string;
  amount: bigint;
}

/**
 * The whole world as a member would see it, kept by hand: balances per member account, the holds still open,
 * the transfers that can be reversed and the answered requests that can be retried.
 */
class Model {
  balances = new Map<string, bigint>();
  openHolds: Array<{ ref: string; member: number; kind: HoldKind; amount: bigint }> = [];
  reversible: Array<{ id: number; legs: ModelLeg[]; reversed: boolean }> = [];
  answered: Array<{ key: string; member: number; body: Record<string, string>; response: unknown }> = [];
  nextId = 1;

  balance(m: number, kind: string) {
    return this.balances.get(`${m}:${kind}`) ?? 0n;
  }
  /** Applies the legs when no member account would go below zero; reports whether it did. */
  apply(legs: ModelLeg[]): boolean {
    if (legs.some((l) => l.member !== null && this.balance(l.member, l.kind) + l.amount < 0n)) return false;
    for (const l of legs) {
      if (l.member !== null)
        this.balances.set(`${l.member}:${l.kind}`, this.balance(l.member, l.kind) + l.amount);
    }
    return true;
  }
}

const toLegs = (legs: ModelLeg[]): Leg[] =>
  legs.map((l) => ({
    account:
      l.member === null
        ? { platform: l.kind as 'platform_deposits_clearing' }
        : { member: l.member, kind: l.kind as MemberAccountKind },
    amount: l.amount,
  }));

async function memberBalances(db: Db, members: number[]) {
  const rows = await db
    .select({ owner: ledgerAccounts.ownerUserId, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.ownerUserId, members));
  return new Map(rows.filter((r) => r.balance !== 0n).map((r) => [`${r.owner}:${r.kind}`, r.balance]));
}

describeEngines('the ledger against a simple model', (ctx) => {
  it('agrees with the model and keeps every invariant through thousands of random steps', async () => {
    const { db } = ctx();
    const members = await insertMembers(db, 3);
    const model = new Model();
    let steps = 0;

    /** Posts `legs` through an idempotent request, checks the outcome the model predicts. */
    async function request(m: number, body: Record<string, string>, legs: ModelLeg[], extra = {}) {
      const key = `req-${model.nextId++}`;
      const expected = model.apply(legs);
      const outcome = await withIdempotency(db, { key, memberId: m, route: 'model', body }, async (tx) => {
        const posted = await postTransfer(tx, {
          kind: body.op!,
          description: 'model step',
          memberId: m,
          legs: toLegs(legs),
          ...extra,
        });
        return { statusCode: 200, body: { status: true, transfer: posted.id } };
      }).catch((e: unknown) => e);
      if (!expected) {
        expect(outcome).toBeInstanceOf(InsufficientFunds);
        return null;
      }
      if (outcome instanceof Error) throw outcome;
      const { body: response } = outcome as { body: { transfer: number } };
      model.answered.push({ key, member: m, body, response });
      return response.transfer;
    }

    async function step(op: Op) {
      steps++;
      switch (op.op) {
        case 'deposit': {
          const m = members[op.member]!;
          const legs = [
            { member: null, kind: 'platform_deposits_clearing', amount: -op.amount },
            { member: m, kind: 'pay_in', amount: op.amount },
          ];
          const id = await request(m, { op: 'deposit', amount: String(op.amount) }, legs);
          if (id !== null) model.reversible.push({ id, legs, reversed: false });
          return;
        }
        case 'move': {
          if (op.from === op.to) return;
          const m = members[op.member]!;
          const legs = [
            { member: m, kind: op.from, amount: -op.amount },
            { member: m, kind: op.to, amount: op.amount },
          ];
          const id = await request(
            m,
            { op: 'move', from: op.from, to: op.to, amount: String(op.amount) },
            legs,
          );
          if (id !== null) model.reversible.push({ id, legs, reversed: false });
          return;
        }
        case 'hold': {
          const m = members[op.member]!;
          const legs = [
            { member: m, kind: holdSource[op.kind], amount: -op.amount },
            { member: m, kind: op.kind, amount: op.amount },
          ];
          const id = await request(m, { op: 'hold', kind: op.kind, amount: String(op.amount) }, legs);
          if (id !== null)
            model.openHolds.push({ ref: holdRef(op.kind, id), member: m, kind: op.kind, amount: op.amount });
          return;
        }
        case 'resolve': {
          const hold = model.openHolds[op.pick % Math.max(1, model.openHolds.length)];
          if (!hold) return;
          const legs = [
            { member: hold.member, kind: hold.kind, amount: -hold.amount },
            op.pay
              ? { member: null, kind: 'platform_withdrawals_paid', amount: hold.amount }
              : { member: hold.member, kind: holdSource[hold.kind], amount: hold.amount },
          ];
          const body = { op: op.pay ? 'hold.pay' : 'hold.release', ref: hold.ref };
          // Holds only ever lose money through their own resolution, so this one must succeed.
          expect(await request(hold.member, body, legs, { holdRef: hold.ref })).not.toBeNull();
          model.openHolds.splice(model.openHolds.indexOf(hold), 1);
          // A second resolution of the same hold, under a new key, is refused and moves nothing.
          await expect(
            db.transaction((tx) =>
              postTransfer(tx, {
                kind: 'hold.pay',
                description: 'again',
                legs: toLegs(legs),
                holdRef: hold.ref,
              }),
            ),
          ).rejects.toBeInstanceOf(ApiError);
          return;
        }
        case 'reverse': {
          const target = model.reversible[op.pick % Math.max(1, model.reversible.length)];
          if (!target) return;
          const legs = target.legs.map((l) => ({ ...l, amount: -l.amount }));
          if (target.reversed) {
            await expect(
              db.transaction((tx) =>
                postTransfer(tx, {
                  kind: 'reversal',
                  description: 'again',
                  legs: toLegs(legs),
                  reverses: target.id,
                }),
              ),
            ).rejects.toBeInstanceOf(AlreadyReversed);
            return;
          }
          const m = legs.find((l) => l.member !== null)!.member!;
          const id = await request(m, { op: 'reversal', of: String(target.id) }, legs, {
            reverses: target.id,
          });
          if (id !== null) target.reversed = true;
          return;
        }
        case 'retry': {
          const first = model.answered[op.pick % Math.max(1, model.answered.length)];
          if (!first) return;
          const body = op.sameBody ? first.body : { ...first.body, amount: `${first.body.amount ?? ''}1` };
          const outcome = await withIdempotency(
            db,
            { key: first.key, memberId: first.member, route: 'model', body },
            async () => {
              throw new Error('a retried request ran again');
            },
          ).catch((e: unknown) => e);
          if (op.sameBody) expect(outcome).toMatchObject({ replayed: true, body: first.response });
          else expect(outcome).toMatchObject({ statusCode: 422 });
          return;
        }
      }
    }

    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 50, maxLength: 55 }), async (ops) => {
        for (const op of ops) {
          await step(op);
          const actual = await memberBalances(db, members);
          const expected = new Map([...model.balances].filter(([, v]) => v !== 0n));
          expect(actual).toEqual(expected);
          expect(await checkLedger(db)).toEqual([]);
        }
      }),
      { numRuns: 40, endOnFailure: true },
    );
    expect(steps).toBeGreaterThanOrEqual(2000);
  }, 120_000);
});
