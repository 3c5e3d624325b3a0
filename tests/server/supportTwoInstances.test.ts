import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { openEventStream } from './liveStream';
import { exitWithin, killLaunchedServers, launchServer, untilRunning } from './serverProcess';

const KEY = 'two-instances-operator-key-0123456789';
const PORTS = [3371, 3372] as const;
const base = (port: number) => `http://127.0.0.1:${port}`;

async function signIn(url: string): Promise<string> {
  const postJson = (path: string, body: unknown, token?: string) =>
    fetch(`${url}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ token: string }>);
  const pre = await postJson('pre-login', { username: 'demo', password: DEMO_PASSWORD });
  return (await postJson('login', { mpin: '4831' }, pre.token)).token;
}

describe.runIf(process.env.TEST_DATABASE_URL)('live updates across two servers on one PostgreSQL', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'tessera-live-'));
  const name = `tessera_live_${randomBytes(6).toString('hex')}`;

  afterAll(async () => {
    killLaunchedServers();
    rmSync(scratch, { recursive: true, force: true });
    const admin = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL as string });
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  });

  it("streams the operator's reply made through one server to a member connected to the other within 2 s", async () => {
    const admin = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL as string });
    await admin.db.execute(sql.raw(`create database ${name}`));
    await admin.close();
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    const staticDir = join(scratch, 'dist');
    mkdirSync(staticDir, { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Tessera</title>');
    const env = (port: number) => ({
      PORT: String(port),
      DATABASE_URL: url.toString(),
      DATA_DIR: join(scratch, `data-${port}`),
      STATIC_DIR: staticDir,
      PIN_PEPPER: 'two-instances-pepper-0123456789abcdef',
      OPERATOR_KEY: KEY,
    });
    // One after the other: the first migrates and seeds the demo team.
    const a = launchServer(env(PORTS[0]));
    await untilRunning(a);
    const b = launchServer(env(PORTS[1]));
    await untilRunning(b);

    const token = await signIn(base(PORTS[1]));
    const form = new FormData();
    form.append('subject_id', '1');
    form.append('message', 'My deposit has not arrived');
    const raised = await fetch(`${base(PORTS[1])}/api/raise-ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(raised.status).toBe(200);
    const { ticket_id: id } = (await raised.json()) as { ticket_id: number };

    const stream = await openEventStream(base(PORTS[1]), token);
    expect(stream.status).toBe(200);
    const started = Date.now();
    const reply = await fetch(`${base(PORTS[0])}/api/operator/tickets/${id}/reply`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Credited now' }),
    });
    expect(reply.status).toBe(200);
    const event = await stream.next('ticket', 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(event.data).toMatchObject({ ticket_id: id, status: 1 });

    // A stopping server ends the streams it holds, rather than waiting for members to leave.
    for (const server of [b, a]) {
      server.child.kill('SIGTERM');
      expect(await exitWithin(server, 20_000), server.output()).toBe(0);
    }
    await stream.ended;
  }, 120_000);
});
