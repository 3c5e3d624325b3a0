import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';

/** The suites that kill a process of Tessera's own mid-work and check what the next run makes of it. */

export const ROOT = resolve(__dirname, '../..');

export interface ScriptRun {
  child: ChildProcess;
  exited: Promise<void>;
  output(): string;
}

/** An ES module script run by Node with tsx from the project's root, its output collected. */
export function runScript(script: string): ScriptRun {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return { child, exited, output: () => output };
}

/**
 * Kills the process with SIGKILL at a random moment of the step after its `after`-th commit, a commit being
 * an output line matching `progress`; the run must not have said `finished`.
 */
export async function killMidRun(run: ScriptRun, progress: RegExp, after: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  let last = Date.now();
  const gaps: number[] = [];
  for (let seen = 0; seen < after; ) {
    if (run.child.exitCode !== null) throw new Error(`the process ended early:\n${run.output()}`);
    if (Date.now() > deadline) throw new Error(`no progress from the process:\n${run.output()}`);
    const now = (run.output().match(progress) ?? []).length;
    if (now > seen) {
      gaps.push(Date.now() - last);
      last = Date.now();
      seen = now;
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  const typical = gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 20;
  await new Promise((r) => setTimeout(r, Math.floor(typical * (0.2 + Math.random() * 0.6))));
  run.child.kill('SIGKILL');
  await run.exited;
  expect(run.output()).not.toContain('finished');
}

/**
 * A PostgreSQL database of its own under TEST_DATABASE_URL, named `<prefix>_<random>`; its URL, and the
 * cleanup that drops it (with force: a killed process may leave a connection behind).
 */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
