import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fromMicros, toMicros } from '../../src/api/contract';
import { enginesFor } from './engines';
import { scratchDatabase } from './killedProcess';
import { seededRandom } from './seededRandom';
import { type Answer, call, freePort } from './serverProcess';

/**
 * The real server process, killed with SIGKILL in the middle of a stream of transfers and started again on
 * the same data, many times over. What a member was told went through must still be there, exactly once;
 * what was cut off is there at most once and a retry with its Idempotency-Key settles it; the ledger stays
 * sound throughout.
 */

const ROOT = resolve(__dirname, '../..');
const KILLS = Number(process.env.CRASH_KILLS ?? 20);
const START_LIMIT_MS = 90_000;
const SEED = Number(process.env.CRASH_SEED ?? Date.now() % 2 ** 31);
const OPERATOR_KEY = `crash-operator-key-${randomBytes(8).toString('hex')}`;
const PIN_PEPPER = `crash-pepper-${randomBytes(8).toString('hex')}`;
const WORKERS = 2;
const DEPOSIT = '10000';

const engines = enginesFor({ pgliteToo: 'crash' });

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<void>;
}

interface Sent {
  key: string;
  body: Record<string, string>;
  amount: bigint;
  /** acked: a 2xx came back; cut: the connection died with the server; refused: any other answer. */
  outcome: 'acked' | 'cut' | 'refused';
  first?: Answer;
}

interface Transfer {
  comment: string;
  transfer_amount: string;
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.concurrent.each(engines)('a server killed in the middle of transfers (%s)', (engine) => {
  it(`keeps every acknowledged transfer exactly once and the ledger sound through ${KILLS} SIGKILLs`, async () => {
    const started = Date.now();
    const rand = seededRandom(SEED + (engine === 'postgres' ? 1 : 0));
    const why = (text: string) => `${text} (CRASH_SEED=${SEED}, ${engine})`;

    const scratch = mkdtempSync(join(tmpdir(), 'tessera-crash-'));
    const dataDir = join(scratch, 'data');
    const staticDir = join(scratch, 'dist');
    mkdirSync(staticDir, { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Tessera</title>');
    let databaseUrl = '';
    if (engine === 'postgres') {
      const scratchDb = await scratchDatabase('tessera_crash');
      databaseUrl = scratchDb.url;
      cleanups.push(scratchDb.drop);
    }
    const port = await freePort();
    let server: Server | undefined;
    cleanups.push(async () => {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      rmSync(scratch, { recursive: true, force: true });
    });

    const trace = (what: string) => {
      if (process.env.CRASH_TRACE) console.log(`${((Date.now() - started) / 1000).toFixed(2)} ${what}`);
    };
    async function start(): Promise<Server> {
      trace('starting');
      let output = '';
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          STATIC_DIR: staticDir,
          DATABASE_URL: databaseUrl,
          PIN_PEPPER,
          OPERATOR_KEY,
          // The one deposit below is recorded at once rather than waiting for a second operator.
          APPROVAL_THRESHOLD_USDT: DEPOSIT,
          SMTP_URL: '',
          PUBLIC_URL: '',
          LOG_LEVEL: 'warn',
          DEV_CHAIN: 'off',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
      };
      child.stdout?.on('data', collect);
      child.stderr?.on('data', collect);
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      // Generous: on a loaded machine compiling and opening the database can take long; a start is not timed here.
      const deadline = Date.now() + START_LIMIT_MS;
      while (!output.includes('is running at')) {
        if (child.exitCode !== null) throw new Error(why(`the server did not come back:\n${output}`));
        if (Date.now() > deadline)
          throw new Error(why(`the server did not start within ${START_LIMIT_MS / 1000} s:\n${output}`));
        await new Promise((r) => setTimeout(r, 25));
      }
      trace('started');
      return { child, output: () => output, exited };
    }

    async function kill(target: Server) {
      target.child.kill('SIGKILL');
      // Until the exit is reaped the pid still answers kill(pid, 0), and the lock would look held.
      await target.exited;
    }

    server = await start();

    // The demo member who signs in with a security PIN gets money through the operator's deposit.
    const demo = (
      JSON.parse(readFileSync(join(dataDir, 'demo-sign-ins.json'), 'utf8')) as Array<{
        username: string;
        password: string;
        pin?: string;
        authType: string;
      }>
    ).find((m) => m.authType === 'mpin' && m.pin)!;
    const pre = await call(port, 'POST', 'pre-login', {
      body: { username: demo.username, password: demo.password },
    });
    expect(pre.status, pre.text).toBe(200);
    const login = await call(port, 'POST', 'login', {
      token: String(pre.body.token),
      body: { mpin: demo.pin },
    });
    expect(login.status, login.text).toBe(200);
    const token = String(login.body.token);
    const operator = { headers: { authorization: `Bearer ${OPERATOR_KEY}` } };
    const recorded = await call(port, 'POST', 'operator/deposit', {
      ...operator,
      body: { username: demo.username, payment_method_id: 1, amount: DEPOSIT, txhash: `crash${SEED}deposit` },
    });
    expect(recorded.status, recorded.text).toBe(200);
    const synced = await call(port, 'GET', 'balance-sync?payment_method_id=1', { token });
    expect(synced.status, synced.text).toBe(200);

    const cards = async () => {
      const res = await call(port, 'GET', 'transfer?page=1', { token });
      expect(res.status, res.text).toBe(200);
      const list = res.body.more_details as Array<{ title: string; value: string }>;
      const card = (title: string) => toMicros(list.find((c) => c.title === title)!.value);
      return { payIn: card('Wallet Balance'), reserve: card('Reserve Wallet') };
    };
    const opening = await cards();
    expect(opening.payIn).toBeGreaterThanOrEqual(toMicros(DEPOSIT));

    const sent = new Map<string, Sent>();
    // When the newest transfer left and how long transfers take, to aim kills at any point of a request.
    let lastSent = 0;
    const latencies: number[] = [];
    let cutLanded = 0;
    let cutLost = 0;

    const transfer = (entry: Sent) =>
      call(port, 'POST', 'transfer/amount', {
        token,
        body: entry.body,
        headers: { 'idempotency-key': entry.key },
      });

    async function stream(round: number, stop: { now: boolean }) {
      const worker = async (w: number) => {
        for (let n = 0; !stop.now; n++) {
          const key = `crash-${SEED}-${round}-${w}-${n}`;
          const amount = BigInt(10_000 + Math.floor(rand() * 990_000));
          const body = {
            wallet: 'pay_in_to_reserve',
            transfer_amount: fromMicros(amount),
            payee: demo.username,
            comment: key,
            mpin: demo.pin!,
          };
          const entry: Sent = { key, body, amount, outcome: 'cut' };
          sent.set(key, entry);
          try {
            const sentAt = Date.now();
            lastSent = sentAt;
            const res = await transfer(entry);
            latencies.push(Date.now() - sentAt);
            entry.first = res;
            entry.outcome = res.status >= 200 && res.status < 300 ? 'acked' : 'refused';
          } catch {
            return;
          }
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    }

    /** Every transfer the member's history shows, all pages. */
    async function history(): Promise<Transfer[]> {
      const all: Transfer[] = [];
      for (let page = 1; ; page++) {
        const res = await call(port, 'GET', `transfer?page=${page}`, { token });
        expect(res.status, res.text).toBe(200);
        const data = res.body.data as { last_page: number; total: number; data: Transfer[] };
        all.push(...data.data);
        if (page >= data.last_page) {
          expect(all.length, why('the pages add up to the total')).toBe(data.total);
          return all;
        }
      }
    }

    async function verify(label: string) {
      trace(`verify ${label}`);
      const seen = new Map<string, number>();
      let moved = 0n;
      for (const t of await history()) {
        seen.set(t.comment, (seen.get(t.comment) ?? 0) + 1);
        const entry = sent.get(t.comment);
        expect(entry, why(`${label}: transfer ${t.comment} was never sent`)).toBeDefined();
        expect(toMicros(t.transfer_amount)).toBe(entry!.amount);
        moved += entry!.amount;
      }
      for (const entry of sent.values()) {
        const times = seen.get(entry.key) ?? 0;
        if (entry.outcome === 'acked') expect(times, why(`${label}: acknowledged ${entry.key}`)).toBe(1);
        else if (entry.outcome === 'cut')
          expect(times, why(`${label}: cut-off ${entry.key}`)).toBeLessThanOrEqual(1);
        else expect(times, why(`${label}: refused ${entry.key} ${entry.first?.text}`)).toBe(0);
      }
      const now = await cards();
      expect(now.reserve - opening.reserve, why(`${label}: the reserve grew by what was moved`)).toBe(moved);
      expect(opening.payIn - now.payIn, why(`${label}: the wallet shrank by what was moved`)).toBe(moved);
      const check = await call(port, 'GET', 'operator/ledger/check', operator);
      expect(check.status, check.text).toBe(200);
      expect(check.body.ok, why(`${label}: ledger check ${check.text}`)).toBe(true);
      return seen;
    }

    for (let round = 1; round <= KILLS; round++) {
      const stop = { now: false };
      const streaming = stream(round, stop);
      await new Promise((r) => setTimeout(r, 30 + Math.floor(rand() * 300)));
      // Then to a random point of the request in flight, from its code check through its commit to its answer.
      const typical = [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length / 2)] ?? 0;
      const aim = lastSent + Math.floor(rand() * typical * 1.2) - Date.now();
      if (aim > 0) await new Promise((r) => setTimeout(r, aim));
      await kill(server);
      stop.now = true;
      await streaming;
      trace(`killed ${round}`);

      server = await start();
      const seen = await verify(`after kill ${round}`);

      // A request cut off by the kill is retried with its key: it lands once, whether or not it had landed.
      for (const entry of sent.values()) {
        if (entry.outcome !== 'cut') continue;
        const landed = seen.get(entry.key) === 1;
        if (landed) cutLanded++;
        else cutLost++;
        const retry = await transfer(entry);
        expect(retry.status, why(`retry of ${entry.key}: ${retry.text}`)).toBe(200);
        expect(retry.headers['idempotent-replayed'] === 'true', why(`retry of ${entry.key}`)).toBe(landed);
        entry.outcome = 'acked';
        entry.first = retry;
      }
      // An acknowledged one retried gets its first answer again and moves nothing more.
      const acked = [...sent.values()].filter((e) => e.outcome === 'acked' && e.first);
      const again = acked[Math.floor(rand() * acked.length)];
      if (again) {
        const replay = await transfer(again);
        expect(replay.status).toBe(again.first!.status);
        expect(replay.body).toEqual(again.first!.body);
        expect(replay.headers['idempotent-replayed']).toBe('true');
      }
    }
    const seen = await verify('at the end');
    const acknowledged = [...sent.values()].filter((e) => e.outcome === 'acked').length;
    expect(seen.size).toBe(acknowledged);
    expect(acknowledged, why('enough transfers went through to mean something')).toBeGreaterThan(KILLS);
    console.log(
      `crash (${engine}): ${KILLS} kills, ${sent.size} transfers sent, ${acknowledged} present; ` +
        `of those cut off by a kill ${cutLanded} had landed and ${cutLost} had not; ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s, CRASH_SEED=${SEED}`,
    );
  }, 600_000);
});
