import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import {
  getClaimProfit,
  getClaimStatus,
  planLabel,
  postReserve,
  postReserveTrade,
  reserveArtworkUrl,
  reserveDashboardQuery,
} from './reserve';
import { capture, resetApi, signIn } from './testing';

afterEach(resetApi);

describe('reserve api', () => {
  it('reserves with the spec payload, the member token and the Idempotency-Key', async () => {
    signIn();
    const calls = capture({ status: true, msg: 'Reserved', message: 'Reserved', data: {} });
    await postReserve({ username: 'alice', package_id: 3, type: 'nft' }, 'key-1');
    expect(calls[0]?.path).toBe('subscription/store');
    expect(calls[0]?.options.method).toBe('POST');
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer member-token');
    expect(calls[0]?.options.headers['Idempotency-Key']).toBe('key-1');
    expect(calls[0]?.options.body).toEqual({
      username: 'alice',
      package_id: 3,
      type: 'nft',
      subscription_type: 'variable',
      model: 'reserve',
    });
  });

  it('trades one item by its log id', async () => {
    const calls = capture({ status: true, msg: 'ok', message: 'ok', data: {} });
    await postReserveTrade(42);
    expect(calls[0]?.path).toBe('reserve/trade');
    expect(calls[0]?.options.body).toEqual({ id: 42 });
  });

  it('claims with the subscription id and the Reserve ID, then asks for the claim status', async () => {
    const calls = capture({ status: true, income_id: 9 });
    await getClaimProfit(7, 'RSV 7/A');
    await getClaimStatus(9);
    expect(calls.map((c) => c.path)).toEqual([
      'claim-profit?id=7&reserve_id=RSV%207%2FA',
      'check-claim-status/9',
    ]);
    expect(calls[0]?.options.method).toBe('GET');
  });

  it('rejects a refused dashboard read with the server message', async () => {
    capture({ status: false, msg: 'Unauthenticated' }, 500);
    const read = reserveDashboardQuery().queryFn as (context: never) => Promise<unknown>;
    const failure = await read({} as never).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Unauthenticated');
  });
});

describe('reserve labels', () => {
  it('lists a plan as Level N (min%-max%)', () => {
    expect(planLabel({ name: 'Level 1', min_roi_percentage: '1.00', roi_percentage: '1.50' })).toBe(
      'Level 1 (1.00%-1.50%)',
    );
  });

  it('builds the artwork path from the type and image id', () => {
    expect(reserveArtworkUrl('crypto', 12)).toBe('/api/assets/reserve/crypto/12.svg');
  });
});
