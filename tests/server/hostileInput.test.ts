import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { NUL_MESSAGE } from '../../server/routes/hostileInput';
import { describeEngines, get, json } from './harness';

type Schema = { type?: string | string[]; anyOf?: Schema[]; properties?: Record<string, Schema> };
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Doc = { paths: Record<string, Record<string, Operation>> };

const isText = (schema: Schema | undefined): boolean =>
  !!schema &&
  (schema.type === 'string' ||
    (Array.isArray(schema.type) && schema.type.includes('string')) ||
    (schema.anyOf ?? []).some(isText));

const NUL = 'a\u0000b';

describeEngines('hostile input', (ctx) => {
  async function operations() {
    const doc = json<Doc>(await get(ctx().app, '/api/docs/json'));
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        path,
        method: method.toUpperCase(),
        operation,
      })),
    );
  }
  const fill = (path: string, values: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));

  function expectNulRefusal(res: { statusCode: number; body: string }, field: string, where: string) {
    expect(res.statusCode, `${where}: ${res.body}`).toBe(422);
    expect(JSON.parse(res.body), where).toEqual({
      status: false,
      message: NUL_MESSAGE,
      msg: NUL_MESSAGE,
      errors: { [field]: [NUL_MESSAGE] },
      request_id: expect.any(String),
    });
  }

  it('refuses a NUL in every text field of every JSON body with a 422, signed in or not', async () => {
    let fields = 0;
    for (const { path, method, operation } of await operations()) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      for (const [field, property] of Object.entries(schema?.properties ?? {})) {
        if (!isText(property)) continue;
        fields++;
        const res = await ctx().app.inject({
          method: method as 'POST',
          url: fill(path),
          payload: { [field]: NUL },
          remoteAddress: `10.7.${fields >> 8}.${fields & 255}`,
        });
        expectNulRefusal(res, field, `${method} ${path} ${field}`);
      }
    }
    // The sign-in, registration, wallet, staking and operator bodies among them.
    expect(fields).toBeGreaterThan(30);
  });

  it('refuses a NUL in every path parameter and in the query of every operation', async () => {
    let params = 0;
    for (const { path, method, operation } of await operations()) {
      for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)) {
        params++;
        const res = await ctx().app.inject({ method: method as 'GET', url: fill(path, { [name]: NUL }) });
        expectNulRefusal(res, name, `${method} ${path} {${name}}`);
      }
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const name of declared.length > 0 ? declared : ['q']) {
        const res = await ctx().app.inject({
          method: method as 'GET',
          url: `${fill(path)}?${name}=${encodeURIComponent(NUL)}`,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        expectNulRefusal(res, name, `${method} ${path}?${name}`);
      }
    }
    expect(params).toBeGreaterThan(5);
  });

  it('refuses a NUL hidden in a field name or deep inside the body', async () => {
    const named = await ctx().app.inject({
      method: 'POST',
      url: '/api/pre-login',
      payload: { 'user\u0000name': 'founder', password: 'x' },
    });
    expectNulRefusal(named, 'user\\0name', 'field name');
    const deep = await ctx().app.inject({
      method: 'POST',
      url: '/api/pre-login',
      payload: { username: 'founder', password: 'x', extra: [[{ note: ['fine', NUL] }]] },
    });
    expectNulRefusal(deep, 'extra.0.0.note.1', 'nested');
  });

  it('answers an over-long path parameter with a 414 in the error shape, without echoing it', async () => {
    const long = 'a'.repeat(5_000);
    const res = await get(ctx().app, `/api/check/${long}/username`);
    expect(res.statusCode).toBe(414);
    expect(json(res)).toEqual({
      status: false,
      message: 'The address is too long',
      msg: 'The address is too long',
      request_id: res.headers['x-request-id'],
    });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('no-store');

    // Within the router's limit, the route's own rule answers for the field.
    const over = await get(ctx().app, `/api/check/${'a'.repeat(90)}/username`);
    expect(over.statusCode).toBe(422);
    expect(json(over)).toMatchObject({ errors: { username: ['Username must be at most 64 characters'] } });
    const unknown = await get(ctx().app, `/api/${long}`);
    expect(unknown.statusCode).toBe(404);
    expect(json<{ message: string }>(unknown).message.length).toBeLessThan(300);
    const malformed = await get(ctx().app, '/api/check/%E0%A4%A/username');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toMatchObject({ status: false, message: 'The address is not valid' });
  });

  it('answers 20 KB of headers, a 20 KB address and bytes that are not HTTP in the error shape', async () => {
    const address = await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await fetch(`${address}/api/pre-register`, {
      headers: { 'x-filler': 'a'.repeat(20_000) },
    });
    expect(headers.status).toBe(431);
    expect(headers.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await headers.json()).toEqual({
      status: false,
      message: 'The request headers or address are too large',
      msg: 'The request headers or address are too large',
    });

    const url = await fetch(`${address}/api/check/${'a'.repeat(20_000)}/username`);
    expect(url.status).toBe(431);
    expect(await url.json()).toMatchObject({ status: false });

    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('HELLO\u0000 THERE\r\n\r\n'));
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      status: false,
      message: 'The request could not be read',
      msg: 'The request could not be read',
    });
  });
});
