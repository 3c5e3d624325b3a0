import { afterEach, describe, expect, it } from 'vitest';
import { dashboardQuery } from './dashboard';
import { capture, resetApi, signIn } from './testing';

afterEach(resetApi);

describe('dashboard api', () => {
  it('hands the dashboard figures to the screen, asked with the member token', async () => {
    signIn();
    const calls = capture({ status: true, data: { username: 'alice', pay_in_balance: '12.5' } });
    await expect(dashboardQuery().queryFn?.({} as never)).resolves.toEqual({
      username: 'alice',
      pay_in_balance: '12.5',
    });
    expect(calls[0]?.path).toBe('dashboard');
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer member-token');
  });

  it('turns a failed load into an error for the query', async () => {
    capture({ status: false, msg: 'Server busy' }, 503);
    await expect(dashboardQuery().queryFn?.({} as never)).rejects.toThrow('Server busy');
  });
});
