import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from './client';
import { ApiError } from './errors';
import { operatorMeQuery } from './operatorQueries';
import {
  clearOperatorToken,
  forgetOperatorSessionEnd,
  getOperatorMe,
  getOperatorToken,
  OPERATOR_TOKEN_KEY,
  operatorSessionEnd,
  postOperatorSignIn,
  postOperatorSignOut,
  setOperatorToken,
  subscribeOperatorSession,
} from './operatorSession';
import { getSession } from './session';
import { capture, resetApi, runQuery, signIn } from './testing';

/** A sessionStorage whose keys the test can read, as a browser's would be. */
function stubSessionStorage() {
  const entries = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => entries.set(key, value),
    removeItem: (key: string) => entries.delete(key),
  });
  return entries;
}

const me = {
  status: true,
  data: {
    operator: { id: 2, username: 'demo_support', role: 'support' },
    role: 'support',
    rights: ['tickets.read'],
  },
};

let stored: Map<string, string>;
beforeEach(() => {
  stored = stubSessionStorage();
});
afterEach(() => {
  clearOperatorToken();
  resetApi();
  vi.unstubAllGlobals();
});

describe('operator session', () => {
  it("keeps only the operator's token, under its own key, beside the member's session", () => {
    signIn('alice');
    setOperatorToken('operator-token');
    expect(getOperatorToken()).toBe('operator-token');
    expect(stored.get(OPERATOR_TOKEN_KEY)).toBe('operator-token');
    expect(stored.get('token')).toBe('member-token');
    clearOperatorToken();
    expect(getOperatorToken()).toBeNull();
    expect(getSession()).toMatchObject({ token: 'member-token', username: 'alice' });
  });

  it('signs in with no token at all and stores nothing, the password least of all', async () => {
    signIn('alice');
    const calls = capture({
      status: true,
      data: { kind: 'enrol', secret: 'ABCD', otpauth_url: 'otpauth://x' },
    });
    await postOperatorSignIn({ username: 'demo_support', password: 'Demo-operator-2026' });
    expect(calls[0]).toMatchObject({ path: 'operator/sign-in', options: { method: 'POST' } });
    expect(calls[0]?.options.body).toEqual({ username: 'demo_support', password: 'Demo-operator-2026' });
    expect(calls[0]?.options.headers.Authorization).toBeUndefined();
    expect([...stored.values()].join(' ')).not.toContain('Demo-operator-2026');
    expect(stored.has(OPERATOR_TOKEN_KEY)).toBe(false);
  });

  it("sends the operator's token, not the member's, to /me and sign-out", async () => {
    signIn('alice');
    setOperatorToken('operator-token');
    const calls = capture(me);
    await expect(runQuery(operatorMeQuery())).resolves.toEqual(me.data);
    await postOperatorSignOut();
    expect(calls.map((call) => `${call.options.method} ${call.path}`)).toEqual([
      'GET operator/me',
      'POST operator/sign-out',
    ]);
    for (const call of calls) expect(call.options.headers.Authorization).toBe('Bearer operator-token');
  });

  it('ends only the operator session on a 401, telling its listeners and never the member session', async () => {
    signIn('alice');
    let memberExpired = 0;
    setUnauthorizedHandler(() => memberExpired++);
    setOperatorToken('stale-operator-token');
    let told = 0;
    const stop = subscribeOperatorSession(() => told++);
    capture({ status: false, message: 'Sign in again', msg: 'Sign in again' }, 401);
    await expect(runQuery(operatorMeQuery())).rejects.toBeInstanceOf(ApiError);
    stop();
    expect(getOperatorToken()).toBeNull();
    expect(operatorSessionEnd()).toBe('ended');
    expect(told).toBe(1);
    expect(memberExpired).toBe(0);
    expect(getSession()).toMatchObject({ token: 'member-token' });
  });

  it('leaves everything as it was when a sign-in is refused', async () => {
    let memberExpired = 0;
    setUnauthorizedHandler(() => memberExpired++);
    setOperatorToken('operator-token');
    capture({ status: false, message: 'Wrong username, password or code' }, 401);
    const answer = await postOperatorSignIn({ username: 'demo_support', password: 'wrong' });
    expect(answer).toMatchObject({ status: false, code: 401, message: 'Wrong username, password or code' });
    expect(getOperatorToken()).toBe('operator-token');
    expect(memberExpired).toBe(0);
  });

  it('says the operator signed out after a sign-out, until a new session starts or the sign-in page has said so', async () => {
    setOperatorToken('operator-token');
    clearOperatorToken();
    expect(operatorSessionEnd()).toBe('signed-out');
    setOperatorToken('next-token');
    expect(operatorSessionEnd()).toBeNull();
    clearOperatorToken();
    forgetOperatorSessionEnd();
    expect(operatorSessionEnd()).toBeNull();
  });

  it("never lends the member's token to an operator call when no operator is signed in", async () => {
    signIn('alice');
    const calls = capture(me);
    await getOperatorMe();
    expect(calls[0]?.options.headers.Authorization).toBeUndefined();
  });
});
