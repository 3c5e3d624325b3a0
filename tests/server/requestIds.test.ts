import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createOutboxMailer } from '../../server/mail/mailer';
import { describeEngines, type TestContext, testConfig } from './harness';

const silent = { info() {}, warn() {}, error() {} };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The app with its log kept as parsed lines, and a route that fails on the server's side. */
async function loggedApp(c: TestContext, trustProxy?: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp(
    { db: c.db, config: testConfig, mailer: createOutboxMailer(silent), now: c.clock.now },
    { logger: { level: 'info', stream }, ...(trustProxy ? { trustProxy } : {}) },
  );
  app.get('/api/fails-on-our-side', async () => {
    throw new Error('the database went away');
  });
  await app.ready();
  return { app, lines };
}

describeEngines('request ids', (ctx) => {
  it('answers every refusal with its request id, and the log names the failure by it', async () => {
    const c = ctx();
    const { app, lines } = await loggedApp(c);
    try {
      const failed = await app.inject({ method: 'GET', url: '/api/fails-on-our-side' });
      expect(failed.statusCode).toBe(500);
      const body = failed.json() as { request_id: string; message: string };
      expect(body.message).toBe('Something Went Wrong Please Try Again....');
      expect(body.request_id).toMatch(UUID);
      expect(failed.headers['x-request-id']).toBe(body.request_id);
      // What the member quotes from "It's us, not you" finds the failure, with its cause, in the log.
      const logged = lines.filter((line) => line.request_id === body.request_id);
      expect(logged.map((line) => line.msg)).toContain('request failed');
      expect(logged.find((line) => line.msg === 'request failed')).toMatchObject({
        err: { message: 'the database went away' },
      });

      // A refusal of the member's own doing carries it too; a success names it in the header only.
      const refused = await app.inject({ method: 'GET', url: '/api/user' });
      expect(refused.statusCode).toBe(401);
      expect((refused.json() as { request_id: string }).request_id).toBe(refused.headers['x-request-id']);
      const fine = await app.inject({ method: 'GET', url: '/api/country' });
      expect(fine.headers['x-request-id']).toMatch(UUID);
      expect(fine.json()).not.toHaveProperty('request_id');
      expect(
        new Set([body.request_id, refused.headers['x-request-id'], fine.headers['x-request-id']]).size,
      ).toBe(3);
    } finally {
      await app.close();
    }
  });

  it('takes the id a trusted proxy sends, and ignores one from anyone else or one unfit for a log', async () => {
    const c = ctx();
    const given = { 'x-request-id': 'lb-7f3a.2026-12-07:0042' };
    const untrusted = await loggedApp(c);
    const proxied = await loggedApp(c, '10.0.0.0/8');
    const trusted = await loggedApp(c, 'loopback');
    try {
      expect(
        (await untrusted.app.inject({ url: '/api/user', headers: given })).headers['x-request-id'],
      ).toMatch(UUID);
      // The proxy trusted is another one: this request came straight from 127.0.0.1.
      expect(
        (await proxied.app.inject({ url: '/api/user', headers: given })).headers['x-request-id'],
      ).toMatch(UUID);
      const passed = await trusted.app.inject({ url: '/api/user', headers: given });
      expect(passed.headers['x-request-id']).toBe('lb-7f3a.2026-12-07:0042');
      expect(passed.json()).toMatchObject({ request_id: 'lb-7f3a.2026-12-07:0042' });
      expect(trusted.lines.some((line) => line.request_id === 'lb-7f3a.2026-12-07:0042')).toBe(true);
      for (const unfit of ['two words', 'x'.repeat(129), 'line\u2028break']) {
        const answer = await trusted.app.inject({ url: '/api/user', headers: { 'x-request-id': unfit } });
        expect(answer.headers['x-request-id']).toMatch(UUID);
      }
    } finally {
      await Promise.all([untrusted.app.close(), proxied.app.close(), trusted.app.close()]);
    }
  });
});
