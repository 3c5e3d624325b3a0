import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createOutboxMailer } from '../../server/mail/mailer';
import type { SharedRedis } from '../../server/services/sharedRedis';
import { openTracing, type Tracing } from '../../server/tracing';
import { describeEngines, type TestContext, testConfig } from './harness';
import { openTestRedis, testRedisUrl } from './redisFixtures';
import { call, exitWithin, freePort, killLaunchedServers, launchServer, untilRunning } from './serverProcess';

const silent = { info() {}, warn() {}, error() {} };

/** A span as the collector received it, its attributes read into plain values. */
interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  service: string;
  attributes: Record<string, string | number | boolean>;
  status: { code?: number; message?: string };
  events: { name: string }[];
}

type OtlpValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean };
type OtlpAttribute = { key: string; value: OtlpValue };
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: {
      spans: (Omit<ReceivedSpan, 'attributes' | 'service' | 'events'> & {
        attributes: OtlpAttribute[];
        events?: { name: string }[];
      })[];
    }[];
  }[];
}

const plainValue = (v: OtlpValue) =>
  v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : v.boolValue!);
const attributesOf = (list: OtlpAttribute[] = []) =>
  Object.fromEntries(list.map((a) => [a.key, plainValue(a.value)]));

/** An OTLP/HTTP collector of our own: takes JSON exports at /v1/traces, as a real one does. */
async function otlpCollector() {
  const spans: ReceivedSpan[] = [];
  const contentTypes = new Set<string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      contentTypes.add(String(req.headers['content-type']));
      const body = JSON.parse(Buffer.concat(chunks).toString()) as OtlpExport;
      for (const resource of body.resourceSpans) {
        const service = String(attributesOf(resource.resource.attributes)['service.name']);
        for (const scope of resource.scopeSpans) {
          for (const span of scope.spans) {
            spans.push({
              ...span,
              service,
              attributes: attributesOf(span.attributes),
              status: span.status ?? {},
              events: span.events ?? [],
            });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    contentTypes,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

type Collector = Awaited<ReturnType<typeof otlpCollector>>;

const OTLP_SERVER = 2;
const OTLP_CLIENT = 3;
const STATUS_ERROR = 2;

/** The request's own span, found by the id its answer named, and the spans of its trace under it. */
function traceOf(collector: Collector, requestId: string) {
  const roots = collector.spans.filter((s) => s.attributes.request_id === requestId);
  expect(roots, `one span for request ${requestId}`).toHaveLength(1);
  const root = roots[0]!;
  const rest = collector.spans.filter((s) => s.traceId === root.traceId && s !== root);
  return { root, rest, children: rest.filter((s) => s.parentSpanId === root.spanId) };
}

/**
 * A POST whose body follows its headers a moment later, as a slow client's does: the body then arrives in
 * the connection's own events, after the request's first hooks have run.
 */
function postSlowly(port: number, path: string, body: unknown) {
  return new Promise<{ status: number; requestId: string }>((done, fail) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, requestId: String(res.headers['x-request-id']) }),
        );
      },
    );
    req.on('error', fail);
    req.flushHeaders();
    setTimeout(() => req.end(payload), 100);
  });
}

let collector: Collector;
beforeAll(async () => {
  collector = await otlpCollector();
});
afterAll(async () => {
  await collector.close();
});

describeEngines('traces', (ctx) => {
  let tracing: Tracing | undefined;
  let redis: SharedRedis | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    await tracing?.shutdown();
    await redis?.close();
    app = tracing = redis = undefined;
    collector.spans.length = 0;
  });

  /** The app as main.ts builds it from the environment: traced when an OTLP endpoint is set. */
  async function appFrom(c: TestContext, env: Record<string, string>) {
    const config = { ...testConfig, ...pick(loadConfig(env)) };
    tracing = config.traces ? openTracing(config.traces) : undefined;
    redis = testRedisUrl ? await openTestRedis() : undefined;
    app = await buildApp({
      db: c.db,
      config,
      mailer: createOutboxMailer(silent),
      now: c.clock.now,
      redis,
      tracing,
    });
    await app.ready();
    return app;
  }
  const pick = ({ traces }: ReturnType<typeof loadConfig>) => (traces ? { traces } : {});
  const traced = (c: TestContext) => appFrom(c, { OTEL_EXPORTER_OTLP_ENDPOINT: `${collector.url}/` });

  it('sends one trace per request: the route with its statements and Redis commands under it', async () => {
    const c = ctx();
    const server = await traced(c);
    const answer = await server.inject({ url: '/api/check/tracedname/username' });
    expect(answer.statusCode).toBe(200);
    const other = await server.inject({ url: '/api/check/othername/username' });
    await tracing!.flush();

    expect([...collector.contentTypes]).toEqual(['application/json']);
    const { root, rest, children } = traceOf(collector, String(answer.headers['x-request-id']));
    expect(root).toMatchObject({
      name: 'GET /api/check/:username/username',
      kind: OTLP_SERVER,
      service: 'tessera',
      attributes: {
        'http.request.method': 'GET',
        'http.route': '/api/check/:username/username',
        'url.path': '/api/check/tracedname/username',
        'http.response.status_code': 200,
      },
    });
    expect(root.status.code ?? 0).not.toBe(STATUS_ERROR);
    expect(root.parentSpanId || undefined).toBeUndefined();
    // Everything the request sent hangs directly under its span, and nothing of the next request does.
    expect(rest).toEqual(children);
    expect(children.length).toBeGreaterThan(0);
    const statements = children.filter((s) => s.attributes['db.system.name'] !== 'redis');
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.kind).toBe(OTLP_CLIENT);
      expect(statement.attributes['db.system']).toBe(c.engine === 'postgres' ? 'postgresql' : 'pglite');
      // The statement as sent, its values apart: the member's name is not in it.
      expect(String(statement.attributes['db.query.text'])).not.toContain('tracedname');
    }
    const lookup = statements.find((s) => s.name === 'SELECT');
    expect(lookup?.attributes).toMatchObject({ 'db.operation.name': 'SELECT' });
    expect(String(lookup?.attributes['db.query.text'])).toMatch(
      /^select .* from "users" where lower\("users"\."username"\) = lower\(\$1\)/,
    );
    const commands = children.filter((s) => s.attributes['db.system.name'] === 'redis');
    if (redis) {
      // The request's limit, counted in Redis by one script.
      expect(commands.map((s) => s.name)).toEqual(['EVALSHA limitHit']);
      expect(commands[0]!.attributes).toMatchObject({ 'db.system': 'redis', 'db.operation.name': 'EVALSHA' });
    } else {
      expect(commands).toEqual([]);
    }

    const next = traceOf(collector, String(other.headers['x-request-id']));
    expect(next.root.traceId).not.toBe(root.traceId);
    expect(next.root.name).toBe('GET /api/check/:username/username');
    expect(next.children.map((s) => s.name)).toContain('SELECT');
  });

  it('keeps what a request sends after its body arrived from the network under its span', async () => {
    const c = ctx();
    const server = await traced(c);
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    const answer = await postSlowly(port, '/api/pre-login', {
      username: 'nobodyhere',
      password: 'Not-the-password-1',
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    await tracing!.flush();
    const { root, rest, children } = traceOf(collector, answer.requestId);
    expect(root.name).toBe('POST /api/pre-login');
    expect(rest).toEqual(children);
    expect(children.filter((s) => s.name === 'SELECT').length).toBeGreaterThan(0);
    if (redis) expect(children.map((s) => s.name)).toContain('EVALSHA limitHit');
  });

  it('marks an answer that fails on our side as an error, and a refusal of the client as an answer', async () => {
    const c = ctx();
    const server = await traced(c);
    await c.db.execute(sql`alter table users rename to users_away`);
    let failed: Awaited<ReturnType<FastifyInstance['inject']>>;
    try {
      failed = await server.inject({ url: '/api/check/someone/username' });
    } finally {
      await c.db.execute(sql`alter table users_away rename to users`);
    }
    expect(failed.statusCode).toBe(500);
    const refused = await server.inject({ url: '/api/user' });
    expect(refused.statusCode).toBe(401);
    await tracing!.flush();

    const failure = traceOf(collector, (failed.json() as { request_id: string }).request_id);
    expect(failure.root.attributes['http.response.status_code']).toBe(500);
    expect(failure.root.status.code).toBe(STATUS_ERROR);
    expect(failure.root.events.map((e) => e.name)).toContain('exception');
    const statement = failure.children.find((s) => s.attributes['db.system.name'] !== 'redis');
    expect(statement?.status).toMatchObject({ code: STATUS_ERROR });
    expect(statement?.status.message).toMatch(/users/);

    const refusal = traceOf(collector, String(refused.headers['x-request-id']));
    expect(refusal.root.attributes['http.response.status_code']).toBe(401);
    expect(refusal.root.status.code ?? 0).not.toBe(STATUS_ERROR);
  });

  it('without an OTLP endpoint, sends nothing and leaves the database and Redis clients untouched', async () => {
    const c = ctx();
    const client = Reflect.get(c.db, '$client') as object;
    const server = await appFrom(c, {});
    expect(tracing).toBeUndefined();
    expect((await server.inject({ url: '/api/check/someone/username' })).statusCode).toBe(200);
    expect(Object.hasOwn(client, 'query')).toBe(false);
    if (redis) expect(Object.hasOwn(redis.client, 'sendCommand')).toBe(false);
    await server.close();

    // Traced, the same clients are wrapped while the app runs and given back as they were when it closes.
    const on = await traced(c);
    expect(Object.hasOwn(client, 'query')).toBe(true);
    if (redis) expect(Object.hasOwn(redis.client, 'sendCommand')).toBe(true);
    await on.close();
    expect(Object.hasOwn(client, 'query')).toBe(false);
    if (redis) expect(Object.hasOwn(redis.client, 'sendCommand')).toBe(false);
    await tracing!.flush();
    expect(collector.spans.filter((s) => s.attributes['url.path'] === '/api/check/someone/username')).toEqual(
      [],
    );
  });
});

describe('traces of a running instance', () => {
  let scratch: string | undefined;
  afterAll(() => {
    killLaunchedServers();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('reads the endpoint from the environment and sends the last spans as it stops', async () => {
    scratch = mkdtempSync(join(tmpdir(), 'tessera-traces-'));
    const staticDir = join(scratch, 'dist');
    mkdirSync(staticDir, { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Tessera</title>');
    const port = await freePort();
    const server = launchServer({
      PORT: String(port),
      DATA_DIR: join(scratch, 'data'),
      STATIC_DIR: staticDir,
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${collector.url}/v1/traces`,
      OTEL_SERVICE_NAME: 'tessera-traced',
    });
    await untilRunning(server);
    const answer = await call(port, 'GET', 'check/tracedname/username');
    expect(answer.status).toBe(200);
    // The batch would wait seconds more; stopping sends it.
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 20_000)).toBe(0);
    const { root, children } = traceOf(collector, String(answer.headers['x-request-id']));
    expect(root).toMatchObject({ name: 'GET /api/check/:username/username', service: 'tessera-traced' });
    expect(children.map((s) => [s.name, s.attributes['db.system']])).toContainEqual(['SELECT', 'pglite']);
  }, 120_000);
});
