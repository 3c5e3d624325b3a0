import Fastify from 'fastify';
import { expect, it } from 'vitest';
import app from '../../server/app';
import { createOutboxMailer } from '../../server/mail/mailer';
import { describeEngines, get, json, testConfig } from './harness';

type Requirement = Record<string, string[]>;
type Operation = { summary?: string; tags?: string[]; security?: Requirement[] };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: object } };

const silentLog = { info() {}, warn() {}, error() {} };

/** Which credential a route asks for, read from what it answers to a caller that presents none. */
async function probeRoutes(db: Parameters<typeof app>[1]['db']) {
  const probe = Fastify();
  // Every payload passes, so each handler runs up to its own credential check, as it would for a valid
  // request; what it answers then is what the document must declare.
  probe.setValidatorCompiler(() => (data) => ({ value: data }));
  probe.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const routes: { method: string; url: string }[] = [];
  probe.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
  await probe.register(app, {
    db,
    config: testConfig,
    mailer: createOutboxMailer(silentLog),
    prefix: '/api',
  });
  await probe.ready();
  const answers = new Map<string, number>();
  for (const { method, url } of routes) {
    if (url === '/api/docs/json') continue;
    const res = await probe.inject({
      method: method as 'GET',
      url: url.replace(/:(\w+)/g, '1'),
      ...(method === 'GET' ? {} : { payload: {} }),
    });
    answers.set(`${method.toLowerCase()} ${url.replace(/:(\w+)/g, '{$1}')}`, res.statusCode);
  }
  await probe.close();
  return answers;
}

describeEngines('the OpenAPI document', (ctx) => {
  async function operations() {
    const doc = json<Doc>(await get(ctx().app, '/api/docs/json'));
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method} ${path}`, operation })),
    );
  }

  it('gives every operation a summary and a tag', async () => {
    const missing = (await operations())
      .filter(({ operation }) => !operation.summary?.trim() || !operation.tags?.length)
      .map(({ key }) => key);
    expect(missing, 'operations without a summary or a tag').toEqual([]);
  });

  it('declares the credential of every operation that refuses a caller without one, and of no other', async () => {
    const answers = await probeRoutes(ctx().db);
    const undeclared: string[] = [];
    const overdeclared: string[] = [];
    const wrongScheme: string[] = [];
    const documented = await operations();
    expect(documented.length).toBe(answers.size);
    for (const { key, operation } of documented) {
      const status = answers.get(key);
      expect(status, `${key} was not probed`).toBeDefined();
      const security = operation.security ?? [];
      const schemes = new Set(security.flatMap((requirement) => Object.keys(requirement)));
      const optional = security.length === 0 || security.some((r) => Object.keys(r).length === 0);
      if (status === 401 && (schemes.size === 0 || optional)) undeclared.push(`${key} answers 401`);
      if (status !== 401 && !optional) overdeclared.push(`${key} answers ${status}`);
      const expected =
        key.includes(' /api/operator/') && key !== 'post /api/operator/sign-in' ? 'operatorKey' : null;
      if (expected && !schemes.has(expected)) wrongScheme.push(`${key} should declare ${expected}`);
      if (!expected && schemes.has('operatorKey')) wrongScheme.push(`${key} is not an operator route`);
    }
    expect(undeclared, 'operations that need a token but declare no security').toEqual([]);
    expect(overdeclared, 'operations that declare a token but answer without one').toEqual([]);
    expect(wrongScheme).toEqual([]);
  });

  it('names the schemes it uses: the session token, the pre-login token and the operator key', async () => {
    const doc = json<Doc & { security?: unknown }>(await get(ctx().app, '/api/docs/json'));
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearer', 'operatorKey', 'preLogin']);
    expect(doc.security).toEqual([]);
    const byKey = new Map((await operations()).map(({ key, operation }) => [key, operation.security]));
    expect(byKey.get('post /api/login')).toEqual([{ preLogin: [] }]);
    expect(byKey.get('post /api/resendotp')).toEqual([{}, { preLogin: [] }, { bearer: [] }]);
    expect(byKey.get('post /api/pre-login')).toBeUndefined();
  });
});
