import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { errorMessage } from '../errors';
import { ApiError } from './errors';
import type { Budget, Claim, FailureStore } from './failureStore';

/**
 * Redis, where instances behind one load balancer share what must be counted across all of them: request
 * limits and failed sign-in attempts. Every check is one script, so it is atomic across instances, and a
 * command that cannot reach Redis fails at once (no offline queue, a short timeout) rather than waiting: the
 * caller refuses the request (fail closed), it never lets it through uncounted.
 */

/** A command gets no answer within this long: Redis counts as unreachable for this request. */
const COMMAND_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 3_000;

/**
 * Failures within each budget's window are a sorted set of their times; all or nothing, like the memory store.
 * Each budget's arguments are its window, its maximum and its pace (0: none). Answers {0, 0, counts…} when
 * granted, else {the first spent budget, the wait}.
 */
const CLAIM = `
local now = tonumber(ARGV[1])
local refused = 0
local retry = 0
local counts = {}
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[3 * i])
  local max = tonumber(ARGV[3 * i + 1])
  local pace = tonumber(ARGV[3 * i + 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  counts[i] = count
  if count >= max then
    local oldest = redis.call('ZRANGE', key, count - max, count - max, 'WITHSCORES')
    local wait = tonumber(oldest[2]) + window - now
    if pace > 0 then
      local newest = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
      wait = math.min(wait, tonumber(newest[2]) + pace - now)
    end
    if wait > 0 then
      if refused == 0 then refused = i end
      if wait > retry then retry = wait end
    end
  end
end
if refused > 0 then return {refused, retry} end
local answer = {0, 0}
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[3 * i])
  redis.call('ZADD', key, now, ARGV[2])
  if redis.call('PTTL', key) < window then redis.call('PEXPIRE', key, window) end
  answer[i + 2] = counts[i] + 1
end
return answer
`;

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

/** Takes back one failure counted at ARGV[1] under each key. */
const RELEASE = `
for _, key in ipairs(KEYS) do
  local found = redis.call('ZRANGEBYSCORE', key, ARGV[1], ARGV[1], 'LIMIT', 0, 1)
  if found[1] then redis.call('ZREM', key, found[1]) end
end
return 0
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

const scripts = { failureClaim: CLAIM, failureRelease: RELEASE, failureFlag: FLAG, limitHit: HIT };

/** Each script's name by the SHA-1 Redis runs it under (EVALSHA's first argument), so a trace can name it. */
export const scriptNames: ReadonlyMap<string, string> = new Map(
  Object.entries(scripts).map(([name, lua]) => [createHash('sha1').update(lua).digest('hex'), name]),
);

interface Scripts {
  failureClaim(...args: (string | number)[]): Promise<number[]>;
  failureFlag(key: string, until: number, now: number): Promise<number>;
  failureRelease(...args: (string | number)[]): Promise<number>;
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
  client.defineCommand('failureClaim', { lua: scripts.failureClaim });
  client.defineCommand('failureRelease', { lua: scripts.failureRelease });
  client.defineCommand('failureFlag', { numberOfKeys: 1, lua: scripts.failureFlag });
  client.defineCommand('limitHit', { numberOfKeys: 1, lua: scripts.limitHit });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    throw new RedisUnreachableError(
      `REDIS_URL names a Redis server that cannot be used (${redisWhere(url)}): ${errorMessage(error)}. ` +
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

/** The failure counts of every instance, in Redis: the same rules as the memory store, shared. */
export function redisFailureStore(redis: SharedRedis): FailureStore {
  const key = (name: string) => `${redis.prefix}failures:${name}`;
  const { client } = redis;
  return {
    async claim(budgets: readonly Budget[], now: number): Promise<Claim> {
      const mark = `${now}:${Math.random().toString(36).slice(2)}`;
      const shapes = budgets.flatMap((b) => [b.windowMs, b.max, b.paceMs ?? 0]);
      const [refused = 0, retryAfterMs = 0, ...counts] = await ask(() =>
        client.failureClaim(budgets.length, ...budgets.map((b) => key(b.key)), now, mark, ...shapes),
      );
      if (refused === 0) return { granted: true, counts };
      return { granted: false, key: budgets[refused - 1]!.key, retryAfterMs };
    },
    async release(keys, at) {
      if (keys.length === 0) return;
      await ask(() => client.failureRelease(keys.length, ...keys.map(key), at));
    },
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
  };
}
