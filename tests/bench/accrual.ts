import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, migrate, openDatabase } from '../../server/db/client';
import { runStakingAccrual } from '../../server/jobs/stakingAccrual';
import { checkLedger } from '../../server/ledger';
import { ACCRUAL_BUCKET_MEMBERS, addDays } from '../../server/services/stakingTerms';
import { createStakes } from './accrualData';

/**
 * One day's staking accrual over BENCH_ACCRUAL_STAKES active stakes (1,000,000 by default) on PostgreSQL,
 * printed beside a plain INSERT … SELECT of the same rows (one per stake, no index, no constraint) measured
 * in the same run, so the ratio says what the job's claims, ledger writes and completions cost over the
 * bare write. The job runs as the server runs it on PostgreSQL: two workers side by side, each through its
 * half of the buckets. The data lives in a scratch database that is dropped afterwards.
 */

// Per process, so two benchmarks on one server never drop each other's data.
const DATABASE = `tessera_bench_accrual_${process.pid}`;
const DAY = '2026-11-21';

const fmt = (n: number) => n.toLocaleString('en-US');
const seconds = (ms: number) => (ms / 1000).toFixed(2);
type Rows<T> = { rows: T[] };

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The read the job cannot avoid, timed alone: one day's returns of every stake summed per member. */
async function aggregateFloor(db: Db, day: string): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select count(*), sum(amount) from (
      select user_id, sum(amount * daily_rate_ppm / 1000000) as amount from staking_subscriptions
      where start_date <= ${day}::date and (end_date is null or end_date >= ${day}::date) and status <> 0
      group by user_id
    ) m`);
  return performance.now() - started;
}

export async function benchAccrual(): Promise<void> {
  const stakes = Number(process.env.BENCH_ACCRUAL_STAKES ?? 1_000_000);
  if (stakes <= 0) return;
  const members = Math.max(1, Math.ceil(stakes / 10));
  const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(baseUrl);
  url.pathname = `/${DATABASE}`;

  console.log(`\nstaking accrual: ${fmt(stakes)} active stakes of ${fmt(members)} members on PostgreSQL…`);
  await admin(baseUrl, async (c) => {
    await c.query(`drop database if exists ${DATABASE} with (force)`);
    await c.query(`create database ${DATABASE}`);
  });
  const opened = await openDatabase({ databaseUrl: url.toString() });
  try {
    const { db } = opened;
    await migrate(db);
    let started = performance.now();
    const set = await createStakes(db, { members, stakes, day: DAY });
    await db.execute(sql`vacuum analyze`);
    console.log(`data generated and vacuumed in ${seconds(performance.now() - started)} s`);

    await db.execute(sql`create table plain_accruals
      (subscription_id bigint, user_id integer, accrual_date date, amount bigint)`);
    started = performance.now();
    await db.execute(sql`insert into plain_accruals
      select id, user_id, ${DAY}::date, amount * daily_rate_ppm / 1000000 from staking_subscriptions
      where status = 1 and start_date <= ${DAY}::date`);
    const plainMs = performance.now() - started;
    await db.execute(sql`drop table plain_accruals`);
    await db.execute(sql`checkpoint`);

    started = performance.now();
    const result = await runStakingAccrual(db, {
      through: DAY,
      now: new Date(`${addDays(DAY, 1)}T00:05:00Z`),
    });
    const accrualMs = performance.now() - started;

    // What the claims stand for, worked out from the stakes' dates apart from the job.
    const { rows } = (await db.execute(sql`with paid as (
        select s.amount * s.daily_rate_ppm / 1000000 as amount from staking_accrual_claims c
        join staking_subscriptions s on s.user_id / ${ACCRUAL_BUCKET_MEMBERS} = c.bucket
        where c.accrual_date = ${DAY}::date and s.start_date <= c.accrual_date
          and (s.end_date is null or s.end_date >= c.accrual_date) and s.status <> 0
      ) select
        (select count(*)::int from paid) as accruals,
        (select coalesce(sum(amount), 0)::text from paid) as total,
        (select count(*)::int from staking_subscriptions s join staking_accrual_progress p
          on p.bucket = s.user_id / ${ACCRUAL_BUCKET_MEMBERS} and p.paid_through = ${DAY}::date) as advanced,
        (select count(*)::int from staking_subscriptions where status = 2) as completed,
        (select count(*)::int from staking_subscriptions s join ledger_transfers t on t.id = s.close_transfer_id
          where s.status = 2 and t.kind = 'stake_principal') as closed_by_principal,
        (select coalesce(sum(balance), 0)::text from ledger_accounts where kind = 'pay_out') as pay_out,
        (select coalesce(sum(e.amount), 0)::text from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
          join ledger_accounts a on a.id = e.account_id
          where a.kind = 'pay_out' and t.kind not in ('staking_return', 'stake_principal')) as other_income,
        (select count(*)::int from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
          where t.kind = 'staking_return') as return_entries`)) as unknown as Rows<{
      accruals: number;
      total: string;
      advanced: number;
      completed: number;
      closed_by_principal: number;
      pay_out: string;
      other_income: string;
      return_entries: number;
    }>;
    const got = rows[0]!;
    const problems = [
      ...(result.returnsPaid !== stakes ? [`the run reports ${result.returnsPaid} returns paid`] : []),
      ...(Number(got.accruals) !== stakes ? [`the claims stand for ${got.accruals} returns`] : []),
      ...(BigInt(got.total) !== set.expected.returnsTotal ? [`the claims stand for ${got.total}`] : []),
      ...(result.returnsTotal !== set.expected.returnsTotal
        ? [`the run reports ${result.returnsTotal}`]
        : []),
      ...(Number(got.advanced) !== stakes ? [`${got.advanced} stakes are paid through the day`] : []),
      ...(Number(got.completed) !== set.expected.completing ? [`${got.completed} stakes completed`] : []),
      ...(Number(got.closed_by_principal) !== set.expected.completing
        ? [`${got.closed_by_principal} completed stakes name their principal's transfer`]
        : []),
      ...(result.stakesCompleted !== set.expected.completing ||
      result.principalReturned !== set.expected.principal
        ? [`the run reports ${result.stakesCompleted} stakes completed, ${result.principalReturned} returned`]
        : []),
      ...(BigInt(got.pay_out) !==
      set.expected.returnsTotal + set.expected.principal + BigInt(got.other_income)
        ? [`pay_out holds ${got.pay_out}`]
        : []),
      ...(await checkLedger(db)),
    ];
    if (problems.length > 0)
      throw new Error(`the accrual benchmark's result is wrong:\n${problems.join('\n')}`);
    console.log(
      `verified: ${fmt(stakes)} returns, ${fmt(set.expected.completing)} principals returned, ` +
        `${fmt(Number(got.return_entries))} ledger entries for the returns, ledger invariants hold`,
    );
    console.log(
      `accrual of ${fmt(stakes)} stakes: ${seconds(accrualMs)} s; plain INSERT…SELECT of the same rows: ` +
        `${seconds(plainMs)} s; ratio ${(accrualMs / plainMs).toFixed(1)}`,
    );
    const floorMs = await aggregateFloor(db, addDays(DAY, 1));
    console.log(`the read alone (the next day's returns summed per member, no write): ${seconds(floorMs)} s`);
  } finally {
    await opened.close();
    await admin(baseUrl, (c) => c.query(`drop database if exists ${DATABASE} with (force)`));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchAccrual();
