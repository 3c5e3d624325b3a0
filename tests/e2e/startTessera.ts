import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataDirVariable, portOf, WALK_CONFIRMATIONS, workers } from './servers';

/** A Tessera started for the walks, and how to stop it. */
interface Started {
  stop(): Promise<void>;
}

/**
 * Starts one Tessera in a fresh data directory on an embedded database with demo data, with `command`, and
 * waits until it says it is running; its start-up output (which lists the demo sign-ins) is kept there.
 */
async function start(slot: number, command: string, args: string[]): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), `tessera-e2e-${slot}-`));
  const outputFile = join(dataDir, 'start-output.txt');
  let output = '';

  const child: ChildProcess = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(portOf(slot)),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The development chain mines a block a second; six confirmations keep the deposit walk short.
      BEP20_CONFIRMATIONS: String(WALK_CONFIRMATIONS),
      TRC20_CONFIRMATIONS: String(WALK_CONFIRMATIONS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    writeFileSync(outputFile, output);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Tessera did not start within 120 s:\n${output}`)),
      120_000,
    );
    const check = setInterval(() => {
      if (output.includes('Tessera is running at')) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 200);
    child.once('exit', (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });

  process.env[dataDirVariable(slot)] = dataDir;
  return {
    async stop() {
      if (child.pid && child.exitCode === null) {
        process.kill(-child.pid, 'SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    },
  };
}

/**
 * The first worker's Tessera starts exactly as a newcomer starts it (`npm start`: build the SPA, then one
 * server); the other workers' serve the same build, each on a database and demo members of its own.
 */
export default async function startTessera(): Promise<() => Promise<void>> {
  const started = [await start(0, 'npm', ['start'])];
  const stopAll = () => Promise.all(started.map((s) => s.stop())).then(() => undefined);
  try {
    const others = Array.from({ length: workers - 1 }, (_, i) =>
      start(i + 1, 'npx', ['tsx', 'server/main.ts']),
    );
    const results = await Promise.allSettled(others);
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) throw failure.reason;
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
