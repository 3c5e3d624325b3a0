import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { idempotencyKeys, ledgerTransfers } from '../../server/db/schema';
import {
  balancesOf,
  checkLedger,
  deleteExpiredIdempotencyKeys,
  IDEMPOTENCY_KEY_TTL_MS,
  InsufficientFunds,
  idempotencyKeyFrom,
  postTransfer,
  withIdempotency,
} from '../../server/ledger';
import { ApiError } from '../../server/services/errors';
import { fromMicros } from '../../src/api/contract/money';
import { describeEngines } from './harness';
import { deposit, insertMembers, usdt } from './ledgerFixtures';

function requestWithdrawal(db: Db, memberId: number, amount: bigint) {
  return db.transaction((tx) =>
    postTransfer(tx, {
      kind: 'withdrawal.request',
      description: 'withdrawal requested',
      memberId,
      legs: [
        { account: { member: memberId, kind: 'pay_out' }, amount: -amount },
        { account: { member: memberId, kind: 'hold_withdrawal' }, amount },
      ],
    }),
  );
}

async function fundPayOut(db: Db, memberId: number, amount: bigint) {
  await deposit(db, memberId, amount);
  await db.transaction((tx) =>
    postTransfer(tx, {
      kind: 'wallet.move',
      description: 'Receiving to Out going',
      memberId,
      legs: [
        { account: { member: memberId, kind: 'pay_in' }, amount: -amount },
        { account: { member: memberId, kind: 'pay_out' }, amount },
      ],
    }),
  );
}

describeEngines('the ledger under concurrent requests', { pgliteToo: 'locking' }, (ctx) => {
  it('moves money both ways between two members at once, never deadlocking', async () => {
    const { db } = ctx();
    const [ada, bo] = await insertMembers(db, 2);
    await deposit(db, ada!, usdt(100));
    await deposit(db, bo!, usdt(100));
    // Opposite orders of the same two accounts: each transfer locks them lowest id first, whatever its legs say.
    const move = (from: number, to: number) =>
      db.transaction((tx) =>
        postTransfer(tx, {
          kind: 'test.transfer',
          description: 'one way or the other',
          memberId: from,
          legs: [
            { account: { member: from, kind: 'pay_in' }, amount: -usdt(1) },
            { account: { member: to, kind: 'pay_in' }, amount: usdt(1) },
          ],
        }),
      );
    for (let round = 0; round < 30; round++) {
      await Promise.all([move(ada!, bo!), move(bo!, ada!), move(ada!, bo!), move(bo!, ada!)]);
    }
    expect((await balancesOf(db, ada!)).pay_in).toBe(usdt(100));
    expect((await balancesOf(db, bo!)).pay_in).toBe(usdt(100));
  });

  it('lets only 3 of 100 simultaneous 300 USDT withdrawals from 1000 USDT through', async () => {
    const { db } = ctx();
    const [ada] = await insertMembers(db, 1);
    await fundPayOut(db, ada!, usdt(1000));

    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, () => requestWithdrawal(db, ada!, usdt(300))),
    );
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(succeeded).toHaveLength(3);
    expect(refused).toHaveLength(97);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFunds);
    expect(await balancesOf(db, ada!)).toMatchObject({ pay_out: usdt(100), hold_withdrawal: usdt(900) });
    expect(await checkLedger(db)).toEqual([]);
  });

  it('moves money once for 50 simultaneous requests with the same Idempotency-Key, all answered alike', async () => {
    const { db } = ctx();
    const [ada] = await insertMembers(db, 1);
    await fundPayOut(db, ada!, usdt(100));
    const body = { amount: '10', method: 'BEP20' };

    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        withIdempotency(db, { key: 'withdraw-once', memberId: ada!, route: 'withdraw', body }, async (tx) => {
          const posted = await postTransfer(tx, {
            kind: 'withdrawal.request',
            description: 'withdrawal requested',
            memberId: ada!,
            legs: [
              { account: { member: ada!, kind: 'pay_out' }, amount: -usdt(10) },
              { account: { member: ada!, kind: 'hold_withdrawal' }, amount: usdt(10) },
            ],
          });
          const left = (await balancesOf(tx, ada!)).pay_out;
          return { statusCode: 200, body: { status: true, transfer: posted.id, balance: fromMicros(left) } };
        }),
      ),
    );

    const withdrawals = await db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, 'withdrawal.request'));
    expect(withdrawals).toHaveLength(1);
    expect(responses.filter((r) => !r.replayed)).toHaveLength(1);
    for (const r of responses) {
      expect(r.statusCode).toBe(200);
      expect(r.body).toEqual({ status: true, transfer: withdrawals[0]!.id, balance: '90.000000' });
    }
    expect((await balancesOf(db, ada!)).pay_out).toBe(usdt(90));
    expect(await checkLedger(db)).toEqual([]);
  });

  it('refuses a reused Idempotency-Key with a different body, and frees the key after 24 hours', async () => {
    const { db } = ctx();
    const [ada] = await insertMembers(db, 1);
    await fundPayOut(db, ada!, usdt(100));
    const start = new Date('2026-03-02T09:00:00.000Z');
    let effects = 0;
    const send = (amount: string, now: Date) =>
      withIdempotency(
        db,
        { key: 'k-1', memberId: ada!, route: 'withdraw', body: { amount }, now },
        async () => {
          effects++;
          return { statusCode: 200, body: { status: true, effect: effects } };
        },
      );

    expect((await send('10', start)).body).toEqual({ status: true, effect: 1 });
    const replay = await send('10', new Date(start.getTime() + IDEMPOTENCY_KEY_TTL_MS - 1));
    expect(replay).toMatchObject({ replayed: true, body: { effect: 1 } });

    const different = await send('11', start).catch((e: unknown) => e);
    expect(different).toBeInstanceOf(ApiError);
    expect(different).toMatchObject({
      statusCode: 422,
      message: 'This Idempotency-Key was already used for a different request',
    });

    const later = await send('11', new Date(start.getTime() + IDEMPOTENCY_KEY_TTL_MS));
    expect(later).toMatchObject({ replayed: false, body: { effect: 2 } });
  });

  it('keeps no key of a request that failed, so the member can retry it', async () => {
    const { db } = ctx();
    const [ada] = await insertMembers(db, 1);
    const attempt = () =>
      withIdempotency(
        db,
        { key: 'retry-me', memberId: ada!, route: 'withdraw', body: { amount: '5' } },
        async (tx) => {
          await postTransfer(tx, {
            kind: 'withdrawal.request',
            description: 'withdrawal requested',
            memberId: ada!,
            legs: [
              { account: { member: ada!, kind: 'pay_out' }, amount: -usdt(5) },
              { account: { member: ada!, kind: 'hold_withdrawal' }, amount: usdt(5) },
            ],
          });
          return { statusCode: 200, body: { status: true } };
        },
      );
    await expect(attempt()).rejects.toBeInstanceOf(InsufficientFunds);
    await fundPayOut(db, ada!, usdt(5));
    expect(await attempt()).toMatchObject({ replayed: false });
    expect(await attempt()).toMatchObject({ replayed: true });
  });

  it('asks for an Idempotency-Key on a money request without one, and forgets expired keys', async () => {
    const { db } = ctx();
    expect(() => idempotencyKeyFrom({})).toThrow('Idempotency-Key header is required');
    expect(() => idempotencyKeyFrom({ 'idempotency-key': '  ' })).toThrow(
      'Idempotency-Key header is required',
    );
    expect(idempotencyKeyFrom({ 'idempotency-key': 'abc-123' })).toBe('abc-123');

    const [ada] = await insertMembers(db, 1);
    const now = new Date('2026-03-02T09:00:00.000Z');
    await withIdempotency(db, { key: 'old', memberId: ada!, route: 'r', body: {}, now }, async () => ({
      statusCode: 200,
      body: {},
    }));
    expect(await deleteExpiredIdempotencyKeys(db, now)).toBe(0);
    expect(await deleteExpiredIdempotencyKeys(db, new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS))).toBe(1);
    expect(await db.select().from(idempotencyKeys)).toHaveLength(0);
  });
});
