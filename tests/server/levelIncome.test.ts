import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { firstPlan, publishIncomePlan } from '../../server/db/incomePlan';
import { runStakingAccrual } from '../../server/jobs/stakingAccrual';
import { balancesOf } from '../../server/ledger';
import { fromMicros, type TeamDetailsResponse, toMicros } from '../../src/api/contract';
import { describeEngines, get, json, type TestContext } from './harness';
import { accrue, chain, credits, DAY_MS, qualify, rows, type Signed, sponsors, staked } from './teamFixtures';

interface PayoutRow {
  beneficiary_id: number;
  from_member_id: number;
  level: number;
  source_id: string;
  source_amount: string;
  rate_ppm: number;
  amount: string;
  plan_version: number;
}

const payoutsOf = (c: TestContext) =>
  rows<PayoutRow>(
    c,
    sql`select beneficiary_id, from_member_id, level, source_id::text as source_id, source_amount::text as
      source_amount, rate_ppm, amount::text as amount, plan_version from team_payouts
      where source_kind = 'staking_return' order by source_id, level`,
  );

/** What the plan owes: floor(return × rate) to each upline at depth 1–6 that holds the qualifying stake. */
async function expectedLevelIncome(c: TestContext, qualified: Set<number>, ratesPpm = firstPlan.levels) {
  const up = await sponsors(c);
  const owed: string[] = [];
  for (const credit of await credits(c, 'staking_return')) {
    let upline = up.get(Number(credit.member_id)) ?? null;
    for (let level = 1; level <= 6 && upline !== null; level++) {
      const amount = (BigInt(credit.amount) * BigInt(ratesPpm[level - 1]!.stakingRatePpm)) / 1_000_000n;
      if (qualified.has(upline) && amount > 0n) {
        owed.push(`${credit.entry_id}:${upline}:${credit.member_id}:${level}:${amount}`);
      }
      upline = up.get(upline) ?? null;
    }
  }
  return owed.sort();
}

const sumLevels = (levels: TeamDetailsResponse['data']) =>
  levels.reduce((s, l) => s + toMicros(l.level_income), 0n);

const paidKeys = async (c: TestContext) =>
  (await payoutsOf(c))
    .map((p) => `${p.source_id}:${p.beneficiary_id}:${p.from_member_id}:${p.level}:${p.amount}`)
    .sort();

/** top ← c1 ← … ← c7; c7 stakes 500, every upline but c3 holds a qualifying stake of 100. */
async function team(c: TestContext): Promise<{ members: Signed[]; qualified: Set<number> }> {
  const members = await chain(c, 7);
  const qualified = new Set<number>();
  for (const m of members.slice(0, 7)) {
    if (m.username === 'cc3') continue;
    await qualify(c, m);
    qualified.add(m.id);
  }
  await staked(c, members[7]!);
  return { members, qualified };
}

describeEngines('level income on staking returns', (ctx) => {
  it('pays each qualifying upline floor(return × rate) per level, and nothing to c3 or beyond level 6', async () => {
    const c = ctx();
    const { members, qualified } = await team(c);
    await accrue(c, 3);
    const paid = await paidKeys(c);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid).toEqual(await expectedLevelIncome(c, qualified));

    const byName = new Map(members.map((m) => [m.username, m.id]));
    const list = await payoutsOf(c);
    expect(list.some((p) => p.beneficiary_id === byName.get('cc3'))).toBe(false);
    // c7's returns reach c1 at level 6 and stop: the member above c1 gets nothing from c7.
    const fromC7 = list.filter((p) => p.from_member_id === byName.get('cc7'));
    expect(new Set(fromC7.map((p) => p.level))).toEqual(new Set([1, 2, 3, 5, 6]));
    expect(fromC7.some((p) => p.beneficiary_id === byName.get('cctop'))).toBe(false);
    const c6Return = (await credits(c, 'staking_return')).find((r) => r.member_id === byName.get('cc7'))!;
    const level1 = fromC7.find((p) => p.level === 1 && p.source_id === c6Return.entry_id)!;
    expect(level1.amount).toBe(((BigInt(c6Return.amount) * 100_000n) / 1_000_000n).toString());

    // Level Details shows, per level, what that level's members paid c1 (c1 is paid from levels 1–6).
    const c1 = members[1]!;
    const details = json<TeamDetailsResponse>(await get(c.app, '/api/user-team-details', c1.token)).data;
    expect(details.map((l) => l.user_count)).toEqual([1, 1, 1, 1, 1, 1]);
    for (const l of details) {
      const sum = list
        .filter((p) => p.beneficiary_id === c1.id && p.level === l.level)
        .reduce((s, p) => s + BigInt(p.amount), 0n);
      expect(l.level_income).toBe(fromMicros(sum));
    }
    expect(sumLevels(details)).toBeGreaterThan(0n);

    // What the payouts say was paid is what the ledger credited, to the micro-USDT.
    for (const m of members) {
      const mine = list.filter((p) => p.beneficiary_id === m.id).reduce((s, p) => s + BigInt(p.amount), 0n);
      const ledger = (await credits(c, 'level_income')).filter((r) => r.member_id === m.id);
      expect(ledger.reduce((s, r) => s + BigInt(r.amount), 0n)).toBe(mine);
    }
  });

  it('pays once when the accrual runs again or twice at the same time', async () => {
    const c = ctx();
    await team(c);
    const now = new Date(c.clock.now().getTime() + 3 * DAY_MS);
    await Promise.all([runStakingAccrual(c.db, { now }), runStakingAccrual(c.db, { now })]);
    const first = await paidKeys(c);
    const balances = await rows<{ id: string; balance: string }>(
      c,
      sql`select id::text, balance::text from ledger_accounts order by id`,
    );
    await runStakingAccrual(c.db, { now });
    await Promise.all([runStakingAccrual(c.db, { now }), runStakingAccrual(c.db, { now })]);
    expect(first.length).toBeGreaterThan(0);
    expect(await paidKeys(c)).toEqual(first);
    expect(
      await rows<{ id: string; balance: string }>(
        c,
        sql`select id::text, balance::text from ledger_accounts order by id`,
      ),
    ).toEqual(balances);
    const dupes = await rows<{ n: number }>(
      c,
      sql`select count(*)::int as n from (select source_id, beneficiary_id, level from team_payouts
        group by 1, 2, 3 having count(*) > 1) d`,
    );
    expect(Number(dupes[0]!.n)).toBe(0);
  });

  it('records the plan version, and a new version applies only to returns credited after it', async () => {
    const c = ctx();
    const { members, qualified } = await team(c);
    await accrue(c, 2);
    const before = await payoutsOf(c);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((p) => p.plan_version === 1)).toBe(true);

    const doubled = {
      ...firstPlan,
      levels: firstPlan.levels.map((l) => ({ ...l, stakingRatePpm: 200_000 })),
    };
    const version = await publishIncomePlan(c.db, doubled);
    expect(version).toBe(2);
    await accrue(c, 4);
    const after = await payoutsOf(c);
    expect(after.filter((p) => p.plan_version === 1)).toEqual(before);
    const later = after.filter((p) => p.plan_version === 2);
    expect(later.length).toBeGreaterThan(0);
    for (const p of later) {
      expect(p.rate_ppm).toBe(200_000);
      expect(p.amount).toBe(((BigInt(p.source_amount) * 200_000n) / 1_000_000n).toString());
    }
    const c6 = members[6]!;
    expect(qualified.has(c6.id)).toBe(true);
    const expectedC6 = after
      .filter((p) => p.beneficiary_id === c6.id)
      .reduce((s, p) => s + BigInt(p.amount), 0n);
    const c6Own = (await credits(c, 'staking_return'))
      .filter((r) => r.member_id === c6.id)
      .reduce((s, r) => s + BigInt(r.amount), 0n);
    expect((await balancesOf(c.db, c6.id)).pay_out).toBe(expectedC6 + c6Own);
  });
});
