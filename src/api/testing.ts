import { vi } from 'vitest';
import { http, setUnauthorizedHandler } from './client';
import { clearSession, setSession } from './session';

/** The request options the API client hands to ofetch, as far as the API's tests look at them. */
export type RawOptions = { method: string; headers: Record<string, string>; body?: unknown };

export type CapturedCall = { path: string; options: RawOptions };

/**
 * Answers every request of the API client with `answer` and the HTTP `status`, without a network, and records
 * what was asked in the returned list.
 */
export function capture(answer: unknown = { status: true, msg: 'ok', message: 'ok' }, status = 200) {
  const calls: CapturedCall[] = [];
  vi.spyOn(http, 'raw').mockImplementation((async (path: string, options: RawOptions) => {
    calls.push({ path, options });
    return { ok: status < 400, status, _data: answer };
  }) as never);
  return calls;
}

/** A signed-in member whose requests carry 'Bearer member-token'. */
export const signIn = (username = 'alice') => setSession({ token: 'member-token', status: '1', username });

/** Runs a query factory's fetcher as TanStack Query would, for its answer or its error. */
export const runQuery = <T>(options: { queryFn?: unknown }) =>
  (options.queryFn as (context: never) => Promise<T>)({} as never);

/** Puts the client back as a page finds it: real network, no session, nobody told of an expired one. */
export function resetApi(): void {
  vi.restoreAllMocks();
  setUnauthorizedHandler(null);
  clearSession();
}
