import { parentPort, workerData } from 'node:worker_threads';

/**
 * A bounded load loop in its own thread, so the server under test keeps the main thread to itself:
 * `concurrency` clients each send requests back to back until `durationMs` has passed.
 */
/** @typedef {{ url: string; headers: Record<string, string>; concurrency: number; durationMs: number }} LoadJob */

/** @type {LoadJob} */
const job = workerData;
/** @type {number[]} */
const latencies = [];
let failures = 0;
const deadline = performance.now() + job.durationMs;

async function client() {
  while (performance.now() < deadline) {
    const started = performance.now();
    const response = await fetch(job.url, { headers: job.headers });
    await response.arrayBuffer();
    if (response.status !== 200) failures++;
    latencies.push(performance.now() - started);
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: job.concurrency }, client));
const elapsed = performance.now() - started;
latencies.sort((a, b) => a - b);
parentPort?.postMessage({
  requests: latencies.length,
  failures,
  perSecond: (latencies.length / elapsed) * 1000,
  p50: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
  p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
});
