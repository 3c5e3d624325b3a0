import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { postBatchTransfer, postHoldReleases } from '../ledger';
import { payLevelIncomeOnStakingReturns } from '../services/levelIncome';

/**
 * One batch of the daily staking returns, in the caller's transaction: the due stakes of a range of members
 * for one day. Taking members whole keeps each member to one ledger entry per batch, however many stakes
 * they hold. Stakes are staged in a temporary table so that millions of rows never leave the database.
 */

/** Members with ids in (after, upTo]. */
export interface Range {
  after: number;
  upTo: number;
}

type Rows<T> = { rows: T[] };

async function one<T>(tx: Tx, query: SQL): Promise<T> {
  return ((await tx.execute(query)) as unknown as Rows<T>).rows[0]!;
}

const DUE_TABLE = sql`create temp table if not exists staking_accrual_due (id bigint primary key,
  user_id integer not null, amount bigint not null, ret bigint not null, completes boolean not null)
  on commit delete rows`;

interface Claimed {
  n: number;
  total: bigint;
  completing: number;
  principal: bigint;
}

const claimedOf = (row: {
  n: number | string;
  total: string;
  completing: number | string;
  principal: string;
}) => ({
  n: Number(row.n),
  total: BigInt(row.total),
  completing: Number(row.completing),
  principal: BigInt(row.principal),
});

/** A claimed (stake, day) row already existed: the fast claim counted a day it did not pay. */
class DayClaimedBefore extends Error {}

/**
 * The claim, in one statement: the members' active stakes whose next unpaid day is `day` move a day on (the
 * UPDATE takes their row locks, so an unstake waits for the batch or the batch skips the stake), and their
 * (stake, day) rows are inserted; the unique key refuses a day claimed before, and then the statement is
 * undone and claimCarefully does the batch instead. The stakes claimed are staged for the ledger.
 */
async function claimDay(tx: Tx, day: string, now: Date, range: Range, transferId: number | null) {
  await tx.execute(DUE_TABLE);
  const row = await one<Parameters<typeof claimedOf>[0] & { inserted: number | string }>(
    tx,
    sql`with advanced as (
        update staking_subscriptions s set
          next_accrual_date = ${day}::date + 1,
          days = s.days + 1,
          paid_roi_income = s.paid_roi_income + s.amount * s.daily_rate_ppm / 1000000,
          status = case when s.end_date <= ${day}::date then 2 else s.status end,
          closed_at = case when s.end_date <= ${day}::date then ${now} else s.closed_at end
        where s.status = 1 and s.next_accrual_date = ${day}::date
          and s.user_id > ${range.after} and s.user_id <= ${range.upTo}
        returning s.id, s.user_id, s.amount, s.amount * s.daily_rate_ppm / 1000000 as ret, s.status = 2 as completes
      ), claimed as (
        insert into staking_accruals (subscription_id, user_id, accrual_date, amount, transfer_id, created_at)
        select id, user_id, ${day}::date, ret, case when ret > 0 then ${transferId}::bigint end, ${now}
        from advanced
        on conflict do nothing
        returning 1
      ), staged as (
        insert into staking_accrual_due (id, user_id, amount, ret, completes)
        select id, user_id, amount, ret, completes from advanced
      )
      select count(*)::int as n, coalesce(sum(ret), 0)::text as total,
        count(*) filter (where completes)::int as completing,
        coalesce(sum(amount) filter (where completes), 0)::text as principal,
        (select count(*)::int from claimed) as inserted
      from advanced`,
  );
  if (Number(row.inserted) !== Number(row.n)) throw new DayClaimedBefore();
  return claimedOf(row);
}

/** The claim when some of the batch's days were claimed before: those are not counted, paid or added. */
async function claimCarefully(tx: Tx, day: string, now: Date, range: Range, transferId: number | null) {
  await tx.execute(DUE_TABLE);
  await tx.execute(sql`insert into staking_accrual_due (id, user_id, amount, ret, completes)
    select id, user_id, amount, amount * daily_rate_ppm / 1000000, coalesce(end_date <= ${day}::date, false)
    from staking_subscriptions where status = 1 and next_accrual_date = ${day}::date
      and user_id > ${range.after} and user_id <= ${range.upTo}
    for no key update`);
  const row = await one<Parameters<typeof claimedOf>[0]>(
    tx,
    sql`with claimed as (
        insert into staking_accruals (subscription_id, user_id, accrual_date, amount, transfer_id, created_at)
        select id, user_id, ${day}::date, ret, case when ret > 0 then ${transferId}::bigint end, ${now}
        from staking_accrual_due
        on conflict do nothing
        returning subscription_id, amount
      ), advanced as (
        update staking_subscriptions s set
          next_accrual_date = ${day}::date + 1,
          days = s.days + (c.subscription_id is not null)::int,
          paid_roi_income = s.paid_roi_income + coalesce(c.amount, 0),
          status = case when d.completes then 2 else s.status end,
          closed_at = case when d.completes then ${now} else s.closed_at end
        from staking_accrual_due d left join claimed c on c.subscription_id = d.id
        where s.id = d.id
      )
      select (select count(*)::int from claimed) as n, (select coalesce(sum(amount), 0)::text from claimed) as total,
        count(*) filter (where completes)::int as completing,
        coalesce(sum(amount) filter (where completes), 0)::text as principal
      from staking_accrual_due`,
  );
  // Only the new claims are credited; a stake whose last day was claimed before still gets its principal.
  if (transferId !== null) {
    await tx.execute(sql`update staking_accrual_due d set ret = 0 where not exists (select 1 from staking_accruals a
      where a.subscription_id = d.id and a.accrual_date = ${day}::date and a.transfer_id = ${transferId})`);
  }
  return claimedOf(row);
}

/** One batch: the active stakes of the members in `range` whose next unpaid day is `day`, paid for that day. */
export async function payDueBatch(tx: Tx, { day, now, range }: { day: string; now: Date; range: Range }) {
  const credit = { kind: 'staking_return', description: `Staking returns for ${day}` } as const;
  let claimed: Claimed = { n: 0, total: 0n, completing: 0, principal: 0n };
  const post = (claim: typeof claimDay) =>
    postBatchTransfer(
      tx,
      { ...credit, memberKind: 'pay_out', counterpart: 'platform_income_paid' },
      async (transferId, sp) => {
        claimed = await claim(sp, day, now, range, transferId);
        // Statistics for the scratch table, or the planner joins it by nested loops.
        await sp.execute(sql`analyze staking_accrual_due`);
        return sql`select user_id as member_id, ret as amount from staking_accrual_due where ret > 0`;
      },
    );
  const posted = await post(claimDay).catch((error: unknown) => {
    if (error instanceof DayClaimedBefore) return post(claimCarefully);
    throw error;
  });
  if (posted === null) {
    // Nothing to credit (no stake due after all, or every return rounds to zero): the stakes still move on.
    claimed = await claimCarefully(tx, day, now, range, null);
  }
  if (posted) {
    await payLevelIncomeOnStakingReturns(tx, {
      accrualDate: day,
      ledgerTransferId: posted.id,
      returns: sql`select id as subscription_id, user_id as member_id, ret as amount
        from staking_accrual_due where ret > 0`,
    });
  }
  if (claimed.completing > 0) {
    await postHoldReleases(tx, {
      kind: 'stake_principal',
      holdKind: 'hold_staked',
      toKind: 'pay_out',
      holds: sql`select d.id as hold_id, d.user_id as member_id, d.amount,
          'Stake ' || s.invoice_id || ' complete: principal returned' as description
        from staking_accrual_due d join staking_subscriptions s on s.id = d.id where d.completes`,
    });
    await tx.execute(sql`update staking_subscriptions s set close_transfer_id = t.id
      from staking_accrual_due d, ledger_transfers t
      where d.completes and s.id = d.id and t.hold_ref = 'hold_staked:' || d.id::text`);
  }
  return {
    returnsPaid: claimed.n,
    returnsTotal: claimed.total,
    stakesCompleted: claimed.completing,
    principalReturned: claimed.principal,
  };
}
