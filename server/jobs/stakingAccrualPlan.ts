import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../db/client';
import { ACCRUAL_BUCKET_MEMBERS } from '../services/stakingTerms';

/**
 * Which buckets of members have days to pay, and how the job goes through them. Each bucket pays its days
 * one after the other from the day after its progress (or, for a bucket never paid, its first stake's start
 * date) up to the last day any of its stakes earns or the run's last day, whichever comes first.
 */

export interface BucketPlan {
  bucket: number;
  /** The bucket's next unpaid day. */
  next: string;
  /** The last day the run pays for this bucket. */
  last: string;
  /** How many stakes the bucket may pay a day for: what sizes the batches. */
  stakes: number;
}

/** A stake's last earning day: its end date, or the day before its unstake (at most the run's last day). */
const lastEarningDay = (through: string) => sql`least(end_date, ${through}::date,
  case when status = 0 then (closed_at at time zone 'UTC')::date - 1 end)`;

/** Every bucket with a day to pay through `through`, in bucket order. */
export async function planBuckets(tx: DbOrTx, through: string): Promise<BucketPlan[]> {
  const rows = await rowsOf<{
    bucket: number | string;
    next: string;
    last: string;
    stakes: number | string;
  }>(
    tx,
    sql`select b.bucket,
      (coalesce(p.paid_through + 1, b.first_day))::text as next, b.last_day::text as last, b.stakes
    from (
      select user_id / ${ACCRUAL_BUCKET_MEMBERS} as bucket, min(start_date) as first_day,
        max(${lastEarningDay(through)}) as last_day, count(*) filter (where status = 1)::int + 1 as stakes
      from staking_subscriptions group by 1
    ) b left join staking_accrual_progress p on p.bucket = b.bucket
    where coalesce(p.paid_through + 1, b.first_day) <= b.last_day
    order by b.bucket`,
  );
  return rows.map((r) => ({
    bucket: Number(r.bucket),
    next: r.next,
    last: r.last,
    stakes: Number(r.stakes),
  }));
}

/**
 * The next batch: the oldest unpaid day of any bucket, and the buckets (in order) whose next day it is, as
 * many as make about `size` stakes, at least one.
 */
export function nextBatch(plan: BucketPlan[], size: number): { day: string; buckets: number[] } | null {
  let day: string | null = null;
  for (const b of plan) if (day === null || b.next < day) day = b.next;
  if (day === null) return null;
  const buckets: number[] = [];
  let stakes = 0;
  for (const b of plan) {
    if (b.next !== day) continue;
    if (buckets.length > 0 && stakes + b.stakes > size) break;
    buckets.push(b.bucket);
    stakes += b.stakes;
  }
  return { day, buckets };
}

/** The stakes of the members of `buckets`: a member id range the indexes can use, then the buckets exactly. */
export function inBuckets(buckets: number[], alias = 's'): SQL {
  const col = sql.raw(`${alias}.user_id`);
  const low = Math.min(...buckets) * ACCRUAL_BUCKET_MEMBERS;
  const high = (Math.max(...buckets) + 1) * ACCRUAL_BUCKET_MEMBERS;
  return sql`${col} >= ${low} and ${col} < ${high}
    and ${col} / ${ACCRUAL_BUCKET_MEMBERS} = any(${`{${buckets.join(',')}}`}::int[])`;
}

/**
 * The stakes that earn `day`: held the whole UTC day, so started by it, not past their term, and (when
 * unstaked) unstaked only after the day ended. None of this changes once the day has ended.
 */
export function earnsOn(day: string, alias = 's'): SQL {
  const s = (column: string) => sql.raw(`${alias}.${column}`);
  return sql`${s('start_date')} <= ${day}::date
    and (${s('end_date')} is null or ${s('end_date')} >= ${day}::date)
    and (${s('status')} <> 0 or ${s('closed_at')} >= (${day}::date + 1)::timestamp at time zone 'UTC')`;
}
