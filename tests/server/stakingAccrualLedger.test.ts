import { asc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerEntries, ledgerTransfers } from '../../server/db/schema';
import {
  balancesOf,
  InsufficientFunds,
  postBatchMoves,
  postBatchTransfer,
  postTransfer,
} from '../../server/ledger';
import { describeEngines } from './harness';
import { deposit, insertMembers, usdt } from './ledgerFixtures';

/** The set-based ledger writes the daily returns use, held to the single-transfer writer's rules. */
describeEngines('set-based ledger writes', (ctx) => {
  const values = (rows: Array<[number, bigint]>) =>
    sql.join(
      rows.map(
        ([member, amount]) => sql`select ${member}::int as member_id, ${amount.toString()}::bigint as amount`,
      ),
      sql` union all `,
    );
  const transferCount = async () =>
    (await ctx().db.select({ id: ledgerTransfers.id }).from(ledgerTransfers)).length;

  it('credits many members in one transfer, one entry each, with balance_after the balance then', async () => {
    const [a, b, c] = await insertMembers(ctx().db, 3);
    await ctx().db.transaction((tx) =>
      postTransfer(tx, {
        kind: 'test',
        description: 'earlier income',
        legs: [
          { account: { platform: 'platform_income_paid' }, amount: -usdt(7) },
          { account: { member: a!, kind: 'pay_out' }, amount: usdt(7) },
        ],
      }),
    );
    const posted = await ctx().db.transaction((tx) =>
      postBatchTransfer(
        tx,
        {
          kind: 'staking_return',
          description: 'Staking returns for 2026-03-03',
          memberKind: 'pay_out',
          counterpart: 'platform_income_paid',
        },
        async () =>
          values([
            [a!, 2_000_000n],
            [a!, 500_000n],
            [b!, 1_000_000n],
            [c!, 3_000_000n],
          ]),
      ),
    );
    expect(posted).toMatchObject({ total: 6_500_000n, memberEntries: 3 });
    const entries = await ctx()
      .db.select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transferId, posted!.id))
      .orderBy(asc(ledgerEntries.accountId));
    expect(entries).toHaveLength(4);
    expect(entries.reduce((sum, e) => sum + e.amount, 0n)).toBe(0n);
    expect((await balancesOf(ctx().db, a!)).pay_out).toBe(usdt(7) + 2_500_000n);
    const [transfer] = await ctx()
      .db.select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, posted!.id));
    expect(transfer?.description).toBe('Staking returns for 2026-03-03');
    const { rows } = (await ctx().db.execute(
      sql`select count(*)::int as n from ledger_entries e join ledger_accounts acc on acc.id = e.account_id
        where e.transfer_id = ${posted!.id} and e.balance_after <> acc.balance`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('refuses a batch that would take one member below zero, and writes nothing of it', async () => {
    const [a, b] = await insertMembers(ctx().db, 2);
    await deposit(ctx().db, a!, usdt(10));
    await deposit(ctx().db, b!, usdt(1));
    const before = await transferCount();
    await expect(
      ctx().db.transaction((tx) =>
        postBatchTransfer(
          tx,
          { kind: 'test', description: 'debit', memberKind: 'pay_in', counterpart: 'platform_fees' },
          async () =>
            values([
              [a!, -usdt(5)],
              [b!, -usdt(2)],
            ]),
        ),
      ),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await transferCount()).toBe(before);
    expect((await balancesOf(ctx().db, a!)).pay_in).toBe(usdt(10));
    expect((await balancesOf(ctx().db, b!)).pay_in).toBe(usdt(1));
  });

  it('leaves no transfer behind, and undoes the claim, when the legs move nothing', async () => {
    const [a] = await insertMembers(ctx().db, 1);
    const before = await transferCount();
    const posted = await ctx().db.transaction(async (tx) => {
      const result = await postBatchTransfer(
        tx,
        { kind: 'test', description: 'nothing', memberKind: 'pay_out', counterpart: 'platform_income_paid' },
        async (_id, sp) => {
          await sp.execute(sql`update users set name = 'claimed' where id = ${a!}`);
          return values([[a!, 0n]]);
        },
      );
      return result;
    });
    expect(posted).toBeNull();
    expect(await transferCount()).toBe(before);
    const { rows } = (await ctx().db.execute(sql`select name from users where id = ${a!}`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    expect(rows[0]?.name).not.toBe('claimed');
  });

  it('moves many members between two of their accounts in one transfer, or refuses it whole', async () => {
    const [a, b] = await insertMembers(ctx().db, 2);
    await deposit(ctx().db, a!, usdt(10));
    await deposit(ctx().db, b!, usdt(4));
    const move = (rows: Array<[number, bigint]>) =>
      ctx().db.transaction((tx) =>
        postBatchMoves(
          tx,
          { kind: 'test', description: 'moves', fromKind: 'pay_in', toKind: 'pay_out' },
          async () =>
            rows.length > 0 ? values(rows) : sql`select 0::int as member_id, 0::bigint as amount where false`,
        ),
      );
    const before = await transferCount();
    await expect(
      move([
        [a!, usdt(3)],
        [b!, usdt(3)],
        [b!, usdt(2)],
      ]),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await transferCount()).toBe(before);
    expect(await balancesOf(ctx().db, b!)).toMatchObject({ pay_in: usdt(4), pay_out: 0n });

    const posted = await move([
      [a!, usdt(3)],
      [a!, usdt(4)],
      [b!, usdt(4)],
    ]);
    expect(posted).toMatchObject({ total: usdt(11), members: 2 });
    expect(await balancesOf(ctx().db, a!)).toMatchObject({ pay_in: usdt(3), pay_out: usdt(7) });
    expect(await balancesOf(ctx().db, b!)).toMatchObject({ pay_in: 0n, pay_out: usdt(4) });
    const { rows } = (await ctx().db.execute(
      sql`select count(*)::int as n, count(*) filter (where e.balance_after <> acc.balance)::int as stale
        from ledger_entries e join ledger_accounts acc on acc.id = e.account_id where e.transfer_id = ${posted!.id}`,
    )) as unknown as { rows: Array<{ n: number; stale: number }> };
    expect(rows[0]).toMatchObject({ n: 4, stale: 0 });
    expect(await move([])).toBeNull();
    expect(await transferCount()).toBe(before + 1);
  });
});
