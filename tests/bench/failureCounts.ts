import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Budget, FailureStore } from '../../server/services/failureStore';
import { openRedis, redisFailureStore, type SharedRedis } from '../../server/services/sharedRedis';
import { ACCOUNT_FAILURES, ADDRESS_FAILURES, PAIR_FAILURES } from '../../server/services/signInLimits';

/**
 * Failed sign-in attempts counted per second in Redis, by the counts the server keeps (rate-limiter-flexible)
 * against the sorted-set script they replaced, kept below as it was. Each attempt is shaped as a password
 * attempt from an address the account has not signed in from: three budgets, the account's paced. Two loads:
 * failures that are counted (a new account and address each time) and attempts a spent budget refuses. Each is
 * measured in the order old new new old, so a drift over the run weighs on both alike.
 */

/** The script the server counted failures with before: a sorted set of failure times per budget, all or nothing. */
const OLD_CLAIM = `
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

type Claimer = (budgets: readonly Budget[]) => Promise<boolean>;

function oldClaimer(redis: SharedRedis): Claimer {
  const client = redis.client as unknown as Redis & {
    oldFailureClaim(...args: (string | number)[]): Promise<number[]>;
  };
  client.defineCommand('oldFailureClaim', { lua: OLD_CLAIM });
  return async (budgets) => {
    const now = Date.now();
    const mark = `${now}:${Math.random().toString(36).slice(2)}`;
    const keys = budgets.map((b) => `${redis.prefix}failures:${b.limit.name}:${b.key}`);
    const shapes = budgets.flatMap((b) => [b.limit.windowMs, b.limit.max, b.limit.paceMs ?? 0]);
    const [refused] = await client.oldFailureClaim(budgets.length, ...keys, now, mark, ...shapes);
    return refused === 0;
  };
}

const newClaimer =
  (store: FailureStore): Claimer =>
  async (budgets) =>
    (await store.claim(budgets)).granted;

/** The budgets a password attempt from an address new to the account is counted under. */
const attempt = (account: string, address: string): Budget[] => [
  { limit: PAIR_FAILURES, key: `${account}|${address}` },
  { limit: ADDRESS_FAILURES, key: address },
  { limit: ACCOUNT_FAILURES, key: account },
];

/** Claims per second with `connections` claims always in flight; `next` shapes the i-th claim. */
async function rate(claim: Claimer, next: (i: number) => Budget[], connections: number, durationMs: number) {
  let done = 0;
  let granted = 0;
  const end = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        if (await claim(next(done++))) granted++;
      }
    }),
  );
  return { perSecond: (done * 1000) / (performance.now() - started), granted, done };
}

async function deleteKeys(redis: SharedRedis) {
  let cursor = '0';
  do {
    const [after, keys] = await redis.client.scan(cursor, 'MATCH', `${redis.prefix}*`, 'COUNT', 1000);
    cursor = after;
    if (keys.length > 0) await redis.client.del(...keys);
  } while (cursor !== '0');
}

export async function benchFailureCounts(): Promise<void> {
  const durationMs = Number(process.env.BENCH_MS ?? 3000);
  const connections = Number(process.env.BENCH_CONCURRENCY ?? 16);
  const url = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let redis: SharedRedis;
  try {
    redis = await openRedis(url, `tessera-bench:failures-${randomBytes(4).toString('hex')}:`);
  } catch (error) {
    console.log(`\nfailure counts: skipped, ${(error as Error).message}`);
    return;
  }
  try {
    const claimers: Record<'old' | 'new', Claimer> = {
      old: oldClaimer(redis),
      new: newClaimer(redisFailureStore(redis)),
    };
    let run = 0;
    const loads: Array<[string, (i: number) => Budget[]]> = [
      ['failures counted', (i) => attempt(`member-${run}-${i}`, `10.${run}.${i >> 8}.${i & 255}`)],
      // One address guessing across usernames: its budget is spent at once and every attempt after is refused.
      ['attempts refused', (i) => attempt(`stranger-${run}-${i}`, `192.0.2.${run}`)],
    ];
    console.log(`\nfailure counts in Redis (sign-in limits), ${connections} attempts in flight:`);
    for (const [name, next] of loads) {
      const perSecond: Record<'old' | 'new', number[]> = { old: [], new: [] };
      for (const which of ['old', 'new', 'new', 'old'] as const) {
        run++;
        perSecond[which].push((await rate(claimers[which], next, connections, durationMs / 2)).perSecond);
      }
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const [old, now] = [mean(perSecond.old), mean(perSecond.new)];
      console.log(`${`${name}, sorted-set script (old)`.padEnd(48)} ${old.toFixed(0).padStart(7)} /s  1.00×`);
      console.log(
        `${`${name}, rate-limiter-flexible`.padEnd(48)} ${now.toFixed(0).padStart(7)} /s  ${(now / old).toFixed(2)}× of old`,
      );
    }
  } finally {
    await deleteKeys(redis);
    await redis.close();
  }
}
