import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from './client';
import { ApiError } from './errors';
import { changePlanMutation, operatorPlanKeys, operatorPlansQuery } from './operatorPlans';
import { clearOperatorToken, getOperatorToken, setOperatorToken } from './operatorSession';
import { getSession } from './session';
import { capture, resetApi, runQuery, signIn } from './testing';

function stubSessionStorage() {
  const entries = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => entries.set(key, value),
    removeItem: (key: string) => entries.delete(key),
  });
}

const runMutation = <V, T>(
  options: { mutationFn?: (variables: V, context: never) => Promise<T> },
  variables: V,
) => options.mutationFn!(variables, {} as never);

const plans = { staking: [], reserve: [], income: { in_force: { version: 1 }, scheduled: [] } };

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

describe('operator plans', () => {
  it("reads every plan with the operator's token and answers only the data", async () => {
    const calls = capture({ status: true, data: plans });
    await expect(runQuery(operatorPlansQuery())).resolves.toEqual(plans);
    expect(calls[0]).toMatchObject({ path: 'operator/plans', options: { method: 'GET' } });
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer operator-token');
  });

  it('keeps the plans under the back office key, so signing out forgets them', () => {
    expect(operatorPlansQuery().queryKey).toEqual(operatorPlanKeys.all());
    expect(operatorPlanKeys.all()[0]).toBe('operator');
  });

  it('sends each change to its own route with only the terms it names', async () => {
    const calls = capture({ status: true, message: 'ok', msg: 'ok', data: {} });
    const later = '2026-12-01T00:00:00.000Z';
    await runMutation(changePlanMutation(), { kind: 'staking', id: 3, body: { roi_percentage: '0.60' } });
    await runMutation(changePlanMutation(), {
      kind: 'reserve',
      id: 7,
      body: { min_trade_time: 0, effective_from: later },
    });
    await runMutation(changePlanMutation(), {
      kind: 'income',
      body: { levels: [{ level: 2, staking_percentage: '5' }] },
    });
    expect(calls.map((call) => `${call.options.method} ${call.path}`)).toEqual([
      'POST operator/plans/staking/3',
      'POST operator/plans/reserve/7',
      'POST operator/plans/income',
    ]);
    expect(calls.map((call) => call.options.body)).toEqual([
      { roi_percentage: '0.60' },
      { min_trade_time: 0, effective_from: later },
      { levels: [{ level: 2, staking_percentage: '5' }] },
    ]);
    for (const call of calls) expect(call.options.headers.Authorization).toBe('Bearer operator-token');
  });

  it("throws a refused change with the server's errors per field", async () => {
    const errors = { minimum_price: ['minimum_price must be at most maximum_price'] };
    capture({ status: false, message: 'Invalid', msg: 'Invalid', errors }, 422);
    const error = await runMutation(changePlanMutation(), {
      kind: 'staking',
      id: 1,
      body: { minimum_price: '5000' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).response).toMatchObject({ code: 422, errors });
    expect((error as ApiError).message).toBe('minimum_price must be at most maximum_price');
  });

  it("throws a package that does not exist as a 404 with the server's message", async () => {
    capture({ status: false, message: 'No package has this id', msg: 'No package has this id' }, 404);
    await expect(
      runMutation(changePlanMutation(), { kind: 'staking', id: 99, body: { active: false } }),
    ).rejects.toThrow('No package has this id');
  });

  it("ends the operator's session on a 401, and never the member's", async () => {
    let memberExpired = 0;
    setUnauthorizedHandler(() => memberExpired++);
    capture({ status: false, message: 'Sign in again', msg: 'Sign in again' }, 401);
    await expect(runQuery(operatorPlansQuery())).rejects.toBeInstanceOf(ApiError);
    expect(getOperatorToken()).toBeNull();
    expect(memberExpired).toBe(0);
    expect(getSession()).toMatchObject({ token: 'member-token' });
  });
});
