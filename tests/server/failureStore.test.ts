import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Budget,
  countedFailures,
  type FailureStore,
  type Limit,
  memoryFailureStore,
  windowSeconds,
} from '../../server/services/failureStore';
import { openRedis, redisFailureStore, type SharedRedis } from '../../server/services/sharedRedis';
import { openTestRedis, redisRelay, testRedisUrl } from './redisFixtures';

const MINUTE = 60_000;
const accountLimit: Limit = { name: 'account', max: 3, windowMs: 10 * MINUTE };
const addressLimit: Limit = { name: 'address', max: 5, windowMs: 10 * MINUTE };
const account: Budget = { limit: accountLimit, key: 'ada' };
const address: Budget = { limit: addressLimit, key: '10.0.0.1' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const opened: SharedRedis[] = [];
afterAll(async () => {
  for (const redis of opened) await redis.close();
});

async function sharedRedis(): Promise<SharedRedis> {
  const redis = await openTestRedis();
  opened.push(redis);
  return redis;
}

/** Each store keeps the same rules: this process's memory, and Redis shared by every instance. */
const stores: Array<[string, () => Promise<FailureStore>]> = [
  ['memory', async () => memoryFailureStore()],
  ...(testRedisUrl
    ? [['Redis', async () => redisFailureStore(await sharedRedis())] as [string, () => Promise<FailureStore>]]
    : []),
];

describe.each(stores)('the failure counts behind the sign-in limits (%s)', (_name, open) => {
  it('refuses the failure after the limit until the window its first failure opened has closed', async () => {
    const store = await open();
    const short: Budget = { limit: { name: 'short', max: 3, windowMs: 2_000 }, key: 'ada' };
    for (const count of [1, 2, 3])
      expect(await store.claim([short])).toEqual({ granted: true, counts: [count] });
    const refused = await store.claim([short]);
    expect(refused).toMatchObject({ granted: false, limit: 'short' });
    const wait = refused.granted ? 0 : refused.retryAfterMs;
    expect(wait).toBeGreaterThan(1_000);
    expect(wait).toBeLessThanOrEqual(2_000);
    await sleep(wait + 50);
    expect(await store.claim([short])).toEqual({ granted: true, counts: [1] });
  });

  it('counts nothing under any budget when one of them is spent', async () => {
    const store = await open();
    for (let i = 0; i < 3; i++) await store.claim([account, address]);
    expect((await store.claim([account, address])).granted).toBe(false);
    // The refused attempt left the address budget as it was: two more fit under it.
    const other = { ...account, key: 'bob' };
    expect((await store.claim([other, address])).granted).toBe(true);
    expect((await store.claim([other, address])).granted).toBe(true);
    expect(await store.claim([{ ...account, key: 'cy' }, address])).toMatchObject({
      granted: false,
      limit: 'address',
    });
  });

  it('names the first spent budget and waits for the one that needs longest', async () => {
    const store = await open();
    const long: Budget = { limit: { name: 'long', max: 1, windowMs: 10 * MINUTE }, key: 'ada' };
    const brief: Budget = { limit: { name: 'brief', max: 1, windowMs: MINUTE }, key: 'ada' };
    await store.claim([brief, long]);
    const refused = await store.claim([brief, long]);
    expect(refused).toMatchObject({ granted: false, limit: 'brief' });
    expect(refused.granted ? 0 : refused.retryAfterMs).toBeGreaterThan(9 * MINUTE);
  });

  it('takes back a failure that turned out to be a success', async () => {
    const store = await open();
    for (let i = 0; i < 3; i++) await store.claim([account, address]);
    await store.release([account, address]);
    expect(await store.claim([account, address])).toEqual({ granted: true, counts: [3, 3] });
    expect((await store.claim([account])).granted).toBe(false);
  });

  it('answers how many failures each budget now holds', async () => {
    const store = await open();
    await store.claim([account]);
    expect(await store.claim([account, address])).toEqual({ granted: true, counts: [2, 1] });
  });

  it('grants no more than the limit of many attempts at once, and leaves the count at the limit', async () => {
    const store = await open();
    const claims = await Promise.all(Array.from({ length: 30 }, () => store.claim([account, address])));
    expect(claims.filter((claim) => claim.granted)).toHaveLength(3);
    // The refused attempts gave back what they had counted: the address budget holds the three granted.
    expect(await store.claim([{ ...account, key: 'bob' }, address])).toEqual({
      granted: true,
      counts: [1, 4],
    });
  });

  it('lets a paced budget, once spent, count one more failure per pace instead of none', async () => {
    const store = await open();
    const paced: Budget = { limit: { ...accountLimit, name: 'paced', paceMs: 1_000 }, key: 'ada' };
    for (let i = 0; i < 3; i++) await store.claim([paced]);
    const slowed = await store.claim([paced]);
    expect(slowed).toMatchObject({ granted: false, limit: 'paced' });
    expect(slowed.granted ? 0 : slowed.retryAfterMs).toBeLessThanOrEqual(1_000);
    await sleep((slowed.granted ? 0 : slowed.retryAfterMs) + 50);
    expect(await store.claim([paced])).toEqual({ granted: true, counts: [4] });
    // The pace just let one through: the next waits a whole pace again.
    const next = await store.claim([paced]);
    expect(next.granted ? 0 : next.retryAfterMs).toBeGreaterThan(800);
    // Another budget spent with it still refuses, for as long as that one needs.
    const spent: Budget = { limit: { ...addressLimit, max: 1 }, key: '10.0.0.1' };
    await store.claim([spent]);
    await sleep(1_050);
    const both = await store.claim([paced, spent]);
    expect(both).toMatchObject({ granted: false, limit: 'address' });
    expect(both.granted ? 0 : both.retryAfterMs).toBeGreaterThan(9 * MINUTE);
  });

  it('lets one of many paced attempts at once through per pace', async () => {
    const store = await open();
    const paced: Budget = { limit: { ...accountLimit, name: 'paced', paceMs: 1_000 }, key: 'ada' };
    for (let i = 0; i < 3; i++) await store.claim([paced]);
    await sleep(1_050);
    const claims = await Promise.all(Array.from({ length: 20 }, () => store.claim([paced])));
    expect(claims.filter((claim) => claim.granted)).toHaveLength(1);
  });

  it('raises a flag once: the first caller hears it went up, until it has been down for its time', async () => {
    const store = await open();
    expect(await store.flag('burst:ada', 1_000, 0)).toBe(true);
    expect(await store.flag('burst:ada', 1_500, 500)).toBe(false);
    expect(await store.flag('burst:ada', 2_400, 1_400)).toBe(false);
    expect(await store.flag('burst:bob', 1_000, 500)).toBe(true);
    expect(await store.flag('burst:ada', 3_500, 2_500)).toBe(true);
  });

  it('trusts a key until the time it was given', async () => {
    const store = await open();
    await store.trust('known:ada|10.0.0.1', 1_000, 0);
    expect(await store.trusted('known:ada|10.0.0.1', 999)).toBe(true);
    expect(await store.trusted('known:ada|10.0.0.1', 1_000)).toBe(false);
    expect(await store.trusted('known:ada|10.0.0.2', 0)).toBe(false);
  });
});

describe('the failure counts over any limiter', () => {
  it('writes nothing for an attempt a spent budget refuses, so a flood of refused guesses adds no keys', async () => {
    const limiters: RateLimiterMemory[] = [];
    const store = countedFailures(
      (name, max, windowMs) => {
        const limiter = new RateLimiterMemory({
          keyPrefix: name,
          points: max,
          duration: windowSeconds(windowMs),
        });
        limiters.push(limiter);
        return limiter;
      },
      memoryFailureStore(),
      { unavailable: () => new Error('unreachable'), readFirst: true },
    );
    const keys = () => limiters.reduce((sum, limiter) => sum + limiter.dump().storage.length, 0);
    for (let i = 0; i < 5; i++) await store.claim([address]);
    const before = keys();
    for (let i = 0; i < 1_000; i++) {
      const claim = await store.claim([{ ...account, key: `made-up-${i}` }, address]);
      expect(claim).toMatchObject({ granted: false, limit: 'address' });
    }
    expect(keys()).toBe(before);
  });

  it('refuses whole seconds only, as the library counts its windows', () => {
    expect(windowSeconds(600_000)).toBe(600);
    expect(() => windowSeconds(1_500)).toThrow(/whole seconds/);
  });
});

describe.runIf(testRedisUrl)('the failure counts in Redis', () => {
  it('are shared: two instances on one Redis count one account together', async () => {
    const first = await sharedRedis();
    const second = await openRedis(testRedisUrl!, first.prefix);
    try {
      const [a, b] = [redisFailureStore(first), redisFailureStore(second)];
      expect(await a.claim([account])).toEqual({ granted: true, counts: [1] });
      expect(await b.claim([account])).toEqual({ granted: true, counts: [2] });
      expect(await a.claim([account])).toEqual({ granted: true, counts: [3] });
      expect(await b.claim([account])).toMatchObject({ granted: false, limit: 'account' });
      await a.release([account]);
      expect(await b.claim([account])).toEqual({ granted: true, counts: [3] });
    } finally {
      await second.close();
    }
  });

  it('refuses the attempt with 503 in the error shape when Redis cannot be reached, instead of letting it through uncounted', async () => {
    const relay = await redisRelay();
    const redis = await openRedis(relay.url, `tessera-test:relay-${process.pid}:`);
    const refusalOf = (attempt: Promise<unknown>) =>
      attempt.then(
        () => null,
        (error: unknown) => error,
      );
    try {
      const store = redisFailureStore(redis);
      expect((await store.claim([account])).granted).toBe(true);
      await relay.cut();
      const refusal = await refusalOf(store.claim([account]));
      expect(refusal).toMatchObject({ statusCode: 503, retryAfter: 5 });
      expect(String((refusal as Error).message)).toMatch(/refused for safety/);
      expect(await refusalOf(store.release([account]))).toMatchObject({ statusCode: 503 });
      await expect(store.trusted('known:ada|10.0.0.1', Date.now())).rejects.toMatchObject({
        statusCode: 503,
      });
      // Back again: the client reconnects by itself and the count it kept is still there.
      await relay.restore();
      const deadline = Date.now() + 10_000;
      while (!(await redis.reachable()) && Date.now() < deadline) await sleep(100);
      expect(await store.claim([account])).toEqual({ granted: true, counts: [2] });
      expect((await store.claim([account])).granted).toBe(true);
      expect((await store.claim([account])).granted).toBe(false);
    } finally {
      const keys = await redis.client.keys(`${redis.prefix}*`);
      if (keys.length > 0) await redis.client.del(...keys);
      await redis.close();
      await relay.close();
    }
  });
});
