import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { desc, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { type Db, migrate, openDatabase } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { mailOutbox } from '../../server/db/schema';
import { checkLedger } from '../../server/ledger/invariants';
import { createOutboxMailer } from '../../server/mail/mailer';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL names a server to create scratch databases on. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const testConfig: Config = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  databaseUrl: undefined,
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

let pgliteTemplate: Promise<PGlite> | undefined;
async function migratedTemplate(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const client = await PGlite.create();
    await migrate(drizzlePglite(client, { schema }));
    return client;
  })();
  return pgliteTemplate;
}

interface EngineHandle {
  fresh(): Promise<Db>;
  cleanup(): Promise<void>;
  dispose(): Promise<void>;
}

async function pgliteHandle(): Promise<EngineHandle> {
  let current: PGlite | undefined;
  return {
    async fresh() {
      current = (await (await migratedTemplate()).clone()) as PGlite;
      return drizzlePglite(current, { schema });
    },
    async cleanup() {
      await current?.close();
      current = undefined;
    },
    async dispose() {},
  };
}

/** One scratch database per test file, emptied between tests and dropped at the end. */
async function postgresHandle(): Promise<EngineHandle> {
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `tessera_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: baseUrl });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString() });
  await migrate(opened.db);
  const listed = (await opened.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const tables = listed.rows.map((r) => `"${r.tablename}"`);
  return {
    async fresh() {
      await opened.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
      await migrate(opened.db);
      return opened.db;
    },
    async cleanup() {},
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

/** Runs `body` once per engine, each test on a freshly migrated database with its own app, mailer and clock. */
export function describeEngines(title: string, body: (ctx: () => TestContext) => void) {
  describe.each(engines)(`${title} (%s)`, (engine) => {
    let handle: EngineHandle;
    let ctx: TestContext | undefined;
    beforeAll(async () => {
      handle = engine === 'pglite' ? await pgliteHandle() : await postgresHandle();
    });
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
        await handle.cleanup();
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
