import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { desc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { runCli } from '../../server/cli/operator';
import type { Config } from '../../server/config';
import { type Db, migrate } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { auditLog, mailOutbox, operatorKeys } from '../../server/db/schema/ops';
import { createOutboxMailer } from '../../server/mail/mailer';
import { ensureOperatorKey, hashOperatorKey, OPERATOR_KEY_FILE } from '../../server/services/operator';
import type { OperatorLoginLinkResponse, OperatorMailResponse } from '../../src/api/contract';
import { post, registration, testConfig } from './harness';

const CLI_PORT = 3230;
const ENV_KEY = 'environment-operator-key-0123456789';
const quiet = { info() {}, warn() {}, error() {} };

let template: PGlite;
let client: PGlite;
let db: Db;
let app: FastifyInstance;
let dataDir: string;
let key: string;
let now: Date;

async function startApp(overrides: Partial<Config> = {}) {
  const config: Config = { ...testConfig, publicUrl: 'https://tessera.example', dataDir, ...overrides };
  app = await buildApp({ db, config, mailer: createOutboxMailer(quiet), now: () => now });
  await app.ready();
}

function operator(method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) {
  return app.inject({
    method,
    url: `/api/operator/${url}`,
    headers: headers ?? { authorization: `Bearer ${key}` },
    ...(payload ? { payload } : {}),
  });
}

async function register(username: string, extra: Record<string, unknown> = {}) {
  const res = await post(app, '/api/register', registration(username, extra));
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  template = await PGlite.create();
  await migrate(drizzle(template, { schema }));
});

afterAll(async () => {
  await template.close();
});

beforeEach(async () => {
  client = (await template.clone()) as PGlite;
  db = drizzle(client, { schema });
  dataDir = mkdtempSync(join(tmpdir(), 'tessera-ops-'));
  now = new Date();
  const path = await ensureOperatorKey(db, dataDir);
  key = readFileSync(path!, 'utf8').trim();
  await startApp();
});

afterEach(async () => {
  await app.close();
  await client.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the operator key', () => {
  it('is created once, kept in operator.key readable by the owner only, and stored only as a hash', async () => {
    const path = join(dataDir, OPERATOR_KEY_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.select().from(operatorKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.keyHash).toBe(hashOperatorKey(key));
    expect(JSON.stringify(rows)).not.toContain(key);

    expect(await ensureOperatorKey(db, dataDir)).toBeNull();
    expect(readFileSync(path, 'utf8').trim()).toBe(key);
  });

  it('refuses a call without a key, with a wrong key, and with a revoked key', async () => {
    await register('ada');
    const missing = await operator('POST', 'login-link', { username: 'ada' }, {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({
      status: false,
      msg: expect.stringContaining('An operator session or key is required'),
    });

    const wrong = await operator(
      'POST',
      'login-link',
      { username: 'ada' },
      { authorization: `Bearer ${'x'.repeat(43)}` },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      status: false,
      message: 'The operator session has ended or the key was refused: sign in again',
      msg: 'The operator session has ended or the key was refused: sign in again',
      request_id: wrong.headers['x-request-id'],
    });

    await db.update(operatorKeys).set({ revokedAt: now });
    expect((await operator('GET', 'mail?username=ada')).statusCode).toBe(401);
    expect(await db.select().from(auditLog)).toHaveLength(0);
  });

  it('accepts the key in X-Operator-Key and the OPERATOR_KEY from the environment', async () => {
    await register('ada');
    expect(
      (await operator('GET', 'mail?username=ada', undefined, { 'x-operator-key': key })).statusCode,
    ).toBe(200);

    await app.close();
    await startApp({ operatorKey: ENV_KEY });
    const res = await operator('GET', 'mail?username=ada', undefined, { authorization: `Bearer ${ENV_KEY}` });
    expect(res.statusCode).toBe(200);
    const [entry] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.operatorKeyId).toBeNull();
  });
});

describe('operator sign-in links', () => {
  it('gives a link whose token signs in as the member exactly once', async () => {
    await register('ada');
    const res = await operator('POST', 'login-link', { username: 'ada' });
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json<OperatorLoginLinkResponse>();
    const url = new URL(link.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://tessera.example/login');
    expect(url.searchParams.get('user')).toBe('ada');
    expect(new Date(link.expires_at).getTime()).toBeGreaterThan(now.getTime());

    const body = { username: 'ada', temp_token: url.searchParams.get('auth') };
    const first = await post(app, '/api/login-as-user', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: true, username: 'ada', token: expect.any(String) });

    const second = await post(app, '/api/login-as-user', body);
    expect(second.statusCode).not.toBe(200);
    expect(second.json()).toMatchObject({ status: false });
  });

  it('says when no member has the username', async () => {
    const res = await operator('POST', 'login-link', { username: 'nobody' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, message: 'No member has the username nobody' });
  });

  it('writes every call, including refused ones, to the audit log with its key and address', async () => {
    await register('ada');
    await operator('POST', 'login-link', { username: 'ada' });
    await operator('GET', 'mail?username=ada&limit=5');
    await operator('POST', 'login-link', { username: 'nobody' });

    const [stored] = await db.select().from(operatorKeys);
    const entries = await db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.subjectUsername, e.details.outcome])).toEqual([
      ['login-link.create', 'ada', 'ok'],
      ['mail.list', 'ada', 'ok'],
      ['login-link.create', 'nobody', 'refused'],
    ]);
    expect(entries.every((e) => e.operatorKeyId === stored?.id && e.ip === '127.0.0.1')).toBe(true);
    expect(entries[1]?.details.limit).toBe(5);
    expect(JSON.stringify(entries)).not.toContain(key);
  });
});

describe("reading a member's mail", () => {
  it("lists the member's mails newest first, and only theirs", async () => {
    await register('ada');
    await register('grace', { sponsor: 'ada', position: 'L' });
    now = new Date(now.getTime() + 120_000);
    const resend = await post(app, '/api/resendotp', { username: 'ada', from: 'verify' });
    expect(resend.statusCode, resend.body).toBe(200);

    const res = await operator('GET', 'mail?username=ada');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<OperatorMailResponse>();
    expect(data).toHaveLength(2);
    expect(data.every((m) => m.to === 'ada@example.test')).toBe(true);
    expect(Date.parse(data[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(data[1]!.created_at));
    const [newest] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'ada@example.test'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(data[0]).toMatchObject({ subject: newest?.subject, text: newest?.text, sent_at: null });

    const limited = await operator('GET', 'mail?username=ada&limit=1');
    expect(limited.json<OperatorMailResponse>().data).toHaveLength(1);
    expect((await operator('GET', 'mail?username=ada&limit=0')).statusCode).toBe(422);
    expect((await operator('GET', 'mail?username=nobody')).statusCode).toBe(404);
  });
});

describe('the operator command line', () => {
  const lines: string[] = [];
  const errors: string[] = [];
  const cli = (args: string[], env: Record<string, string>) =>
    runCli(
      args,
      env,
      (l) => lines.push(l),
      (l) => errors.push(l),
    );

  beforeEach(async () => {
    lines.length = 0;
    errors.length = 0;
    await app.listen({ port: CLI_PORT, host: '127.0.0.1' });
  });

  it('prints a sign-in link using the key from DATA_DIR/operator.key', async () => {
    await register('ada');
    const code = await cli(['login-link', 'ada'], {
      TESSERA_URL: `http://127.0.0.1:${CLI_PORT}`,
      DATA_DIR: dataDir,
    });
    expect(errors).toEqual([]);
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/^https:\/\/tessera\.example\/login\?user=ada&auth=[A-Za-z0-9_-]+$/);
  });

  it("prints the member's latest mail readably", async () => {
    await register('ada');
    const code = await cli(['mail', 'ada', '--limit', '1'], {
      TESSERA_URL: `http://127.0.0.1:${CLI_PORT}`,
      OPERATOR_KEY: key,
    });
    expect(code).toBe(0);
    const printed = lines.join('\n');
    expect(printed).toContain('to ada@example.test');
    expect(printed).toContain('not sent (outbox)');
    expect(printed).toMatch(/Subject: .+/);
  });

  it('fails clearly on an unknown member, a wrong key, and a server that is not running', async () => {
    const url = `http://127.0.0.1:${CLI_PORT}`;
    expect(await cli(['login-link', 'nobody'], { TESSERA_URL: url, OPERATOR_KEY: key })).toBe(1);
    expect(errors.pop()).toBe('No member has the username nobody');

    expect(await cli(['mail', 'ada'], { TESSERA_URL: url, OPERATOR_KEY: 'not-the-right-key-at-all' })).toBe(
      1,
    );
    expect(errors.pop()).toContain('refused the operator key');

    const down = 'http://127.0.0.1:3231';
    expect(await cli(['mail', 'ada'], { TESSERA_URL: down, OPERATOR_KEY: key })).toBe(1);
    expect(errors.pop()).toBe(`Cannot reach Tessera at ${down}: is it running? (npm start)`);

    expect(await cli(['frobnicate'], { TESSERA_URL: url })).toBe(2);
    expect(errors[0]).toBe("Unknown command 'frobnicate'.");
    expect(errors.join('\n')).toContain('login-link <username>');
  });
});
