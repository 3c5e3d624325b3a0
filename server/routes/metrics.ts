import { timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { count, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf } from '../db/client';
import { approvalRequests, chainCursors, mailOutbox, withdrawals } from '../db/schema';
import { observeStatements } from '../db/statements';
import type { AppDeps } from '../deps';
import { ApiError } from '../services/errors';
import { checkLedgerInvariants } from '../services/operator';

/** The ledger check reads every account and entry: a scrape runs it at most this often. */
const LEDGER_CHECK_EVERY_MS = 5 * 60_000;
/** A chain that does not answer within this long is left out of one scrape, not waited for. */
const CHAIN_HEAD_TIMEOUT_MS = 2_000;
/** Withdrawal states an operator still has to act on: Pending (0) and Processing (3). */
const WAITING_WITHDRAWALS = sql`${withdrawals.status} in (0, 3)`;

/** Every metric Tessera exports; ops/ names only these (a test checks it). */
export const metricNames = [
  'tessera_http_requests_total',
  'tessera_http_request_duration_seconds',
  'tessera_db_pool_connections',
  'tessera_db_query_duration_seconds',
  'tessera_redis_errors_total',
  'tessera_mail_outbox_backlog',
  'tessera_approvals_pending',
  'tessera_withdrawals_waiting',
  'tessera_chain_watcher_lag_blocks',
  'tessera_ledger_check_ok',
  'tessera_nodejs_eventloop_lag_p99_seconds',
] as const;

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /metrics` in Prometheus's text format, behind its own token (METRICS_TOKEN, sent as a bearer token):
 * requests by route and status with their latency, the event loop's lag, the database pool, the time of each
 * statement sent to the database, Redis errors, the mail outbox's backlog, what waits for operators, each chain
 * watcher's lag behind its chain, and the ledger check. Without METRICS_TOKEN the route answers 404 and nothing
 * is collected.
 */
export function registerMetrics(fastify: FastifyInstance, deps: AppDeps): void {
  const token = deps.config.metricsToken;
  if (!token) {
    // Nothing is counted either: an instance nobody scrapes pays nothing for it.
    fastify.get('/metrics', { schema: { hide: true } }, async () => {
      throw new ApiError(404, 'Metrics are off: set METRICS_TOKEN to read them');
    });
    return;
  }
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'tessera_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'tessera_http_requests_total',
    help: 'Requests answered',
    labelNames,
    registers: [register],
  });
  const latency = new Histogram({
    name: 'tessera_http_request_duration_seconds',
    help: 'Time from a request to its answer',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [register],
  });
  const queryTime = new Histogram({
    name: 'tessera_db_query_duration_seconds',
    help: 'Time from sending a database statement to its answer, waiting for a connection included',
    labelNames: ['operation'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [register],
  });
  const stopTiming = observeStatements(deps.db, ({ operation }) => {
    const end = queryTime.startTimer({ operation });
    return () => end();
  });
  fastify.addHook('onClose', async () => stopTiming());
  const redisErrors = new Counter({
    name: 'tessera_redis_errors_total',
    help: 'Errors the Redis connection reported',
    registers: [register],
  });
  deps.redis?.client.on('error', () => redisErrors.inc());

  new Gauge({
    name: 'tessera_db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on the embedded database)',
    labelNames: ['state'],
    registers: [register],
    collect() {
      const pool = poolOf(deps.db);
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'tessera_mail_outbox_backlog',
    help: 'Mails waiting to be delivered',
    registers: [register],
    async collect() {
      const [row] = await deps.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(sql`${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null`);
      this.set(row?.n ?? 0);
    },
  });
  new Gauge({
    name: 'tessera_approvals_pending',
    help: 'Requests waiting for a second operator',
    registers: [register],
    async collect() {
      const [row] = await deps.db
        .select({ n: count() })
        .from(approvalRequests)
        .where(sql`${approvalRequests.status} = 'pending'`);
      this.set(row?.n ?? 0);
    },
  });
  new Gauge({
    name: 'tessera_withdrawals_waiting',
    help: 'Withdrawals Pending or Processing',
    registers: [register],
    async collect() {
      const [row] = await deps.db.select({ n: count() }).from(withdrawals).where(WAITING_WITHDRAWALS);
      this.set(row?.n ?? 0);
    },
  });
  new Gauge({
    name: 'tessera_chain_watcher_lag_blocks',
    help: "Blocks between a chain's head and what its watcher has scanned",
    labelNames: ['network'],
    registers: [register],
    async collect() {
      const watches = Object.values(deps.chains?.watches ?? {});
      if (watches.length === 0) return;
      const cursors = await deps.db.select().from(chainCursors);
      await Promise.all(
        watches.map(async (watch) => {
          const head = await Promise.race([
            watch.reader.head().catch(() => null),
            sleep(CHAIN_HEAD_TIMEOUT_MS, null, { ref: false }),
          ]);
          const cursor = cursors.find((c) => c.paymentMethodId === watch.paymentMethodId);
          if (head === null || !cursor) return;
          const lag = head - cursor.scannedThrough;
          this.set({ network: watch.network }, Number(lag > 0n ? lag : 0n));
        }),
      );
    },
  });
  let ledger: { ok: boolean; at: number } | null = null;
  new Gauge({
    name: 'tessera_ledger_check_ok',
    help: 'Whether the ledger invariants held at the last check (1) or not (0); checked at most every 5 minutes',
    registers: [register],
    async collect() {
      if (!ledger || Date.now() - ledger.at >= LEDGER_CHECK_EVERY_MS) {
        const results = await checkLedgerInvariants(deps.db);
        ledger = { ok: results.every((r) => r.ok), at: Date.now() };
      }
      this.set(ledger.ok ? 1 : 0);
    },
  });

  fastify.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const refuse = (request: FastifyRequest) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) throw new ApiError(401, 'The metrics token is missing or wrong');
  };
  fastify.get(
    '/metrics',
    { schema: { hide: true } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      refuse(request);
      return reply
        .type(register.contentType)
        .header('cache-control', 'no-store')
        .send(await register.metrics());
    },
  );
}
