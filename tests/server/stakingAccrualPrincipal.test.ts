import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { runStakingAccrual } from '../../server/jobs/stakingAccrual';
import { balancesOf, checkLedger } from '../../server/ledger';
import type { StakeRecord } from '../../src/api/contract';
import { describeEngines, json } from './harness';
import { usdt } from './ledgerFixtures';
import { executiveStake, stake, stakingMember, unstake } from './stakingFixtures';

const at = (date: string) => new Date(`${date}T06:00:00.000Z`);

type Rows<T> = { rows: T[] };

/** Terms ending together come back in one transfer: one debit and one credit per member, whatever their stakes. */
describeEngines('staking principals returned at the end of the term', (ctx) => {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await ctx().db.execute(query)) as unknown as Rows<T>).rows;

  it('returns a day of completing stakes in one transfer, per member summed, and never an unstaked one', async () => {
    const ann = await stakingMember(ctx(), 'principalann', 2_000);
    const bob = await stakingMember(ctx(), 'principalbob', 2_000, { sponsor: ann.username, position: 'L' });
    const made: Array<[typeof ann, string]> = [
      [ann, '500'],
      [ann, '300'],
      [bob, '200'],
      [bob, '100'],
    ];
    const ids: number[] = [];
    for (const [member, amount] of made) {
      const res = await stake(ctx().app, member.token, executiveStake(member.username, amount, 10));
      expect(res.statusCode, res.body).toBe(200);
      ids.push(json<{ data: StakeRecord }>(res).data.id);
    }
    // Bob leaves one stake early: its principal went back then, less the charge, and must not come back again.
    expect((await unstake(ctx().app, bob.token, ids[3]!)).statusCode).toBe(200);
    const bobBefore = await balancesOf(ctx().db, bob.id);

    const result = await runStakingAccrual(ctx().db, { now: at('2026-03-14') });
    expect(result.stakesCompleted).toBe(3);
    expect(result.principalReturned).toBe(usdt(1_000));

    const transfers = await rows<{ id: string; description: string; entries: number }>(
      sql`select t.id::text as id, t.description, (select count(*)::int from ledger_entries e
          where e.transfer_id = t.id) as entries from ledger_transfers t where t.kind = 'stake_principal'`,
    );
    expect(transfers).toEqual([
      { id: expect.any(String), description: 'Staking principal returned for 2026-03-12', entries: 4 },
    ]);
    const closed = await rows<{ id: number; status: number; transfer: string | null }>(
      sql`select id, status, close_transfer_id::text as transfer from staking_subscriptions order by id`,
    );
    expect(closed.map((s) => [s.status, s.transfer])).toEqual([
      [2, transfers[0]!.id],
      [2, transfers[0]!.id],
      [2, transfers[0]!.id],
      [0, expect.not.stringMatching(`^${transfers[0]!.id}$`)],
    ]);
    const entries = await rows<{
      owner: number;
      kind: string;
      amount: string;
      after: string;
      balance: string;
    }>(
      sql`select a.owner_user_id as owner, a.kind, e.amount::text as amount, e.balance_after::text as after,
          a.balance::text as balance from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where e.transfer_id = ${Number(transfers[0]!.id)} order by a.owner_user_id, a.kind`,
    );
    expect(entries.map((e) => [e.owner, e.kind, BigInt(e.amount)])).toEqual([
      [ann.id, 'hold_staked', -usdt(800)],
      [ann.id, 'pay_out', usdt(800)],
      [bob.id, 'hold_staked', -usdt(200)],
      [bob.id, 'pay_out', usdt(200)],
    ]);
    // Nothing moved those accounts after the principals: each entry's balance_after is the balance now.
    for (const e of entries) expect(e.after).toBe(e.balance);

    expect(await balancesOf(ctx().db, ann.id)).toMatchObject({ hold_staked: 0n, pay_in: usdt(1_200) });
    const bobAfter = await balancesOf(ctx().db, bob.id);
    expect(bobAfter.hold_staked).toBe(0n);
    // 200 back, plus 200 × 0.50 % for each of the 10 days.
    expect(bobAfter.pay_out - bobBefore.pay_out).toBe(usdt(200) + 10n * 1_000_000n);
    expect(await checkLedger(ctx().db)).toEqual([]);

    const again = await runStakingAccrual(ctx().db, { now: at('2026-03-20') });
    expect(again).toMatchObject({ stakesCompleted: 0, principalReturned: 0n });
    expect(await rows(sql`select id from ledger_transfers where kind = 'stake_principal'`)).toHaveLength(1);
  });
});
