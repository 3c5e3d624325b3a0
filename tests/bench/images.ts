import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrate, openDatabase } from '../../server/db/client';
import { createOutboxMailer } from '../../server/mail/mailer';
import { checkAndReencode, type ImageRefusal, type Reencoded } from '../../server/services/images';
import { MAX_WAITING_PICTURES, PICTURES_AT_ONCE } from '../../server/services/pictureTurns';
import { photoJpeg, screenshotPng } from './imageInputs';
import { checkAndReencode as checkAndReencodeInJs } from './jsImages/images';
import { type LoadResult, runLoad } from './loadRun';

/**
 * Uploaded pictures judged and re-encoded for storage (avatar limits: stored at most 512 pixels a side), on
 * the same inputs in the same run:
 * - the server's path, sharp on libvips, one picture at a time and as a full queue of them;
 * - the pure-JavaScript path in jsImages/ (jpeg-js, pngjs, area-averaging resize), one picture at a time,
 *   which is all a single decoding thread can give;
 * - a server route (GET /api/country) under load while pictures are re-encoded in the same process, against
 *   the same route idle: what picture work costs every other request.
 * Each rate is measured twice, in the order a b c c b a, so a drift over the run weighs on each alike.
 */

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const durationMs = Number(process.env.BENCH_MS ?? 3000);
/** The most pictures an instance holds at once; one more is refused with 503. */
const FULL_QUEUE = PICTURES_AT_ONCE + MAX_WAITING_PICTURES;

function stored(result: Reencoded | ImageRefusal): Reencoded {
  if ('refusal' in result) throw new Error(`the benchmark's picture was refused: ${result.refusal}`);
  return result;
}

/** Pictures per second over `count` runs of `one`, after one run to warm up. */
async function rate(count: number, one: () => Promise<unknown>): Promise<number> {
  await one();
  const started = performance.now();
  for (let i = 0; i < count; i++) await one();
  return count / ((performance.now() - started) / 1000);
}

interface Paths {
  js: number;
  sharp: number;
  queue: number;
}

async function ratesFor(bytes: Buffer, rounds: { js: number; sharp: number }): Promise<Paths> {
  const js = () => Promise.resolve(stored(checkAndReencodeInJs(bytes)));
  const one = async () => stored(await checkAndReencode(bytes));
  const queue = async () => {
    const results = await Promise.all(Array.from({ length: FULL_QUEUE }, () => checkAndReencode(bytes)));
    results.forEach(stored);
  };
  const [js1, sharp1] = [await rate(rounds.js, js), await rate(rounds.sharp, one)];
  const [queue1, queue2] = [await rate(2, queue), await rate(2, queue)];
  const [sharp2, js2] = [await rate(rounds.sharp, one), await rate(rounds.js, js)];
  return {
    js: (js1 + js2) / 2,
    sharp: (sharp1 + sharp2) / 2,
    queue: ((queue1 + queue2) / 2) * FULL_QUEUE,
  };
}

/** The route under load while `work` runs back to back, `batch` pictures at a time. */
async function whileBusy(url: string, work: (() => Promise<unknown>) | null, batch = 1) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  let running = true;
  let pictures = 0;
  const busy = (async () => {
    while (running && work) {
      await Promise.all(Array.from({ length: batch }, work));
      pictures += batch;
      // Uploads arrive as requests of their own: the loop gets its turn between them.
      await new Promise(setImmediate);
    }
  })();
  delay.enable();
  const load = await runLoad({ url, connections: 8, durationMs });
  delay.disable();
  running = false;
  await busy;
  return { load, pictures, loopP99: delay.percentile(99) / 1e6, loopMax: delay.max / 1e6 };
}

export async function benchImages(): Promise<void> {
  if (process.env.BENCH_IMAGES === '0') return;
  const photo = photoJpeg();
  const screenshot = screenshotPng();
  console.log(
    `\nuploaded pictures to storage (${FULL_QUEUE} at once is a full queue, ${PICTURES_AT_ONCE} worked at a time):`,
  );
  for (const [name, bytes, rounds] of [
    [`1200×1200 JPEG photo, ${fmt(photo.length / 1024, 0)} KB`, photo, { js: 3, sharp: 20 }],
    [`800×800 PNG screenshot, ${fmt(screenshot.length / 1024, 0)} KB`, screenshot, { js: 3, sharp: 20 }],
  ] as const) {
    const r = await ratesFor(bytes, rounds);
    console.log(`${name}:`);
    console.log(`  pure JavaScript, one at a time   ${fmt(r.js).padStart(7)} pictures/s  1.00× of pure JS`);
    console.log(
      `  sharp, one at a time             ${fmt(r.sharp).padStart(7)} pictures/s  ${fmt(r.sharp / r.js)}× of pure JS`,
    );
    console.log(
      `  sharp, a full queue at once      ${fmt(r.queue).padStart(7)} pictures/s  ${fmt(r.queue / r.js)}× of pure JS`,
    );
  }

  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), pinPepper: randomBytes(24).toString('hex') };
  const opened = await openDatabase({});
  await migrate(opened.db);
  const silent = { info() {}, warn() {}, error() {} };
  const app = await buildApp({ db: opened.db, config, mailer: createOutboxMailer(silent) });
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/country`;
  try {
    const idle = await whileBusy(url, null);
    const withSharp = await whileBusy(url, () => checkAndReencode(photo), FULL_QUEUE);
    const withJs = await whileBusy(url, async () => checkAndReencodeInJs(photo));
    const row = (name: string, r: { load: LoadResult; pictures: number; loopP99: number; loopMax: number }) =>
      console.log(
        `${name.padEnd(44)} ${fmt(r.load.perSecond, 0).padStart(6)} req/s (${fmt(r.load.perSecond / idle.load.perSecond, 2)}× of idle)  p99 ${fmt(r.load.p99).padStart(6)} ms  event loop p99 ${fmt(r.loopP99).padStart(6)} ms, max ${fmt(r.loopMax).padStart(6)} ms  ${r.pictures} pictures`,
      );
    console.log(
      `\nGET /api/country, 8 clients for ${durationMs / 1000} s, while 1200×1200 photos are re-encoded:`,
    );
    row('idle', idle);
    row('sharp (libuv pool)', withSharp);
    row('pure JavaScript on the event loop, for contrast', withJs);
  } finally {
    await app.close();
    await opened.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchImages();
