import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What the load generator (load.mjs) reports of one run. */
export interface LoadResult {
  requests: number;
  failures: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/**
 * `connections` keep-alive clients send requests to `url` back to back for `durationMs`, from a process of
 * their own so the server under test keeps its thread.
 */
export function runLoad(job: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
  /** Requests a second from all clients together; unset, each sends its next as soon as it is answered. */
  rate?: number;
}): Promise<LoadResult> {
  const { url, headers = {}, connections, durationMs, rate } = job;
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load.mjs', import.meta.url)), [
      JSON.stringify({ url, headers, concurrency: connections, durationMs, rate }),
    ]);
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
  });
}
