import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerTransfers, stakingSubscriptions, users } from '../../server/db/schema';
import { balancesOf } from '../../server/ledger';
import type { StakeRecord, StakeTerms, StakingPackage } from '../../src/api/contract';
import { DEFAULT_PIN, describeEngines, get, json, post } from './harness';
import { usdt } from './ledgerFixtures';
import {
  executiveStake,
  FREE,
  freeStake,
  LEVEL_1,
  newKey,
  stake,
  stakingMember,
  unstake,
} from './stakingFixtures';

type Refusal = { status: false; message: string; msg: string; errors?: Record<string, string[]> };

describeEngines('staking', (ctx) => {
  it('lists the Executive Level 1–6 and Free packages with their disclosed terms and serves their artwork', async () => {
    const { token } = await stakingMember(ctx(), 'pkgs', 0);
    const res = await get(ctx().app, '/api/packages?model=staking', token);
    expect(res.statusCode, res.body).toBe(200);
    const list = json<{ data: { data: StakingPackage[] } }>(res).data.data;
    expect(list.filter((p) => p.zone === 'executive').map((p) => p.name)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Level ${n}`),
    );
    expect(list.filter((p) => p.zone === 'free')).toHaveLength(1);
    const level1 = list.find((p) => p.id === LEVEL_1)!;
    expect(level1).toMatchObject({
      minimum_price: '100',
      maximum_price: '500',
      roi_percentage: '0.50',
      min_duration: 10,
      duration: 30,
      early_exit_charge_percentage: '2.00',
      image: '/api/assets/packages/level-1.svg',
    });
    expect(list.find((p) => p.id === FREE)).toMatchObject({ min_duration: null, duration: null });
    for (const p of list) {
      expect(BigInt(p.minimum_price) % 50n).toBe(0n);
      const image = await get(ctx().app, p.image);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.headers['cache-control']).toBe('public, max-age=86400');
      expect(image.body).toContain('<svg');
    }
    const free = await get(ctx().app, '/api/packages?model=staking&zone=free', token);
    expect(json<{ data: { data: StakingPackage[] } }>(free).data.data.map((p) => p.id)).toEqual([FREE]);
    for (const bad of ['../../main.ts', 'level-1.png', '..%2F..%2Fapp.ts', 'nope.svg']) {
      const res = await get(ctx().app, `/api/assets/packages/${bad}`);
      expect(res.statusCode, bad).toBe(404);
      expect(json<Refusal>(res).status).toBe(false);
    }
    expect((await get(ctx().app, '/api/packages?model=staking')).statusCode).toBe(401);
  });

  it('moves the stake from pay_in to the staked hold, lists it, and replays a retry without moving twice', async () => {
    const { token, id, username } = await stakingMember(ctx(), 'staker', 1_000);
    const key = newKey();
    const res = await stake(ctx().app, token, executiveStake(username, '500', 20), key);
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ status: true; msg: string; data: StakeRecord }>(res);
    expect(body.msg).toBe('Stake successful');
    expect(body.data).toMatchObject({
      package: 'Level 1',
      amount_paid: '500.00',
      zone: 'executive',
      days: 0,
      paid_roi_income: '0.000000',
      status: 1,
      duration: 20,
      start_date: '2026-03-03',
      end_date: '2026-03-22',
      expected_total_return: '50.000000',
    });
    expect(body.data.invoice_id).toMatch(/^STK[0-9A-F]{10}$/);
    const replay = await stake(ctx().app, token, executiveStake(username, '500', 20), key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const balances = await balancesOf(ctx().db, id);
    expect(balances.pay_in).toBe(usdt(500));
    expect(balances.hold_staked).toBe(usdt(500));

    await stake(ctx().app, token, freeStake(username, '150'));
    const list = await get(ctx().app, '/api/subscriptions?model=staking', token);
    expect(list.statusCode, list.body).toBe(200);
    const page = json<{ data: { total: number; data: StakeRecord[]; first_page_url: string } }>(list).data;
    expect(page.total).toBe(2);
    expect(page.first_page_url).toBe('subscriptions?model=staking&page=1');
    expect(page.data.map((s) => s.zone).sort()).toEqual(['executive', 'free']);
  });

  it('shows terms before confirming that equal what the stake records and an unstake pays', async () => {
    const { token, id, username } = await stakingMember(ctx(), 'terms', 1_000);
    const res = await get(
      ctx().app,
      `/api/staking/terms?package_id=${LEVEL_1}&amount=250&duration=10`,
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const terms = json<{ data: StakeTerms }>(res).data;
    expect(terms).toMatchObject({
      amount: '250.00',
      roi_percentage: '0.50',
      daily_return: '1.250000',
      yearly_percentage: '182.50',
      yearly_basis: 'simple, 365 days',
      start_date: '2026-03-03',
      end_date: '2026-03-12',
      principal_returned_on: '2026-03-13',
      expected_total_return: '12.500000',
      expected_total_payout: '262.500000',
      early_exit_charge_percentage: '2.00',
      unstake_charge_today: '5.000000',
      unstake_return_today: '245.000000',
    });
    const free = json<{ data: StakeTerms }>(
      await get(ctx().app, `/api/staking/terms?package_id=${FREE}&amount=100`, token),
    ).data;
    expect(free).toMatchObject({
      end_date: null,
      expected_total_return: null,
      unstake_return_today: '100.000000',
    });

    const placed = json<{ data: StakeRecord }>(
      await stake(ctx().app, token, executiveStake(username, '250', 10)),
    ).data;
    expect(placed.start_date).toBe(terms.start_date);
    expect(placed.end_date).toBe(terms.end_date);
    expect(placed.expected_total_return).toBe(terms.expected_total_return);
    const before = await balancesOf(ctx().db, id);
    const out = await unstake(ctx().app, token, placed.id);
    expect(out.statusCode, out.body).toBe(200);
    expect(json<{ returned: string; charge: string }>(out)).toMatchObject({
      returned: terms.unstake_return_today,
      charge: terms.unstake_charge_today,
    });
    const after = await balancesOf(ctx().db, id);
    expect(after.pay_out - before.pay_out).toBe(usdt(245));
    expect(after.hold_staked).toBe(0n);
  });

  it('refuses each bad stake with the spec message and moves nothing', async () => {
    const { token, id, username } = await stakingMember(ctx(), 'badstake', 300);
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      [
        'no package',
        { ...executiveStake(username), package_id: undefined },
        'package_id',
        'Please select your plan first',
      ],
      [
        'unknown package',
        { ...executiveStake(username), package_id: 999 },
        'package_id',
        'Please select your plan first',
      ],
      [
        'package of the other zone',
        { ...executiveStake(username), package_id: FREE },
        'package_id',
        'Please select your plan first',
      ],
      [
        'no amount',
        { ...executiveStake(username), investment_amount: undefined },
        'investment_amount',
        'Please Enter Amount',
      ],
      [
        'empty amount',
        { ...executiveStake(username), investment_amount: '' },
        'investment_amount',
        'Please Enter Amount',
      ],
      [
        'decimal amount',
        executiveStake(username, '150.5'),
        'investment_amount',
        'Please enter the amount in whole USDT (digits only)',
      ],
      [
        'letters',
        executiveStake(username, '1e3'),
        'investment_amount',
        'Please enter the amount in whole USDT (digits only)',
      ],
      [
        'below the minimum',
        executiveStake(username, '50'),
        'investment_amount',
        'Please Enter amount between 100 USDT - 500 USDT',
      ],
      [
        'above the maximum',
        executiveStake(username, '550'),
        'investment_amount',
        'Please Enter amount between 100 USDT - 500 USDT',
      ],
      [
        'not a multiple of 50',
        executiveStake(username, '120'),
        'investment_amount',
        'Please Enter amount multiple of 50',
      ],
      ['no zone', { ...executiveStake(username), zone: undefined }, 'zone', 'Please Choose Zone'],
      ['unknown zone', { ...executiveStake(username), zone: 'vip' }, 'zone', 'Please Choose Zone'],
      [
        'executive without a duration',
        { ...executiveStake(username), duration: undefined },
        'duration',
        'Duration is required',
      ],
      [
        'duration out of range',
        executiveStake(username, '100', 31),
        'duration',
        'Please choose a duration between 10 and 30 days',
      ],
      [
        'free with a duration',
        { ...freeStake(username), duration: 10 },
        'duration',
        'Free Zone stakes have no duration; they run until you unstake',
      ],
      [
        'more than pay_in holds',
        executiveStake(username, '350'),
        'investment_amount',
        'Insufficient Balance',
      ],
      [
        'someone else named',
        executiveStake('somebodyelse', '100'),
        'username',
        'You can stake only from your own account',
      ],
    ];
    const before = await balancesOf(ctx().db, id);
    const [transfersBefore] = await ctx().db.select({ n: count() }).from(ledgerTransfers);
    for (const [label, body, field, message] of cases) {
      const res = await stake(ctx().app, token, body);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(422);
      const refusal = json<Refusal>(res);
      expect(refusal.status, label).toBe(false);
      expect(refusal.message, label).toBe(message);
      expect(refusal.errors?.[field]?.[0], label).toBe(message);
    }
    const noKey = await stake(ctx().app, token, executiveStake(username, '100'), null);
    expect(noKey.statusCode).toBe(400);
    expect(json<Refusal>(noKey).message).toBe('Idempotency-Key header is required');
    const reserve = await stake(ctx().app, token, { username, package_id: 1, model: 'reserve', type: 'nft' });
    expect(reserve.statusCode).toBe(422);
    // The reserve payload goes to Reserve, which refuses an empty reserve wallet and moves nothing either.
    expect(json<Refusal>(reserve).message).toBe(
      'Insufficient reserve balance: this plan needs at least 50.00 USDT',
    );
    expect(await balancesOf(ctx().db, id)).toEqual(before);
    expect((await ctx().db.select({ n: count() }).from(ledgerTransfers))[0]).toEqual(transfersBefore);
    expect(await ctx().db.select().from(stakingSubscriptions)).toHaveLength(0);
  });

  it('unstakes with the PIN once: a wrong PIN, a second unstake and another member are refused', async () => {
    const { token, id, username } = await stakingMember(ctx(), 'unstaker', 1_000);
    const other = await stakingMember(ctx(), 'othermember', 0, { sponsor: username, position: 'L' });
    const placed = json<{ data: StakeRecord }>(
      await stake(ctx().app, token, freeStake(username, '200')),
    ).data;

    const wrong = await unstake(ctx().app, token, placed.id, { mpin: '0000' });
    expect(wrong.statusCode).toBe(422);
    expect(json<Refusal>(wrong).errors?.mpin).toBeDefined();
    const missing = await unstake(ctx().app, token, placed.id, {});
    expect(json<Refusal>(missing).errors?.mpin?.[0]).toBe('This Field Is Required.');
    const stranger = await unstake(ctx().app, other.token, placed.id);
    expect(stranger.statusCode).toBe(404);
    expect(json<Refusal>(stranger)).toMatchObject({ status: false, message: 'No stake has this id' });
    expect((await balancesOf(ctx().db, id)).hold_staked).toBe(usdt(200));

    const key = newKey();
    const ok = await unstake(ctx().app, token, placed.id, { mpin: DEFAULT_PIN }, key);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<{ returned: string; charge: string; data: StakeRecord }>(ok)).toMatchObject({
      returned: '200.000000',
      charge: '0.000000',
      data: { status: 0 },
    });
    const replay = await unstake(ctx().app, token, placed.id, {}, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await unstake(ctx().app, token, placed.id);
    expect(again.statusCode).toBe(409);
    expect(json<Refusal>(again).message).toBe('This stake is no longer active');
    const balances = await balancesOf(ctx().db, id);
    expect(balances.pay_out).toBe(usdt(200));
    expect(balances.hold_staked).toBe(0n);
    expect(balances.pay_in).toBe(usdt(800));
  });

  it('resolves concurrent unstakes of one stake exactly once', async () => {
    const { token, id, username } = await stakingMember(ctx(), 'racer', 1_000);
    const placed = json<{ data: StakeRecord }>(
      await stake(ctx().app, token, executiveStake(username, '500', 10)),
    ).data;
    const results = await Promise.all(Array.from({ length: 4 }, () => unstake(ctx().app, token, placed.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200))
      expect([409, 422, 429]).toContain(r.statusCode);
    const balances = await balancesOf(ctx().db, id);
    expect(balances.pay_out).toBe(usdt(490));
    expect(balances.hold_staked).toBe(0n);
  });

  it('unstakes with an e-mailed 4-digit code requested for the unstake', async () => {
    const { token, id, username } = await stakingMember(ctx(), 'otpstaker', 1_000);
    await ctx().db.update(users).set({ authType: 'otp' }).where(eq(users.id, id));
    const placed = json<{ data: StakeRecord }>(
      await stake(ctx().app, token, freeStake(username, '100')),
    ).data;
    const sent = await post(ctx().app, '/api/resendotp', { username, from: 'unstake' }, token);
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await ctx().inbox.lastCode(`${username}@example.test`);
    expect(code).toMatch(/^\d{4}$/);
    const res = await unstake(ctx().app, token, placed.id, { otp: code });
    expect(res.statusCode, res.body).toBe(200);
    expect((await balancesOf(ctx().db, id)).pay_out).toBe(usdt(100));
  });
});
