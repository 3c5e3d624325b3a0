import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portOf, workerSlot } from './servers';

/**
 * A Tessera of the staking test's own, so it can be stopped and started again with its clock moved on
 * (CLOCK_OFFSET_DAYS) without disturbing the instance the other browser tests share. It serves the SPA the
 * global set-up already built into ./dist, on an embedded database in a fresh data directory.
 */
export class StakingInstance {
  readonly port = portOf(workerSlot()) + 1;
  readonly baseUrl = `http://127.0.0.1:${this.port}`;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'tessera-staking-e2e-'));
  private child: ChildProcess | null = null;
  output = '';

  async start(clockOffsetDays = 0): Promise<void> {
    this.output = '';
    const child = spawn('npx', ['tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        DEV_CHAIN: 'off',
        CLOCK_OFFSET_DAYS: String(clockOffsetDays),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
    const collect = (chunk: Buffer) => {
      this.output += chunk.toString();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Tessera did not start:\n${this.output}`)), 90_000);
      const check = setInterval(() => {
        if (this.output.includes('is running at')) {
          clearInterval(check);
          clearTimeout(timer);
          resolve();
        }
      }, 200);
      child.once('exit', (code) => {
        clearInterval(check);
        clearTimeout(timer);
        reject(new Error(`Tessera exited with ${code}:\n${this.output}`));
      });
    });
  }

  /** SIGTERM, as an operator stops it, and wait until it has let go of the data directory. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child?.pid || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }

  operatorKey(): string {
    return readFileSync(join(this.dataDir, 'operator.key'), 'utf8').trim();
  }

  demoSignIns(): Array<{ username: string; password: string; pin?: string; authType: string }> {
    return JSON.parse(readFileSync(join(this.dataDir, 'demo-sign-ins.json'), 'utf8'));
  }

  /** The operator's command line against this instance, as `npm run operator -- …` runs it. */
  operator(...args: string[]): string {
    return execFileSync('npx', ['tsx', 'server/cli/operator.ts', ...args], {
      env: { ...process.env, TESSERA_URL: this.baseUrl, DATA_DIR: this.dataDir },
      encoding: 'utf8',
    });
  }

  /** A member's ledger balances in micro-USDT, read through the operator API. */
  async ledger(username: string): Promise<Record<'pay_in' | 'pay_out' | 'staked', bigint>> {
    const response = await fetch(`${this.baseUrl}/api/operator/balances?username=${username}`, {
      headers: { authorization: `Bearer ${this.operatorKey()}` },
    });
    if (response.status !== 200) throw new Error(`balances answered ${response.status}`);
    const { data } = (await response.json()) as { data: Record<string, string> };
    return { pay_in: micros(data.pay_in), pay_out: micros(data.pay_out), staked: micros(data.staked) };
  }
}

/** '8.100000' → 8_100_000n; money in the test is never a float either. */
export function micros(text: string | undefined): bigint {
  const match = /^(\d+)(?:\.(\d{0,6}))?$/.exec(text ?? '');
  if (!match) throw new Error(`Not an amount: ${text}`);
  return BigInt(match[1] as string) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/** 8_100_000n → '8.10 USDT', as the screens print an amount (these amounts have at most 2 decimals). */
export function usdt(amount: bigint): string {
  const cents = amount / 10_000n;
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')} USDT`;
}

/** The UTC date `days` after an ISO date (YYYY-MM-DD). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
