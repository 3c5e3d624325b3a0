import { afterAll, describe, expect, it } from 'vitest';
import { type FailureStore, memoryFailureStore } from '../../server/services/failureStore';
import { openRedis, redisFailureStore, type SharedRedis } from '../../server/services/sharedRedis';
import { openTestRedis, redisRelay, testRedisUrl } from './redisFixtures';

const MINUTE = 60_000;
const account = { key: 'account:ada', max: 3, windowMs: 10 * MINUTE };
const address = { key: 'address:10.0.0.1', max: 5, windowMs: 10 * MINUTE };

const opened: SharedRedis[] = [];
afterAll(async () => {
  for (const redis of opened) await redis.close();
});

/** Each store keeps the same rules: this process's memory, and Redis shared by every instance. */
const stores: Array<[string, () => Promise<FailureStore>]> = [
  ['memory', async () => memoryFailureStore()],
  ...(testRedisUrl
    ? [
        [
          'Redis',
          async () => {
            const redis = await openTestRedis();
            opened.push(redis);
            return redisFailureStore(redis);
          },
        ] as [string, () => Promise<FailureStore>],
      ]
    : []),
];

describe.each(stores)('the failure counts behind the sign-in limits (%s)', (_name, open) => {
  it('refuses the failure after the limit until the oldest one leaves the window', async () => {
    const store = await open();
    for (const [i, at] of [0, MINUTE, 2 * MINUTE].entries())
      expect(await store.claim([account], at)).toEqual({ granted: true, counts: [i + 1] });
    expect(await store.claim([account], 3 * MINUTE)).toEqual({
      granted: false,
      key: 'account:ada',
      retryAfterMs: 7 * MINUTE,
    });
    expect((await store.claim([account], 10 * MINUTE)).granted).toBe(true);
    expect((await store.claim([account], 10 * MINUTE + 1)).granted).toBe(false);
  });

  it('counts nothing under any budget when one of them is spent', async () => {
    const store = await open();
    for (let i = 0; i < 3; i++) await store.claim([account, address], i);
    expect((await store.claim([account, address], 10)).granted).toBe(false);
    // The refused attempt left the address budget as it was: two more fit under it.
    const other = { ...account, key: 'account:bob' };
    expect((await store.claim([other, address], 11)).granted).toBe(true);
    expect((await store.claim([other, address], 12)).granted).toBe(true);
    expect(await store.claim([{ ...account, key: 'account:cy' }, address], 13)).toMatchObject({
      granted: false,
      key: 'address:10.0.0.1',
    });
  });

  it('takes back a failure that turned out to be a success', async () => {
    const store = await open();
    for (let i = 0; i < 3; i++) await store.claim([account], i);
    await store.release([account.key], 1);
    expect((await store.claim([account], 5)).granted).toBe(true);
    expect((await store.claim([account], 6)).granted).toBe(false);
  });

  it('answers how many failures each budget now holds', async () => {
    const store = await open();
    await store.claim([account], 0);
    expect(await store.claim([account, address], 1)).toEqual({ granted: true, counts: [2, 1] });
  });

  it('lets a paced budget, once spent, count one more failure per pace instead of none', async () => {
    const store = await open();
    const paced = { ...account, paceMs: 10_000 };
    for (let i = 0; i < 3; i++) await store.claim([paced], i);
    expect(await store.claim([paced], 5_000)).toEqual({
      granted: false,
      key: 'account:ada',
      retryAfterMs: 5_002,
    });
    expect(await store.claim([paced], 10_002)).toEqual({ granted: true, counts: [4] });
    expect(await store.claim([paced], 15_000)).toMatchObject({ granted: false, retryAfterMs: 5_002 });
    expect(await store.claim([paced], 20_002)).toEqual({ granted: true, counts: [5] });
    // Another budget spent with it still refuses, for as long as that one needs.
    const spent = { ...address, max: 1 };
    await store.claim([spent], 20_003);
    expect(await store.claim([paced, spent], 40_000)).toMatchObject({
      granted: false,
      key: 'address:10.0.0.1',
    });
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

describe('the failure counts in this process', () => {
  it('forgets a flood of made-up usernames rather than the account under attack', async () => {
    const store = memoryFailureStore();
    for (let i = 0; i < 3; i++) await store.claim([account], i);
    const madeUp = (i: number) => ({ key: `account:made-up-${i}`, max: 1, windowMs: 10 * MINUTE });
    for (let i = 0; i < 250_000; i++) {
      await store.claim([madeUp(i)], 100);
      // The account is guessed at all along (and refused), so it stays counted.
      if (i % 10_000 === 0) expect((await store.claim([account], 100)).granted).toBe(false);
    }
    expect((await store.claim([account], 200)).granted).toBe(false);
    // The oldest made-up names were let go: memory stays bounded.
    expect((await store.claim([madeUp(0)], 200)).granted).toBe(true);
    expect((await store.claim([madeUp(249_999)], 200)).granted).toBe(false);
  });
});

describe.runIf(testRedisUrl)('the failure counts in Redis, when Redis cannot be reached', () => {
  it('refuses the attempt with 503 in the error shape instead of letting it through uncounted', async () => {
    const relay = await redisRelay();
    const redis = await openRedis(relay.url, 'tessera-test:relay:');
    try {
      const store = redisFailureStore(redis);
      expect((await store.claim([account], Date.now())).granted).toBe(true);
      await relay.cut();
      const refusal = await store.claim([account], Date.now()).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toMatchObject({ statusCode: 503, retryAfter: 5 });
      expect(String((refusal as Error).message)).toMatch(/refused for safety/);
      await expect(store.trusted('known:ada|10.0.0.1', Date.now())).rejects.toMatchObject({
        statusCode: 503,
      });
      // Back again: the client reconnects by itself and the count it kept is still there.
      await relay.restore();
      const deadline = Date.now() + 10_000;
      while (!(await redis.reachable()) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect((await store.claim([account], Date.now())).granted).toBe(true);
      expect((await store.claim([account], Date.now())).granted).toBe(true);
      expect((await store.claim([account], Date.now())).granted).toBe(false);
    } finally {
      await redis.client.del(`${redis.prefix}failures:${account.key}`);
      await redis.close();
      await relay.close();
    }
  });
});
