import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type LoadResult, runLoad } from './loadRun';

/**
 * Every list a member or operator pages through, for the top member of the generated tree, at its first and
 * its last page, each under load beside the route that reads one row by primary key, in turns of the same
 * length in alternating order (BENCH_LIST_TURNS pairs of BENCH_LIST_MS each). Goal: at least 0.5× of the
 * baseline's throughput and p99 at most 25 ms. Before the load, each last page is read once and checked to
 * say exactly which rows it shows ("Showing X to Y of Z results"): `to` is the total, `from` follows from the
 * page size, the rows are as many as from..to, and where the bench knows the count from the tables, the total
 * is that count.
 */

export interface ListTarget {
  name: string;
  /** Path and query under /api, without `page`. */
  path: string;
  operator?: boolean;
  /** The number of rows the list should have, counted from the tables by the bench. */
  expected?: () => Promise<number>;
}

interface Envelope {
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
  per_page?: number;
  data: unknown[];
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && 'last_page' in value && 'total' in value;

/** The paged envelope of an answer, wherever the route puts it (data, list, or the answer itself). */
function envelopeOf(body: unknown): Envelope | null {
  if (isEnvelope(body)) return body;
  if (typeof body !== 'object' || body === null) return null;
  for (const value of Object.values(body)) if (isEnvelope(value)) return value;
  return null;
}

const withPage = (path: string, page: number) => `${path}${path.includes('?') ? '&' : '?'}page=${page}`;

export interface ListBench {
  app: FastifyInstance;
  apiUrl: string;
  baselineUrl: string;
  member: Record<string, string>;
  operator: Record<string, string>;
  connections: number;
}

interface Row {
  name: string;
  page: string;
  perSecond: number;
  ratio: number;
  p99: number;
  failures: number;
}

const GOAL_RATIO = 0.5;
const GOAL_P99 = 25;

export async function benchLists(bench: ListBench, targets: ListTarget[]): Promise<Row[]> {
  const turns = Number(process.env.BENCH_LIST_TURNS ?? 3);
  const durationMs = Number(process.env.BENCH_LIST_MS ?? 1000);
  const only = process.env.BENCH_LIST_ONLY;
  const rows: Row[] = [];
  const load = (url: string, headers: Record<string, string>, ms: number) =>
    runLoad({ url, headers, connections: bench.connections, durationMs: ms });
  console.log(
    `lists of the top member: ${bench.connections} connections, ${turns} × ${durationMs / 1000} s per page ` +
      'beside as many of the baseline, in alternating order',
  );
  console.log(
    `${'list'.padEnd(44)} ${'page'.padStart(6)} ${'req/s'.padStart(7)} ${'ratio'.padStart(6)} ${'p99 ms'.padStart(7)}  goal ≥ ${GOAL_RATIO}×, p99 ≤ ${GOAL_P99} ms`,
  );
  for (const target of targets) {
    if (only && !new RegExp(only).test(target.name)) continue;
    const headers = target.operator ? bench.operator : bench.member;
    const timed = async (page: number, path = target.path) => {
      const started = performance.now();
      const answer = await bench.app.inject({
        method: 'GET',
        url: `/api/${withPage(path, page)}`,
        headers,
      });
      return { answer, ms: performance.now() - started };
    };
    const { answer: first, ms: firstMs } = await timed(1);
    if (first.statusCode !== 200)
      throw new Error(`GET ${target.path} answered ${first.statusCode} ${first.body}`);
    // The audit log pins its pages to the newest row when the first was read (reading it writes a row).
    const pinned = (first.json() as { until_id?: number | null }).until_id;
    const path =
      pinned === undefined || pinned === null
        ? target.path
        : `${target.path}${target.path.includes('?') ? '&' : '?'}until_id=${pinned}`;
    const envelope = envelopeOf(first.json());
    const lastPage = envelope?.last_page ?? 1;
    const pages = lastPage > 1 ? [1, lastPage] : [1];
    // A page that takes a second alone would keep the server busy long after a run ends: it is timed once.
    const once = new Map([[1, firstMs]]);
    if (envelope) {
      const { answer: last, ms: lastMs } = await timed(lastPage, path);
      once.set(lastPage, lastMs);
      const end = envelopeOf(last.json());
      const perPage = end?.per_page ?? (end && lastPage > 1 ? envelope.data.length : (end?.data.length ?? 0));
      const from = end && end.total > 0 ? (lastPage - 1) * perPage + 1 : null;
      if (
        !end ||
        end.total !== envelope.total ||
        end.to !== (end.total > 0 ? end.total : null) ||
        end.from !== from ||
        end.data.length !== (end.total > 0 ? end.total - (from ?? 1) + 1 : 0)
      )
        throw new Error(
          `${target.name}: the last page (${lastPage}) shows ${end?.from} to ${end?.to} of ${end?.total} in ` +
            `${end?.data.length} rows, the first page said ${envelope.total}`,
        );
      const want = target.expected ? await target.expected() : undefined;
      if (want !== undefined && want !== envelope.total)
        throw new Error(`${target.name}: ${envelope.total} results shown, the tables hold ${want}`);
    }
    for (const page of pages) {
      const alone = once.get(page) ?? 0;
      if (alone > 1000) {
        rows.push({
          name: target.name,
          page: page === 1 ? 'first' : `${page}`,
          perSecond: 0,
          ratio: 0,
          p99: alone,
          failures: 0,
        });
        console.log(
          `${target.name.padEnd(44)} ${(page === 1 ? 'first' : `${page}`).padStart(6)}  one request alone takes ` +
            `${(alone / 1000).toFixed(1)} s: not loaded, MISSES the goal`,
        );
        continue;
      }
      const url = `${bench.apiUrl}/api/${withPage(path, page)}`;
      await load(bench.baselineUrl, {}, 300);
      await load(url, headers, 300);
      const base: LoadResult[] = [];
      const list: LoadResult[] = [];
      for (let i = 0; i < turns; i++) {
        if (i % 2 === 1) list.push(await load(url, headers, durationMs));
        base.push(await load(bench.baselineUrl, {}, durationMs));
        if (i % 2 === 0) list.push(await load(url, headers, durationMs));
      }
      const mean = (rs: LoadResult[]) => rs.reduce((n, r) => n + r.perSecond, 0) / rs.length;
      const row: Row = {
        name: target.name,
        page: page === 1 ? 'first' : `${page}`,
        perSecond: mean(list),
        ratio: mean(list) / mean(base),
        p99: Math.max(...list.map((r) => r.p99)),
        failures: list.reduce((n, r) => n + r.failures, 0),
      };
      rows.push(row);
      const ok = row.ratio >= GOAL_RATIO && row.p99 <= GOAL_P99;
      console.log(
        `${row.name.padEnd(44)} ${row.page.padStart(6)} ${row.perSecond.toFixed(0).padStart(7)} ` +
          `${row.ratio.toFixed(2).padStart(6)} ${row.p99.toFixed(1).padStart(7)}  ` +
          `${ok ? 'meets the goal' : 'MISSES the goal'}${row.failures ? ` (${row.failures} non-200)` : ''}`,
      );
    }
  }
  const missed = rows.filter((r) => r.ratio < GOAL_RATIO || r.p99 > GOAL_P99);
  console.log(
    `${rows.length - missed.length} of ${rows.length} list pages meet the goal` +
      (missed.length ? `; missing: ${[...new Set(missed.map((r) => r.name))].join(', ')}` : ''),
  );
  return rows;
}

type Counter = (query: SQL) => Promise<number>;

/**
 * The lists measured: every filter of transactions and payouts, the member's other lists, and the back
 * office's member search, withdrawal queue and audit log. `month` is a DD-MM-YYYY range inside the history.
 */
export function topMemberLists(
  count: Counter,
  top: { id: number; username: string; level: number },
  month: { from: string; to: string; since: string; until: string },
): ListTarget[] {
  const lines = (where: SQL) =>
    count(sql`select count(*)::int as n from ledger_entries e join ledger_accounts a on a.id = e.account_id
      join ledger_transfers t on t.id = e.transfer_id
      where a.owner_user_id = ${top.id} and a.kind in ('pay_in', 'pay_out', 'reserve') and ${where}`);
  const payouts = (where: SQL) =>
    count(sql`select count(*)::int as n from team_payouts where beneficiary_id = ${top.id} and ${where}`);
  const range = (column: SQL) =>
    sql`${column} >= ${month.since}::timestamptz and ${column} < ${month.until}::timestamptz`;
  const dates = `from_date=${month.from}&to_date=${month.to}`;
  return [
    { name: 'transactions', path: 'transactions', expected: () => lines(sql`true`) },
    {
      name: 'transactions wallet=pay_out',
      path: 'transactions?wallet=pay_out',
      expected: () => lines(sql`a.kind = 'pay_out'`),
    },
    {
      name: 'transactions type=debit',
      path: 'transactions?type=debit',
      expected: () => lines(sql`e.amount < 0`),
    },
    {
      name: 'transactions source=stake',
      path: 'transactions?source=stake',
      expected: () => lines(sql`t.kind = 'stake'`),
    },
    {
      name: 'transactions one month',
      path: `transactions?${dates}`,
      expected: () => lines(range(sql`e.created_at`)),
    },
    { name: 'payouts', path: 'payouts', expected: () => payouts(sql`true`) },
    {
      name: 'payouts source=NFT TRADE',
      path: 'payouts?source=NFT%20TRADE',
      expected: () => payouts(sql`source = 'NFT TRADE'`),
    },
    { name: 'payouts is_paid=0', path: 'payouts?is_paid=0', expected: () => payouts(sql`is_paid = 0`) },
    { name: 'payouts one month', path: `payouts?${dates}`, expected: () => payouts(range(sql`created_at`)) },
    { name: 'payouts sort=today', path: 'payouts?sort=today' },
    { name: 'subscriptions', path: 'subscriptions?model=staking' },
    { name: 'withdraw list', path: 'user/manual/withdraw/list' },
    { name: 'transfer list', path: 'transfer' },
    { name: 'deposits (balance-sync)', path: 'balance-sync?payment_method_id=1' },
    { name: 'tickets', path: 'tickets' },
    { name: 'logs', path: 'logs' },
    { name: 'level details', path: 'user-team-details' },
    { name: `level ${top.level} members`, path: `user-team-details/${top.level}` },
    { name: 'operator: members', path: 'operator/members', operator: true },
    {
      name: `operator: members q=${top.username}`,
      path: `operator/members?q=${top.username}`,
      operator: true,
    },
    { name: 'operator: withdrawals', path: 'operator/withdrawals', operator: true },
    { name: 'operator: withdrawals status=0', path: 'operator/withdrawals?status=0', operator: true },
    { name: 'operator: audit log', path: 'operator/audit', operator: true },
  ];
}
