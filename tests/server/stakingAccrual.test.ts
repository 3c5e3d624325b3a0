import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { stakingAccruals, stakingSubscriptions } from '../../server/db/schema';
import { InjectedAccrualFailure, runStakingAccrual } from '../../server/jobs/stakingAccrual';
import { balancesOf } from '../../server/ledger';
import type { StakeRecord } from '../../src/api/contract';
import { describeEngines, get, json, testConfig } from './harness';
import { usdt } from './ledgerFixtures';
import { executiveStake, freeStake, stake, stakingMember, unstake } from './stakingFixtures';

const OPERATOR_KEY = 'staking-accrual-operator-key-0123456789';
testConfig.operatorKey = OPERATOR_KEY;

// Stakes are made on 2026-03-02 (the test clock); the first day that earns is 2026-03-03.
const at = (date: string) => new Date(`${date}T06:00:00.000Z`);

describeEngines('staking returns', (ctx) => {
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

    const list = json<{ data: { data: StakeRecord[] } }>(
      await get(ctx().app, '/api/subscriptions?model=staking', member.token),
    ).data.data;
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
    const [row] = await ctx()
      .db.select()
      .from(stakingSubscriptions)
      .where(eq(stakingSubscriptions.id, exec.id));
    expect(row).toMatchObject({ status: 2, days: 10, paidRoiIncome: 25_000_000n });
    const balances = await balancesOf(ctx().db, member.id);
    expect(balances.hold_staked).toBe(usdt(1_000));
    expect(balances.pay_out).toBe(usdt(500) + 25_000_000n + 11n * 2_000_000n);
    // A complete stake cannot be unstaked, and pays nothing more.
    expect((await unstake(ctx().app, member.token, exec.id)).statusCode).toBe(409);
    const later = await runStakingAccrual(ctx().db, { now: at('2026-03-20') });
    expect(later.returnsPaid).toBe(6);
    expect(later.stakesCompleted).toBe(0);
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
    const [accruals] = await ctx().db.select({ n: sql<number>`count(*)::int` }).from(stakingAccruals);
    expect(accruals?.n).toBe(10);
    expect((await balancesOf(ctx().db, member.id)).pay_out).toBe(5n * 4_500_000n);
  });

  it('pays exactly once after a run that failed part way', async () => {
    const { member } = await twoStakes();
    await expect(
      runStakingAccrual(ctx().db, { now: at('2026-03-08'), batchSize: 3, failAfter: 7 }),
    ).rejects.toBeInstanceOf(InjectedAccrualFailure);
    const partly = await balancesOf(ctx().db, member.id);
    // Two batches of three committed; the seventh stake-day failed with its batch.
    expect(partly.pay_out).toBeGreaterThan(0n);
    expect(partly.pay_out).toBeLessThan(5n * 4_500_000n);
    const rest = await runStakingAccrual(ctx().db, { now: at('2026-03-08') });
    expect(rest.returnsPaid).toBeGreaterThan(0);
    expect((await balancesOf(ctx().db, member.id)).pay_out).toBe(5n * 4_500_000n);
    expect((await runStakingAccrual(ctx().db, { now: at('2026-03-08') })).returnsPaid).toBe(0);
  });

  it('never pays a day whose (stake, day) row exists already, and pays the rest of the batch', async () => {
    const { member, exec, free } = await twoStakes();
    // A claim left behind without the stake having moved on, as no run of the job leaves it.
    await ctx()
      .db.insert(stakingAccruals)
      .values({
        subscriptionId: free.id,
        userId: member.id,
        accrualDate: '2026-03-03',
        amount: 2_000_000n,
        createdAt: at('2026-03-04'),
      });
    const run = await runStakingAccrual(ctx().db, { now: at('2026-03-04') });
    expect(run).toMatchObject({ returnsPaid: 1, returnsTotal: 2_500_000n });
    expect((await balancesOf(ctx().db, member.id)).pay_out).toBe(2_500_000n);
    const rows = await ctx().db.select().from(stakingSubscriptions);
    expect(rows.find((r) => r.id === free.id)).toMatchObject({
      days: 0,
      paidRoiIncome: 0n,
      nextAccrualDate: '2026-03-04',
    });
    expect(rows.find((r) => r.id === exec.id)).toMatchObject({ days: 1, paidRoiIncome: 2_500_000n });
    // The next day is paid as usual for both.
    expect((await runStakingAccrual(ctx().db, { now: at('2026-03-05') })).returnsPaid).toBe(2);
  });

  it('stops paying an unstaked stake and keeps what it already paid', async () => {
    const { member, free } = await twoStakes();
    await runStakingAccrual(ctx().db, { now: at('2026-03-05') });
    expect((await unstake(ctx().app, member.token, free.id)).statusCode).toBe(200);
    const later = await runStakingAccrual(ctx().db, { now: at('2026-03-09') });
    expect(later.returnsPaid).toBe(4);
    const [row] = await ctx()
      .db.select()
      .from(stakingSubscriptions)
      .where(eq(stakingSubscriptions.id, free.id));
    expect(row).toMatchObject({ status: 0, days: 2, paidRoiIncome: 4_000_000n });
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
});
