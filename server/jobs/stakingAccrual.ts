import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { dailyReturnMicros, stakeStatuses } from '../../src/api/contract';
import type { Db, Tx } from '../db/client';
import { stakingAccruals, stakingSubscriptions } from '../db/schema';
import { holdRef, postTransfer } from '../ledger';
import { payLevelIncomeOnStakingReturn } from '../services/levelIncome';
import { addDays, utcDate } from '../services/stakingTerms';

/**
 * The daily staking returns. A day's return is owed once the UTC day has ended, so a run at any moment pays
 * every day up to yesterday that is still unpaid (missed days are caught up, oldest first). Each stake is
 * paid one day at a time, in batches, each batch one transaction: the stake row is locked, the day is claimed
 * by inserting its (stake, date) row — unique, so a day can be paid only once whatever runs twice — and the
 * ledger credit, the stake's counters and, after the last day of a term, the principal are written with it.
 * A crash loses at most the batch in flight, which the next run pays.
 */

/** Held for each batch's transaction on PostgreSQL, so one instance at a time does the work. */
const ADVISORY_LOCK_KEY = 7_203_114_552;
const BATCH_SIZE = 200;

type StakeRow = typeof stakingSubscriptions.$inferSelect;

export interface AccrualOptions {
  /** The last day to pay (YYYY-MM-DD, UTC); yesterday by default. */
  through?: string;
  now?: Date;
  batchSize?: number;
  /** For tests: fail after paying this many stake-days in this run, as a crash would. */
  failAfter?: number;
}

export interface AccrualResult {
  through: string;
  /** 'busy' when another runner held the lock; this run then stopped, leaving the work to it. */
  outcome: 'done' | 'busy';
  returnsPaid: number;
  returnsTotal: bigint;
  stakesCompleted: number;
  principalReturned: bigint;
}

export class InjectedAccrualFailure extends Error {
  override name = 'InjectedAccrualFailure';
}

export const yesterday = (now: Date) => addDays(utcDate(now), -1);

async function holdsLock(tx: Tx): Promise<boolean> {
  const { rows } = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCK_KEY}::bigint) as locked`,
  )) as unknown as { rows: Array<{ locked: boolean }> };
  return rows[0]?.locked === true;
}

/** Pays the stake's next day, in the caller's transaction, holding the stake's row lock. */
async function payNextDay(tx: Tx, stake: StakeRow, now: Date, result: AccrualResult): Promise<void> {
  const day = stake.nextAccrualDate;
  const amount = dailyReturnMicros(stake.amount, stake.dailyRatePpm);
  let days = stake.days;
  let paid = stake.paidRoiIncome;
  const [claimed] = await tx
    .insert(stakingAccruals)
    .values({ subscriptionId: stake.id, userId: stake.userId, accrualDate: day, amount, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: stakingAccruals.id });
  if (claimed) {
    if (amount > 0n) {
      const credit = await postTransfer(tx, {
        kind: 'staking_return',
        description: `Staking return for ${day} on ${stake.invoiceId}`,
        memberId: stake.userId,
        legs: [
          { account: { platform: 'platform_income_paid' }, amount: -amount },
          { account: { member: stake.userId, kind: 'pay_out' }, amount },
        ],
      });
      await tx
        .update(stakingAccruals)
        .set({ transferId: credit.id })
        .where(eq(stakingAccruals.id, claimed.id));
      await payLevelIncomeOnStakingReturn(tx, {
        subscriptionId: stake.id,
        memberId: stake.userId,
        accrualDate: day,
        amount,
        ledgerTransferId: credit.id,
      });
    }
    days += 1;
    paid += amount;
    result.returnsPaid += 1;
    result.returnsTotal += amount;
  }

  const completes = stake.endDate !== null && day >= stake.endDate;
  let closeTransferId: number | null = null;
  if (completes) {
    const principal = await postTransfer(tx, {
      kind: 'stake_principal',
      description: `Stake ${stake.invoiceId} complete: principal returned`,
      memberId: stake.userId,
      holdRef: holdRef('hold_staked', stake.id),
      legs: [
        { account: { member: stake.userId, kind: 'hold_staked' }, amount: -stake.amount },
        { account: { member: stake.userId, kind: 'pay_out' }, amount: stake.amount },
      ],
    });
    closeTransferId = principal.id;
    result.stakesCompleted += 1;
    result.principalReturned += stake.amount;
  }
  await tx
    .update(stakingSubscriptions)
    .set({
      nextAccrualDate: addDays(day, 1),
      days,
      paidRoiIncome: paid,
      ...(completes ? { status: stakeStatuses.completed, closedAt: now, closeTransferId } : {}),
    })
    .where(eq(stakingSubscriptions.id, stake.id));
}

/** Pays every unpaid day up to `through` for every active stake. Safe to run at any time, on any instance. */
export async function runStakingAccrual(db: Db, options: AccrualOptions = {}): Promise<AccrualResult> {
  const now = options.now ?? new Date();
  const through = options.through ?? yesterday(now);
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const result: AccrualResult = {
    through,
    outcome: 'done',
    returnsPaid: 0,
    returnsTotal: 0n,
    stakesCompleted: 0,
    principalReturned: 0n,
  };
  let budget = options.failAfter ?? Number.POSITIVE_INFINITY;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      if (!(await holdsLock(tx))) return 'busy' as const;
      const due = await tx
        .select()
        .from(stakingSubscriptions)
        .where(
          and(
            eq(stakingSubscriptions.status, stakeStatuses.active),
            lte(stakingSubscriptions.nextAccrualDate, through),
          ),
        )
        .orderBy(asc(stakingSubscriptions.nextAccrualDate), asc(stakingSubscriptions.id))
        .limit(batchSize)
        .for('update');
      for (const stake of due) {
        if (budget-- <= 0) throw new InjectedAccrualFailure('accrual stopped on purpose');
        await payNextDay(tx, stake, now, result);
      }
      return due.length === 0 ? ('finished' as const) : ('more' as const);
    });
    if (step === 'busy') return { ...result, outcome: 'busy' };
    if (step === 'finished') return result;
  }
}
