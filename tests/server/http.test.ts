import { expect, it } from 'vitest';
import { describeEngines, get, json, post } from './harness';

describeEngines('HTTP behaviour', (ctx) => {
  it('sends a strict content security policy and other protective headers', async () => {
    const res = await get(ctx().app, '/api/country');
    const csp = String(res.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'frame-ancestors': "'none'",
      'img-src': "'self' data: blob:",
      'script-src': "'self'",
      'style-src': "'self'",
    });
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('forbids caching of every API answer, refusals included', async () => {
    const answers = await Promise.all([
      get(ctx().app, '/api/pre-register'),
      get(ctx().app, '/api/user'),
      get(ctx().app, '/api/no-such-thing'),
      post(ctx().app, '/api/pre-login', { username: '' }),
    ]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API paths with a 404 in the error shape', async () => {
    const res = await get(ctx().app, '/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({
      status: false,
      message: expect.stringContaining('/api/no-such-thing'),
    });
  });

  it('describes the API as an OpenAPI document', async () => {
    const res = await get(ctx().app, '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(res);
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/country',
      '/api/pre-register',
      '/api/check/{username}/username',
      '/api/check/{sponsor}/sponsor',
      '/api/register',
      '/api/verify-email',
      '/api/resendotp',
      '/api/pre-login',
      '/api/login',
      '/api/logout',
      '/api/forget-password',
      '/api/login-as-user',
      '/api/user',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
    expect(JSON.stringify(doc.paths['/api/register'])).toContain('spassword');
  });

  it('slows down password guessing with a 429 in the error shape', async () => {
    const statuses: number[] = [];
    let last = await post(ctx().app, '/api/pre-login', { username: 'target', password: 'guess-0' });
    statuses.push(last.statusCode);
    for (let i = 1; i <= 10; i++) {
      last = await post(ctx().app, '/api/pre-login', { username: 'target', password: `guess-${i}` });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(last.statusCode).toBe(429);
    expect(json(last)).toMatchObject({ status: false, message: expect.stringMatching(/^Too many requests/) });
    const otherUser = await post(ctx().app, '/api/pre-login', { username: 'someoneelse', password: 'x' });
    expect(otherUser.statusCode).toBe(422);
  });

  it('reports a malformed body as a readable 400', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/pre-login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a",',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      status: false,
      message: 'The request body is not valid JSON',
      msg: 'The request body is not valid JSON',
      request_id: res.headers['x-request-id'],
    });
  });

  it('maps each invalid field to its messages, first message on top', async () => {
    const res = await post(ctx().app, '/api/pre-login', { username: '', password: '', extra: 1 });
    expect(res.statusCode).toBe(422);
    const body = json<{ message: string; errors: Record<string, string[]> }>(res);
    expect(body.errors).toMatchObject({ extra: ["Unknown field 'extra'"] });
    expect(body.errors.username).toEqual(['username is Required']);
    expect(body.errors.password).toEqual(['Password is Required']);
    expect(Object.values(body.errors).flat()).toContain(body.message);
  });
});
