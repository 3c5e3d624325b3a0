import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig, navigation } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import chromium from '../chromium-flags.json' with { type: 'json' };
import { call, freePort, launchServer, untilRunning } from '../server/serverProcess';

/**
 * Lighthouse 12.2.3's mobile performance score of the pages a visitor or member arrives on, on the production
 * build served by the real server (`server/main.ts` on a fresh embedded database with the demo data), each
 * page loaded cold `RUNS` times and the median kept, beside the goal.
 */
export const PAGE_SPEED_GOAL = 95;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const pages = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/register', signedIn: false },
  { path: '/user/account', signedIn: true },
] as const;

export interface PageSpeed {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A signed-in session of the demo member, as the app keeps it in the tab's session storage. */
async function demoSession(port: number): Promise<string> {
  const pre = await call(port, 'POST', 'pre-login', {
    body: { username: 'demo', password: 'Demo-pass-2026' },
  });
  const login = await call(port, 'POST', 'login', { token: String(pre.body.token), body: { mpin: '4831' } });
  if (login.status !== 200) throw new Error(`the demo member could not sign in: ${login.text}`);
  return String(login.body.token);
}

/** `staticDir` holds a production build (`vite build`). */
export async function measurePageSpeed(staticDir: string): Promise<PageSpeed[]> {
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
    const token = await demoSession(port);
    const results: PageSpeed[] = [];
    for (const { path, signedIn } of pages) {
      const runs: PageSpeed[] = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await browser.newPage();
        if (signedIn) {
          await page.evaluateOnNewDocument((session: string) => {
            sessionStorage.setItem('token', session);
            sessionStorage.setItem('status', '1');
            sessionStorage.setItem('username', 'demo');
          }, token);
        }
        const flow = await navigation(page, `http://127.0.0.1:${port}${path}`, {
          config: defaultConfig,
          flags: { onlyCategories: ['performance'], logLevel: 'silent' },
        });
        await page.close();
        const lhr = flow?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (lhr.runtimeError)
          throw new Error(`Lighthouse could not measure ${path}: ${lhr.runtimeError.message}`);
        const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
        runs.push({
          path,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: audit('first-contentful-paint'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
        });
      }
      const middle = median(runs.map((r) => r.score));
      results.push(runs.find((r) => r.score === middle)!);
    }
    return results;
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function formatPageSpeed(results: PageSpeed[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = results.map(
    (r) =>
      `  ${r.path.padEnd(14)} ${String(r.score).padStart(3)} / goal ${PAGE_SPEED_GOAL} ${
        r.score >= PAGE_SPEED_GOAL ? 'met' : 'NOT met'
      }   first contentful paint ${seconds(r.fcpMs)}, largest ${seconds(r.lcpMs)}, blocking ${r.tbtMs} ms`,
  );
  return [
    `Lighthouse 12.2.3 mobile performance (simulated slow 4G and a 4x slower CPU), median of ${RUNS} cold loads:`,
    ...lines,
  ].join('\n');
}
