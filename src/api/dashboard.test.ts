import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, setUnauthorizedHandler } from './client';
import { dashboardQuery } from './dashboard';
import { clearSession, setSession } from './session';

type RawOptions = { method: string; headers: Record<string, string> };

function answer(data: unknown, status = 200) {
  const calls: { path: string; options: RawOptions }[] = [];
  vi.spyOn(http, 'raw').mockImplementation((async (path: string, options: RawOptions) => {
    calls.push({ path, options });
    return { ok: status < 400, status, _data: data };
  }) as never);
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
  setUnauthorizedHandler(null);
  clearSession();
});

describe('dashboard api', () => {
  it('hands the dashboard figures to the screen, asked with the member token', async () => {
    setSession({ token: 'member-token', status: '1', username: 'alice' });
    const calls = answer({ status: true, data: { username: 'alice', pay_in_balance: '12.5' } });
    await expect(dashboardQuery().queryFn?.({} as never)).resolves.toEqual({
      username: 'alice',
      pay_in_balance: '12.5',
    });
    expect(calls[0]?.path).toBe('dashboard');
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer member-token');
  });

  it('turns a failed load into an error for the query', async () => {
    answer({ status: false, msg: 'Server busy' }, 503);
    await expect(dashboardQuery().queryFn?.({} as never)).rejects.toThrow('Server busy');
  });
});
