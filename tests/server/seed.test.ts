import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { expect, it } from 'vitest';
import { operators, users } from '../../server/db/schema';
import { seedDemoData } from '../../server/demo/seed';
import { DEMO_WITHOUT_ADDRESS, demoWithdrawalAddress } from '../../server/demo/withdrawAddresses';
import { runStakingAccrual } from '../../server/jobs/stakingAccrual';
import { balancesOf } from '../../server/ledger';
import type { StakeRecord } from '../../src/api/contract';
import { describeEngines, get, json, post, testConfig } from './harness';

describeEngines('demo data', { pgliteToo: 'seed' }, (ctx) => {
  it('seeds a verified demo team once, with every sign-in method working as printed', async () => {
    const c = ctx();
    const signIns = await seedDemoData(c.db, testConfig);
    expect(signIns).not.toBeNull();
    expect(signIns!.length).toBeGreaterThanOrEqual(10);
    expect(new Set(signIns!.map((s) => s.authType))).toEqual(
      new Set(['mpin', 'otp', 'authenticator', 'operator']),
    );
    expect(await seedDemoData(c.db, testConfig)).toBeNull();

    // One demo operator per role and a second admin, each able to start the first sign-in with the printed
    // password, and past the first day in which an operator approves nothing, so the two-person rule can be tried.
    const demoOperators = signIns!.filter((s) => s.authType === 'operator');
    expect(demoOperators.map((s) => s.note.split(':')[0])).toEqual([
      'operator, support',
      'operator, finance',
      'operator, admin',
      'operator, auditor',
      'operator, admin',
    ]);
    const team = await c.db.select().from(operators);
    const aDayAgo = Date.now() - 24 * 60 * 60_000;
    expect(team.filter((o) => o.createdAt.getTime() < aDayAgo && o.approvedAt !== null)).toHaveLength(5);
    for (const demo of demoOperators) {
      const first = await post(c.app, '/api/operator/sign-in', {
        username: demo.username,
        password: demo.password,
      });
      expect(json<{ data: { kind: string } }>(first).data.kind).toBe('enrol');
    }

    const members = await c.db.select().from(users);
    expect(members.every((m) => m.emailVerifiedAt !== null)).toBe(true);
    expect(members.filter((m) => m.parentId === null)).toHaveLength(1);

    const mpin = signIns!.find((s) => s.authType === 'mpin')!;
    const pre = json<{ token: string }>(
      await post(c.app, '/api/pre-login', { username: mpin.username, password: mpin.password }),
    );
    expect((await post(c.app, '/api/login', { mpin: mpin.pin }, pre.token)).statusCode).toBe(200);

    const totp = signIns!.find((s) => s.authType === 'authenticator')!;
    const pre2 = json<{ token: string }>(
      await post(c.app, '/api/pre-login', { username: totp.username, password: totp.password }),
    );
    const code = await generate({
      secret: totp.totpSecret!,
      epoch: Math.floor(c.clock.now().getTime() / 1000),
    });
    const session = await post(c.app, '/api/login', { authenticator: code }, pre2.token);
    expect(session.statusCode, session.body).toBe(200);
    expect(json(await get(c.app, '/api/user', json<{ token: string }>(session).token)).data).toMatchObject({
      username: totp.username,
      auth_type: 'authenticator',
    });
    const [grace] = await c.db.select().from(users).where(eq(users.username, 'grace'));
    expect(grace?.position).toBe('L');
  });
});

describeEngines('demo stakes', { pgliteToo: 'seed' }, (ctx) => {
  it('gives demo members stakes made days ago, whose returns the start-up catch-up pays', async () => {
    const c = ctx();
    const seededAt = new Date('2026-06-20T10:00:00.000Z');
    const signIns = await seedDemoData(c.db, testConfig, seededAt);
    const demo = signIns!.find((s) => s.username === 'demo')!;
    const [member] = await c.db.select().from(users).where(eq(users.username, 'demo'));
    const before = await balancesOf(c.db, member!.id);
    // 5,000 deposited; 1,000 in the Free zone and 500 in Executive Level 1 staked.
    expect(before).toMatchObject({ pay_in: 3_500_000_000n, hold_staked: 1_500_000_000n, pay_out: 0n });

    const caughtUp = await runStakingAccrual(c.db, { now: seededAt });
    // demo: Free staked 6 days ago earns 5 ended days, Executive 5 days ago 4; carol 6; grace 7.
    expect(caughtUp).toMatchObject({ outcome: 'done', returnsPaid: 5 + 4 + 6 + 7, stakesCompleted: 0 });
    // 5 × 1,000 × 0.20 % + 4 × 500 × 0.50 %, beside the level income on the team's returns.
    const { rows } = (await c.db.execute(sql`select t.kind, sum(e.amount)::text as amount
      from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
      join ledger_accounts a on a.id = e.account_id
      where a.owner_user_id = ${member!.id} and a.kind = 'pay_out' group by t.kind`)) as unknown as {
      rows: Array<{ kind: string; amount: string }>;
    };
    const credited = new Map(rows.map((r) => [r.kind, BigInt(r.amount)]));
    expect(credited.get('staking_return')).toBe(20_000_000n);
    expect((await balancesOf(c.db, member!.id)).pay_out).toBe(
      20_000_000n + (credited.get('level_income') ?? 0n),
    );

    c.clock.set(seededAt);
    const pre = json<{ token: string }>(
      await post(c.app, '/api/pre-login', { username: 'demo', password: demo.password }),
    );
    const token = json<{ token: string }>(
      await post(c.app, '/api/login', { mpin: demo.pin }, pre.token),
    ).token;
    const stakes = json<{ data: { data: StakeRecord[] } }>(
      await get(c.app, '/api/subscriptions?model=staking', token),
    ).data.data;
    expect(stakes.map((s) => [s.zone, s.days, s.paid_roi_income, s.status])).toEqual([
      ['executive', 4, '10.000000', 1],
      ['free', 5, '10.000000', 1],
    ]);
    // The team's stakes were made days ago: they are demo's total team business, not today's.
    const dashboard = json<{ data: { todays_business: string; business_amount: string } }>(
      await get(c.app, '/api/dashboard', token),
    ).data;
    expect(dashboard).toMatchObject({ todays_business: '0.000000', business_amount: '500.000000' });
  });
});

describeEngines('demo payout addresses', { pgliteToo: 'seed' }, (ctx) => {
  it('gives demo members a payout address saved a week ago, so withdrawals are open at once, and heidi none', async () => {
    const c = ctx();
    const signIns = await seedDemoData(c.db, testConfig);
    const withdrawInfo = async (username: string) => {
      const demo = signIns!.find((s) => s.username === username)!;
      const pre = json<{ token: string }>(
        await post(c.app, '/api/pre-login', { username, password: demo.password }),
      );
      const session = json<{ token: string }>(await post(c.app, '/api/login', { mpin: demo.pin }, pre.token));
      return json<{ setting: { withdrawal_address: string | null }; withdraw_hold_until: string | null }>(
        await get(c.app, '/api/withdraw', session.token),
      );
    };
    const carol = await withdrawInfo('carol');
    expect(carol.setting).toMatchObject({
      type: 'crypto',
      network: 'TRC20',
      withdrawal_address: demoWithdrawalAddress(3),
    });
    expect(carol.withdraw_hold_until).toBeNull();
    const heidi = await withdrawInfo(DEMO_WITHOUT_ADDRESS);
    expect(heidi.setting.withdrawal_address).toBeNull();
  });
});
