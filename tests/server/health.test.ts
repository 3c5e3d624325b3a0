import { expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Lifecycle } from '../../server/deps';
import { createOutboxMailer } from '../../server/mail/mailer';
import { describeEngines, get, json, post, testConfig } from './harness';

/** What a load balancer and an orchestrator read from an instance as it starts, serves and stops. */
describeEngines('health and readiness', (ctx) => {
  const silent = { info() {}, warn() {}, error() {} };

  it('answers live at once; ready only while serving; the API waits with 503 until migrated', async () => {
    const lifecycle: Lifecycle = { phase: 'starting' };
    const app = await buildApp({
      db: ctx().db,
      config: testConfig,
      mailer: createOutboxMailer(silent),
      lifecycle,
    });
    try {
      expect(json(await get(app, '/api/health/live'))).toEqual({ live: true });

      const starting = await get(app, '/api/health/ready');
      expect(starting.statusCode).toBe(503);
      expect(json(starting)).toMatchObject({
        status: false,
        message: 'Not ready: the database is being migrated',
        ready: false,
        checks: { phase: 'starting', database: 'ok', redis: 'not used' },
      });
      const early = await post(app, '/api/pre-login', { username: 'demo', password: 'Demo-pass-2026' });
      expect(early.statusCode).toBe(503);
      expect(early.headers['retry-after']).toBe('2');
      expect(json(early)).toMatchObject({
        status: false,
        message: 'Tessera is starting. Please try again in a moment.',
      });

      lifecycle.phase = 'serving';
      const serving = await get(app, '/api/health/ready');
      expect(serving.statusCode).toBe(200);
      expect(json(serving)).toEqual({
        ready: true,
        checks: { phase: 'serving', database: 'ok', redis: 'not used' },
      });
      expect((await get(app, '/api/pre-register')).statusCode).toBe(200);

      // Shutting down: not ready any more, yet still answering what reaches it.
      lifecycle.phase = 'stopping';
      const stopping = await get(app, '/api/health/ready');
      expect(stopping.statusCode).toBe(503);
      expect(json(stopping)).toMatchObject({ message: 'Not ready: this instance is shutting down' });
      expect((await get(app, '/api/pre-register')).statusCode).toBe(200);

      // No longer listening, only finishing what it holds: a request on a kept-alive connection goes elsewhere.
      lifecycle.draining = true;
      const draining = await get(app, '/api/pre-register');
      expect(draining.statusCode).toBe(503);
      expect(draining.headers['retry-after']).toBe('1');
      expect(json(draining)).toMatchObject({
        status: false,
        message: 'This server is shutting down. Please try again in a moment.',
      });
    } finally {
      await app.close();
    }
  });

  it('is never cached and needs no credentials', async () => {
    for (const path of ['/api/health/live', '/api/health/ready']) {
      const res = await get(ctx().app, path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
