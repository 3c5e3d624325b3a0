import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Db, migrate, openDatabase } from '../../server/db/client';
import { balancesOf, checkLedger, postTransfer } from '../../server/ledger';
import { createOutboxMailer } from '../../server/mail/mailer';
import { createOperator } from '../../server/services/operatorAccounts';
import { randomToken, sha256 } from '../../server/services/secrets';
import { issueToken } from '../../server/services/sessions';
import { levelDetails, levelDownline } from '../../server/services/team';
import { dashboardResponse, fromMicros, LEVEL_PAGE_SIZE, type LevelRecord } from '../../src/api/contract';
import { adminSql } from './adminSql';
import { type LoadResult, runLoad } from './loadRun';
import { checkSample, createTeam } from './teamData';
import { createHistory } from './teamHistory';
import { benchLists, topMemberLists } from './teamLists';

/**
 * The team pages at scale on PostgreSQL: a sponsor tree of BENCH_TEAM_MEMBERS members (1,000,000 by
 * default) in a scratch database, then level details for the member with the largest six-level downline
 * and the last page of that member's largest level (goal: median at most 30 ms each), and GET /api/dashboard
 * under load beside a route of the same server that reads one row by primary key (goal: at least 0.8 of its
 * throughput, p99 at most 25 ms). The load is autocannon's default of 10 keep-alive connections
 * (BENCH_TEAM_CONNECTIONS); both routes get the same, and the baseline's own p99 is printed beside the
 * dashboard's. Misses are printed, not thrown: the figures depend on the machine.
 */

// Per process, so two benchmarks on one server never drop each other's data.
const DATABASE = `tessera_bench_team_${process.pid}`;

const fmt = (n: number) => n.toLocaleString('en-US');
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'meets the goal' : 'MISSES the goal');
type Rows<T> = { rows: T[] };

const CONNECTIONS = Number(process.env.BENCH_TEAM_CONNECTIONS ?? 10);

const load = (url: string, headers: Record<string, string>, durationMs: number) =>
  runLoad({ url, headers, connections: CONNECTIONS, durationMs });

/** Whether `database` holds a tree of `members` members generated in full by an earlier run. */
async function generated(url: string, database: string, members: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (rows.length === 0) return false;
  } finally {
    await client.end();
  }
  const there = new URL(url);
  there.pathname = `/${database}`;
  const db = new pg.Client({ connectionString: there.toString() });
  await db.connect();
  try {
    // The top member's stakes go in last: a tree whose history holds them is complete.
    const { rows } = await db.query(
      `select (select count(*)::int from users) as users,
        exists (select 1 from staking_subscriptions where invoice_id like 'TOP%') as history`,
    );
    return Number(rows[0].users) === members && rows[0].history === true;
  } catch {
    return false;
  } finally {
    await db.end();
  }
}

/**
 * Money in the member's three wallets, through the ledger, once per tree: 1,500, 250 and 75 USDT on top of
 * what the history left there. Returns the balances as the dashboard should show them.
 */
async function fundWallets(
  db: Db,
  memberId: number,
): Promise<Record<'pay_in' | 'pay_out' | 'reserve', string>> {
  const amounts = { pay_in: 1_500_000_000n, pay_out: 250_000_000n, reserve: 75_000_000n };
  const { rows } = (await db.execute(sql`select count(*)::int as n from ledger_transfers
    where member_id = ${memberId} and kind = 'bench_wallets'`)) as unknown as Rows<{ n: number }>;
  if (Number(rows[0]!.n) === 0)
    await db.transaction((tx) =>
      postTransfer(tx, {
        kind: 'bench_wallets',
        description: 'Wallets of the measured member',
        memberId,
        legs: [
          {
            account: { platform: 'platform_deposits_clearing' },
            amount: -(amounts.pay_in + amounts.pay_out + amounts.reserve),
          },
          { account: { member: memberId, kind: 'pay_in' }, amount: amounts.pay_in },
          { account: { member: memberId, kind: 'pay_out' }, amount: amounts.pay_out },
          { account: { member: memberId, kind: 'reserve' }, amount: amounts.reserve },
        ],
      }),
    );
  const balances = await balancesOf(db, memberId);
  return {
    pay_in: fromMicros(balances.pay_in),
    pay_out: fromMicros(balances.pay_out),
    reserve: fromMicros(balances.reserve),
  };
}

/** An admin of the back office, signed in: a session as the sign-in would have opened it. */
async function benchOperator(db: Db): Promise<string> {
  const username = 'bench_admin';
  const { rows } = (await db.execute(
    sql`select id from operators where username = ${username}`,
  )) as unknown as Rows<{ id: number }>;
  const made = new Date(Date.now() - 25 * 60 * 60_000);
  const id =
    rows[0]?.id ??
    (await createOperator(db, { username, password: 'long enough operator passphrase', role: 'admin' }, made))
      .id;
  const token = randomToken();
  const now = new Date();
  await db.execute(sql`insert into operator_sessions (operator_id, token_hash, ip, created_at, last_seen_at)
    values (${id}, ${sha256(token)}, '127.0.0.1', ${now}, ${now})`);
  return token;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Level details against the closure table: every level's count and the usernames of its first page. */
async function checkLevels(db: Db, memberId: number, records: LevelRecord[]): Promise<void> {
  const { rows } = (await db.execute(sql`select a.depth as level, count(*)::int as n,
      (array_agg(u.username order by a.member_id))[1:${LEVEL_PAGE_SIZE}] as first
    from member_ancestors a join users u on u.id = a.member_id
    where a.ancestor_id = ${memberId} and a.depth <= 6 group by a.depth`)) as unknown as Rows<{
    level: number;
    n: number;
    first: string[];
  }>;
  for (const record of records) {
    const want = rows.find((r) => Number(r.level) === record.level);
    const wantCount = Number(want?.n ?? 0);
    const wantFirst = JSON.stringify(want?.first ?? []);
    if (record.user_count !== wantCount || JSON.stringify(record.downline.username) !== wantFirst)
      throw new Error(
        `level ${record.level}: ${record.user_count} members listed from ${record.downline.username[0]}, ` +
          `the closure holds ${wantCount} from ${want?.first[0]}`,
      );
  }
}

export async function benchTeam(): Promise<void> {
  const members = Number(process.env.BENCH_TEAM_MEMBERS ?? 1_000_000);
  if (members <= 0) return;
  const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // BENCH_TEAM_KEEP names a database to keep after the run and measure again next time without generating
  // the tree anew (generating a million members takes a quarter of an hour).
  const kept = process.env.BENCH_TEAM_KEEP;
  if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept))
    throw new Error('BENCH_TEAM_KEEP takes a database name of lower-case letters, digits and _');
  const database = kept ?? DATABASE;
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;

  console.log(`\nteam: a sponsor tree of ${fmt(members)} members on PostgreSQL…`);
  const reuse = kept !== undefined && (await generated(baseUrl, database, members));
  if (!reuse) {
    await adminSql(baseUrl, `drop database if exists ${database} with (force)`);
    await adminSql(baseUrl, `create database ${database}`);
  }
  const opened = await openDatabase({ databaseUrl: url.toString() });
  try {
    const { db } = opened;
    await migrate(db);
    let started = performance.now();
    const { stakesMs } = reuse ? { stakesMs: 0 } : await createTeam(db, members);
    const { rows: top } = (await db.execute(sql`select ancestor_id as id, count(*)::int as n
      from member_ancestors where depth <= 6 group by ancestor_id order by n desc, ancestor_id limit 1`)) as unknown as Rows<{
      id: number;
      n: number;
    }>;
    const leader = top[0]!;
    if (!reuse) {
      const treeMs = performance.now() - started;
      await createHistory(url.toString(), { members, topId: leader.id });
      const historyMs = performance.now() - started - treeMs;
      await db.execute(sql`vacuum analyze`);
      console.log(
        `tree in ${seconds(treeMs)} s, history in ${seconds(historyMs)} s, vacuum analyze in ` +
          `${seconds(performance.now() - started - treeMs - historyMs)} s`,
      );
    }
    const { rows: shape } = (await db.execute(sql`select
        (select count(*)::int from member_ancestors) as links,
        (select max(depth)::int from member_ancestors) as depth,
        (select count(*)::int from staking_subscriptions) as stakes`)) as unknown as Rows<{
      links: number;
      depth: number;
      stakes: number;
    }>;
    console.log(
      `${reuse ? `kept from an earlier run (${database})` : `generated in ${seconds(performance.now() - started)} s`}: ` +
        `${fmt(Number(shape[0]!.links))} ancestor links, depth up to ${shape[0]!.depth}, ` +
        `${fmt(Number(shape[0]!.stakes))} active stakes` +
        (reuse ? '' : ` (inserted in one statement in ${seconds(stakesMs)} s)`),
    );
    const { rows: history } = (await db.execute(sql`select
        (select reltuples::bigint::text from pg_class where relname = 'ledger_entries') as entries,
        (select reltuples::bigint::text from pg_class where relname = 'ledger_transfers') as transfers,
        (select reltuples::bigint::text from pg_class where relname = 'team_payouts') as payouts,
        (select count(*)::int from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.owner_user_id = ${leader.id} and a.kind in ('pay_in', 'pay_out', 'reserve')) as lines`)) as unknown as Rows<{
      entries: string;
      transfers: string;
      payouts: string;
      lines: number;
    }>;
    const h = history[0]!;
    console.log(
      `history: about ${fmt(Number(h.entries))} ledger entries in ${fmt(Number(h.transfers))} transfers, ` +
        `${fmt(Number(h.payouts))} payouts; member ${leader.id} has ${fmt(Number(h.lines))} wallet lines`,
    );
    if (!reuse) {
      started = performance.now();
      const broken = await checkLedger(db);
      if (broken.length > 0)
        throw new Error(`the generated ledger breaks its invariants:\n${broken.join('\n')}`);
      console.log(
        `the ledger check passes on the generated history (${seconds(performance.now() - started)} s)`,
      );
    }

    const sample = [leader.id, 2, 3, Math.ceil(members / 3), Math.ceil(members / 2), members - 1, members];
    const problems = await checkSample(db, [...new Set(sample.filter((id) => id >= 1 && id <= members))]);
    if (problems.length > 0)
      throw new Error(`member_stats disagrees with a recount:\n${problems.join('\n')}`);
    console.log(
      `member_stats of ${sample.length} members agrees with a recount from sponsor_id and the stakes`,
    );

    const runs = Number(process.env.BENCH_TEAM_RUNS ?? 21);
    const times: number[] = [];
    let records = await levelDetails(db, leader.id);
    for (let i = 0; i < runs; i++) {
      started = performance.now();
      records = await levelDetails(db, leader.id);
      times.push(performance.now() - started);
    }
    const levelMs = median(times);
    await checkLevels(db, leader.id, records);
    console.log(
      `level details of member ${leader.id} (${fmt(Number(leader.n))} members in six levels): median ${levelMs.toFixed(1)} ms ` +
        `of ${runs} runs, goal ≤ 30 ms: ${verdict(levelMs <= 30)}`,
    );
    const largest = records.reduce((a, b) => (b.user_count > a.user_count ? b : a));
    const lastPage = Math.max(1, Math.ceil(largest.user_count / LEVEL_PAGE_SIZE));
    const pageTimes: number[] = [];
    let page = await levelDownline(db, leader.id, largest.level, lastPage);
    for (let i = 0; i < runs; i++) {
      started = performance.now();
      page = await levelDownline(db, leader.id, largest.level, lastPage);
      pageTimes.push(performance.now() - started);
    }
    if (page.data.at(-1)?.serial !== largest.user_count)
      throw new Error(`the last page of level ${largest.level} ends at ${page.data.at(-1)?.serial}`);
    const pageMs = median(pageTimes);
    console.log(
      `last page (${lastPage}) of level ${largest.level} (${fmt(largest.user_count)} members): median ` +
        `${pageMs.toFixed(1)} ms of ${runs} runs, goal ≤ 30 ms: ${verdict(pageMs <= 30)}`,
    );

    const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), pinPepper: randomBytes(24).toString('hex') };
    const silent = { info() {}, warn() {}, error() {} };
    // The lists are limited per member or address and minute; each request comes from an address of its own
    // (through the loopback proxy the app trusts), so the load measures the lists, not the limiter's refusals.
    const app = await buildApp(
      { db, config, mailer: createOutboxMailer(silent) },
      { trustProxy: 'loopback' },
    );
    let caller = 0;
    app.addHook('onRequest', async (request) => {
      caller = (caller + 1) % 65_536;
      request.raw.headers['x-forwarded-for'] = `10.77.${caller >> 8}.${caller & 255}`;
    });
    app.get<{ Querystring: { id?: string } }>('/bench/one-row', async (request) => {
      const { rows } = (await db.execute(
        sql`select id, username from users where id = ${Number(request.query.id ?? 1)}`,
      )) as unknown as Rows<{ id: number; username: string }>;
      return { status: true, data: rows[0] };
    });
    const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const token = await issueToken(db, leader.id, 'session', new Date(), 60 * 60 * 1000);
      const headers = { authorization: `Bearer ${token}` };
      // The member holds money in all three wallets, as a member who uses the dashboard does.
      const wallets = await fundWallets(db, leader.id);
      const check = await app.inject({ method: 'GET', url: '/api/dashboard', headers });
      const shown = check.statusCode === 200 ? dashboardResponse.parse(check.json()).data : null;
      if (
        !shown ||
        shown.pay_in_balance !== wallets.pay_in ||
        shown.pay_out_balance !== wallets.pay_out ||
        shown.reserve_balance !== wallets.reserve
      )
        throw new Error(`GET /api/dashboard answered ${check.body}`);
      const bareUrl = `${apiUrl}/bench/one-row?id=${leader.id}`;
      const dashboardUrl = `${apiUrl}/api/dashboard`;
      // A second of each first, so both run warm; then short runs of each, taking turns, so a slow moment
      // of the machine falls on both. Throughput is over all runs, p99 the worst run's. The machine's speed
      // drifts from one second to the next: two runs of the baseline against each other differ by up to a
      // quarter, so the ratio is taken over sixteen pairs of turns, and the spread of the pairs is printed.
      await load(bareUrl, {}, 1000);
      await load(dashboardUrl, headers, 1000);
      const durationMs = Number(process.env.BENCH_MS ?? 2000);
      const turns = Number(process.env.BENCH_TEAM_TURNS ?? 16);
      const runs: { bare: LoadResult[]; dashboard: LoadResult[] } = { bare: [], dashboard: [] };
      // Every other pair runs the dashboard first, so a machine that speeds up or slows down within a pair
      // favours neither route.
      for (let i = 0; i < turns; i++) {
        if (i % 2 === 1) runs.dashboard.push(await load(dashboardUrl, headers, durationMs));
        runs.bare.push(await load(bareUrl, {}, durationMs));
        if (i % 2 === 0) runs.dashboard.push(await load(dashboardUrl, headers, durationMs));
      }
      const combine = (rs: LoadResult[]): LoadResult => ({
        requests: rs.reduce((n, r) => n + r.requests, 0),
        failures: rs.reduce((n, r) => n + r.failures, 0),
        perSecond: rs.reduce((n, r) => n + r.perSecond, 0) / rs.length,
        p50: Math.max(...rs.map((r) => r.p50)),
        p99: Math.max(...rs.map((r) => r.p99)),
      });
      const bare = combine(runs.bare);
      const dashboard = combine(runs.dashboard);
      const ratio = dashboard.perSecond / bare.perSecond;
      const pairs = runs.dashboard.map((r, i) => r.perSecond / runs.bare[i]!.perSecond).sort((a, b) => a - b);
      console.log(
        `under load: ${CONNECTIONS} connections, ${turns} × ${durationMs / 1000} s per route, taking turns in alternating order ` +
          `(the ratio within one pair of turns ranges ${pairs[0]!.toFixed(2)}–${pairs.at(-1)!.toFixed(2)}, ` +
          `median ${median(pairs).toFixed(2)})`,
      );
      const row = (name: string, r: LoadResult) =>
        console.log(
          `${name.padEnd(40)} ${r.perSecond.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms${r.failures ? `  (${r.failures} non-200)` : ''}`,
        );
      row('one row by primary key (baseline)', bare);
      row(`GET /api/dashboard (member ${leader.id})`, dashboard);
      console.log(
        `dashboard throughput ${ratio.toFixed(2)}× of the baseline, goal ≥ 0.8: ${verdict(ratio >= 0.8)}; ` +
          `p99 ${dashboard.p99.toFixed(1)} ms, goal ≤ 25 ms: ${verdict(dashboard.p99 <= 25)}`,
      );

      const operatorToken = await benchOperator(db);
      const count = async (query: ReturnType<typeof sql>) =>
        Number(((await db.execute(query)) as unknown as Rows<{ n: number }>).rows[0]!.n);
      const { rows: joined } = (await db.execute(
        sql`select to_char(created_at + interval '60 days', 'YYYY-MM') as month from users where id = ${leader.id}`,
      )) as unknown as Rows<{ month: string }>;
      const [year, month] = joined[0]!.month.split('-').map(Number) as [number, number];
      const since = new Date(Date.UTC(year, month - 1, 1));
      const until = new Date(Date.UTC(year, month, 1));
      const ddmmyyyy = (d: Date) =>
        `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
      await benchLists(
        {
          app,
          apiUrl,
          baselineUrl: bareUrl,
          member: headers,
          operator: { authorization: `Bearer ${operatorToken}` },
          connections: CONNECTIONS,
        },
        topMemberLists(
          count,
          { id: leader.id, username: `team${leader.id}`, level: largest.level },
          {
            from: ddmmyyyy(since),
            to: ddmmyyyy(new Date(until.getTime() - 86_400_000)),
            since: since.toISOString(),
            until: until.toISOString(),
          },
        ),
      );
    } finally {
      await app.close();
    }
  } finally {
    await opened.close();
    if (kept === undefined) await adminSql(baseUrl, `drop database if exists ${database} with (force)`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchTeam();
