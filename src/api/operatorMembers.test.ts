import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from './client';
import { ApiError } from './errors';
import { changeOperatorMutation, createOperatorMutation, operatorsQuery } from './operatorAccounts';
import { type ListParams, listPageQuery } from './operatorLists';
import {
  memberEarningsQuery,
  memberFileQuery,
  memberLoginLinkMutation,
  revokeMemberSessionsMutation,
} from './operatorMembers';
import { clearOperatorToken, getOperatorToken, setOperatorToken } from './operatorSession';
import { getSession } from './session';
import { capture, resetApi, runQuery, signIn } from './testing';

/** A sessionStorage as a browser's, so the operator's token can be stored beside the member's. */
function stubSessionStorage() {
  const entries = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => entries.set(key, value),
    removeItem: (key: string) => entries.delete(key),
  });
}

/** Runs a mutation factory's request as TanStack Query would. */
const runMutation = <V, T>(
  options: { mutationFn?: (variables: V, context: never) => Promise<T> },
  variables: V,
) => options.mutationFn!(variables, {} as never);

/** Fetches an infinite query's first page and the next one, as "Older" does. */
function twoPages(options: object) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return client.fetchInfiniteQuery({ ...options, pages: 2 } as never);
}

const first = (extra: Partial<ListParams> = {}): ListParams => ({
  page: 1,
  per_page: 50,
  sort: 'username',
  dir: 'asc',
  ...extra,
});
const envelope = {
  status: true,
  current_page: 1,
  last_page: 1,
  from: null,
  to: null,
  total: 0,
  per_page: 50,
  data: [],
};
const memberSearchQuery = (q: string) => listPageQuery('members', 'members', first({ q }));
const auditLogQuery = (filters: Partial<ListParams>) =>
  listPageQuery('audit', 'audit', first({ sort: 'time', dir: 'desc', ...filters }));

const trace = (next: number | null) => ({ status: true, data: [], totals: {}, next_before_id: next });

beforeEach(() => {
  stubSessionStorage();
  signIn('alice');
  setOperatorToken('operator-token');
});
afterEach(() => {
  clearOperatorToken();
  resetApi();
  vi.unstubAllGlobals();
});

describe('operator members', () => {
  it("searches with the trimmed text and the operator's token, never the member's", async () => {
    const calls = capture(envelope);
    await expect(runQuery(memberSearchQuery('  ali ce '))).resolves.toMatchObject({ total: 0, data: [] });
    expect(calls[0]?.path).toBe('operator/members?page=1&per_page=50&sort=username&dir=asc&q=ali+ce');
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer operator-token');
  });

  it("reads a member's file by a username made safe for the path", async () => {
    const calls = capture({ status: true, data: { profile: { username: 'a/b' } } });
    await expect(runQuery(memberFileQuery('a/b'))).resolves.toEqual({ profile: { username: 'a/b' } });
    expect(calls[0]?.path).toBe('operator/members/a%2Fb');
  });

  it('pages the earnings trace by the id the last page named', async () => {
    const calls = capture(trace(77));
    await twoPages(memberEarningsQuery('alice'));
    expect(calls.map((call) => call.path)).toEqual([
      'operator/members/alice/earnings',
      'operator/members/alice/earnings?before_id=77',
    ]);
    const last = memberEarningsQuery('alice').getNextPageParam;
    expect(last(trace(null) as never, [], undefined, [])).toBeUndefined();
  });

  it('ends one session or every session of a member', async () => {
    const calls = capture({ status: true, message: 'Signed the member out of 1 session', revoked: 1 });
    await runMutation(revokeMemberSessionsMutation('alice'), 12);
    await runMutation(revokeMemberSessionsMutation('alice'), null);
    expect(calls.map((call) => `${call.options.method} ${call.path}`)).toEqual([
      'POST operator/members/alice/sessions/12/revoke',
      'POST operator/members/alice/sessions/revoke-all',
    ]);
  });

  it('asks for a sign-in link with the username in the body', async () => {
    const link = {
      status: true,
      url: 'https://x/login?user=alice&auth=t',
      expires_at: '2026-01-01T00:05:00Z',
    };
    const calls = capture(link);
    await expect(runMutation(memberLoginLinkMutation(), 'alice')).resolves.toEqual(link);
    expect(calls[0]).toMatchObject({ path: 'operator/login-link', options: { method: 'POST' } });
    expect(calls[0]?.options.body).toEqual({ username: 'alice' });
  });

  it("throws a refusal with the server's message, e.g. a member who does not exist", async () => {
    capture(
      { status: false, message: 'No member has the username zed', msg: 'No member has the username zed' },
      404,
    );
    const failure = runQuery(memberFileQuery('zed'));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('No member has the username zed');
  });

  it("ends the operator's session on a 401, and never the member's", async () => {
    let memberExpired = 0;
    setUnauthorizedHandler(() => memberExpired++);
    capture({ status: false, message: 'Sign in again', msg: 'Sign in again' }, 401);
    await expect(runQuery(memberSearchQuery('alice'))).rejects.toBeInstanceOf(ApiError);
    expect(getOperatorToken()).toBeNull();
    expect(memberExpired).toBe(0);
    expect(getSession()).toMatchObject({ token: 'member-token' });
  });
});

describe('audit log', () => {
  it('sends only the filters that have text, and a later page counted from the first', async () => {
    const calls = capture(envelope);
    await runQuery(auditLogQuery({ operator: ' demo_admin ', action: 'withdrawal.', subject: '' }));
    await runQuery(auditLogQuery({ operator: 'demo_admin', page: 2, until_id: 501 }));
    expect(calls.map((call) => call.path)).toEqual([
      'operator/audit?page=1&per_page=50&sort=time&dir=desc&operator=demo_admin&action=withdrawal.',
      'operator/audit?page=2&per_page=50&sort=time&dir=desc&operator=demo_admin&until_id=501',
    ]);
  });

  it("keeps a refusal's field errors for the filter they name", async () => {
    const errors = { action: ['action may contain lower-case letters, dots and dashes only'] };
    capture({ status: false, message: 'Invalid', msg: 'Invalid', errors }, 422);
    const error = await runQuery(auditLogQuery({ action: 'X' })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).response.errors).toEqual(errors);
  });
});

describe('operator accounts', () => {
  it('lists, adds and changes operators', async () => {
    const calls = capture({ status: true, data: [] });
    await runQuery(operatorsQuery());
    await runMutation(createOperatorMutation(), {
      username: 'new_op',
      password: 'long-enough-password',
      role: 'support',
    });
    await runMutation(changeOperatorMutation(), { id: 7, change: { disabled: true } });
    expect(calls.map((call) => `${call.options.method} ${call.path}`)).toEqual([
      'GET operator/operators',
      'POST operator/operators',
      'POST operator/operators/7',
    ]);
    expect(calls[1]?.options.body).toEqual({
      username: 'new_op',
      password: 'long-enough-password',
      role: 'support',
    });
    expect(calls[2]?.options.body).toEqual({ disabled: true });
    for (const call of calls) expect(call.options.headers.Authorization).toBe('Bearer operator-token');
  });

  it('throws the last-admin refusal with its message', async () => {
    capture({ status: false, message: 'This is the last admin; make another admin first' }, 409);
    await expect(
      runMutation(changeOperatorMutation(), { id: 1, change: { role: 'support' } }),
    ).rejects.toThrow('This is the last admin; make another admin first');
  });
});
