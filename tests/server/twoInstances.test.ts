import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { checkLedger } from '../../server/ledger/invariants';
import { fromMicros, toMicros } from '../../src/api/contract';
import { openEventStream } from './liveStream';
import { openTestRedis, redisRelay, testRedisUrl } from './redisFixtures';
import { seededRandom } from './seededRandom';
import {
  type Answer,
  call,
  exitWithin,
  freePort,
  killLaunchedServers,
  launchServer,
  type ServerProcess,
  untilRunning,
} from './serverProcess';

/**
 * Two real server processes on one PostgreSQL and one Redis, as behind a load balancer: whichever instance a
 * request lands on, members meet the same limits, sessions, live updates, money and daily returns.
 */

const KEY = `two-instances-operator-key-${randomBytes(8).toString('hex')}`;
const SEED = Number(process.env.TWO_INSTANCES_SEED ?? Date.now() % 2 ** 31);
const DAY = 86_400_000;

interface DemoSignIn {
  username: string;
  password: string;
  pin?: string;
  authType: string;
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A request whose body is held back until `finish` is called: in flight at the server until then. */
function halfSent(port: number, path: string, body: string, contentType = 'application/json') {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let finish!: () => void;
  const answer = new Promise<Answer>((done, fail) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/${path}`,
        agent: false,
        headers: { 'content-type': contentType, 'content-length': String(bytes.length) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          done({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text), text });
        });
      },
    );
    req.on('error', fail);
    req.write(bytes.subarray(0, half));
    finish = () => req.end(bytes.subarray(half));
  });
  return { answer, finish: () => finish() };
}

const refusedConnection = (port: number) =>
  call(port, 'GET', 'health/live').then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
  );

describe.runIf(process.env.TEST_DATABASE_URL && testRedisUrl)(
  'two instances on one PostgreSQL and one Redis',
  () => {
    const scratch = mkdtempSync(join(tmpdir(), 'tessera-two-'));
    const name = `tessera_two_${randomBytes(6).toString('hex')}`;
    // Read while the suite is collected, skipped or not: without TEST_DATABASE_URL nothing here runs.
    const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://skipped@127.0.0.1/skipped');
    url.pathname = `/${name}`;
    const dataDir = join(scratch, 'data');
    const staticDir = join(scratch, 'dist');
    const ports: number[] = [];
    const servers: ServerProcess[] = [];
    let relay: Awaited<ReturnType<typeof redisRelay>>;
    let redisKeys: Awaited<ReturnType<typeof openTestRedis>>;
    let demo: DemoSignIn[] = [];

    const env = (port: number, extra: Record<string, string> = {}) => ({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      REDIS_URL: relay.url,
      REDIS_KEY_PREFIX: redisKeys.prefix,
      // One data directory, as on one machine: the demo sign-ins are written where both can read them.
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      PIN_PEPPER: 'two-instances-pepper-0123456789abcdef',
      OPERATOR_KEY: KEY,
      // The one deposit below is recorded at once rather than waiting for a second operator.
      APPROVAL_THRESHOLD_USDT: '100000',
      SHUTDOWN_DELAY_SECONDS: '1',
      ...extra,
    });
    /** Starts both at the same moment; instance i listens on ports[i]. */
    async function startBoth(extra: Record<string, string> = {}) {
      servers.splice(0, 2, ...ports.map((port) => launchServer(env(port, extra))));
      await Promise.all(servers.map(untilRunning));
    }
    const [A, B] = [0, 1];

    async function signIn(port: number, who = 'demo'): Promise<string> {
      const member = demo.find((m) => m.username === who)!;
      const pre = await call(port, 'POST', 'pre-login', {
        body: { username: who, password: member.password },
      });
      expect(pre.status, pre.text).toBe(200);
      const login = await call(port, 'POST', 'login', {
        token: String(pre.body.token),
        body: { mpin: member.pin },
      });
      expect(login.status, login.text).toBe(200);
      return String(login.body.token);
    }

    beforeAll(async () => {
      const admin = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL as string });
      await admin.db.execute(sql.raw(`create database ${name}`));
      await admin.close();
      mkdirSync(staticDir, { recursive: true });
      writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Tessera</title>');
      relay = await redisRelay();
      redisKeys = await openTestRedis();
      ports.push(await freePort(), await freePort());
    });

    afterAll(async () => {
      killLaunchedServers();
      await Promise.all(servers.map((s) => s.exited));
      await relay?.close();
      await redisKeys?.close();
      rmSync(scratch, { recursive: true, force: true });
      const admin = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL as string });
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    });

    it('start at the same moment on a fresh database, one migrating and seeding while the other waits, both ready', async () => {
      await startBoth();
      for (const port of ports) {
        const ready = await call(port, 'GET', 'health/ready');
        expect(ready.status, ready.text).toBe(200);
        expect(ready.body).toEqual({
          ready: true,
          checks: { phase: 'serving', database: 'ok', redis: 'ok' },
        });
      }
      demo = JSON.parse(readFileSync(join(dataDir, 'demo-sign-ins.json'), 'utf8')) as DemoSignIn[];
      expect(demo.length).toBeGreaterThan(5);
    }, 180_000);

    it('refuses the 11th password guess for one account whichever instance it reaches', async () => {
      for (let guess = 1; guess <= 10; guess++) {
        const port = ports[guess % 2]!;
        const res = await call(port, 'POST', 'pre-login', {
          body: { username: 'frank', password: `Wrong-pass-${guess}` },
        });
        expect(res.status, `guess ${guess}: ${res.text}`).toBe(422);
      }
      const frank = demo.find((m) => m.username === 'frank')!;
      for (const [port, password] of [
        [ports[A], 'Wrong-pass-11'],
        [ports[B], 'Wrong-pass-12'],
        // The right password as well: the account is counted before any password is checked.
        [ports[B], frank.password],
      ] as const) {
        const res = await call(port!, 'POST', 'pre-login', { body: { username: 'frank', password } });
        expect(res.status, res.text).toBe(429);
        expect(res.body.message).toMatch(/try again in \d+ (seconds|minutes?)/);
      }
    });

    it('refuses sign-in with 503 while Redis cannot be reached, answers not ready, and recovers with it', async () => {
      await relay.cut();
      const refused = await call(ports[A]!, 'POST', 'pre-login', {
        body: { username: 'demo', password: demo[0]!.password },
      });
      expect(refused.status, refused.text).toBe(503);
      expect(refused.body).toMatchObject({
        status: false,
        message: expect.stringMatching(/refused for safety/),
      });
      expect(refused.headers['retry-after']).toBe('5');
      const ready = await call(ports[B]!, 'GET', 'health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ ready: false, checks: { redis: 'unreachable', database: 'ok' } });

      await relay.restore();
      for (const port of ports)
        await until('ready again', async () => (await call(port, 'GET', 'health/ready')).status === 200);
      await signIn(ports[A]!);
    });

    it('refuses on B a token signed out on A', async () => {
      const token = await signIn(ports[A]!);
      expect((await call(ports[B]!, 'GET', 'dashboard', { token })).status).toBe(200);
      const out = await call(ports[A]!, 'POST', 'logout', { token });
      expect(out.status, out.text).toBe(200);
      const after = await call(ports[B]!, 'GET', 'dashboard', { token });
      expect(after.status).toBe(401);
    });

    it("streams an operator's reply written through A to a member connected to B within 2 s", async () => {
      const base = (port: number) => `http://127.0.0.1:${port}`;
      const token = await signIn(ports[B]!);
      const form = new FormData();
      form.append('subject_id', '1');
      form.append('message', 'My deposit has not arrived');
      const raised = await fetch(`${base(ports[B]!)}/api/raise-ticket`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(raised.status).toBe(200);
      const { ticket_id: id } = (await raised.json()) as { ticket_id: number };

      const stream = await openEventStream(base(ports[B]!), token);
      expect(stream.status).toBe(200);
      const started = Date.now();
      const reply = await call(ports[A]!, 'POST', `operator/tickets/${id}/reply`, {
        headers: { authorization: `Bearer ${KEY}` },
        body: { message: 'Credited now' },
      });
      expect(reply.status, reply.text).toBe(200);
      const event = await stream.next('ticket', 2000);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(event.data).toMatchObject({ ticket_id: id, status: 1 });
      stream.close();
    });

    it('on SIGTERM, B answers not ready, stops taking connections, finishes the requests in flight and exits 0', async () => {
      const b = servers[B]!;
      const who = demo.find((m) => m.username === 'alice')!;
      const inFlight = [
        halfSent(ports[B]!, 'pre-login', JSON.stringify({ username: who.username, password: who.password })),
        halfSent(
          ports[B]!,
          'pre-login',
          JSON.stringify({ username: 'nobody-here', password: 'Wrong-pass-1' }),
        ),
      ];
      // The server holds both requests, waiting for the rest of their bodies.
      await new Promise((r) => setTimeout(r, 300));
      b.child.kill('SIGTERM');
      const ready = await until('not ready', async () => {
        const res = await call(ports[B]!, 'GET', 'health/ready');
        return res.status === 503 ? res : undefined;
      });
      expect(ready.body).toMatchObject({ ready: false, checks: { phase: 'stopping' } });
      // After SHUTDOWN_DELAY_SECONDS it listens no more, while the two requests are still open.
      await until('stopped listening', () => refusedConnection(ports[B]!), 10_000);
      for (const request of inFlight) request.finish();
      const [signedIn, refused] = await Promise.all(inFlight.map((r) => r.answer));
      expect(signedIn!.status, signedIn!.text).toBe(200);
      expect(signedIn!.body.token).toEqual(expect.any(String));
      expect(refused!.status, refused!.text).toBe(422);
      expect(await exitWithin(b, 20_000), b.output()).toBe(0);
    }, 60_000);

    it('loses no acknowledged transfer when A is killed mid-load: what was cut off is replayed on B with its key', async () => {
      const rand = seededRandom(SEED);
      const why = (text: string) => `${text} (TWO_INSTANCES_SEED=${SEED})`;
      servers[B] = launchServer(env(ports[B]!));
      await untilRunning(servers[B]!);
      const member = demo.find((m) => m.username === 'demo')!;
      const token = await signIn(ports[A]!);
      const recorded = await call(ports[A]!, 'POST', 'operator/deposit', {
        headers: { authorization: `Bearer ${KEY}` },
        body: { username: 'demo', payment_method_id: 1, amount: '5000', txhash: `two${SEED}deposit` },
      });
      expect(recorded.status, recorded.text).toBe(200);
      expect((await call(ports[B]!, 'GET', 'balance-sync?payment_method_id=1', { token })).status).toBe(200);

      interface Sent {
        key: string;
        body: Record<string, string>;
        amount: bigint;
        first?: Answer;
      }
      const sent: Sent[] = [];
      const send = (port: number, entry: Sent) =>
        call(port, 'POST', 'transfer/amount', {
          token,
          body: entry.body,
          headers: { 'idempotency-key': entry.key },
        });
      let killed = false;
      const worker = async (w: number) => {
        for (let n = 0; !killed; n++) {
          const key = `two-${SEED}-${w}-${n}`;
          const amount = BigInt(10_000 + Math.floor(rand() * 990_000));
          const entry: Sent = {
            key,
            amount,
            body: {
              wallet: 'pay_in_to_reserve',
              transfer_amount: fromMicros(amount),
              payee: 'demo',
              comment: key,
              mpin: member.pin!,
            },
          };
          sent.push(entry);
          try {
            entry.first = await send(ports[A]!, entry);
          } catch {
            return;
          }
        }
      };
      const load = Promise.all([worker(0), worker(1)]);
      // The kill lands mid-load: once transfers are going through (a busy machine takes a while for the first
      // PIN check), after 300–900 ms more of them.
      for (let waited = 0; !sent.some((e) => e.first?.status === 200) && waited < 20_000; waited += 25) {
        await new Promise((r) => setTimeout(r, 25));
      }
      await new Promise((r) => setTimeout(r, 300 + rand() * 600));
      killed = true;
      servers[A]!.child.kill('SIGKILL');
      await load;
      await servers[A]!.exited;

      const acknowledged = sent.filter((e) => e.first && e.first.status === 200);
      const cut = sent.filter((e) => !e.first);
      expect(acknowledged.length, why('transfers went through before the kill')).toBeGreaterThan(0);
      expect(
        sent.every((e) => !e.first || e.first.status === 200),
        why('every answer before the kill'),
      ).toBe(true);
      // Every request cut off, and some that were answered (each request counts against the member's limits).
      for (const entry of [...cut, ...acknowledged.slice(-10)]) {
        const again = await send(ports[B]!, entry);
        expect(again.status, why(`${entry.key} on B: ${again.text}`)).toBe(200);
        // An acknowledged transfer is answered again as it was, not made a second time.
        if (entry.first) expect(again.body, why(entry.key)).toEqual(entry.first.body);
      }

      const history: Array<{ comment: string; transfer_amount: string }> = [];
      for (let page = 1; ; page++) {
        const res = await call(ports[B]!, 'GET', `transfer?page=${page}`, { token });
        const data = res.body.data as { last_page: number; data: typeof history };
        history.push(...data.data);
        if (page >= data.last_page) break;
      }
      const times = new Map<string, number>();
      for (const t of history) times.set(t.comment, (times.get(t.comment) ?? 0) + 1);
      for (const entry of sent) expect(times.get(entry.key), why(entry.key)).toBe(1);
      const moved = history.reduce((sum, t) => sum + toMicros(t.transfer_amount), 0n);
      expect(moved).toBe(sent.reduce((sum, e) => sum + e.amount, 0n));
    }, 180_000);

    it('pays each stake once for each day when the daily run starts on both instances at once', async () => {
      type Stake = {
        id: number;
        days: number;
        duration: number | null;
        status: number;
        paid_roi_income: string;
      };
      const stakesOf = async (who: string, port: number) => {
        const token = await signIn(port, who);
        const res = await call(port, 'GET', 'subscriptions?model=staking&page=1', { token });
        expect(res.status, res.text).toBe(200);
        return (res.body.data as { data: Stake[] }).data;
      };
      const members = ['demo', 'carol', 'grace'];
      const before = new Map<number, Stake>();
      for (const who of members)
        for (const stake of await stakesOf(who, ports[B]!)) before.set(stake.id, stake);
      servers[B]!.child.kill('SIGTERM');
      expect(await exitWithin(servers[B]!, 20_000)).toBe(0);
      // Three days on: both start, and both begin the daily run at once.
      await startBoth({ CLOCK_OFFSET_DAYS: '3' });
      const through = new Date(Date.now() + 3 * DAY - DAY).toISOString().slice(0, 10);
      const opened = await openDatabase({ databaseUrl: url.toString() });
      try {
        await until(
          `returns paid through ${through}`,
          async () => {
            const { rows } = (await opened.db.execute(
              sql`select count(*) filter (where paid_through < ${through}::date)::int as behind,
                         count(*)::int as buckets
                  from staking_accrual_progress`,
            )) as unknown as { rows: Array<{ behind: number; buckets: number }> };
            return rows[0]!.buckets > 0 && rows[0]!.behind === 0;
          },
          60_000,
        );
        for (const who of members) {
          const stakes = await stakesOf(who, ports[who === 'carol' ? B : A]!);
          expect(stakes.length, who).toBeGreaterThan(0);
          for (const stake of stakes) {
            const was = before.get(stake.id)!;
            if (was.status !== 1) continue;
            // Three more days each, never beyond the term.
            const expected = was.duration === null ? was.days + 3 : Math.min(was.days + 3, was.duration);
            expect(stake.days, `${who}'s stake ${stake.id}`).toBe(expected);
          }
          const told = stakes.reduce((sum, s) => sum + toMicros(s.paid_roi_income), 0n);
          // What the ledger credited the member as staking returns is exactly what the stakes say they paid.
          const { rows } = (await opened.db.execute(sql`
            select coalesce(sum(e.amount), 0)::text as credited
            from ledger_entries e
            join ledger_transfers t on t.id = e.transfer_id
            join ledger_accounts a on a.id = e.account_id
            join users u on u.id = a.owner_user_id
            where t.kind = 'staking_return' and u.username = ${who}`)) as unknown as {
            rows: Array<{ credited: string }>;
          };
          expect(BigInt(rows[0]!.credited), who).toBe(told);
        }
        expect(await checkLedger(opened.db)).toEqual([]);
      } finally {
        await opened.close();
      }
    }, 240_000);
  },
);
