/**
 * Screenshots the stories in targets.ts from a served Storybook build and compares them with the committed
 * baselines in tests/visual/baselines. Differences are written to test-results/visual.
 *
 *   npx tsx tests/visual/visual.ts --url http://127.0.0.1:6006           compare
 *   npx tsx tests/visual/visual.ts --url http://127.0.0.1:6006 --update  rewrite the baselines
 *
 * `npm run test:visual` builds and serves Storybook first (add `-- --update` to rewrite).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { chromium, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import chromiumFlags from '../chromium-flags.json' with { type: 'json' };
import { type VisualTarget, viewport, visualTargets } from './targets';

/** Per-pixel colour distance pixelmatch tolerates (0–1): absorbs anti-aliasing, not a changed colour. */
const THRESHOLD = 0.1;
/** The share of pixels that may differ before a target fails: enough for font hinting noise, no more. */
const MAX_DIFF_RATIO = 0.005;

const here = dirname(fileURLToPath(import.meta.url));
const baselineDir = join(here, 'baselines');
const outDir = join(here, '..', '..', 'test-results', 'visual');

function parseArgs(argv: string[]) {
  const urlIndex = argv.indexOf('--url');
  const url = urlIndex >= 0 ? argv[urlIndex + 1] : process.env.STORYBOOK_URL;
  if (!url) throw new Error('Pass --url <served Storybook> or set STORYBOOK_URL.');
  const update = argv.includes('--update') || process.env.UPDATE_BASELINES === '1';
  const only = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--url');
  return { url: url.replace(/\/$/, ''), update, only };
}

function storyUrl(base: string, target: VisualTarget) {
  const globals = Object.entries(target.globals ?? {})
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return `${base}/iframe.html?id=${target.storyId}&viewMode=story${globals ? `&globals=${globals}` : ''}`;
}

/** Waits until the story has rendered and its play function has finished, then until fonts settle. */
async function waitForStory(page: Page) {
  await page.waitForFunction(
    () => {
      const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      if (phase === 'errored' || phase === 'aborted') throw new Error(`Story ${phase}`);
      return phase === 'completed' || phase === 'finished';
    },
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  // Radix moves focus on open; a blinking caret or focus ring must not decide the result.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

function compare(name: string, actual: Buffer): { ok: boolean; message: string } {
  const baselinePath = join(baselineDir, `${name}.png`);
  if (!existsSync(baselinePath)) return { ok: false, message: 'no baseline (run with --update)' };
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const got = PNG.sync.read(actual);
  mkdirSync(outDir, { recursive: true });
  if (expected.width !== got.width || expected.height !== got.height) {
    writeFileSync(join(outDir, `${name}-actual.png`), actual);
    return {
      ok: false,
      message: `size ${got.width}×${got.height}, baseline ${expected.width}×${expected.height}`,
    };
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const changed = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
    threshold: THRESHOLD,
  });
  const ratio = changed / (got.width * got.height);
  const message = `${changed} pixels differ (${(ratio * 100).toFixed(3)} %)`;
  if (ratio <= MAX_DIFF_RATIO) return { ok: true, message };
  writeFileSync(join(outDir, `${name}-actual.png`), actual);
  writeFileSync(join(outDir, `${name}-diff.png`), PNG.sync.write(diff));
  return { ok: false, message };
}

async function main() {
  const { url, update, only } = parseArgs(process.argv.slice(2));
  const targets = only.length ? visualTargets.filter((t) => only.includes(t.name)) : visualTargets;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || chromiumFlags.executablePath,
    headless: true,
    args: chromiumFlags.args,
  });
  let failed = 0;
  try {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const target of targets) {
      await page.goto(storyUrl(url, target));
      await waitForStory(page);
      const shot = await page.screenshot({
        fullPage: target.fullPage ?? false,
        animations: 'disabled',
        caret: 'hide',
      });
      if (update) {
        mkdirSync(baselineDir, { recursive: true });
        writeFileSync(join(baselineDir, `${target.name}.png`), shot);
        console.log(`updated  ${target.name}`);
        continue;
      }
      const result = compare(target.name, shot);
      if (!result.ok) failed++;
      console.log(`${result.ok ? 'ok      ' : 'CHANGED '} ${target.name}: ${result.message}`);
    }
  } finally {
    await browser.close();
  }
  if (failed > 0) {
    console.error(`${failed} of ${targets.length} screenshots changed; see test-results/visual.`);
    process.exit(1);
  }
}

await main();
