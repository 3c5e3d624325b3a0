import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { firstPlan, publishIncomePlan } from '../../server/db/incomePlan';
import { runReserveClaims } from '../../server/jobs/reserveClaims';
import {
  type DashboardData,
  type DashboardResponse,
  dashboardData,
  dashboardResponse,
  fromMicros,
} from '../../src/api/contract';
import { describeEngines, get, json, type TestContext } from './harness';
import { CRYPTO_L1, claim, fundReserve, MINUTE, reserved, tradeAll } from './reserveFixtures';
import { sessionOf } from './securityFixtures';

const DAY = 24 * 60 * MINUTE;

import { executiveStake, freeStake, stakingMember, unstake } from './stakingFixtures';
import { accrue, rows, type Signed, sponsors, staked } from './teamFixtures';

const QUALIFYING = 100_000_000n;

/** A small demo-like team: top ← m1, m2; m1 ← m11, m12; m11 ← m111; stakes, one unstake, two claims. */
async function demoTeam(c: TestContext) {
  const add = (name: string, sponsor: Signed | null, position: 'L' | 'R' = 'L') =>
    stakingMember(c, name, 5_000, sponsor ? { sponsor: sponsor.username, position } : undefined);
  const top = await add('top', null);
  const m1 = await add('mone', top, 'L');
  const m2 = await add('mtwo', top, 'R');
  const m11 = await add('moneone', m1, 'L');
  const m12 = await add('monetwo', m1, 'R');
  const m111 = await add('moneoneone', m11);
  await staked(c, top, executiveStake('top', '500'));
  await staked(c, m1, executiveStake('mone', '500'));
  await staked(c, m2, freeStake('mtwo', '100'));
  await staked(c, m11, executiveStake('moneone', '300'));
  await staked(c, m11, freeStake('moneone', '100'));
  await staked(c, m111, freeStake('moneoneone', '200'));
  const [executive] = await rows<{ id: string }>(
    c,
    sql`select id::text from staking_subscriptions where user_id = ${m11.id} and zone = 'executive'`,
  );
  const cancel = await unstake(c.app, m11.token, executive!.id);
  expect(cancel.statusCode, cancel.body).toBe(200);

  await fundReserve(c, m1.id, 400);
  const nft = await reserved(c, m1.token, m1.username);
  await fundReserve(c, m2.id, 200);
  const crypto = await reserved(c, m2.token, m2.username, CRYPTO_L1, 'crypto');
  await tradeAll(c, m1.token, nft);
  await tradeAll(c, m2.token, crypto);
  for (const [m, sub] of [
    [m1, nft],
    [m2, crypto],
  ] as const) {
    const res = await claim(c.app, m.token, sub);
    expect(res.statusCode, res.body).toBe(200);
  }
  c.clock.advance(MINUTE);
  await runReserveClaims(c.db, { now: c.clock.now() });
  await accrue(c, 3);
  return [top, m1, m2, m11, m12, m111];
}

/** Every figure from the ledger and the tables, without the aggregates the dashboard reads. */
async function computed(c: TestContext, m: Signed) {
  const up = await sponsors(c);
  const depthBelow = (id: number) => {
    let depth = 0;
    for (let at = up.get(id) ?? null; at !== null; at = up.get(at) ?? null) {
      depth++;
      if (at === m.id) return depth;
    }
    return 0;
  };
  const stakes = await rows<{ user_id: number; amount: string; status: number }>(
    c,
    sql`select user_id, amount::text as amount, status from staking_subscriptions`,
  );
  const active = (id: number) =>
    stakes
      .filter((s) => Number(s.user_id) === id && Number(s.status) === 1)
      .reduce((t, s) => t + BigInt(s.amount), 0n);
  const downline = [...up.keys()].filter((id) => depthBelow(id) > 0);
  const valid = (id: number) => active(id) >= QUALIFYING;
  const directs = downline.filter((id) => depthBelow(id) === 1);

  const [ledger] = await rows<Record<string, string>>(
    c,
    sql`select
      coalesce(sum(e.amount) filter (where a.kind = 'pay_in'), 0)::text as pay_in,
      coalesce(sum(e.amount) filter (where a.kind = 'pay_out'), 0)::text as pay_out,
      coalesce(sum(e.amount) filter (where a.kind = 'reserve'), 0)::text as reserve,
      coalesce(sum(e.amount) filter (where a.kind = 'pay_out' and t.kind = 'staking_return' and e.amount > 0), 0)::text as staking,
      coalesce(sum(e.amount) filter (where a.kind = 'pay_out' and t.kind = 'NFT TRADE'), 0)::text as nft,
      coalesce(sum(e.amount) filter (where a.kind = 'pay_out' and t.kind = 'CRYPTO TRADE'), 0)::text as crypto,
      coalesce(sum(e.amount) filter (where a.kind = 'pay_out' and t.kind in ('level_income', 'team_benefit')), 0)::text as level
    from ledger_entries e join ledger_accounts a on a.id = e.account_id join ledger_transfers t on t.id = e.transfer_id
    where a.owner_user_id = ${m.id}`,
  );
  const l = (k: string) => BigInt(ledger![k]!);
  const income = l('staking') + l('nft') + l('crypto') + l('level');
  const business = downline.reduce((t, id) => t + active(id), 0n);
  const [counts] = await rows<{ stakes: number; reserves: number }>(
    c,
    sql`select (select count(*)::int from staking_subscriptions where user_id = ${m.id}) as stakes,
      (select count(*)::int from reserve_subscriptions where user_id = ${m.id}) as reserves`,
  );
  const ranks = [
    [1, 500],
    [3, 5_000],
  ] as const;
  const validDirects = directs.filter(valid).length;
  const rank = ranks.filter(([d, b]) => validDirects >= d && business >= BigInt(b) * 1_000_000n).length;
  return {
    username: m.username,
    rank: rank > 0 ? `VIP${rank}` : '',
    payin_balance: fromMicros(l('pay_in')),
    pay_in_balance: fromMicros(l('pay_in')),
    pay_out_balance: fromMicros(l('pay_out')),
    reserve_balance: fromMicros(l('reserve')),
    // Everything in this test happened today, so today's figures are the totals.
    todays_income: fromMicros(income),
    todays_business: fromMicros(business),
    todays_crypto_reserve_income: fromMicros(l('crypto')),
    todays_nft_reserve_income: fromMicros(l('nft')),
    todays_staking_income: fromMicros(l('staking')),
    todays_level_income: fromMicros(l('level')),
    todays_team_count: downline.length,
    total_income: fromMicros(income),
    business_amount: fromMicros(business),
    total_crypto_reserve_income: fromMicros(l('crypto')),
    total_nft_reserve_income: fromMicros(l('nft')),
    total_staking_income: fromMicros(l('staking')),
    total_level_income: fromMicros(l('level')),
    total_team_count: downline.length,
    total_referral_team: directs.length,
    total_paid_referral_team: validDirects,
    level_1_count: directs.length,
    level_2_count: downline.filter((id) => [2, 3].includes(depthBelow(id))).length,
    valid_members: downline.filter(valid).length,
    stakeCount: Number(counts!.stakes),
    reserveCount: Number(counts!.reserves),
  };
}

describeEngines('account dashboard', (ctx) => {
  it('shows for every member figures equal to what the ledger and the tables say', async () => {
    const c = ctx();
    const team = await demoTeam(c);
    for (const m of team) {
      const res = await get(c.app, '/api/dashboard', m.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      // The body is the contract's, field for field: nothing missing, nothing extra, every type right.
      const body = json<DashboardResponse>(res);
      expect(
        z.strictObject({ ...dashboardResponse.shape, data: dashboardData.strict() }).parse(body),
      ).toEqual(body);
      const data = body.data;
      expect(data, m.username).toMatchObject(await computed(c, m));
    }
    const top = json<{ data: DashboardData }>(await get(c.app, '/api/dashboard', team[0]!.token)).data;
    // The figures are not all zero: the team earned, and top reached VIP1.
    expect(top.rank).toBe('VIP1');
    expect(BigInt(top.total_level_income.replace('.', ''))).toBeGreaterThan(0n);
    expect(top.total_team_count).toBe(5);
    expect((await get(c.app, '/api/dashboard')).statusCode).toBe(401);
  });

  it("counts in today's business only stakes made today that still stand, never more than the total", async () => {
    const c = ctx();
    await stakingMember(c, 'top', 5_000);
    const m = await stakingMember(c, 'staker', 5_000, { sponsor: 'top', position: 'L' });
    const nextDay = async () => {
      c.clock.advance(DAY);
      m.token = await sessionOf(c, 'staker');
    };
    const stakeIds = async () =>
      (await rows<{ id: string }>(c, sql`select id::text from staking_subscriptions order by id`)).map(
        (r) => r.id,
      );
    const ended = async (id: string) => expect((await unstake(c.app, m.token, id)).statusCode).toBe(200);
    const figures = async () => {
      const data = json<{ data: DashboardData }>(
        await get(c.app, '/api/dashboard', await sessionOf(c, 'top')),
      ).data;
      const micros = (v: string | number) => (typeof v === 'number' ? BigInt(v) : BigInt(v.replace('.', '')));
      for (const [daily, total] of [
        ['todays_income', 'total_income'],
        ['todays_business', 'business_amount'],
        ['todays_crypto_reserve_income', 'total_crypto_reserve_income'],
        ['todays_nft_reserve_income', 'total_nft_reserve_income'],
        ['todays_staking_income', 'total_staking_income'],
        ['todays_level_income', 'total_level_income'],
        ['todays_team_count', 'total_team_count'],
      ] as const) {
        expect(micros(data[daily]), `${daily} against ${total}`).toBeLessThanOrEqual(micros(data[total]));
      }
      return { today: data.todays_business, total: data.business_amount };
    };
    // 500 and 100 staked, the 100 unstaked the same day: the day's business is what still stands.
    await staked(c, m, executiveStake('staker', '500'));
    await staked(c, m, executiveStake('staker', '100'));
    await ended((await stakeIds())[1]!);
    expect(await figures()).toEqual({ today: '500.000000', total: '500.000000' });
    // The next day 100 and 200 are staked and the 100 unstaked: today counts the 200 only.
    await c.db.execute(sql`update member_daily_stats set day = day - 1`);
    await nextDay();
    await staked(c, m, executiveStake('staker', '100'));
    await staked(c, m, executiveStake('staker', '200'));
    await ended((await stakeIds())[2]!);
    expect(await figures()).toEqual({ today: '200.000000', total: '700.000000' });
    // A day later still, without the database's day turning, the 200 and the 500 are unstaked.
    await nextDay();
    for (const id of [(await stakeIds())[3]!, (await stakeIds())[0]!]) await ended(id);
    expect(await figures()).toEqual({ today: '0.000000', total: '0.000000' });
  });

  it('writes any name as it is stored: quotes, backslashes, line breaks and other scripts', async () => {
    const c = ctx();
    const m = await stakingMember(c, 'named', 5_000);
    const name = 'Zoë "Z" O\'Brien \\ 山田\n\t<b>';
    await c.db.execute(sql`update users set name = ${name} where id = ${m.id}`);
    const res = await get(c.app, '/api/dashboard', m.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<DashboardResponse>(res).data).toMatchObject({ name, username: 'named' });
  });

  it('drops a completed stake from the business and the valid members, and counts its returns', async () => {
    const c = ctx();
    const top = await stakingMember(c, 'top', 5_000);
    const m = await stakingMember(c, 'ending', 5_000, { sponsor: 'top', position: 'L' });
    await staked(c, m, executiveStake('ending', '200', 10));
    const during = json<{ data: DashboardData }>(await get(c.app, '/api/dashboard', top.token)).data;
    expect(during).toMatchObject({
      business_amount: '200.000000',
      valid_members: 1,
      total_paid_referral_team: 1,
    });
    await accrue(c, 12);
    const [stake] = await rows<{ status: number }>(c, sql`select status from staking_subscriptions`);
    expect(Number(stake!.status)).toBe(2);
    const after = json<{ data: DashboardData }>(await get(c.app, '/api/dashboard', top.token)).data;
    expect(after).toMatchObject(await computed(c, top));
    expect(after).toMatchObject({
      business_amount: '0.000000',
      valid_members: 0,
      total_paid_referral_team: 0,
    });
    const own = json<{ data: DashboardData }>(await get(c.app, '/api/dashboard', m.token)).data;
    expect(own).toMatchObject(await computed(c, m));
    expect(own.total_staking_income).toBe('10.000000');
  });

  it('ranks by the plan in force: a plan published here at once, a scheduled one from its start', async () => {
    const c = ctx();
    const top = await stakingMember(c, 'top', 5_000);
    const m = await stakingMember(c, 'direct', 5_000, { sponsor: 'top', position: 'L' });
    await staked(c, m, executiveStake('direct', '200'));
    const rank = async () => json<DashboardResponse>(await get(c.app, '/api/dashboard', top.token)).data.rank;
    // VIP1 asks for one valid direct and 500 USDT of team business: 200 is not enough.
    expect(await rank()).toBe('');
    const vip1At200 = {
      ...firstPlan,
      ranks: firstPlan.ranks.map((r, i) => (i === 0 ? { ...r, teamBusiness: 200_000_000n } : r)),
    };
    await publishIncomePlan(c.db, vip1At200, c.clock.now());
    expect(await rank()).toBe('VIP1');
    await publishIncomePlan(c.db, firstPlan, new Date(c.clock.now().getTime() + 10 * MINUTE));
    expect(await rank()).toBe('VIP1');
    c.clock.advance(11 * MINUTE);
    expect(await rank()).toBe('');
  });
});
