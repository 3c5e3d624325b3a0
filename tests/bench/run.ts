import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash, verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrate, openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD, seedDemoData } from '../../server/demo/seed';
import { createOutboxMailer } from '../../server/mail/mailer';
import { benchAccrual } from './accrual';
import { adminSql } from './adminSql';
import { measureInitialJs, measureLibraryFloor, routeBudgetBytes } from './bundleSize';
import { benchChainScan } from './chainScan';
import { benchCluster } from './cluster';
import { benchImages } from './images';
import { benchLiveParse } from './liveParse';
import { type LoadResult, runLoad } from './loadRun';
import { benchPages } from './pageSpeed';
import { benchProofOfReserves } from './proofOfReserves';
import { benchTeam } from './team';

/**
 * Benchmarks of the sign-in slice. Absolute numbers depend on the machine, so every figure is printed
 * beside a baseline measured in the same run: API routes against a bare Fastify route, and the password
 * check against the token lookup hash it replaces on every later request.
 */

// BENCH_ONLY=pages builds the app and measures its pages in Chromium, and nothing else; BENCH_ONLY=chain runs
// the deposit watcher's scan alone.
if (process.env.BENCH_ONLY === 'pages') {
  await benchPages();
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'chain') {
  await benchChainScan();
  process.exit(0);
}

const durationMs = Number(process.env.BENCH_MS ?? 3000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

const load = (url: string, headers: Record<string, string> = {}) =>
  runLoad({ url, headers, connections: concurrency, durationMs });

const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), pinPepper: randomBytes(24).toString('hex') };

/**
 * BENCH_ONLY=requests measures the cost of one request and nothing else (no generated trees, chains,
 * builds or browsers): what to run while working on the request path.
 */
const requestsOnly = process.env.BENCH_ONLY === 'requests';

/**
 * On PostgreSQL (BENCH_DATABASE_URL names the server) the request routes run on a scratch database of their
 * own, dropped afterwards; without it, on an in-memory PGlite.
 */
const serverUrl = process.env.BENCH_DATABASE_URL;
const scratchUrl = serverUrl ? new URL(serverUrl) : null;
if (scratchUrl && serverUrl) {
  scratchUrl.pathname = '/tessera_bench_requests';
  await adminSql(serverUrl, 'drop database if exists tessera_bench_requests with (force)');
  await adminSql(serverUrl, 'create database tessera_bench_requests');
}
const opened = await openDatabase({ databaseUrl: scratchUrl?.toString() });
await migrate(opened.db);
await seedDemoData(opened.db, config);
const silent = { info() {}, warn() {}, error() {} };
const app = await buildApp({ db: opened.db, config, mailer: createOutboxMailer(silent) });
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/bare', async () => ({ status: true }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const preLogin = await app.inject({
  method: 'POST',
  url: '/api/pre-login',
  payload: { username: 'demo', password: DEMO_PASSWORD },
});
const { token: preToken } = preLogin.json() as { token: string };
const login = await app.inject({
  method: 'POST',
  url: '/api/login',
  headers: { authorization: `Bearer ${preToken}` },
  payload: { mpin: '4831' },
});
const { token } = login.json() as { token: string };
if (!token) throw new Error(`Could not sign in the demo member: ${login.body}`);

console.log(
  `Tessera benchmarks on ${opened.kind}: ${concurrency} clients, ${durationMs / 1000} s per target\n`,
);
/**
 * Each route with the share of the bare route's rate it should reach, when it has a goal. On a shared machine
 * the load from outside changes by the second, so each route runs in pairs of turns with the bare route
 * (BENCH_REQUEST_PAIRS, every other pair in the opposite order), and the ratio is taken over all its turns.
 */
const targets: Array<[string, string, Record<string, string>, number | null]> = [
  ['GET /api/country (static list)', `${apiUrl}/api/country`, {}, 0.5],
  ['GET /api/pre-register (one count)', `${apiUrl}/api/pre-register`, {}, null],
  ['GET /api/user (signed-in read)', `${apiUrl}/api/user`, { authorization: `Bearer ${token}` }, 0.3],
];
const pairCount = Math.max(1, Number(process.env.BENCH_REQUEST_PAIRS ?? 3));
const row = (name: string, r: LoadResult, ratio: string) =>
  console.log(
    `${name.padEnd(40)} ${r.perSecond.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${ratio}${r.failures ? `  (${r.failures} non-200)` : ''}`,
  );
/** Turns of one target summed: requests per second over all of them, the worst p50 and p99. */
const together = (turns: LoadResult[]): LoadResult => ({
  requests: turns.reduce((n, t) => n + t.requests, 0),
  failures: turns.reduce((n, t) => n + t.failures, 0),
  perSecond: turns.reduce((n, t) => n + t.perSecond, 0) / turns.length,
  p50: Math.max(...turns.map((t) => t.p50)),
  p99: Math.max(...turns.map((t) => t.p99)),
});
console.log(
  `each route in ${pairCount} pairs of turns with the bare route; p50 and p99 are the worst turn's\n`,
);
for (const [name, url, headers, goal] of targets) {
  const bareTurns: LoadResult[] = [];
  const routeTurns: LoadResult[] = [];
  for (let pair = 0; pair < pairCount; pair++) {
    if (pair % 2 === 0) {
      bareTurns.push(await load(`${bareUrl}/bare`));
      routeTurns.push(await load(url, headers));
    } else {
      routeTurns.push(await load(url, headers));
      bareTurns.push(await load(`${bareUrl}/bare`));
    }
  }
  const bareRun = together(bareTurns);
  const route = together(routeTurns);
  const ratio = route.perSecond / bareRun.perSecond;
  const spread = routeTurns.map((r, i) => r.perSecond / bareTurns[i]!.perSecond).sort((a, b) => a - b);
  const against =
    goal === null
      ? ''
      : `, goal ≥ ${goal.toFixed(2)}× for ${name.includes('static') ? 'a static list' : 'a signed-in read'}: ${ratio >= goal ? 'met' : 'NOT met'}`;
  row('bare Fastify route (baseline)', bareRun, '1.00×');
  row(name, route, `${ratio.toFixed(2)}× of the bare route${against}`);
  console.log(`${''.padEnd(40)} (within one pair ${spread[0]!.toFixed(2)}–${spread.at(-1)!.toFixed(2)}×)`);
}

const rounds = 20;
const passwordHash = await hash(DEMO_PASSWORD);
let started = performance.now();
for (let i = 0; i < rounds; i++) await verify(passwordHash, DEMO_PASSWORD);
const argonMs = (performance.now() - started) / rounds;
const { createHash } = await import('node:crypto');
started = performance.now();
for (let i = 0; i < rounds * 1000; i++) createHash('sha256').update(token).digest();
const shaMs = (performance.now() - started) / (rounds * 1000);
console.log(
  `\npassword check (argon2id verify) ${argonMs.toFixed(1)} ms; token hash (SHA-256) ${(shaMs * 1000).toFixed(1)} µs: ` +
    `a password check costs ${(argonMs / shaMs).toFixed(0)}× a token lookup hash, which is why sign-in is rate limited first.`,
);

await app.close();
await bare.close();

if (requestsOnly) {
  await opened.close();
  if (serverUrl) await adminSql(serverUrl, 'drop database if exists tessera_bench_requests with (force)');
  process.exit(0);
}

await benchAccrual();
await benchTeam();
await benchChainScan();
await benchCluster();
benchLiveParse();
await benchProofOfReserves(opened.db);
await opened.close();
if (serverUrl) await adminSql(serverUrl, 'drop database if exists tessera_bench_requests with (force)');
await benchImages();

console.log('\ninitial JavaScript per route (production build, gzip), against a budget of 120 KB:');
for (const route of await measureInitialJs()) {
  const kb = route.gzipBytes / 1024;
  console.log(
    `${route.path.padEnd(16)} ${kb.toFixed(1).padStart(7)} KB in ${route.files} files  ${(route.gzipBytes / routeBudgetBytes).toFixed(2)}× of budget  back-office files: ${route.backOfficeFiles}`,
  );
}
const floor = await measureLibraryFloor();
console.log(
  `${'libraries alone'.padEnd(16)} ${(floor / 1024).toFixed(1).padStart(7)} KB in 1 file    ${(floor / routeBudgetBytes).toFixed(2)}× of budget  (react-dom, react, react-router, TanStack Query, ofetch: the floor under a member route)`,
);

// On the build just made, served by the real server. BENCH_LIGHTHOUSE=0 skips it.
if (process.env.BENCH_LIGHTHOUSE !== '0') await benchPages(join(process.cwd(), 'dist'));

/**
 * The money model test (tests/server/moneyModel.test.ts) with many more steps than `npm test` gives it, on
 * PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL. The ledger check after every step reads the
 * whole ledger, so a step costs more as the run goes on: 10,000 steps take about 4 minutes per engine on a
 * 2-core machine. BENCH_MODEL_STEPS sets the count; 0 skips the model.
 */
const modelSteps = Number(process.env.BENCH_MODEL_STEPS ?? 10_000);
if (modelSteps > 0) {
  const report = join(tmpdir(), `tessera-money-model-${process.pid}.jsonl`);
  console.log(
    `\nmoney model: ${modelSteps} random money operations per engine, invariants checked after each…`,
  );
  const vitest = fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url));
  const child = spawn(
    process.execPath,
    [vitest, 'run', '--project', 'server', 'tests/server/moneyModel.test.ts'],
    {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, MONEY_MODEL_STEPS: String(modelSteps), MONEY_MODEL_REPORT: report },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const runs = existsSync(report)
    ? readFileSync(report, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { engine: string; steps: number; seconds: number })
    : [];
  rmSync(report, { force: true });
  for (const run of runs) {
    console.log(
      `${`money model on ${run.engine}`.padEnd(40)} ${run.steps} steps in ${run.seconds.toFixed(1)} s  ${(run.steps / run.seconds).toFixed(0).padStart(5)} steps/s`,
    );
  }
  if (code !== 0) {
    console.log(output);
    throw new Error(`the money model test failed (exit ${code})`);
  }
}
