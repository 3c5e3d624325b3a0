import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig, type Flags, navigation } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { build } from 'vite';
import chromium from '../chromium-flags.json' with { type: 'json' };
import { call, freePort, launchServer, untilRunning } from '../server/serverProcess';
import { formatInteractions, measureInteractions } from './interactions';
import { formatLongTasks, type LongTask, longTasks } from './longTasks';

/**
 * Lighthouse 12.2.3's mobile performance score and total blocking time of the pages a visitor or member
 * arrives on, on the production build served by the real server (`server/main.ts` on a fresh embedded
 * database with the demo data), each page loaded cold `RUNS` times, with the lowest, middle and highest of
 * each beside the goals. Then one more load of each page with the CPU really slowed down 4× (Lighthouse's
 * DevTools throttling, with the V8 sampling profiler in its trace) for the list of long tasks, and the time
 * from a tap to the next paint on four controls.
 */
export const PAGE_SPEED_GOAL = 98;
export const BLOCKING_GOAL_MS = 150;
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));

// BENCH_PAGES (paths, comma-separated) measures only those of the pages, e.g. `/user/account`.
const only = process.env.BENCH_PAGES?.split(',').map((path) => path.trim());
const pages = (
  [
    { path: '/', signedIn: false },
    { path: '/login', signedIn: false },
    { path: '/register', signedIn: false },
    { path: '/user/account', signedIn: true },
  ] as const
).filter(({ path }) => !only || only.includes(path));

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export interface PageSpeed {
  path: string;
  score: Spread;
  tbtMs: Spread;
  fcpMs: number;
  lcpMs: number;
}

const spread = (values: number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0]!, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! };
};

/** A signed-in session of the demo member, as the app keeps it in the tab's session storage. */
async function demoSession(port: number): Promise<string> {
  const pre = await call(port, 'POST', 'pre-login', {
    body: { username: 'demo', password: 'Demo-pass-2026' },
  });
  const login = await call(port, 'POST', 'login', { token: String(pre.body.token), body: { mpin: '4831' } });
  if (login.status !== 200) throw new Error(`the demo member could not sign in: ${login.text}`);
  return String(login.body.token);
}

/** Loads that Lighthouse could not record (a trace without its navigation start, seen on a loaded machine). */
let failedLoads = 0;

async function lighthouse(browser: Browser, url: string, token: string | null, flags: Flags = {}) {
  for (let attempt = 1; ; attempt++) {
    const page = await browser.newPage();
    if (token) {
      await page.evaluateOnNewDocument((session: string) => {
        sessionStorage.setItem('token', session);
        sessionStorage.setItem('status', '1');
        sessionStorage.setItem('username', 'demo');
      }, token);
    }
    const flow = await navigation(page, url, {
      config: defaultConfig,
      flags: { onlyCategories: ['performance'], logLevel: 'silent', ...flags },
    });
    await page.close();
    if (!flow?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!flow.lhr.runtimeError) return flow;
    failedLoads++;
    if (attempt === 3)
      throw new Error(`Lighthouse could not measure ${url}: ${flow.lhr.runtimeError.message}`);
  }
}

interface Site {
  browser: Browser;
  base: string;
  token: string;
}

/** The production build in `staticDir` served by the real server, a signed-in demo member and a browser. */
async function withSite<T>(staticDir: string, use: (site: Site) => Promise<T>): Promise<T> {
  const scratch = mkdtempSync(join(tmpdir(), 'tessera-lighthouse-'));
  const port = await freePort();
  const server = launchServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(scratch, 'data'),
    STATIC_DIR: staticDir,
  });
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
    args: chromium.args,
    headless: true,
  });
  try {
    await untilRunning(server);
    return await use({ browser, base: `http://127.0.0.1:${port}`, token: await demoSession(port) });
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function measurePageSpeed({ browser, base, token }: Site): Promise<PageSpeed[]> {
  const speeds: PageSpeed[] = [];
  for (const { path, signedIn } of pages) {
    const runs: Array<{ score: number; tbtMs: number; fcpMs: number; lcpMs: number }> = [];
    for (let run = 0; run < RUNS; run++) {
      const { lhr } = await lighthouse(browser, `${base}${path}`, signedIn ? token : null);
      const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        tbtMs: audit('total-blocking-time'),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
      });
    }
    speeds.push({
      path,
      score: spread(runs.map((r) => r.score)),
      tbtMs: spread(runs.map((r) => r.tbtMs)),
      fcpMs: spread(runs.map((r) => r.fcpMs)).median,
      lcpMs: spread(runs.map((r) => r.lcpMs)).median,
    });
  }
  return speeds;
}

/**
 * The simulated loads above trace an unthrottled CPU and compute the slowdown; this load runs each page on a
 * CPU really slowed down 4×, with the sampling profiler in the trace.
 */
async function measureLongTasks({ browser, base, token }: Site, staticDir: string) {
  const tasks: Record<string, LongTask[]> = {};
  for (const { path, signedIn } of pages) {
    const { artifacts } = await lighthouse(browser, `${base}${path}`, signedIn ? token : null, {
      throttlingMethod: 'devtools',
      additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
    });
    tasks[path] = longTasks(artifacts.Trace, staticDir);
  }
  return tasks;
}

export function formatPageSpeed(results: PageSpeed[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const range = (s: Spread) => `${s.min}/${s.median}/${s.max}`;
  const lines = results.map(
    (r) =>
      `  ${r.path.padEnd(14)} score ${range(r.score).padEnd(11)} goal ≥ ${PAGE_SPEED_GOAL} ${
        r.score.median >= PAGE_SPEED_GOAL ? 'met    ' : 'NOT met'
      }  blocking ${range(r.tbtMs).padEnd(14)} ms goal ≤ ${BLOCKING_GOAL_MS} ${
        r.tbtMs.median <= BLOCKING_GOAL_MS ? 'met    ' : 'NOT met'
      }  (median first contentful paint ${seconds(r.fcpMs)}, largest ${seconds(r.lcpMs)})`,
  );
  return [
    `Lighthouse 12.2.3 mobile performance (simulated slow 4G and a 4x slower CPU), min/median/max of ${RUNS} cold loads, goals judged on the median:`,
    ...lines,
    ...(failedLoads > 0 ? [`  (${failedLoads} loads Lighthouse could not record were run again)`] : []),
  ].join('\n');
}

/**
 * The whole page part of the bench: the scores, the long tasks (also written as JSON to BENCH_LONG_TASKS_OUT,
 * to compare with the next change) and the interactions, on the build in `staticDir`, or without it on a
 * build of its own in a scratch folder (so a `dist/` someone else is using stays as it is).
 */
export async function benchPages(staticDir?: string) {
  const scratch = staticDir ? null : mkdtempSync(join(tmpdir(), 'tessera-pages-build-'));
  try {
    if (scratch) await build({ logLevel: 'silent', build: { outDir: scratch, emptyOutDir: true } });
    await printPages(staticDir ?? scratch!);
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

async function printPages(staticDir: string) {
  await withSite(staticDir, async (site) => {
    console.log(`\n${formatPageSpeed(await measurePageSpeed(site))}`);
    if (process.env.BENCH_LONG_TASKS !== '0') {
      const tasks = await measureLongTasks(site, staticDir);
      console.log(
        '\nmain-thread tasks over 50 ms of one cold load each, CPU slowed 4x (Lighthouse DevTools throttling): length, start, [self time by kind], what ran — heaviest functions by sampled self time (ms):',
      );
      for (const [path, list] of Object.entries(tasks)) console.log(formatLongTasks(path, list).join('\n'));
      const out = process.env.BENCH_LONG_TASKS_OUT;
      if (out) {
        writeFileSync(
          out,
          `${JSON.stringify({ measuredAt: new Date().toISOString(), pages: tasks }, null, 2)}\n`,
        );
        console.log(`  (written to ${out})`);
      }
    }
    if (process.env.BENCH_INTERACTIONS !== '0') {
      const interactions = await measureInteractions(site.browser, site.base, site.token);
      console.log(`\n${formatInteractions(interactions)}`);
    }
  });
}
