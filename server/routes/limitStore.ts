import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { limitsUnavailable, type SharedRedis } from '../services/sharedRedis';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The request limits of every route, counted in Redis so that all instances share them: a client spreading
 * requests across instances meets the same limit as one hitting a single instance. Each route counts under its
 * own keys. When Redis cannot be asked the request is refused with 503 (fail closed), never let through.
 */
export function sharedLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  class SharedLimitStore {
    private readonly scope: string;

    /** @fastify/rate-limit passes its options first; a route's store passes its own scope. */
    constructor(_options?: unknown, scope = `${redis.prefix}limit:`) {
      this.scope = scope;
    }

    incr(key: string, counted: Counted, timeWindow: number): void {
      redis.client.limitHit(this.scope + key, timeWindow).then(
        ([current, ttl]) => counted(null, { current, ttl }),
        () => counted(limitsUnavailable()),
      );
    }

    child(route: { routeInfo: { method?: string; url?: string } }): SharedLimitStore {
      return new SharedLimitStore(undefined, `${this.scope}${route.routeInfo.method}${route.routeInfo.url}:`);
    }
  }
  return SharedLimitStore as unknown as FastifyRateLimitStoreCtor;
}
