import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addDays, utcDate } from '../services/stakingTerms';
import { payBucketsDay } from './stakingAccrualBatch';
import { type BucketPlan, nextBatch, planBuckets } from './stakingAccrualPlan';

/**
 * The daily staking returns. A day's return is owed once the UTC day has ended, so a run at any moment pays
 * every day up to yesterday that is still unpaid, oldest day first. Which stakes earn a day follows from
 * their dates, so nothing is written per stake to pay it: members are grouped into buckets by id, and a day
 * is claimed per bucket by a (day, bucket) row with a unique key, inserted in the transaction that credits
 * the bucket's returns. Every (stake, day) is so paid exactly once, whatever runs twice, on two instances or
 * after a crash. The work goes in batches, each one transaction over a range of buckets for one day (about
 * `batchSize` stakes); a crash loses at most the batch in flight, which the next run pays.
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
  // Planned once a run, then kept in step with what each batch claimed.
  let plan = null as BucketPlan[] | null;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      const { rows } = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCK_KEY}::bigint) as locked`,
      )) as unknown as Rows<{ locked: boolean }>;
      if (rows[0]?.locked !== true) return 'busy' as const;
      plan ??= await planBuckets(tx, through);
      const batch = nextBatch(plan, batchSize);
      if (batch === null) return 'finished' as const;
      const paid = await payBucketsDay(tx, { day: batch.day, buckets: batch.buckets, now });
      budget -= paid.returnsPaid;
      // After the writes, before the commit: the whole batch must disappear with the failure.
      if (budget < 0) throw new InjectedAccrualFailure('accrual stopped on purpose');
      result.returnsPaid += paid.returnsPaid;
      result.returnsTotal += paid.returnsTotal;
      result.stakesCompleted += paid.stakesCompleted;
      result.principalReturned += paid.principalReturned;
      return { day: batch.day, buckets: batch.buckets, claimed: new Set(paid.claimed) };
    });
    if (step === 'busy') return { ...result, outcome: 'busy' };
    if (step === 'finished') return result;
    // A bucket claimed elsewhere for the day is left to whoever claimed it; the others move a day on.
    const next = addDays(step.day, 1);
    plan = (plan ?? []).flatMap((b) => {
      if (!step.buckets.includes(b.bucket)) return [b];
      if (!step.claimed.has(b.bucket) || next > b.last) return [];
      return [{ ...b, next }];
    });
    options.onBatch?.(result);
  }
}
