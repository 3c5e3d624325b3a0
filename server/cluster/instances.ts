import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVER_MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const FIRST_BACKOFF_MS = 1000;
const LONGEST_BACKOFF_MS = 30_000;
/** An instance that ran this long before it exited is started again after the shortest wait. */
const STABLE_MS = 60_000;

export interface InstanceExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** How long until it is started again; null when it is not (it was told to stop). */
  restartInMs: number | null;
}

export interface Instance {
  index: number;
  url: string;
  dataDir: string;
  pid(): number | undefined;
  /** SIGTERM, then SIGKILL if it is still running after `forceAfterMs`; no restart afterwards. */
  stop(forceAfterMs: number): Promise<void>;
  /** SIGKILL at once, for a second Ctrl-C. */
  kill(): void;
}

/**
 * Runs `server/main.ts` as instance `index` with `env`, its output lines prefixed `[index]`, and starts it again
 * after a growing wait whenever it exits without being told to stop.
 */
export function superviseInstance(opts: {
  index: number;
  port: number;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  onExit(exit: InstanceExit): void;
}): Instance {
  const { index } = opts;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let backoffMs = FIRST_BACKOFF_MS;

  const relay = (from: NodeJS.ReadableStream | null, to: NodeJS.WriteStream) => {
    if (!from) return;
    createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) =>
      to.write(`[${index}] ${line}\n`),
    );
  };

  const start = () => {
    const startedAt = Date.now();
    const running = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
      cwd: process.cwd(),
      env: { ...opts.env, PORT: String(opts.port), DATA_DIR: opts.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = running;
    relay(running.stdout, process.stdout);
    relay(running.stderr, process.stderr);
    exited = new Promise((resolve) => {
      running.once('exit', (code, signal) => {
        child = undefined;
        resolve();
        if (stopping) return opts.onExit({ code, signal, restartInMs: null });
        if (Date.now() - startedAt >= STABLE_MS) backoffMs = FIRST_BACKOFF_MS;
        const restartInMs = backoffMs;
        backoffMs = Math.min(backoffMs * 2, LONGEST_BACKOFF_MS);
        restartTimer = setTimeout(start, restartInMs);
        opts.onExit({ code, signal, restartInMs });
      });
    });
  };
  start();

  return {
    index,
    url: `http://127.0.0.1:${opts.port}`,
    dataDir: opts.dataDir,
    pid: () => child?.pid,
    async stop(forceAfterMs) {
      stopping = true;
      clearTimeout(restartTimer);
      if (!child) return;
      child.kill('SIGTERM');
      const force = setTimeout(() => child?.kill('SIGKILL'), forceAfterMs);
      await exited;
      clearTimeout(force);
    },
    kill() {
      stopping = true;
      clearTimeout(restartTimer);
      child?.kill('SIGKILL');
    },
  };
}
