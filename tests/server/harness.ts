import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { desc, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, inject } from 'vitest';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { type Db, migrate, openDatabase, putReferenceData, rowsOf } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { mailOutbox } from '../../server/db/schema';
import { checkLedger } from '../../server/ledger/invariants';
import { createOutboxMailer } from '../../server/mail/mailer';
import { type Engine, type EngineChoice, enginesFor } from './engines';
import { refuseRootQueriesInTransactions } from './transactionGuard';

export type { Engine } from './engines';

export const testConfig: Config = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  databaseUrl: undefined,
  databasePoolMax: 10,
  smtpUrl: undefined,
  mailFrom: 'Tessera <no-reply@localhost>',
  productName: 'Tessera',
  tokenTtlSeconds: 7200,
  pinPepper: 'test-pepper-0123456789abcdef',
  operatorKey: undefined,
  publicUrl: 'http://localhost:3100',
  logLevel: 'silent',
  redisKeyPrefix: 'tessera:',
  shutdownDelaySeconds: 0,
};

interface EngineHandle {
  fresh(): Promise<Db>;
  dispose(): Promise<void>;
}

/**
 * Empties every table and puts back the reference data `migrate` writes (countries, plans…), which is what a
 * freshly migrated database holds. As a superuser (PGlite, and PostgreSQL in CI) the rows are deleted in one
 * statement with triggers and foreign-key checks off for that transaction (the ledger's and the audit log's
 * refuse deletes) and the sequences start again: ~10 ms on PostgreSQL, where TRUNCATE of every table takes
 * ~0.5 s. Any other role truncates.
 */
async function emptying(db: Db): Promise<() => Promise<Db>> {
  const listed = await rowsOf<{ tablename: string; superuser: boolean }>(
    db,
    sql`select tablename, current_setting('is_superuser') = 'on' as superuser
      from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables = listed.map((r) => `"${r.tablename}"`);
  const empty = listed[0]?.superuser
    ? `do $$ begin
        set local session_replication_role = replica;
        ${tables.map((t) => `delete from ${t};`).join(' ')}
        perform setval(format('%I.%I', schemaname, sequencename), start_value, false)
          from pg_sequences where schemaname = 'public';
      end $$`
    : `truncate ${tables.join(', ')} restart identity cascade`;
  return async () => {
    await db.execute(sql.raw(empty));
    await putReferenceData(db);
    return db;
  };
}

/** One migrated in-memory PGlite per test file (each file runs in a process of its own), emptied between tests. */
let pglite: Promise<() => Promise<Db>> | undefined;
async function pgliteHandle(): Promise<EngineHandle> {
  pglite ??= (async () => {
    const db = drizzlePglite(await PGlite.create(), { schema });
    await migrate(db);
    return emptying(db);
  })();
  return { fresh: await pglite, async dispose() {} };
}

/**
 * One scratch database per test suite, copied from the run's migrated template, emptied between tests and
 * dropped at the end.
 */
async function postgresHandle(): Promise<EngineHandle> {
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `tessera_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = await openDatabase({ databaseUrl: baseUrl });
  await admin.db.execute(sql.raw(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString() });
  if (!template) await migrate(opened.db);
  refuseRootQueriesInTransactions(opened.db);
  return {
    fresh: await emptying(opened.db),
    async dispose() {
      await opened.close();
      await admin.db.execute(sql.raw(`drop database if exists ${name}`));
      await admin.close();
    },
  };
}

const silentLog = { info() {}, warn() {}, error() {} };

/** Reads mail the way a member would receive it: from the outbox rows that committed. */
export class Inbox {
  constructor(private readonly db: Db) {}
  private async to(address: string) {
    return this.db.select().from(mailOutbox).where(eq(mailOutbox.to, address)).orderBy(desc(mailOutbox.id));
  }
  /** The code in the newest mail to this address. */
  async lastCode(address: string): Promise<string> {
    const [mail] = await this.to(address);
    const code = mail?.text.match(/code is (\d+)/)?.[1];
    if (!code) throw new Error(`no code mailed to ${address}`);
    return code;
  }
  async countTo(address: string): Promise<number> {
    return (await this.to(address)).length;
  }
}

export class TestClock {
  private t = new Date('2026-03-02T09:00:00.000Z').getTime();
  readonly now = () => new Date(this.t);
  advance(ms: number) {
    this.t += ms;
  }
  set(date: Date) {
    this.t = date.getTime();
  }
}

export interface TestContext {
  engine: Engine;
  db: Db;
  app: FastifyInstance;
  inbox: Inbox;
  clock: TestClock;
}

type SuiteBody = (ctx: () => TestContext) => void;

/**
 * Runs `body` on each engine `enginesFor` picks (PostgreSQL only in CI unless the suite says which difference
 * between the engines it exercises with `pgliteToo`), each test on a freshly emptied database with its own
 * app, mailer and clock.
 */
export function describeEngines(title: string, body: SuiteBody): void;
export function describeEngines(title: string, choice: EngineChoice, body: SuiteBody): void;
export function describeEngines(title: string, ...args: [SuiteBody] | [EngineChoice, SuiteBody]) {
  const [choice, body] = args.length === 1 ? [{}, args[0]] : args;
  describe.each(enginesFor(choice))(`${title} (%s)`, (engine) => {
    let handle: EngineHandle;
    let ctx: TestContext | undefined;
    // Starting PGlite and migrating it takes seconds, and minutes on a machine busy with other work.
    beforeAll(async () => {
      handle = engine === 'pglite' ? await pgliteHandle() : await postgresHandle();
    }, 300_000);
    beforeEach(async () => {
      const db = await handle.fresh();
      const clock = new TestClock();
      const mailer = createOutboxMailer(silentLog);
      const app = await buildApp({ db, config: testConfig, mailer, now: clock.now });
      await app.ready();
      ctx = { engine, db, app, inbox: new Inbox(db), clock };
    });
    // Every test, whatever it exercised, must leave the ledger sound.
    afterEach(async () => {
      try {
        const violations = ctx ? await checkLedger(ctx.db) : [];
        if (violations.length > 0) throw new Error(`ledger invariants violated:\n${violations.join('\n')}`);
      } finally {
        await ctx?.app.close();
        ctx = undefined;
      }
    });
    afterAll(async () => {
      await handle?.dispose();
    });
    body(() => {
      if (!ctx) throw new Error('test context used outside a test');
      return ctx;
    });
  });
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

let seq = 0;
export const uniqueName = (prefix = 'member') =>
  `${prefix}${(++seq).toString(36)}${randomBytes(2).toString('hex')}`;

export const DEFAULT_PASSWORD = 'Correct-horse-42';
export const DEFAULT_PIN = '4831';

export function registration(username: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Test Member',
    username,
    email: `${username.toLowerCase()}@example.test`,
    phone: '+15551234567',
    country: 46,
    password: DEFAULT_PASSWORD,
    spassword: DEFAULT_PIN,
    sponsor: '',
    is_checked: 1,
    ...extra,
  };
}

export async function post(
  app: FastifyInstance,
  url: string,
  payload?: unknown,
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

export async function get(app: FastifyInstance, url: string, token?: string) {
  return app.inject({
    method: 'GET',
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

/** Registers and verifies a member through the API, as the SPA would. */
export async function registerVerified(
  ctx: TestContext,
  username: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const body = registration(username, extra);
  const res = await post(ctx.app, '/api/register', body);
  if (res.statusCode !== 200) throw new Error(`register ${username} failed: ${res.body}`);
  const verify = await post(ctx.app, '/api/verify-email', {
    username,
    otp: await ctx.inbox.lastCode(body.email),
  });
  if (verify.statusCode !== 200) throw new Error(`verify ${username} failed: ${verify.body}`);
}
