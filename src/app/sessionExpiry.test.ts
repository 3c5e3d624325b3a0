import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const expiredAnswer = () =>
  new Response(JSON.stringify({ status: false, message: 'Unauthenticated.', msg: 'Unauthenticated.' }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });

const staleSession = {
  token: 'stale',
  username: 'alice01',
  status: '1',
  refcode: 'TS1',
  auth_type: 'mpin',
  email: 'a@x.io',
} as const;

describe('session expiry', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => expiredAnswer()),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the member on the page for one second, then signs them out and sends them home once', async () => {
    const { installSessionExpiry, SESSION_EXPIRED_REDIRECT_MS } = await import('./sessionExpiry');
    const { setSession, getSession } = await import('../api/session');
    const { apiGet } = await import('../api/client');
    const navigate = vi.fn();
    const clearCache = vi.fn();
    const uninstall = installSessionExpiry(navigate, clearCache);
    setSession(staleSession);

    await Promise.all([apiGet('user'), apiGet('subscriptions')]);
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS - 1);
    expect(getSession()?.username).toBe('alice01');
    expect(navigate).not.toHaveBeenCalled();
    expect(clearCache).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(clearCache).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it('ends the session the same way when a write is refused with 401, but not a sign-in step with its own token', async () => {
    const { installSessionExpiry, SESSION_EXPIRED_REDIRECT_MS } = await import('./sessionExpiry');
    const { setSession, getSession } = await import('../api/session');
    const { apiPost } = await import('../api/client');
    const navigate = vi.fn();
    const uninstall = installSessionExpiry(navigate, vi.fn());
    setSession(staleSession);

    await apiPost('login', { code: '1234' }, { token: 'pre-login-token' });
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS);
    expect(navigate).not.toHaveBeenCalled();
    expect(getSession()?.username).toBe('alice01');

    await apiPost('transfer/amount', { transfer_amount: '5' });
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(getSession()).toBeNull();
    uninstall();
  });
});
