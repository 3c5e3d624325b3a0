import { describe, expect, it } from 'vitest';
import { memoryFailureStore } from '../../server/services/failureStore';

const MINUTE = 60_000;
const account = { key: 'account:ada', max: 3, windowMs: 10 * MINUTE };
const address = { key: 'address:10.0.0.1', max: 5, windowMs: 10 * MINUTE };

describe('the failure counts behind the sign-in limits', () => {
  it('refuses the failure after the limit until the oldest one leaves the window', async () => {
    const store = memoryFailureStore();
    for (const at of [0, MINUTE, 2 * MINUTE])
      expect(await store.claim([account], at)).toEqual({ granted: true });
    expect(await store.claim([account], 3 * MINUTE)).toEqual({
      granted: false,
      key: 'account:ada',
      retryAfterMs: 7 * MINUTE,
    });
    expect((await store.claim([account], 10 * MINUTE)).granted).toBe(true);
    expect((await store.claim([account], 10 * MINUTE + 1)).granted).toBe(false);
  });

  it('counts nothing under any budget when one of them is spent', async () => {
    const store = memoryFailureStore();
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
    const store = memoryFailureStore();
    for (let i = 0; i < 3; i++) await store.claim([account], i);
    await store.release([account.key], 1);
    expect((await store.claim([account], 5)).granted).toBe(true);
    expect((await store.claim([account], 6)).granted).toBe(false);
  });

  it('trusts a key until the time it was given', async () => {
    const store = memoryFailureStore();
    await store.trust('known:ada|10.0.0.1', 1_000);
    expect(await store.trusted('known:ada|10.0.0.1', 999)).toBe(true);
    expect(await store.trusted('known:ada|10.0.0.1', 1_000)).toBe(false);
    expect(await store.trusted('known:ada|10.0.0.2', 0)).toBe(false);
  });

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
