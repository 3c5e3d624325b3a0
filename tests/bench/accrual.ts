import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, migrate, openDatabase } from '../../server/db/client';
import { runStakingAccrual } from '../../server/jobs/stakingAccrual';
import { checkLedger } from '../../server/ledger';
import { addDays } from '../../server/services/stakingTerms';
import { createStakes } from './accrualData';

/**
 * One day's staking accrual over BENCH_ACCRUAL_STAKES active stakes (1,000,000 by default) on PostgreSQL,
 * printed beside a plain INSERT … SELECT of the same rows (one per stake, no index, no constraint) measured
 * in the same run, so the ratio says what the job's claims, stake updates and ledger writes cost over the
 * bare write. The data lives in a scratch database that is dropped afterwards.
 */

const DATABASE = 'tessera_bench_accrual';
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

class RollBack extends Error {}

/**
 * The least any accrual must write on this schema: one staking_accruals row per stake (three indexes, three
 * foreign keys) and one UPDATE per stake (next_accrual_date is indexed, so no HOT update), timed alone.
 */
async function schemaFloor(db: Db, day: string): Promise<number> {
  const started = performance.now();
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into staking_accruals
          (subscription_id, user_id, accrual_date, amount, transfer_id, created_at)
        select id, user_id, ${day}::date, amount * daily_rate_ppm / 1000000,
          (select max(id) from ledger_transfers where kind = 'staking_return'), now()
        from staking_subscriptions where status = 1 and next_accrual_date = ${day}::date`);
      await tx.execute(sql`update staking_subscriptions set next_accrual_date = next_accrual_date + 1,
          days = days + 1, paid_roi_income = paid_roi_income + amount * daily_rate_ppm / 1000000
        where status = 1 and next_accrual_date = ${day}::date`);
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
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
      where status = 1 and next_accrual_date = ${DAY}::date`);
    const plainMs = performance.now() - started;
    await db.execute(sql`drop table plain_accruals`);
    await db.execute(sql`checkpoint`);

    started = performance.now();
    const result = await runStakingAccrual(db, {
      through: DAY,
      now: new Date(`${addDays(DAY, 1)}T00:05:00Z`),
    });
    const accrualMs = performance.now() - started;

    const { rows } = (await db.execute(sql`select
        (select count(*)::int from staking_accruals where accrual_date = ${DAY}::date) as accruals,
        (select coalesce(sum(amount), 0)::text from staking_accruals where accrual_date = ${DAY}::date) as total,
        (select count(*)::int from staking_subscriptions where next_accrual_date = ${addDays(DAY, 1)}::date) as advanced,
        (select count(*)::int from staking_subscriptions where status = 2) as completed,
        (select coalesce(sum(balance), 0)::text from ledger_accounts where kind = 'pay_out') as pay_out,
        (select count(*)::int from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
          where t.kind = 'staking_return') as return_entries`)) as unknown as Rows<{
      accruals: number;
      total: string;
      advanced: number;
      completed: number;
      pay_out: string;
      return_entries: number;
    }>;
    const got = rows[0]!;
    const problems = [
      ...(result.returnsPaid !== stakes ? [`the run reports ${result.returnsPaid} returns paid`] : []),
      ...(Number(got.accruals) !== stakes ? [`${got.accruals} accrual rows`] : []),
      ...(BigInt(got.total) !== set.expected.returnsTotal ? [`accruals sum to ${got.total}`] : []),
      ...(result.returnsTotal !== set.expected.returnsTotal
        ? [`the run reports ${result.returnsTotal}`]
        : []),
      ...(Number(got.advanced) !== stakes ? [`${got.advanced} stakes moved to the next day`] : []),
      ...(Number(got.completed) !== set.expected.completing ? [`${got.completed} stakes completed`] : []),
      ...(BigInt(got.pay_out) !== set.expected.returnsTotal + set.expected.principal
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
    const floorMs = await schemaFloor(db, addDays(DAY, 1));
    console.log(
      `the schema's floor for as many rows (the next day's rows into staking_accruals with its keys and ` +
        `foreign keys, and the stakes' UPDATE; no ledger; rolled back): ${seconds(floorMs)} s`,
    );
  } finally {
    await opened.close();
    await admin(baseUrl, (c) => c.query(`drop database if exists ${DATABASE} with (force)`));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchAccrual();
