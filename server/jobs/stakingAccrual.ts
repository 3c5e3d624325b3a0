import { sql } from 'drizzle-orm';
import { type Db, onPool, rowsOf } from '../db/client';
import { causesOf, errorCode } from '../errors';
import { accountFor } from '../ledger';
import type { NoticeDeps } from '../services/memberNotices';
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
 * `batchSize` stakes); a crash loses at most the batch in flight, which the next run pays. On PostgreSQL
 * two workers go side by side, each through its half of the buckets, each batch in its own transaction.
 */

/**
 * Held for each batch's transaction on PostgreSQL, one key per worker slot, so one instance at a time does a
 * slot's work. The (day, bucket) claims, not the locks, are what make every bucket-day paid once, whatever
 * the instances' slots.
 */
const ADVISORY_LOCK_KEY = 7_203_114_552;
/** Side by side on PostgreSQL, one per core of a small server; PGlite runs one transaction at a time. */
const POSTGRES_WORKERS = 2;
const BATCH_SIZE = 100_000;

export interface AccrualOptions {
  /** The last day to pay (YYYY-MM-DD, UTC); yesterday by default. */
  through?: string;
  now?: Date;
  batchSize?: number;
  /** Batches run side by side, each in its own transaction; 2 on PostgreSQL, 1 on PGlite by default. */
  workers?: number;
  /** For tests: fail after paying this many stake-days in this run, as a crash would. */
  failAfter?: number;
  /** How each member is told a stake completed its term; the scheduler and the operator's run give it. */
  notices?: NoticeDeps;
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

/**
 * A deadlock victim (40P01), or a batch that gave way on the platform account (55P03, see settleCounterparts):
 * its transaction is rolled back whole, claims included, so running the batch again is safe.
 */
function mayRetry(error: unknown): boolean {
  return [...causesOf(error)].some((e) => errorCode(e) === '40P01' || errorCode(e) === '55P03');
}
const RETRIES = 8;

/** Pays every unpaid day up to `through` for every active stake. Safe to run at any time, on any instance. */
export async function runStakingAccrual(db: Db, options: AccrualOptions = {}): Promise<AccrualResult> {
  const now = options.now ?? new Date();
  const through = options.through ?? yesterday(now);
  const workers = Math.max(1, options.workers ?? (onPool(db) ? POSTGRES_WORKERS : 1));
  const result: AccrualResult = {
    through,
    outcome: 'done',
    returnsPaid: 0,
    returnsTotal: 0n,
    stakesCompleted: 0,
    principalReturned: 0n,
  };
  // Planned once a run, each slot then keeping its share in step with what its batches claimed. What others
  // pay meanwhile shows in the claims, which refuse a bucket-day paid already.
  const plan = await planBuckets(db, through);
  if (plan.length === 0) return result;
  // Opened up front: two workers' first batches opening it at once would wait one for the other's commit.
  if (workers > 1) await accountFor(db, null, 'platform_income_paid');
  const run: RunState = { result, budget: options.failAfter ?? Number.POSITIVE_INFINITY, failed: false };
  const slots = await Promise.allSettled(
    Array.from({ length: workers }, (_, slot) => runSlot(db, { ...options, now }, run, slot, workers, plan)),
  );
  const failure = slots.find((s) => s.status === 'rejected');
  if (failure) throw failure.reason;
  return result;
}

interface RunState {
  result: AccrualResult;
  budget: number;
  /** Set when a slot fails, so the others stop after their batch in flight, as a crash would stop them. */
  failed: boolean;
}

/**
 * A slot's buckets: the plan cut into `workers` runs of neighbouring buckets with about as many stakes each, so
 * a batch's members form one range of ids for the indexes, without the other slots' members in between.
 */
export function shareOf(plan: BucketPlan[], slot: number, workers: number): BucketPlan[] {
  const total = plan.reduce((n, b) => n + b.stakes, 0);
  let before = 0;
  return plan.filter((b) => {
    const mid = before + b.stakes / 2;
    before += b.stakes;
    return Math.min(workers - 1, Math.floor((mid * workers) / total)) === slot;
  });
}

/** One worker slot: its buckets' batches one after the other, each in its own transaction. */
async function runSlot(
  db: Db,
  options: AccrualOptions & { now: Date },
  run: RunState,
  slot: number,
  workers: number,
  all: BucketPlan[],
): Promise<void> {
  const { now } = options;
  const { result } = run;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  let plan = shareOf(all, slot, workers);
  let retries = 0;
  for (;;) {
    if (run.failed) return;
    let step: 'busy' | 'finished' | { day: string; buckets: number[]; claimed: Set<number> };
    try {
      step = await db.transaction(async (tx) => {
        const rows = await rowsOf<{ locked: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCK_KEY + slot}::bigint) as locked`,
        );
        if (rows[0]?.locked !== true) return 'busy' as const;
        const batch = nextBatch(plan, batchSize);
        if (batch === null) return 'finished' as const;
        const paid = await payBucketsDay(tx, {
          day: batch.day,
          buckets: batch.buckets,
          now,
          notices: options.notices,
        });
        run.budget -= paid.returnsPaid;
        // After the writes, before the commit: the whole batch must disappear with the failure.
        if (run.budget < 0) throw new InjectedAccrualFailure('accrual stopped on purpose');
        result.returnsPaid += paid.returnsPaid;
        result.returnsTotal += paid.returnsTotal;
        result.stakesCompleted += paid.stakesCompleted;
        result.principalReturned += paid.principalReturned;
        return { day: batch.day, buckets: batch.buckets, claimed: new Set(paid.claimed) };
      });
    } catch (error) {
      if (mayRetry(error) && retries < RETRIES) {
        retries += 1;
        await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * retries));
        continue;
      }
      run.failed = true;
      throw error;
    }
    retries = 0;
    if (step === 'busy') {
      result.outcome = 'busy';
      return;
    }
    if (step === 'finished') return;
    // A bucket claimed elsewhere for the day is left to whoever claimed it; the others move a day on.
    const next = addDays(step.day, 1);
    plan = plan.flatMap((b) => {
      if (!step.buckets.includes(b.bucket)) return [b];
      if (!step.claimed.has(b.bucket) || next > b.last) return [];
      return [{ ...b, next }];
    });
    options.onBatch?.(result);
  }
}
