import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts Tessera exactly as a newcomer does (`npm start`: build the SPA, then one server on an embedded
 * database with demo data) in a fresh data directory, and hands the tests its address, data directory and
 * start-up output (which lists the demo sign-ins).
 */
export default async function startTessera(): Promise<() => Promise<void>> {
  const port = process.env.E2E_PORT ?? '3400';
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
  const outputFile = join(dataDir, 'start-output.txt');
  let output = '';

  const child: ChildProcess = spawn('npm', ['start'], {
    env: { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
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
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });

  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_START_OUTPUT = outputFile;
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;

  return async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  };
}
