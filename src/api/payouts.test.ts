import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from './client';
import { dashboardQuery } from './dashboard';
import { AUTH_FAILED, getPayouts, payoutDetailQuery, payoutsCsv, payoutsQuery } from './payouts';
import { setSession } from './session';
import { capture, resetApi, signIn } from './testing';

afterEach(resetApi);

describe('payouts api', () => {
  it('puts only the filters the member chose in the payouts query', async () => {
    signIn();
    const calls = capture({ status: true });
    await getPayouts({ page: 2, source: 'NFT TRADE', is_paid: '', from_date: '01-03-2026', to_date: '' });
    expect(calls[0]?.path).toBe('payouts?page=2&from_date=01-03-2026&source=NFT+TRADE');
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer member-token');
  });

  it("asks for today's payouts only when the referral payouts screen says so", async () => {
    const calls = capture({ status: true });
    await getPayouts({ sort: 'today', is_paid: '0' });
    expect(calls[0]?.path).toBe('payouts?is_paid=0&sort=today');
  });

  it('exports the filtered list unpaged as a CSV file', async () => {
    const csv = 'created_at,from_username,amount\r\n2026-03-01T00:00:00.000Z,bob,1.5\r\n';
    const calls = capture(csv);
    const file = await payoutsCsv({ page: 4, source: 'LEVEL INCOME', sort: 'today' });
    expect(calls[0]?.path).toBe('payouts?source=LEVEL+INCOME&sort=today&export=csv');
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(await file.text()).toBe(csv);
  });

  it('refuses to save a refused export as a file', async () => {
    capture({ status: false, errors: { from_date: ['Date must be DD-MM-YYYY'] } }, 422);
    await expect(payoutsCsv({ from_date: '1-3-2026' })).rejects.toThrow('Date must be DD-MM-YYYY');
  });

  it('turns a refused list into an error for the query, keyed by its filter', async () => {
    capture({ status: false, msg: 'Unknown source' }, 422);
    const options = payoutsQuery({ source: 'NFT TRADE', page: 3 });
    expect(options.queryKey).toEqual(['payouts', 'list', { source: 'NFT TRADE', page: 3 }]);
    await expect(options.queryFn?.({} as never)).rejects.toThrow('Unknown source');
  });

  it('reads why a payout was earned from its own address', async () => {
    const detail = { id: 7, level: 2, rate_percentage: '5.00' };
    const calls = capture({ status: true, data: detail });
    await expect(payoutDetailQuery(7).queryFn?.({} as never)).resolves.toEqual(detail);
    expect(calls[0]?.path).toBe('payouts/7');
  });

  it("words an expired sign-in on the payouts screen as the spec does, and the dashboard's the app's way", async () => {
    setSession({ token: 'stale', status: '1', username: 'alice' });
    const told = vi.fn();
    setUnauthorizedHandler(told);
    capture({ status: 0, msg: 'Unauthenticated.' }, 401);
    await expect(payoutsQuery().queryFn?.({} as never)).rejects.toThrow();
    await expect(payoutDetailQuery(1).queryFn?.({} as never)).rejects.toThrow();
    await expect(payoutsCsv()).rejects.toThrow();
    await expect(dashboardQuery().queryFn?.({} as never)).rejects.toThrow();
    expect(told.mock.calls).toEqual([[AUTH_FAILED], [AUTH_FAILED], [AUTH_FAILED], [undefined]]);
  });
});
