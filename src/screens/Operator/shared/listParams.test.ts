import { describe, expect, it } from 'vitest';
import { changeParams, paramsFromSearch, searchFromParams } from './listParams';

describe("a back-office list's address", () => {
  it('reads page, order, days and its own filters, and falls back where the server would refuse', () => {
    const search = new URLSearchParams(
      'page=3&per_page=25&sort=amount&dir=asc&from=2026-03-01&status=0&other=x',
    );
    expect(paramsFromSearch('withdrawals', search, ['status'])).toEqual({
      page: 3,
      per_page: 25,
      sort: 'amount',
      dir: 'asc',
      from: '2026-03-01',
      status: '0',
    });
    const wrong = new URLSearchParams('page=-2&per_page=7&sort=username&dir=up&to=yesterday');
    expect(paramsFromSearch('withdrawals', wrong, [])).toEqual({
      page: 1,
      per_page: 50,
      sort: 'created_at',
      dir: 'desc',
    });
    expect(paramsFromSearch('members', new URLSearchParams(), [], { dir: 'asc' })).toMatchObject({
      sort: 'username',
      dir: 'asc',
    });
  });

  it('leaves the defaults out of the address and goes back to the first page on any change but paging', () => {
    const params = paramsFromSearch('withdrawals', new URLSearchParams('page=4&status=0'), ['status']);
    expect(searchFromParams('withdrawals', params).toString()).toBe('page=4&status=0');
    expect(changeParams(params, { sort: 'amount' })).toMatchObject({ page: 1, sort: 'amount', status: '0' });
    expect(changeParams(params, { page: 2 })).toMatchObject({ page: 2, status: '0' });
    expect(changeParams(params, { status: undefined })).not.toHaveProperty('status');
  });
});
