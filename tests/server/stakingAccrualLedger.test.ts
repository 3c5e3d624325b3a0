import { asc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerEntries, ledgerTransfers } from '../../server/db/schema';
import {
  balancesOf,
  HoldAlreadyResolved,
  holdRef,
  InsufficientFunds,
  postBatchTransfer,
  postHoldReleases,
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

  it('releases many holds, one transfer each, with running balances, and each hold only once', async () => {
    const [a] = await insertMembers(ctx().db, 1);
    await deposit(ctx().db, a!, usdt(100));
    for (const amount of [usdt(30), usdt(50)]) {
      await ctx().db.transaction((tx) =>
        postTransfer(tx, {
          kind: 'stake',
          description: 'stake',
          memberId: a!,
          legs: [
            { account: { member: a!, kind: 'pay_in' }, amount: -amount },
            { account: { member: a!, kind: 'hold_staked' }, amount },
          ],
        }),
      );
    }
    const holds = sql`select * from (values (101::bigint, ${a!}::int, ${usdt(30).toString()}::bigint, 'first'),
      (102::bigint, ${a!}::int, ${usdt(50).toString()}::bigint, 'second')) h(hold_id, member_id, amount, description)`;
    const released = await ctx().db.transaction((tx) =>
      postHoldReleases(tx, { kind: 'stake_principal', holdKind: 'hold_staked', toKind: 'pay_out', holds }),
    );
    expect(released).toEqual({ transfers: 2, total: usdt(80) });
    expect(await balancesOf(ctx().db, a!)).toMatchObject({
      hold_staked: 0n,
      pay_out: usdt(80),
      pay_in: usdt(20),
    });
    const { rows } = (await ctx().db.execute(
      sql`select t.hold_ref, e.amount::text as amount, e.balance_after::text as after from ledger_entries e
        join ledger_transfers t on t.id = e.transfer_id join ledger_accounts acc on acc.id = e.account_id
        where acc.kind = 'pay_out' order by e.transfer_id`,
    )) as unknown as { rows: Array<{ hold_ref: string; amount: string; after: string }> };
    expect(rows).toEqual([
      { hold_ref: holdRef('hold_staked', 101), amount: String(usdt(30)), after: String(usdt(30)) },
      { hold_ref: holdRef('hold_staked', 102), amount: String(usdt(50)), after: String(usdt(80)) },
    ]);
    const before = await transferCount();
    await expect(
      ctx().db.transaction((tx) =>
        postHoldReleases(tx, { kind: 'stake_principal', holdKind: 'hold_staked', toKind: 'pay_out', holds }),
      ),
    ).rejects.toBeInstanceOf(HoldAlreadyResolved);
    expect(await transferCount()).toBe(before);
  });
});
