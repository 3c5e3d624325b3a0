import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createOutboxMailer } from '../../server/mail/mailer';
import { metricNames } from '../../server/routes/metrics';
import { describeEngines, type TestContext, testConfig } from './harness';
import { KEY, operator, supportMember } from './supportFixtures';

const TOKEN = 'metrics-token-0123456789abcdef';
const silent = { info() {}, warn() {}, error() {} };

async function metricsApp(c: TestContext, token: string | null = TOKEN) {
  const app = await buildApp({
    db: c.db,
    config: { ...testConfig, metricsToken: token ?? undefined },
    mailer: createOutboxMailer(silent),
    now: c.clock.now,
  });
  await app.ready();
  return app;
}

const scrape = async (app: FastifyInstance) => {
  const answer = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.body;
};

/** A sample's value by its name and exact labels, as Prometheus's text format writes it. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** The metric names a scrape declares (`# TYPE name kind`), with a histogram's series names. */
function declared(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(match[1]!);
    if (match[2] === 'histogram') for (const s of ['_bucket', '_sum', '_count']) names.add(match[1]! + s);
  }
  return names;
}

describeEngines('metrics', (ctx) => {
  it('answers /metrics only with its own token, and not at all without one configured', async () => {
    const c = ctx();
    const off = await metricsApp(c, null);
    const on = await metricsApp(c);
    try {
      const closed = await off.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(closed.statusCode).toBe(404);
      expect((await on.inject({ url: '/metrics' })).statusCode).toBe(401);
      const wrong = await on.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
      expect(wrong.statusCode).toBe(401);
      // Neither the operator key nor a member's session opens it.
      expect(
        (await on.inject({ url: '/metrics', headers: { authorization: `Bearer ${KEY}` } })).statusCode,
      ).toBe(401);
      const open = await on.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(open.statusCode).toBe(200);
      expect(open.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    } finally {
      await Promise.all([off.close(), on.close()]);
    }
  });

  it('counts requests by route and status, and the latency histogram moves with traffic', async () => {
    const c = ctx();
    const app = await metricsApp(c);
    try {
      const labels = 'method="GET",route="/api/country",status="200"';
      const before = await scrape(app);
      expect(sample(before, 'tessera_http_requests_total', labels)).toBeUndefined();
      for (let i = 0; i < 3; i += 1) expect((await app.inject({ url: '/api/country' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/user' })).statusCode).toBe(401);
      const after = await scrape(app);
      expect(sample(after, 'tessera_http_requests_total', labels)).toBe(3);
      expect(sample(after, 'tessera_http_request_duration_seconds_count', labels)).toBe(3);
      expect(sample(after, 'tessera_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
      expect(
        sample(after, 'tessera_http_requests_total', 'method="GET",route="/api/user",status="401"'),
      ).toBe(1);
      await app.inject({ url: '/api/country' });
      expect(sample(await scrape(app), 'tessera_http_request_duration_seconds_count', labels)).toBe(4);
      expect(sample(after, 'tessera_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    } finally {
      await app.close();
    }
  });

  it('times the statements sent to the database by what they do, and the count moves with traffic', async () => {
    const c = ctx();
    const app = await metricsApp(c);
    try {
      const count = (text: string, operation: string) =>
        sample(text, 'tessera_db_query_duration_seconds_count', `operation="${operation}"`) ?? 0;
      const before = await scrape(app);
      // A count of members, read on every request (the country list is kept in memory).
      for (let i = 0; i < 3; i += 1)
        expect((await app.inject({ url: '/api/pre-register' })).statusCode).toBe(200);
      const after = await scrape(app);
      // The scrape reads the database too (the backlog, the queues), so at least the three requests' selects.
      expect(count(after, 'select')).toBeGreaterThanOrEqual(count(before, 'select') + 3);
      expect(sample(after, 'tessera_db_query_duration_seconds_sum', 'operation="select"')).toBeGreaterThan(0);
      expect(sample(after, 'tessera_db_query_duration_seconds_bucket', 'le="+Inf",operation="select"')).toBe(
        count(after, 'select'),
      );
      // A new member is written: inserts, in a transaction (whose BEGIN and COMMIT PGlite sends itself).
      await supportMember(c, 'written');
      const written = await scrape(app);
      expect(count(written, 'insert')).toBeGreaterThan(count(after, 'insert'));
      if (c.engine === 'postgres') expect(count(written, 'transaction')).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('tells what waits for operators, the mail backlog and the ledger check', async () => {
    const c = ctx();
    const app = await metricsApp(c);
    try {
      const first = await scrape(app);
      expect(sample(first, 'tessera_approvals_pending')).toBe(0);
      expect(sample(first, 'tessera_ledger_check_ok')).toBe(1);
      const backlog = sample(first, 'tessera_mail_outbox_backlog')!;
      // A new member's mails wait in the outbox (nothing delivers them here); a request waits for a second operator.
      await supportMember(c, 'metered');
      expect((await operator(c, 'POST', 'proof-of-reserves')).statusCode).toBe(202);
      const second = await scrape(app);
      expect(sample(second, 'tessera_approvals_pending')).toBe(1);
      expect(sample(second, 'tessera_mail_outbox_backlog')).toBeGreaterThan(backlog);
      expect(sample(second, 'tessera_withdrawals_waiting')).toBe(0);
      if (c.engine === 'postgres')
        expect(sample(second, 'tessera_db_pool_connections', 'state="total"')).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('names in ops/ only metrics it exports', async () => {
    const c = ctx();
    const app = await metricsApp(c);
    try {
      await app.inject({ url: '/api/country' });
      const exported = declared(await scrape(app));
      for (const name of metricNames) expect(exported, name).toContain(name);
      for (const file of ['ops/prometheus-alerts.yml', 'ops/grafana-dashboard.json']) {
        const named = new Set(readFileSync(file, 'utf8').match(/\btessera_[a-z0-9_]+/g));
        expect(named.size, file).toBeGreaterThan(5);
        for (const name of named) expect(exported, `${file} names ${name}`).toContain(name);
      }
    } finally {
      await app.close();
    }
  });
});
