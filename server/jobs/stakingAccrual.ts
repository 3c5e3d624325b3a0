import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { addDays, utcDate } from '../services/stakingTerms';
import { payDueBatch } from './stakingAccrualBatch';

/**
 * The daily staking returns. A day's return is owed once the UTC day has ended, so a run at any moment pays
 * every day up to yesterday that is still unpaid, oldest day first. The work goes in set-based batches, each
 * one transaction over the active stakes of a range of members (about `batchSize` stakes) whose next unpaid
 * day is the same: their
 * (stake, date) rows are claimed (unique, so a day is paid once whatever runs twice), the stakes advance a
 * day, the members' returns are credited by one ledger transfer for the batch and, for terms that end that
 * day, the principal comes back. A crash loses at most the batch in flight, which the next run pays.
 */

/** Held for each batch's transaction on PostgreSQL, so one instance at a time does the work. */
const ADVISORY_LOCK_KEY = 7_203_114_552;
const BATCH_SIZE = 100_000;

export interface AccrualOptions {
  /** The last day to pay (YYYY-MM-DD, UTC); yesterday by default. */
  through?: string;
  now?: Date;
  batchSize?: number;
  /** For tests: fail after paying this many stake-days in this run, as a crash would. */
  failAfter?: number;
  /** Told after each batch commits, with the run's totals so far. */
  onBatch?: (sofar: AccrualResult) => void;
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

type Rows<T> = { rows: T[] };

/**
 * The upper member id of each batch of about `size` due stakes for `day`, in ascending order; a member's
 * stakes never straddle two batches.
 */
async function memberBounds(tx: Tx, day: string, size: number): Promise<number[]> {
  const { rows } = (await tx.execute(sql`select max(user_id)::int as up_to from (
      select user_id, (row_number() over (order by user_id) - 1) / ${size} as bucket
      from staking_subscriptions where status = 1 and next_accrual_date = ${day}::date
    ) x group by bucket order by bucket`)) as unknown as Rows<{ up_to: number | string }>;
  return rows.map((r) => Number(r.up_to));
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
  // The batches of the day in progress: member ranges still to pay, and whether the plan has paid anything.
  let plan: { day: string; bounds: number[]; after: number; paidAny: boolean } | null = null;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      const { rows } = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCK_KEY}::bigint) as locked,
          (select min(next_accrual_date)::text from staking_subscriptions
            where status = 1 and next_accrual_date <= ${through}::date) as day`,
      )) as unknown as Rows<{ locked: boolean; day: string | null }>;
      if (rows[0]?.locked !== true) return 'busy' as const;
      const day = rows[0].day;
      if (day === null) return 'finished' as const;
      if (plan?.day !== day || plan.bounds.length === 0) {
        // A plan for the same day that paid nothing found no due stake the day's minimum pointed at.
        if (plan?.day === day && !plan.paidAny) return 'finished' as const;
        plan = { day, bounds: await memberBounds(tx, day, batchSize), after: 0, paidAny: false };
        if (plan.bounds.length === 0) return 'finished' as const;
      }
      const upTo = plan.bounds.shift()!;
      const paid = await payDueBatch(tx, { day, now, range: { after: plan.after, upTo } });
      plan.after = upTo;
      if (paid.returnsPaid > 0 || paid.stakesCompleted > 0) plan.paidAny = true;
      budget -= paid.returnsPaid;
      // After the writes, before the commit: the whole batch must disappear with the failure.
      if (budget < 0) throw new InjectedAccrualFailure('accrual stopped on purpose');
      result.returnsPaid += paid.returnsPaid;
      result.returnsTotal += paid.returnsTotal;
      result.stakesCompleted += paid.stakesCompleted;
      result.principalReturned += paid.principalReturned;
      return 'more' as const;
    });
    if (step === 'busy') return { ...result, outcome: 'busy' };
    if (step === 'finished') return result;
    options.onBatch?.(result);
  }
}
