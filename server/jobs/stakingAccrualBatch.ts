import { type SQL, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/client';
import { analyzeScratch } from '../db/scratch';
import { type CounterpartLegs, postBatchMoves, postBatchTransfer, settleCounterparts } from '../ledger';
import { payLevelIncomeOnStakingReturns } from '../services/levelIncome';
import { type NoticeDeps, noticeMembers } from '../services/memberNotices';
import { earnsOn, inBuckets } from './stakingAccrualPlan';

/**
 * One batch of the daily staking returns, in the caller's transaction: one day of a range of buckets of
 * members. The buckets are claimed for the day first; only the claimed ones are paid, with one ledger entry
 * per member however many stakes they hold. Nothing is written per stake except for the terms that end that
 * day, which complete and get their principal back. The platform's legs (of the returns and of the level
 * income on them) are written last, so the platform account, which every batch moves, is held only from
 * then to the commit: batches running side by side wait for each other only that long.
 */

async function one<T>(tx: Tx, query: SQL): Promise<T> {
  const [row] = await rowsOf<T>(tx, query);
  return row!;
}

const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** Per member of the batch: the day's returns summed over their stakes that earn it. */
const MEMBERS_TABLE = sql`create temp table if not exists staking_accrual_members (user_id integer primary key,
  amount bigint not null, stakes integer not null) on commit delete rows`;
/** The stakes the batch completed, whose principals its transfer returns. */
const DONE_TABLE = sql`create temp table if not exists staking_accrual_done (id bigint primary key,
  user_id integer not null, amount bigint not null) on commit delete rows`;

/**
 * The claim: a (day, bucket) row per bucket whose previous day is paid (or that was never paid), and its
 * progress moved on. The key refuses a bucket-day claimed before, by another run or another instance: such a
 * bucket is left out of the batch. Answers the buckets claimed.
 */
async function claimBuckets(tx: Tx, day: string, buckets: number[], now: Date): Promise<number[]> {
  const rows = await rowsOf<{ bucket: number | string }>(
    tx,
    sql`insert into staking_accrual_claims (accrual_date, bucket, created_at)
      select ${day}::date, b.bucket, ${now} from unnest(${intArray(buckets)}) as b(bucket)
      left join staking_accrual_progress p on p.bucket = b.bucket
      where p.bucket is null or p.paid_through = ${day}::date - 1
      on conflict do nothing
      returning bucket`,
  );
  const claimed = rows.map((r) => Number(r.bucket));
  if (claimed.length > 0) {
    await tx.execute(sql`insert into staking_accrual_progress (bucket, paid_through, updated_at)
      select b, ${day}::date, ${now} from unnest(${intArray(claimed)}) as b
      on conflict (bucket) do update set paid_through = excluded.paid_through, updated_at = excluded.updated_at`);
  }
  return claimed;
}

export interface BatchPaid {
  claimed: number[];
  returnsPaid: number;
  returnsTotal: bigint;
  stakesCompleted: number;
  principalReturned: bigint;
}

const perStakeReturn = sql`s.amount * s.daily_rate_ppm / 1000000`;

/** Pays `day` for the stakes of the members in `buckets` that are not claimed for it yet. */
export async function payBucketsDay(
  tx: Tx,
  { day, buckets, now, notices }: { day: string; buckets: number[]; now: Date; notices?: NoticeDeps },
): Promise<BatchPaid> {
  const claimed = await claimBuckets(tx, day, buckets, now);
  const paid: BatchPaid = {
    claimed,
    returnsPaid: 0,
    returnsTotal: 0n,
    stakesCompleted: 0,
    principalReturned: 0n,
  };
  if (claimed.length === 0) return paid;
  const mine = inBuckets(claimed);

  await tx.execute(MEMBERS_TABLE);
  const staged = await one<{ stakes: number | string; total: string }>(
    tx,
    sql`with staged as (
        insert into staking_accrual_members (user_id, amount, stakes)
        select s.user_id, sum(${perStakeReturn}), count(*) from staking_subscriptions s
        where ${mine} and ${earnsOn(day)}
        group by s.user_id
        returning amount, stakes
      )
      select coalesce(sum(stakes), 0)::int as stakes, coalesce(sum(amount), 0)::text as total from staged`,
  );
  paid.returnsPaid = Number(staged.stakes);
  paid.returnsTotal = BigInt(staged.total);
  // Statistics for the scratch table, or the planner joins it to the accounts by nested loops.
  await analyzeScratch(tx, 'staking_accrual_members');

  const later: CounterpartLegs = [];
  const posted = await postBatchTransfer(
    tx,
    {
      kind: 'staking_return',
      description: `Staking returns for ${day}`,
      memberKind: 'pay_out',
      counterpart: 'platform_income_paid',
    },
    async (transferId, sp) => {
      await sp.execute(sql`update staking_accrual_claims set transfer_id = ${transferId}
        where accrual_date = ${day}::date and bucket = any(${intArray(claimed)})`);
      return sql`select user_id as member_id, amount from staking_accrual_members where amount > 0`;
    },
    later,
  );
  if (posted) {
    await payLevelIncomeOnStakingReturns(
      tx,
      {
        accrualDate: day,
        ledgerTransferId: posted.id,
        entries: posted.entries,
      },
      later,
    );
  }
  await completeTerms(tx, day, mine, now, paid);
  if (notices && paid.stakesCompleted > 0) await noticeCompleted(tx, notices, day, now);
  await settleCounterparts(tx, later);
  return paid;
}

/**
 * The stakes whose term ends by `day` complete, and their principals go back from hold_staked to pay_out in
 * one transfer, one debit and one credit per member. Only what the conditional UPDATE marks complete is paid:
 * it takes the stakes' row locks, so an unstake racing the batch either waits and then finds the stake
 * complete, or wins and leaves it out; a stake already completed or unstaked is never paid again.
 */
async function completeTerms(tx: Tx, day: string, mine: SQL, now: Date, paid: BatchPaid) {
  await postBatchMoves(
    tx,
    {
      kind: 'stake_principal',
      description: `Staking principal returned for ${day}`,
      fromKind: 'hold_staked',
      toKind: 'pay_out',
    },
    async (transferId, sp) => {
      await sp.execute(DONE_TABLE);
      const done = await one<{ n: number | string; principal: string }>(
        sp,
        sql`with done as (
            update staking_subscriptions s set status = 2, closed_at = ${now}, close_transfer_id = ${transferId}
            where s.status = 1 and s.end_date <= ${day}::date and ${mine}
            returning s.id, s.user_id, s.amount
          ), staged as (
            insert into staking_accrual_done (id, user_id, amount) select id, user_id, amount from done
            returning amount
          )
          select count(*)::int as n, coalesce(sum(amount), 0)::text as principal from staged`,
      );
      paid.stakesCompleted = Number(done.n);
      paid.principalReturned = BigInt(done.principal);
      return sql`select user_id as member_id, amount from staking_accrual_done`;
    },
  );
}

/** Each member whose stake the batch completed is told, in the batch's transaction, with its mail. */
async function noticeCompleted(tx: Tx, notices: NoticeDeps, day: string, now: Date) {
  const rows = await rowsOf<{ user_id: number | string; amount: string; invoice_id: string }>(
    tx,
    sql`select d.user_id, d.amount::text as amount, s.invoice_id
    from staking_accrual_done d join staking_subscriptions s on s.id = d.id
    order by d.id`,
  );
  await noticeMembers(
    tx,
    notices,
    rows.map((r) => ({
      memberId: Number(r.user_id),
      event: { kind: 'stake_ended', invoiceId: r.invoice_id, amount: BigInt(r.amount), endDate: day },
    })),
    now,
  );
}
