import { expect, it } from 'vitest';
import { reserveSubscriptions, stakingSubscriptions } from '../../server/db/schema';
import { runReserveClaims } from '../../server/jobs/reserveClaims';
import { runStakingAccrual } from '../../server/jobs/stakingAccrual';
import { balancesOf } from '../../server/ledger';
import type {
  IncomePlan,
  OperatorPlansResponse,
  StakeRecord,
  StakeTermsResponse,
} from '../../src/api/contract';
import { describeEngines, get, json } from './harness';
import { signedInOperator } from './operatorFixtures';
import { at, auditsOf, HOUR, later, offered, planAdmin, stakesOf, versionCounts } from './planFixtures';
import {
  claim,
  dashboard,
  MINUTE,
  reserve,
  reserveBody,
  reserved,
  reserveMember,
  trade,
  tradeAll,
} from './reserveFixtures';
import { executiveStake, FREE, freeStake, LEVEL_1, stake, stakingMember } from './stakingFixtures';
import { KEY, operator } from './supportFixtures';

const NFT_L1 = 1;
const CRYPTO_L1 = 7;

describeEngines('plan versions', (ctx) => {
  it('makes new stakes on a change in force now, while an existing stake is paid on its old terms', async () => {
    const c = ctx();
    const admin = await planAdmin(c);
    // The top of the team holds no stake, so it earns no level income and each balance is the member's own.
    await stakingMember(c, 'plantop', 0);
    const old = await stakingMember(c, 'oldstaker', 1_000, { sponsor: 'plantop', position: 'L' });
    const fresh = await stakingMember(c, 'newstaker', 1_000, { sponsor: 'plantop', position: 'R' });
    const before = json<{ data: StakeRecord }>(
      await stake(c.app, old.token, executiveStake('oldstaker')),
    ).data;
    expect(before).toMatchObject({ roi_percentage: '0.50', early_exit_charge_percentage: '2.00' });

    const res = await admin.change(`staking/${LEVEL_1}`, {
      roi_percentage: '1.00',
      early_exit_charge_percentage: '5.00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ data: { version: { version: 2, roi_percentage: '1.00' } } });

    const level1 = (await offered(c, fresh.token)).packages.find((p) => p.id === LEVEL_1);
    expect(level1).toMatchObject({ roi_percentage: '1.00', early_exit_charge_percentage: '5.00' });
    const terms = await get(
      c.app,
      `/api/staking/terms?package_id=${LEVEL_1}&amount=500&duration=10`,
      fresh.token,
    );
    expect(json<StakeTermsResponse>(terms).data).toMatchObject({ daily_return: '5.000000' });
    const after = json<{ data: StakeRecord }>(
      await stake(c.app, fresh.token, executiveStake('newstaker')),
    ).data;
    expect(after).toMatchObject({ roi_percentage: '1.00', early_exit_charge_percentage: '5.00' });
    const versions = await c.db
      .select({ id: stakingSubscriptions.id, version: stakingSubscriptions.packageVersion })
      .from(stakingSubscriptions)
      .orderBy(stakingSubscriptions.id);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);

    // One day of returns: 500 × 0.50 % for the old stake, 500 × 1.00 % for the new one.
    const paid = await runStakingAccrual(c.db, { now: at('2026-03-04') });
    expect(paid).toMatchObject({ returnsPaid: 2, returnsTotal: 7_500_000n });
    expect((await balancesOf(c.db, old.id)).pay_out).toBe(2_500_000n);
    expect((await balancesOf(c.db, fresh.id)).pay_out).toBe(5_000_000n);
    expect((await stakesOf(c, old.token))[0]).toMatchObject({
      roi_percentage: '0.50',
      early_exit_charge_percentage: '2.00',
      paid_roi_income: '2.500000',
    });
  });

  it('makes new reservations on a change in force now, while an existing one trades and is paid on its old terms', async () => {
    const c = ctx();
    const admin = await planAdmin(c);
    const { token, id, username } = await reserveMember(c, 'planreserver', 500);
    const old = await reserved(c, token, username);
    const res = await admin.change(`reserve/${NFT_L1}`, {
      min_roi_percentage: '5.00',
      roi_percentage: '6.00',
      min_trade_time: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await offered(c, token)).plans.find((p) => p.id === NFT_L1)).toMatchObject({
      min_roi_percentage: '5.00',
      roi_percentage: '6.00',
      min_trade_time: 5,
    });

    // The old reservation waits its 60 minutes and draws within 0.80–1.20 % per item.
    c.clock.advance(5 * MINUTE);
    expect((await trade(c.app, token, old.reserve_logs[0]!.id)).statusCode).toBe(422);
    await tradeAll(c, token, old);
    expect((await claim(c.app, token, old)).statusCode).toBe(200);
    await runReserveClaims(c.db, { now: c.clock.now() });
    const oldLogs = (await dashboard(c.app, token)).all_reserve_history[0]!.reserve_logs;
    for (const log of oldLogs) expect(log.roi_ppm).toBeGreaterThanOrEqual(8_000);
    for (const log of oldLogs) expect(log.roi_ppm).toBeLessThanOrEqual(12_000);
    const oldProfit = (await balancesOf(c.db, id)).pay_out;
    expect(oldProfit).toBeLessThanOrEqual(6_000_000n);

    // A reservation made now takes the new terms: 5 minutes, 5.00–6.00 % per item.
    const fresh = await reserved(c, token, username);
    expect(fresh.package).toMatchObject({
      min_roi_percentage: '5.00',
      roi_percentage: '6.00',
      min_trade_time: 5,
    });
    await tradeAll(c, token, fresh);
    expect((await claim(c.app, token, fresh)).statusCode).toBe(200);
    await runReserveClaims(c.db, { now: c.clock.now() });
    expect((await balancesOf(c.db, id)).pay_out - oldProfit).toBeGreaterThanOrEqual(25_000_000n);
    const versions = await c.db
      .select({ version: reserveSubscriptions.planVersion })
      .from(reserveSubscriptions)
      .orderBy(reserveSubscriptions.id);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
  });

  it('applies a change scheduled for later only from its time, and shows it as scheduled until then', async () => {
    const c = ctx();
    const admin = await planAdmin(c);
    const { token, username } = await stakingMember(c, 'planwaiter', 1_000);
    const inAnHour = later(c, HOUR);
    expect(
      (await admin.change(`staking/${FREE}`, { roi_percentage: '0.30', effective_from: inAnHour }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin.change(`reserve/${CRYPTO_L1}`, { active: false, effective_from: inAnHour })).statusCode,
    ).toBe(200);
    const income = await admin.change('income', {
      levels: [{ level: 1, staking_percentage: '12.00' }],
      effective_from: inAnHour,
    });
    expect(json(income)).toMatchObject({ message: `The income plan: version 2 takes effect at ${inAnHour}` });
    // Nothing may take effect before a version already scheduled.
    const now = await admin.change(`staking/${FREE}`, { roi_percentage: '0.40' });
    expect(now.statusCode).toBe(422);
    expect(json(now)).toMatchObject({ errors: { effective_from: [expect.stringContaining(inAnHour)] } });

    const plans = await admin.plans();
    const free = plans.staking.find((p) => p.id === FREE)!;
    expect(free.in_force).toMatchObject({ version: 1, roi_percentage: '0.20' });
    expect(free.scheduled).toEqual([
      expect.objectContaining({ version: 2, roi_percentage: '0.30', effective_from: inAnHour }),
    ]);
    expect(plans.income.scheduled.map((v) => v.version)).toEqual([2]);
    const incomePlan = async () =>
      json<{ data: IncomePlan }>(await get(c.app, '/api/income-plan', token)).data;

    expect((await offered(c, token)).packages.find((p) => p.id === FREE)!.roi_percentage).toBe('0.20');
    expect((await offered(c, token)).plans.map((p) => p.id)).toContain(CRYPTO_L1);
    expect((await incomePlan()).levels[0]!.staking_percentage).toBe('10.00');
    expect(
      json<{ data: StakeRecord }>(await stake(c.app, token, freeStake(username))).data.roi_percentage,
    ).toBe('0.20');

    c.clock.advance(HOUR);
    expect((await offered(c, token)).packages.find((p) => p.id === FREE)!.roi_percentage).toBe('0.30');
    expect((await offered(c, token)).plans.map((p) => p.id)).not.toContain(CRYPTO_L1);
    expect(await incomePlan()).toMatchObject({ version: 2, effective_from: inAnHour });
    expect(
      json<{ data: StakeRecord }>(await stake(c.app, token, freeStake(username))).data.roi_percentage,
    ).toBe('0.30');
    const offSale = await reserve(c.app, token, reserveBody(username, CRYPTO_L1, 'crypto'));
    expect(json(offSale)).toMatchObject({ message: 'Please select your plan first' });
    // The admin's session has gone idle meanwhile; the operator key reads as an admin.
    const after = json<OperatorPlansResponse>(await operator(c, 'GET', 'plans')).data;
    expect(after.staking.find((p) => p.id === FREE)).toMatchObject({
      in_force: { version: 2 },
      scheduled: [],
    });
    expect(after.income).toMatchObject({ in_force: { version: 2 }, scheduled: [] });
  });

  it('refuses dishonest or malformed terms with 422 in the error shape, writing nothing', async () => {
    const c = ctx();
    const admin = await planAdmin(c);
    const stored = await versionCounts(c);
    const cases: Array<[string, unknown, string]> = [
      [`staking/${LEVEL_1}`, { minimum_price: '600' }, 'minimum_price'],
      [`staking/${LEVEL_1}`, { min_duration: 40 }, 'min_duration'],
      [`staking/${LEVEL_1}`, { roi_percentage: '0' }, 'roi_percentage'],
      [`staking/${LEVEL_1}`, { roi_percentage: '100.5' }, 'roi_percentage'],
      [`staking/${LEVEL_1}`, { minimum_price: '120' }, 'minimum_price'],
      [`staking/${LEVEL_1}`, { early_exit_charge_percentage: '100' }, 'early_exit_charge_percentage'],
      [`staking/${LEVEL_1}`, { duration: 0 }, 'duration'],
      [`staking/${FREE}`, { duration: 10 }, 'duration'],
      [`staking/${LEVEL_1}`, {}, 'body'],
      [`staking/${LEVEL_1}`, { roi_percentage: '0.60', effective_from: later(c, -MINUTE) }, 'effective_from'],
      [`staking/${LEVEL_1}`, { roi_percentage: '0.60', effective_from: 'tomorrow' }, 'effective_from'],
      [`staking/${LEVEL_1}`, { name: 'Gold' }, 'name'],
      [`reserve/${NFT_L1}`, { min_roi_percentage: '2.00' }, 'min_roi_percentage'],
      [`reserve/${NFT_L1}`, { maximum_price: '10' }, 'minimum_price'],
      [`reserve/${NFT_L1}`, { minimum_price: '0' }, 'minimum_price'],
      [`reserve/${NFT_L1}`, { item_count: 13 }, 'item_count'],
      [`reserve/${NFT_L1}`, { min_trade_time: 10_081 }, 'min_trade_time'],
      ['income', { levels: [{ level: 1, staking_percentage: '90.00' }] }, 'levels'],
      ['income', { levels: [{ level: 7, staking_percentage: '1.00' }] }, 'levels.0.level'],
      ['income', { ranks: [{ name: 'VIP2', valid_directs: 0 }] }, 'ranks'],
      // VIP1 asks 500 USDT of team business and VIP2 5000: neither may end up asking less than the rank below.
      ['income', { ranks: [{ name: 'VIP2', team_business: '499.99' }] }, 'ranks'],
      ['income', { ranks: [{ name: 'VIP1', team_business: '5000.01' }] }, 'ranks'],
      ['income', { qualifying_stake: '0' }, 'qualifying_stake'],
      ['income', { qualifying_stake: '150', effective_from: later(c, HOUR) }, 'qualifying_stake'],
    ];
    for (const [path, body, field] of cases) {
      const res = await admin.change(path, body);
      const what = `${path} ${JSON.stringify(body)}: ${res.body}`;
      expect(res.statusCode, what).toBe(422);
      const refusal = json<{
        status: boolean;
        message: string;
        msg: string;
        errors: Record<string, string[]>;
      }>(res);
      expect(refusal, what).toMatchObject({
        status: false,
        message: expect.any(String),
        msg: refusal.message,
      });
      expect(refusal.errors[field], what).toEqual([expect.any(String)]);
    }
    expect((await admin.change('staking/99', { roi_percentage: '1.00' })).statusCode).toBe(404);
    expect((await admin.change('reserve/99', { min_trade_time: 1 })).statusCode).toBe(404);
    expect(await versionCounts(c)).toEqual(stored);
    const plans = await admin.plans();
    expect(plans.staking.every((p) => p.in_force.version === 1 && p.scheduled.length === 0)).toBe(true);
    expect(plans.reserve.every((p) => p.in_force.version === 1 && p.scheduled.length === 0)).toBe(true);
    expect(plans.income).toMatchObject({ in_force: { version: 1 }, scheduled: [] });
  });

  it('audits each change with the version before and after, and lets only an admin change a plan', async () => {
    const c = ctx();
    const admin = await planAdmin(c);
    await admin.change(`staking/${LEVEL_1}`, { roi_percentage: '0.55' });
    await admin.change(`reserve/${NFT_L1}`, { item_count: 3 });
    await admin.change('income', { qualifying_stake: '150' });
    const [staking] = await auditsOf(c, 'plans.staking.change');
    expect(staking).toMatchObject({
      operatorId: admin.id,
      details: { id: LEVEL_1, roi_percentage: '0.55', outcome: 'ok' },
      before: { version: 1, roi_percentage: '0.50' },
      after: { version: 2, roi_percentage: '0.55' },
    });
    expect((await auditsOf(c, 'plans.reserve.change'))[0]).toMatchObject({
      before: { version: 1, item_count: 2 },
      after: { version: 2, item_count: 3 },
    });
    expect((await auditsOf(c, 'plans.income.change'))[0]).toMatchObject({
      before: { version: 1, qualifying_stake: '100.000000' },
      after: { version: 2, qualifying_stake: '150.000000' },
    });

    // The old reserve route and the operator key write a version in force now, audited the same way.
    const legacy = await operator(c, 'POST', `reserve/plans/${NFT_L1}`, { min_trade_time: 5 }, KEY);
    expect(legacy.statusCode, legacy.body).toBe(200);
    expect((await admin.plans()).reserve.find((p) => p.id === NFT_L1)!.in_force).toMatchObject({
      version: 3,
      item_count: 3,
      min_trade_time: 5,
    });
    expect((await auditsOf(c, 'reserve.plan.update'))[0]).toMatchObject({
      before: { version: 2, min_trade_time: 60 },
      after: { version: 3, min_trade_time: 5 },
    });

    const stored = await versionCounts(c);
    for (const role of ['finance', 'support', 'auditor'] as const) {
      const { token } = await signedInOperator(c, `plan_${role}`, role);
      const read = await operator(c, 'GET', 'plans', undefined, token);
      expect(read.statusCode, role).toBe(role === 'support' ? 403 : 200);
      for (const [path, body] of [
        [`staking/${LEVEL_1}`, { roi_percentage: '0.70' }],
        [`reserve/${NFT_L1}`, { min_trade_time: 1 }],
        ['income', { qualifying_stake: '200' }],
      ] as const) {
        expect((await operator(c, 'POST', `plans/${path}`, body, token)).statusCode, `${role} ${path}`).toBe(
          403,
        );
      }
    }
    expect(await versionCounts(c)).toEqual(stored);
  });
});
