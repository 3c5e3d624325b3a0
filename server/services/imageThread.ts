import { Worker } from 'node:worker_threads';
import { ApiError } from './errors';
import { avatarLimits, type ImageLimits, type ImageRefusal, type Reencoded } from './images';

/**
 * Pictures are decoded on a worker thread: decoding the largest JPEG accepted takes seconds of CPU and
 * hundreds of megabytes, which on the main thread would stall every other member's request meanwhile.
 * One worker, one picture at a time, so an instance never holds more than one decode in memory; a few
 * more wait their turn, and beyond that an upload is asked to come back shortly.
 */

export const MAX_WAITING_PICTURES = 8;
/** A picture that takes longer than this to decode is built to exhaust the decoder, not to be shown. */
export const PICTURE_DECODE_TIMEOUT_MS = 30_000;
export const tooComplex = 'The picture is too complex to read; save it again as a PNG or JPEG';

type Result = Reencoded | ImageRefusal;
interface Job {
  id: number;
  bytes: Uint8Array;
  limits: ImageLimits;
  timeoutMs: number;
  settle: (outcome: { result: Result } | { error: Error }) => void;
}

let worker: Worker | undefined;
let running: (Job & { timer: NodeJS.Timeout }) | undefined;
const waiting: Job[] = [];
let nextId = 1;

function startWorker(): Worker {
  const started = new Worker(new URL('./imageWorkerStart.mjs', import.meta.url));
  started.on('message', (message: { id: number; result: Result }) => {
    if (!running || running.id !== message.id) return;
    const { result } = message;
    finish({ result: 'refusal' in result ? result : { ...result, bytes: Buffer.from(result.bytes) } });
  });
  started.on('error', (error) => stopWorker(started, error));
  started.on('exit', (code) => stopWorker(started, new Error(`picture worker exited with code ${code}`)));
  return started;
}

/** Forgets a worker that failed, failing the picture it held; the next picture starts a new one. */
function stopWorker(failed: Worker, error: Error) {
  if (worker !== failed) return;
  worker = undefined;
  void failed.terminate();
  if (running) finish({ error });
}

function finish(outcome: { result: Result } | { error: Error }) {
  const job = running;
  if (!job) return;
  clearTimeout(job.timer);
  running = undefined;
  job.settle(outcome);
  runNext();
}

function runNext() {
  const job = waiting.shift();
  if (!job) {
    // An idle worker must not keep the process alive at shutdown.
    worker?.unref();
    return;
  }
  let current: Worker;
  try {
    current = worker ??= startWorker();
  } catch (error) {
    job.settle({ error: error as Error });
    runNext();
    return;
  }
  current.ref();
  const timer = setTimeout(() => {
    if (worker === current) {
      worker = undefined;
      void current.terminate();
    }
    finish({ result: { refusal: tooComplex } });
  }, job.timeoutMs);
  running = { ...job, timer };
  const copy = new Uint8Array(job.bytes);
  current.postMessage({ id: job.id, bytes: copy, limits: job.limits }, [copy.buffer]);
}

/** `checkAndReencode` on the picture worker, in turn with other members' pictures. */
export function reencodeOffThread(
  bytes: Uint8Array,
  { limits = avatarLimits, timeoutMs = PICTURE_DECODE_TIMEOUT_MS } = {},
): Promise<Result> {
  if (waiting.length >= MAX_WAITING_PICTURES) {
    const busy = 'Pictures are being processed for other members; please try again in a moment';
    return Promise.reject(new ApiError(503, busy, undefined, 5));
  }
  return new Promise((resolve, reject) => {
    waiting.push({
      id: nextId++,
      bytes,
      limits,
      timeoutMs,
      settle: (outcome) => ('result' in outcome ? resolve(outcome.result) : reject(outcome.error)),
    });
    if (!running) runNext();
  });
}
