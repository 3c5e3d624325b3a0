import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { ApiError } from './errors';
import { countedFailures, type FailureStore, type Limiters, windowSeconds } from './failureStore';

/**
 * Redis, where instances behind one load balancer share what must be counted across all of them: request
 * limits and failed sign-in attempts. Every count is one atomic command, so no instance loses another's, and a
 * command that cannot reach Redis fails at once (no offline queue, a short timeout) rather than waiting: the
 * caller refuses the request (fail closed), it never lets it through uncounted.
 */

/** A command gets no answer within this long: Redis counts as unreachable for this request. */
const COMMAND_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 3_000;

/**
 * Raises a flag until ARGV[1] (never lowering it), the time being ARGV[2]; 1 when it was down. The flag keeps its
 * end as its value, as trusted keys do, so it is judged by the caller's clock.
 */
const FLAG = `
local now = tonumber(ARGV[2])
local was = tonumber(redis.call('GET', KEYS[1]) or '0')
local untilAt = math.max(tonumber(ARGV[1]), was)
redis.call('SET', KEYS[1], untilAt, 'PX', math.max(1, untilAt - now))
if was > now then return 0 end
return 1
`;

/** One more request in a fixed window: the count so far and the window's time left, as @fastify/rate-limit keeps. */
const HIT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

interface Scripts {
  failureFlag(key: string, until: number, now: number): Promise<number>;
  limitHit(key: string, windowMs: number): Promise<[number, number]>;
}

export interface SharedRedis {
  /** Every key written starts with this (REDIS_KEY_PREFIX). */
  prefix: string;
  client: Redis & Scripts;
  /** Answers PING within the command timeout. */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}

export class RedisUnreachableError extends Error {
  override name = 'RedisUnreachableError';
}

/** Redis could not be asked: the request is refused, never let through uncounted. */
export const limitsUnavailable = () =>
  new ApiError(
    503,
    'This request cannot be checked against its limits right now, so it is refused for safety. Please try again in a moment.',
    undefined,
    5,
  );

/** The address without user or password, which must never reach a log. */
export function redisWhere(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '6379'}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

/**
 * Connects to REDIS_URL; throws RedisUnreachableError, in words, when it cannot. Afterwards the client
 * reconnects by itself, and `onError` hears each lost connection once.
 */
export async function openRedis(
  url: string,
  prefix: string,
  onError: (error: Error) => void = () => {},
): Promise<SharedRedis> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(100 * times, 2_000),
  }) as Redis & Scripts;
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    onError(error);
  });
  client.on('ready', () => {
    reported = false;
  });
  client.defineCommand('failureFlag', { numberOfKeys: 1, lua: FLAG });
  client.defineCommand('limitHit', { numberOfKeys: 1, lua: HIT });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    throw new RedisUnreachableError(
      `REDIS_URL names a Redis server that cannot be used (${redisWhere(url)}): ${(error as Error).message}. ` +
        'Check REDIS_URL and that Redis is running.',
    );
  }
  return {
    prefix,
    client,
    async reachable() {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}

/** Runs one command; any failure to reach Redis is the request's 503. */
async function ask<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch {
    throw limitsUnavailable();
  }
}

/**
 * The failure counts of every instance, in Redis: rate-limiter-flexible's counters on this connection, so every
 * instance counts the same keys. No insurance limiter: a count that cannot be asked refuses the attempt (503).
 */
export function redisFailureStore(redis: SharedRedis): FailureStore {
  const { client } = redis;
  const limiters: Limiters = (name, max, windowMs) =>
    new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `${redis.prefix}failure-count:${name}`,
      points: max,
      duration: windowSeconds(windowMs),
      rejectIfRedisNotReady: true,
    });
  return countedFailures(
    limiters,
    {
      async trust(name, until, now) {
        await ask(() =>
          client.set(`${redis.prefix}trusted:${name}`, String(until), 'PX', Math.max(1, until - now)),
        );
      },
      async trusted(name, now) {
        const until = await ask(() => client.get(`${redis.prefix}trusted:${name}`));
        return until !== null && Number(until) > now;
      },
      async flag(name, until, now) {
        const raised = await ask(() => client.failureFlag(`${redis.prefix}flag:${name}`, until, now));
        return raised === 1;
      },
    },
    // Refused attempts write keys here (given back to 0, gone with their window), as every limited request does.
    { unavailable: limitsUnavailable, readFirst: false },
  );
}
