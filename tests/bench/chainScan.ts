import { createServer } from 'node:net';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DevChain, startDevChain } from '../../server/chain/devChain';
import { type ChainReader, jsonRpcReader, type TransferLog } from '../../server/chain/reader';
import { loadConfig } from '../../server/config';
import { type Db, migrate, openDatabase } from '../../server/db/client';
import { membersPaid, type PaidTransfer } from '../../server/deposits/chainTransfers';
import { recordSeen } from '../../server/deposits/seen';
import { type ChainWatch, scanChain, scanOnce } from '../../server/deposits/watcher';
import { createOutboxMailer } from '../../server/mail/mailer';
import type { NoticeDeps } from '../../server/services/memberNotices';
import { adminSql } from './adminSql';
import {
  BEP20,
  createAddresses,
  generated,
  issuedTransfers,
  type PaidChain,
  paidAccounts,
  payOnChain,
  strangerShare,
} from './chainScanData';
import { withCpuProfile } from './cpuProfile';
import { firstChildPid, machineCpu, processCpu } from './processCpu';

/**
 * The deposit watcher at scale: BENCH_CHAIN_ADDRESSES members with issued BEP20 addresses (1,000,000 by
 * default) in a scratch PostgreSQL database, and a Hardhat chain carrying BENCH_CHAIN_TRANSFERS token
 * transfers (100,000) over BENCH_CHAIN_BLOCKS blocks (10,000). Measured in one run:
 *
 * - scanning: scanOnce from an empty cursor over every block, deep enough that nothing is credited, against
 *   the same ranges fetched and decoded by the reader's transfers() alone (goal: at least 0.8 of its blocks
 *   and logs per second), with where the scan's time goes (each chain call and SQL statement timed);
 * - crediting: every deposit of that scan, once the chain reaches its depth;
 * - the time from a deposit's block reaching BEP20's 15 confirmations to its credit by one scanChain (p50, p99
 *   of BENCH_CHAIN_LATENCY_DEPOSITS deposits each way).
 *
 * Misses are printed, not thrown: the figures depend on the machine. The database is dropped after the run
 * unless BENCH_CHAIN_KEEP names it; a kept one is used again while its sizes match, and its ledger keeps every
 * run's credits (each run checks only what it adds). The chain is made anew each run.
 */

// Per process, so two benchmarks on one server never drop each other's data.
const DATABASE = `tessera_bench_chain_${process.pid}`;
/** Blocks per eth_getLogs call, as BSC's public nodes allow. */
const MAX_RANGE = 2_000n;
/** BEP20's default depth (BEP20_CONFIRMATIONS). */
const CONFIRMATIONS = 15;
const PER_TRANSACTION = 100;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'meets the goal' : 'MISSES the goal');
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
};
type Rows<T> = { rows: T[] };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The reader with the time spent in each of its calls added up, to tell the chain's share of a scan. */
function timed(reader: ChainReader, spent: Spent): ChainReader {
  const time =
    <A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const started = performance.now();
      try {
        return await call(...args);
      } finally {
        add(spent, `chain ${name}`, performance.now() - started);
      }
    };
  return {
    head: time('head', reader.head),
    blockHash: time('blockHash', reader.blockHash),
    transfers: time('transfers (eth_getLogs)', reader.transfers),
    transaction: time('transaction', reader.transaction),
    balancesOf: time('balancesOf', reader.balancesOf),
  };
}

/** Time and calls by what was done: a chain call, or a statement by its verb and first table. */
type Spent = Map<string, { ms: number; calls: number }>;
function add(spent: Spent, what: string, ms: number) {
  const entry = spent.get(what) ?? { ms: 0, calls: 0 };
  entry.ms += ms;
  entry.calls += 1;
  spent.set(what, entry);
}

function statement(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (t.includes('pg_notify')) return 'pg_notify (live events)';
  // A statement of several steps (with … insert) is named by what it writes.
  const write =
    /^(insert into|update|delete from) "?([\w.]+)"?/.exec(t) ??
    (t.startsWith('with') ? /\b(insert into) "?([\w.]+)"?/.exec(t) : null);
  if (write) return `${write[1]!.split(' ')[0]} ${write[2]}`;
  const read = /^(?:select|with)\b.*? from "?([\w.]+)"?/.exec(t);
  return read ? `select ${read[1]}` : t.slice(0, 40);
}

/**
 * Times every statement this process sends to PostgreSQL while `work` runs, by wrapping pg's Client.query
 * (the pool's and the transactions' alike), round trip included.
 */
async function profiled<T>(spent: Spent, work: () => Promise<T>): Promise<T> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '');
    const started = performance.now();
    const done = () => add(spent, statement(text), performance.now() - started);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = function (this: unknown, ...results: unknown[]) {
        done();
        return callback.apply(this, results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  };
  try {
    return await work();
  } finally {
    proto.query = original;
  }
}

const duration = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

/**
 * The largest shares of `spent`, per pass when it sums `passes` of them, and what is left of `totalMs` outside
 * the chain and the database: the watcher's own JavaScript and Drizzle's.
 */
function largest(spent: Spent, totalMs: number, passes = 1, count = 7): string {
  const all = [...spent].sort((a, b) => b[1].ms - a[1].ms);
  const outside = totalMs - all.reduce((n, [, { ms }]) => n + ms, 0) / passes;
  return [
    ...all
      .slice(0, count)
      .map(([what, { ms, calls }]) => `${what} ${duration(ms / passes)} ×${fmt(calls / passes)}`),
    `JavaScript ${duration(outside)}`,
  ].join(', ');
}

/** The size of an answer viem refused as too large, when that is what `error` (or its cause) is. */
function tooLarge(error: unknown): number | null {
  for (let e = error; e instanceof Error; e = e.cause)
    if (e.name === 'ResponseBodyTooLargeError') return Number((e as Error & { size?: number }).size ?? 0);
  return null;
}

function ranges(first: bigint, last: bigint, size: bigint): Array<[bigint, bigint]> {
  const out: Array<[bigint, bigint]> = [];
  for (let from = first; from <= last; from += size)
    out.push([from, from + size - 1n < last ? from + size - 1n : last]);
  return out;
}

/** CPU seconds spent while a pass ran: this process, the chain's node, and the whole machine. */
interface Cpu {
  bench: number;
  chain: number;
  machine: number;
}

interface Pass {
  ms: number;
  cpu?: Cpu;
}

/** The CPU clocks of this process, the chain's node (its child) and the machine; call the answer to read. */
function cpuClock(chainPid: number | null): () => Cpu {
  const read = () => ({
    bench: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
    chain: chainPid === null ? 0 : processCpu(chainPid),
    machine: machineCpu(),
  });
  const start = read();
  return () => {
    const end = read();
    return {
      bench: end.bench - start.bench,
      chain: end.chain - start.chain,
      machine: end.machine - start.machine,
    };
  };
}

/** The baseline: every range of the scan fetched and decoded by the reader, nothing else. */
async function rawPass(
  reader: ChainReader,
  chain: PaidChain,
  size: bigint,
): Promise<Pass & { logs: number; byRange: TransferLog[][] }> {
  const cpu = cpuClock(firstChildPid());
  const started = performance.now();
  const byRange: TransferLog[][] = [];
  for (const [from, to] of ranges(chain.firstBlock, chain.lastBlock, size))
    byRange.push(await reader.transfers(chain.token, from, to));
  return { ms: performance.now() - started, cpu: cpu(), logs: byRange.flat().length, byRange };
}

/** What a scan wrote, so the next pass starts from an empty cursor on the same data. */
async function forgetScan(db: Db): Promise<void> {
  await db.execute(sql`delete from seen_transfers where payment_method_id = ${BEP20}`);
  await db.execute(sql`delete from deposits where payment_method_id = ${BEP20}`);
  await db.execute(sql`delete from chain_cursors where payment_method_id = ${BEP20}`);
  await db.execute(sql`delete from chain_blocks where payment_method_id = ${BEP20}`);
  await db.execute(sql`delete from member_notices`);
  await db.execute(sql`delete from mail_outbox`);
  await db.execute(sql`vacuum analyze seen_transfers, deposits, chain_blocks, member_notices, mail_outbox`);
}

/**
 * BENCH_CHAIN_PROFILE=file: the first scan with notices and the one without are profiled, to `file` and
 * `file` with `.quiet` before its extension.
 */
const profiledPasses = new Set<boolean>();
function profileFile(told: boolean): string | undefined {
  const file = process.env.BENCH_CHAIN_PROFILE;
  if (!file || profiledPasses.has(told)) return undefined;
  profiledPasses.add(told);
  return told ? file : file.replace(/(\.[^./]*)?$/, '.quiet$1');
}

async function watcherPass(
  db: Db,
  watch: ChainWatch,
  notices: NoticeDeps | null,
  expected: number,
  spent: Spent,
): Promise<Pass> {
  await forgetScan(db);
  const reader = timed(watch.reader, spent);
  const cpu = cpuClock(firstChildPid());
  const started = performance.now();
  const result = await profiled(spent, () =>
    withCpuProfile(profileFile(notices !== null), () =>
      scanOnce(db, { ...watch, reader }, { now: new Date(), notices, maxRanges: 1_000 }),
    ),
  );
  const ms = performance.now() - started;
  const used = cpu();
  if (result.seen !== expected || result.credited.length > 0)
    throw new Error(
      `the scan saw ${result.seen} deposits (${expected} paid) and credited ${result.credited.length}`,
    );
  return { ms, cpu: used };
}

/** The watcher's owner lookup alone, range by range as the scan sends it. */
async function lookupPass(db: Db, watch: ChainWatch, byRange: TransferLog[][]) {
  const started = performance.now();
  const found: PaidTransfer[][] = [];
  for (const logs of byRange) found.push(await membersPaid(db, watch, logs));
  return { ms: performance.now() - started, found };
}

/**
 * The floor of any scan that keeps its deposits in this database: the same rows written as the scan writes
 * them, one transaction per range, with nothing read from the chain, no owner looked up and nobody told.
 */
async function recordPass(db: Db, found: PaidTransfer[][]): Promise<Pass> {
  await forgetScan(db);
  const now = new Date();
  const cpu = cpuClock(null);
  const started = performance.now();
  for (const range of found) await db.transaction((tx) => recordSeen(tx, BEP20, range, now));
  return { ms: performance.now() - started, cpu: cpu() };
}

/** What the members' Receiving wallets hold together, and how many of this method's deposits are credited. */
async function creditedSoFar(db: Db): Promise<{ total: bigint; deposits: number }> {
  const { rows } = (await db.execute(sql`select
      (select coalesce(sum(balance), 0)::text from ledger_accounts where kind = 'pay_in') as total,
      (select count(*)::int from deposits where payment_method_id = ${BEP20} and status = 'credited') as n`)) as unknown as Rows<{
    total: string;
    n: number;
  }>;
  return { total: BigInt(rows[0]!.total), deposits: Number(rows[0]!.n) };
}

interface Sizes {
  addresses: number;
  transfers: number;
  blocks: number;
  /** Transfers to issued addresses, each a deposit of its own member. */
  paid: number;
}

interface Setup {
  db: Db;
  chain: DevChain;
  onChain: PaidChain;
  reader: ChainReader;
  notices: NoticeDeps;
}

/**
 * A pass of the reader alone at the largest range up to MAX_RANGE that it can read: viem refuses an answer
 * above 10 MiB, which jsonRpcReader keeps, and a range of ~20,000 transfers is larger.
 */
async function readableRange(setup: Setup, sizes: Sizes) {
  for (let range = MAX_RANGE; ; range /= 2n) {
    try {
      const pass = await rawPass(setup.reader, setup.onChain, range);
      if (pass.logs !== sizes.transfers)
        throw new Error(`the chain holds ${pass.logs} transfers, not ${sizes.transfers}`);
      return { range, pass };
    } catch (error) {
      const size = tooLarge(error);
      if (size === null || range <= 1n) throw error;
      console.log(
        `NOTE eth_getLogs over ${fmt(Number(range))} blocks (about ` +
          `${fmt((sizes.transfers * Number(range)) / sizes.blocks)} transfers) answers more than viem's default ` +
          `limit of 10 MiB (it stopped at ${fmt(size)} bytes), which jsonRpcReader keeps: the reader throws, and ` +
          `a watcher at chains.ts's ${fmt(Number(MAX_RANGE))} blocks could not pass such a range. Measured at ` +
          `${fmt(Number(range / 2n))} blocks per call instead.`,
      );
    }
  }
}

/** Scanning against the reader alone; leaves the last scan's deposits seen and not credited. */
async function measureScan(setup: Setup, sizes: Sizes, watch: ChainWatch, warm: TransferLog[][]) {
  const { db, reader, onChain, notices } = setup;
  // Turns in alternating order, so a machine that speeds up or slows down favours neither. The scan without
  // notices runs once, between them, to tell what telling members costs.
  const rounds = Math.max(1, Number(process.env.BENCH_CHAIN_ROUNDS ?? 2));
  const raw: Pass[] = [];
  const scans: Pass[] = [];
  const told: Spent = new Map();
  const untold: Spent = new Map();
  let quiet: Pass = { ms: 0 };
  // First: every scan after it starts from an empty cursor and leaves its deposits for the crediting pass.
  const record = await recordPass(db, (await lookupPass(db, watch, warm)).found);
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 1) scans.push(await watcherPass(db, watch, notices, sizes.paid, told));
    raw.push(await rawPass(reader, onChain, watch.maxRange));
    if (i === 0) quiet = await watcherPass(db, watch, null, sizes.paid, untold);
    if (i % 2 === 0) scans.push(await watcherPass(db, watch, notices, sizes.paid, told));
  }
  // After the scans, so it reads the index as warm as they left it.
  const lookup = await lookupPass(db, watch, warm);
  const mean = (passes: Pass[]) => passes.reduce((n, r) => n + r.ms, 0) / passes.length;
  const rawMs = mean(raw);
  const scanMs = mean(scans);
  console.log(
    `mean time of a pass over the ${fmt(sizes.blocks)} blocks (${raw.length} of the baseline, ${scans.length} ` +
      'of the scan, taking turns):',
  );
  const cpuOf = (passes: Pass[]): Cpu | undefined => {
    const all = passes.flatMap((p) => (p.cpu ? [p.cpu] : []));
    if (all.length === 0) return undefined;
    const sum = (pick: (c: Cpu) => number) => all.reduce((n, c) => n + pick(c), 0) / all.length;
    return { bench: sum((c) => c.bench), chain: sum((c) => c.chain), machine: sum((c) => c.machine) };
  };
  const line = (name: string, ms: number, cpu: Cpu | undefined) =>
    console.log(
      `${name.padEnd(46)} ${seconds(ms).padStart(6)} s ${fmt((sizes.blocks * 1000) / ms).padStart(7)} blocks/s ` +
        `${fmt((sizes.transfers * 1000) / ms).padStart(8)} logs/s  ${(rawMs / ms).toFixed(2)}×` +
        (cpu
          ? `  CPU: this process ${cpu.bench.toFixed(1)} s, chain node ${cpu.chain.toFixed(1)} s, the rest ` +
            `(PostgreSQL, anything else running) ${(cpu.machine - cpu.bench - cpu.chain).toFixed(1)} s`
          : ''),
    );
  line('eth_getLogs + decode alone (baseline)', rawMs, cpuOf(raw));
  line('scanOnce, members told (as in production)', scanMs, cpuOf(scans));
  line('scanOnce, no notices (once)', quiet.ms, quiet.cpu);
  line('recording the seen transfers alone (the floor)', record.ms, record.cpu);
  const ratio = rawMs / scanMs;
  console.log(
    `scan throughput ${ratio.toFixed(2)}× of eth_getLogs alone, goal ≥ 0.8: ${verdict(ratio >= 0.8)}`,
  );
  console.log(`  where a scan with notices spends its time: ${largest(told, scanMs, scans.length)}`);
  console.log(`  without notices: ${largest(untold, quiet.ms)}`);
  console.log(
    `  the watcher's owner lookup alone: ${fmt(sizes.paid)} issued + ${fmt(sizes.transfers - sizes.paid)} ` +
      `unknown recipients among ${fmt(sizes.addresses)} addresses, ${duration(lookup.ms)}`,
  );
  console.log(
    `  the floor: writing the ${fmt(sizes.paid)} seen transfers alone, as the scan writes them, reaches ` +
      `${(rawMs / record.ms).toFixed(2)}× of the baseline; no scan that records its deposits in this ` +
      `database can pass that here`,
  );
}

/** Every deposit the last scan saw, credited once its block is deep enough; checked against the ledger. */
async function measureCredit(setup: Setup, sizes: Sizes, watch: ChainWatch) {
  const { db, chain, reader, notices } = setup;
  await chain.mine(watch.confirmations);
  const spent: Spent = new Map();
  const before = await creditedSoFar(db);
  const started = performance.now();
  const credit = await profiled(spent, () =>
    scanOnce(db, { ...watch, reader: timed(reader, spent) }, { now: new Date(), notices, maxRanges: 1_000 }),
  );
  const ms = performance.now() - started;
  const after = await creditedSoFar(db);
  const want = credit.credited.reduce((n, d) => n + d.amount, 0n);
  if (
    credit.credited.length !== sizes.paid ||
    after.deposits !== before.deposits + sizes.paid ||
    after.total - before.total !== want
  )
    throw new Error(
      `credited ${credit.credited.length} of ${sizes.paid} deposits, ${after.deposits - before.deposits} ` +
        `marked, wallets grew by ${after.total - before.total}, not ${want}`,
    );
  console.log(
    `crediting ${fmt(sizes.paid)} deposits at depth, members told: ${seconds(ms)} s, ` +
      `${fmt((sizes.paid * 1000) / ms)} deposits/s, ${(ms / sizes.paid).toFixed(2)} ms each`,
  );
  console.log(`  where it goes: ${largest(spent, ms)}`);
}

/**
 * One deposit at a time at BEP20's depth, on the database as it now is: seen first by an earlier scan (a
 * running loop sees a deposit in its block) or first at the depth. Timed from mine() returning to the credit.
 */
async function measureLatency(setup: Setup, sizes: Sizes, watch: ChainWatch) {
  const { db, chain, reader, notices } = setup;
  const single = { ...watch, confirmations: CONFIRMATIONS };
  const count = Math.max(1, Number(process.env.BENCH_CHAIN_LATENCY_DEPOSITS ?? 50));
  const accounts = await paidAccounts(db, Math.min(sizes.paid, count));
  const latency = { seenBefore: [] as number[], seenAtDepth: [] as number[] };
  const spent: Spent = new Map();
  let totalMs = 0;
  for (let i = 0; i < count * 2; i++) {
    const seenBefore = i % 2 === 0;
    const options = { now: new Date(), notices };
    const hash = await chain.transfer(accounts[i % accounts.length]!, 25n * 10n ** 18n);
    if (seenBefore) {
      await chain.mine(1);
      const seen = await scanChain(db, single, options);
      if (seen.seen !== 1) throw new Error(`a scan saw ${seen.seen} deposits, not 1`);
      await chain.mine(CONFIRMATIONS - 1);
    } else await chain.mine(CONFIRMATIONS);
    const started = performance.now();
    const done = await profiled(spent, () =>
      scanChain(db, { ...single, reader: timed(reader, spent) }, options),
    );
    const ms = performance.now() - started;
    if (done.credited.length !== 1 || done.credited[0]!.thash !== hash)
      throw new Error(`a deposit at depth was not credited (${done.credited.length} credited)`);
    totalMs += ms;
    (seenBefore ? latency.seenBefore : latency.seenAtDepth).push(ms);
  }
  for (const [name, times] of [
    ['seen by an earlier scan', latency.seenBefore],
    ['first seen at depth', latency.seenAtDepth],
  ] as const)
    console.log(
      `from a block ${CONFIRMATIONS} deep to its deposit credited, ${name}: p50 ` +
        `${quantile(times, 0.5).toFixed(1)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms ` +
        `(${times.length} deposits, one scanChain each)`,
    );
  console.log(`  where one such scan goes: ${largest(spent, totalMs / (count * 2), count * 2)}`);
}

export async function benchChainScan(): Promise<void> {
  const addresses = Number(process.env.BENCH_CHAIN_ADDRESSES ?? 1_000_000);
  const transfers = Number(process.env.BENCH_CHAIN_TRANSFERS ?? 100_000);
  const blocks = Number(process.env.BENCH_CHAIN_BLOCKS ?? 10_000);
  if (addresses <= 0 || transfers <= 0 || blocks <= 0) return;
  const sizes: Sizes = { addresses, transfers, blocks, paid: issuedTransfers(transfers) };
  if (sizes.paid > addresses)
    throw new Error(`${fmt(sizes.paid)} transfers to issued addresses need at least as many addresses`);
  const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // A million members take minutes to make, most of it deriving the addresses the chain pays.
  const kept = process.env.BENCH_CHAIN_KEEP;
  if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept))
    throw new Error('BENCH_CHAIN_KEEP takes a database name of lower-case letters, digits and _');
  const database = kept ?? DATABASE;
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;

  console.log(
    `\nchain scan: ${fmt(addresses)} issued BEP20 addresses, ${fmt(transfers)} token transfers over ` +
      `${fmt(blocks)} blocks of a Hardhat chain, up to ${fmt(Number(MAX_RANGE))} blocks per eth_getLogs…`,
  );
  const reuse = kept !== undefined && (await generated(url.toString(), addresses, sizes.paid));
  if (!reuse) {
    await adminSql(baseUrl, `drop database if exists ${database} with (force)`);
    await adminSql(baseUrl, `create database ${database}`);
  }
  const opened = await openDatabase({ databaseUrl: url.toString() });
  let chain: DevChain | undefined;
  try {
    const { db } = opened;
    await migrate(db);
    let started = performance.now();
    if (reuse) console.log(`members and addresses kept from an earlier run (${database})`);
    else {
      const made = await createAddresses(db, url.toString(), addresses, sizes.paid);
      console.log(
        `members and addresses made in ${seconds(performance.now() - started)} s: ${fmt(addresses)} members ` +
          `${seconds(made.usersMs)} s, ${fmt(sizes.paid)} addresses derived from the xpub ` +
          `${seconds(made.deriveMs)} s (${(made.deriveMs / Math.max(1, sizes.paid)).toFixed(2)} ms each), the ` +
          `other ${fmt(addresses - sizes.paid)} made from a hash ${seconds(made.fillerMs)} s, inserted ` +
          `${seconds(made.insertMs)} s`,
      );
    }

    started = performance.now();
    chain = await startDevChain({ port: await freePort() });
    const startMs = performance.now() - started;
    started = performance.now();
    const accounts = await paidAccounts(db, sizes.paid);
    const onChain = await payOnChain(chain, accounts, transfers, blocks, PER_TRANSACTION);
    console.log(
      `dev chain started in ${seconds(startMs)} s, loaded in ${seconds(performance.now() - started)} s: ` +
        `${fmt(onChain.transactions)} batch transactions of ${PER_TRANSACTION} transfers, ${fmt(sizes.paid)} to ` +
        `issued addresses (each member once) and ${fmt(transfers - sizes.paid)} (one in ${strangerShare}) to ` +
        `addresses never issued, blocks ${onChain.firstBlock}–${onChain.lastBlock}`,
    );

    const setup: Setup = {
      db,
      chain,
      onChain,
      reader: jsonRpcReader(chain.rpcUrl),
      notices: {
        config: loadConfig({ LOG_LEVEL: 'silent' }),
        mailer: createOutboxMailer({ info() {}, warn() {}, error() {} }),
      },
    };
    const { range, pass } = await readableRange(setup, sizes);
    const watch: ChainWatch = {
      paymentMethodId: BEP20,
      network: 'BEP20',
      reader: setup.reader,
      token: onChain.token,
      decimals: 18,
      // Deep enough that nothing scanned is credited while the scan is timed: scanning alone is measured.
      confirmations: blocks + 1,
      startBlock: onChain.firstBlock,
      minimum: 1_000_000n,
      maxRange: range,
    };
    await measureScan(setup, sizes, watch, pass.byRange);
    if (process.env.BENCH_CHAIN_CREDIT === '0') return;
    await measureCredit(setup, sizes, watch);
    await measureLatency(setup, sizes, watch);
  } finally {
    await chain?.stop();
    await opened.close();
    if (kept === undefined) await adminSql(baseUrl, `drop database if exists ${database} with (force)`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchChainScan();
