import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../src/api/contract';
import type { AppDeps, Lifecycle } from '../deps';
import { ApiError } from '../services/errors';
import { errorBody } from './errorHandler';

/** A check that gets no answer within this long counts as failed: a load balancer must not wait on it. */
const CHECK_TIMEOUT_MS = 2_000;

const check = z.enum(['ok', 'unreachable', 'not used']);
const checks = z.object({
  phase: z.enum(['starting', 'serving', 'stopping']),
  database: check,
  redis: check,
});
const readyResponse = z.object({ ready: z.literal(true), checks });
const notReadyResponse = errorResponse.extend({ ready: z.literal(false), checks });

async function answersWithin(probe: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const notReadyText = (found: z.infer<typeof checks>): string => {
  if (found.phase === 'starting') return 'Not ready: the database is being migrated';
  if (found.phase === 'stopping') return 'Not ready: this instance is shutting down';
  if (found.database !== 'ok') return 'Not ready: the database cannot be reached';
  return 'Not ready: Redis cannot be reached';
};

/**
 * Until the instance serves, the API refuses everything but its health; once it drains, a request that
 * arrives on a connection kept alive is refused the same way, to be sent again to another instance.
 */
export function refuseOutsideService(lifecycle: Lifecycle) {
  return async (request: FastifyRequest) => {
    if (request.url.startsWith('/api/health/')) return;
    if (lifecycle.phase === 'starting')
      throw new ApiError(503, 'Tessera is starting. Please try again in a moment.', undefined, 2);
    if (lifecycle.draining)
      throw new ApiError(503, 'This server is shutting down. Please try again in a moment.', undefined, 1);
  };
}

/** GET health/live and health/ready, for a load balancer or an orchestrator. */
export default async function healthRoutes(
  fastify: FastifyInstance,
  deps: AppDeps & { lifecycle: Lifecycle },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, redis, lifecycle } = deps;

  // Asked every few seconds by a balancer: logged only when something goes wrong.
  const quiet = { logLevel: 'warn' as const };

  app.get(
    '/health/live',
    {
      ...quiet,
      schema: {
        tags: ['health'],
        summary: 'Whether the process answers at all (restart it when not)',
        response: { 200: z.object({ live: z.literal(true) }) },
      },
    },
    async () => ({ live: true as const }),
  );

  app.get(
    '/health/ready',
    {
      ...quiet,
      schema: {
        tags: ['health'],
        summary:
          'Whether this instance should be sent requests: migrated, its database and Redis answering, not shutting down',
        response: { 200: readyResponse, 503: notReadyResponse },
      },
    },
    async (_request, reply) => {
      const [database, shared] = await Promise.all([
        answersWithin(() => db.execute(sql`select 1`)),
        redis ? answersWithin(async () => (await redis.reachable()) || Promise.reject()) : null,
      ]);
      const found = {
        phase: lifecycle.phase,
        database: database ? ('ok' as const) : ('unreachable' as const),
        redis: shared === null ? ('not used' as const) : shared ? ('ok' as const) : ('unreachable' as const),
      };
      if (found.phase === 'serving' && found.database === 'ok' && found.redis !== 'unreachable')
        return { ready: true as const, checks: found };
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ ...errorBody(notReadyText(found)), ready: false as const, checks: found });
    },
  );
}
