import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { stakingAccrualClaims, stakingAccrualProgress } from '../../server/db/schema';
import { InjectedAccrualFailure, runStakingAccrual } from '../../server/jobs/stakingAccrual';
import { accountFor, balancesOf } from '../../server/ledger';
import { accrualBucketOf } from '../../server/services/stakingTerms';
import type { StakeRecord } from '../../src/api/contract';
import { createStakes } from '../bench/accrualData';
import { DEFAULT_PASSWORD, DEFAULT_PIN, describeEngines, get, json, post, testConfig } from './harness';
import { usdt } from './ledgerFixtures';
import { executiveStake, freeStake, stake, stakingMember, unstake } from './stakingFixtures';

const OPERATOR_KEY = 'staking-accrual-operator-key-0123456789';
testConfig.operatorKey = OPERATOR_KEY;

// Stakes are made on 2026-03-02 (the test clock); the first day that earns is 2026-03-03.
const at = (date: string) => new Date(`${date}T06:00:00.000Z`);

describeEngines('staking returns', { pgliteToo: 'locking' }, (ctx) => {
  async function twoStakes() {
    const member = await stakingMember(ctx(), 'earner', 2_000);
    const exec = json<{ data: StakeRecord }>(
      await stake(ctx().app, member.token, executiveStake(member.username, '500', 10)),
    ).data;
    const free = json<{ data: StakeRecord }>(
      await stake(ctx().app, member.token, freeStake(member.username, '1000')),
    ).data;
    return { member, exec, free };
  }

  /** A member comes back days later: the clock moves on and they sign in again. */
  async function returnOn(date: string, username: string) {
    ctx().clock.set(at(date));
    const pre = json<{ token: string }>(
      await post(ctx().app, '/api/pre-login', { username, password: DEFAULT_PASSWORD }),
    );
    return json<{ token: string }>(await post(ctx().app, '/api/login', { mpin: DEFAULT_PIN }, pre.token))
      .token;
  }

  async function stakesOf(token: string) {
    return json<{ data: { data: StakeRecord[] } }>(
      await get(ctx().app, '/api/subscriptions?model=staking', token),
    ).data.data;
  }

  it('pays each ended day once into pay_out and counts days and paid income', async () => {
    const { member, exec, free } = await twoStakes();
    // On the day of the stake nothing is due yet.
    expect((await runStakingAccrual(ctx().db, { now: at('2026-03-03') })).returnsPaid).toBe(0);
    const first = await runStakingAccrual(ctx().db, { now: at('2026-03-04') });
    expect(first).toMatchObject({ through: '2026-03-03', outcome: 'done', returnsPaid: 2 });
    // 500 × 0.50 % + 1000 × 0.20 % = 2.5 + 2
    expect(first.returnsTotal).toBe(4_500_000n);
    const again = await runStakingAccrual(ctx().db, { now: at('2026-03-04') });
    expect(again.returnsPaid).toBe(0);
    expect((await balancesOf(ctx().db, member.id)).pay_out).toBe(4_500_000n);

    const list = await stakesOf(member.token);
    expect(list.find((s) => s.id === exec.id)).toMatchObject({
      days: 1,
      paid_roi_income: '2.500000',
      status: 1,
    });
    expect(list.find((s) => s.id === free.id)).toMatchObject({
      days: 1,
      paid_roi_income: '2.000000',
      status: 1,
    });
  });

  it('catches up missed days and returns the principal at the end of the term, then completes', async () => {
    const { member, exec } = await twoStakes();
    // Twelve days later: the 10-day term ran 03-03 … 03-12; the free stake earned every day through 03-13.
    const result = await runStakingAccrual(ctx().db, { now: at('2026-03-14') });
    expect(result.returnsPaid).toBe(10 + 11);
    expect(result.stakesCompleted).toBe(1);
    expect(result.principalReturned).toBe(usdt(500));
    expect((await stakesOf(member.token)).find((s) => s.id === exec.id)).toMatchObject({
      status: 2,
      days: 10,
      paid_roi_income: '25.000000',
    });
    const balances = await balancesOf(ctx().db, member.id);
    expect(balances.hold_staked).toBe(usdt(1_000));
    expect(balances.pay_out).toBe(usdt(500) + 25_000_000n + 11n * 2_000_000n);
    // A complete stake cannot be unstaked, and pays nothing more.
    expect((await unstake(ctx().app, member.token, exec.id)).statusCode).toBe(409);
    const later = await runStakingAccrual(ctx().db, { now: at('2026-03-20') });
    expect(later.returnsPaid).toBe(6);
    expect(later.stakesCompleted).toBe(0);
    expect((await stakesOf(member.token)).map((s) => [s.status, s.days])).toEqual([
      [1, 17],
      [2, 10],
    ]);
  });

  it('pays exactly once when run twice at the same time', async () => {
    const { member } = await twoStakes();
    const runs = await Promise.all([
      runStakingAccrual(ctx().db, { now: at('2026-03-08'), batchSize: 1 }),
      runStakingAccrual(ctx().db, { now: at('2026-03-08'), batchSize: 1 }),
      runStakingAccrual(ctx().db, { now: at('2026-03-08'), batchSize: 1 }),
    ]);
    const finish = await runStakingAccrual(ctx().db, { now: at('2026-03-08') });
    const paid = runs.reduce((n, r) => n + r.returnsPaid, 0) + finish.returnsPaid;
    expect(paid).toBe(2 * 5);
    // One claim per day for the member's bucket, each with the transfer that paid it.
    const claims = await ctx().db.select().from(stakingAccrualClaims);
    expect(claims.map((c) => c.accrualDate).sort()).toEqual([
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(claims.every((c) => c.transferId !== null)).toBe(true);
    expect((await balancesOf(ctx().db, member.id)).pay_out).toBe(5n * 4_500_000n);
    expect((await stakesOf(member.token)).map((s) => [s.days, s.paid_roi_income])).toEqual([
      [5, '10.000000'],
      [5, '12.500000'],
    ]);
  });

  it('pays exactly once after a run that failed part way', async () => {
    const { member } = await twoStakes();
    await expect(
      runStakingAccrual(ctx().db, { now: at('2026-03-08'), batchSize: 3, failAfter: 7 }),
    ).rejects.toBeInstanceOf(InjectedAccrualFailure);
    const partly = await balancesOf(ctx().db, member.id);
    // A batch is a day of the member's bucket (two stakes): three committed, the fourth failed with its batch.
    expect(partly.pay_out).toBeGreaterThan(0n);
    expect(partly.pay_out).toBeLessThan(5n * 4_500_000n);
    const rest = await runStakingAccrual(ctx().db, { now: at('2026-03-08') });
    expect(rest.returnsPaid).toBeGreaterThan(0);
    expect((await balancesOf(ctx().db, member.id)).pay_out).toBe(5n * 4_500_000n);
    expect((await runStakingAccrual(ctx().db, { now: at('2026-03-08') })).returnsPaid).toBe(0);
  });

  it('never pays a day its bucket has claimed already, and pays the next day as usual', async () => {
    const { member } = await twoStakes();
    // Another instance claimed (and paid) 2026-03-03 for the member's bucket.
    const bucket = accrualBucketOf(member.id);
    await ctx().db.insert(stakingAccrualClaims).values({ accrualDate: '2026-03-03', bucket });
    await ctx().db.insert(stakingAccrualProgress).values({ bucket, paidThrough: '2026-03-03' });
    const run = await runStakingAccrual(ctx().db, { now: at('2026-03-04') });
    expect(run).toMatchObject({ returnsPaid: 0, returnsTotal: 0n });
    expect((await balancesOf(ctx().db, member.id)).pay_out).toBe(0n);
    // What the claim stands for shows as paid.
    expect((await stakesOf(member.token)).map((s) => s.days)).toEqual([1, 1]);
    const next = await runStakingAccrual(ctx().db, { now: at('2026-03-05') });
    expect(next).toMatchObject({ returnsPaid: 2, returnsTotal: 4_500_000n });
    expect((await balancesOf(ctx().db, member.id)).pay_out).toBe(4_500_000n);
  });

  it('pays the days an unstaked stake was held that were not paid yet, and nothing after', async () => {
    const { member, free } = await twoStakes();
    await runStakingAccrual(ctx().db, { now: at('2026-03-04') });
    // Unstaked during 03-05: 03-03 was paid, 03-04 is owed and paid by the next run, 03-05 is not earned.
    const token = await returnOn('2026-03-05', member.username);
    expect((await unstake(ctx().app, token, free.id)).statusCode).toBe(200);
    const later = await runStakingAccrual(ctx().db, { now: at('2026-03-07') });
    // The Free stake's 03-04; the Executive stake's 03-04, 03-05 and 03-06.
    expect(later).toMatchObject({ returnsPaid: 1 + 3, returnsTotal: 2_000_000n + 3n * 2_500_000n });
    expect((await stakesOf(token)).find((s) => s.id === free.id)).toMatchObject({
      status: 0,
      days: 2,
      paid_roi_income: '4.000000',
    });
  });

  it('stops paying an unstaked stake and keeps what it already paid', async () => {
    const { member, free } = await twoStakes();
    await runStakingAccrual(ctx().db, { now: at('2026-03-05') });
    const token = await returnOn('2026-03-05', member.username);
    expect((await unstake(ctx().app, token, free.id)).statusCode).toBe(200);
    const later = await runStakingAccrual(ctx().db, { now: at('2026-03-09') });
    expect(later.returnsPaid).toBe(4);
    expect((await stakesOf(token)).find((s) => s.id === free.id)).toMatchObject({
      status: 0,
      days: 2,
      paid_roi_income: '4.000000',
    });
    expect((await balancesOf(ctx().db, member.id)).pay_out).toBe(
      2n * 4_500_000n + 4n * 2_500_000n + usdt(1_000),
    );
  });

  it('runs through a date by the operator command, audited, paying once when repeated', async () => {
    await twoStakes();
    const accrue = (date?: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/operator/staking/accrue',
        headers: { authorization: `Bearer ${OPERATOR_KEY}` },
        payload: date ? { date } : {},
      });
    const early = await accrue('2026-03-05');
    expect(early.statusCode).toBe(422);
    expect(json<{ message: string }>(early).message).toBe(
      'Returns are paid for days that have ended: the date may be at most 2026-03-01',
    );
    ctx().clock.set(at('2026-03-06'));
    const first = await accrue('2026-03-05');
    expect(first.statusCode, first.body).toBe(200);
    expect(json<{ data: unknown }>(first).data).toMatchObject({
      through: '2026-03-05',
      outcome: 'done',
      returns_paid: 6,
      returns_total: '13.500000',
    });
    const second = await accrue('2026-03-05');
    expect(json<{ data: { returns_paid: number } }>(second).data.returns_paid).toBe(0);
    const far = await accrue('2027-01-01');
    expect(far.statusCode).toBe(422);
    const bad = await accrue('2026-02-30');
    expect(bad.statusCode).toBe(422);
    const { rows } = (await ctx().db.execute(
      sql`select count(*)::int as n from audit_log where action = 'staking.accrue'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]?.n).toBe(4);
  });

  it('pays every stake once with two workers side by side, waiting out a transfer that holds the platform account', async () => {
    const day = '2026-03-03';
    // Member ids 64 apart, so the stakes fill several buckets and both workers have some.
    const set = await createStakes(ctx().db, { members: 60, stakes: 240, day, spread: 64 });
    const platform = await accountFor(ctx().db, null, 'platform_income_paid');
    // Longer than a batch waits for the account: the batches give way, then pay once it is free.
    const held = ctx().db.transaction(async (tx) => {
      await tx.execute(sql`select id from ledger_accounts where id = ${platform} for no key update`);
      await new Promise((done) => setTimeout(done, 1_500));
    });
    const run = await runStakingAccrual(ctx().db, {
      through: day,
      now: at('2026-03-04'),
      workers: 2,
      batchSize: 100,
    });
    await held;
    expect(run).toMatchObject({
      outcome: 'done',
      returnsPaid: 240,
      stakesCompleted: set.expected.completing,
    });
    expect(run.returnsTotal).toBe(set.expected.returnsTotal);
    expect(run.principalReturned).toBe(set.expected.principal);
    const { rows } = (await ctx().db.execute(
      sql`select coalesce(sum(balance), 0)::text as paid, count(*)::int as n from ledger_accounts where kind = 'pay_out'`,
    )) as unknown as { rows: Array<{ paid: string; n: number }> };
    expect(BigInt(rows[0]!.paid)).toBe(set.expected.returnsTotal + set.expected.principal);
    expect(
      (await runStakingAccrual(ctx().db, { through: day, now: at('2026-03-04'), workers: 2 })).returnsPaid,
    ).toBe(0);
  });
});
