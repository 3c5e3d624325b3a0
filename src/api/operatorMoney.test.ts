import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import {
  approvalsQuery,
  getOperatorWithdrawals,
  isWaiting,
  liabilitiesCsv,
  liabilitiesQuery,
  operatorMoneyKeys,
  postAdjustment,
  postApprovalApprove,
  postApprovalDecline,
  postOperatorDeposit,
  postWithdrawalApprove,
  postWithdrawalPaid,
  postWithdrawalReject,
} from './operatorMoney';
import { operatorKeys } from './operatorQueries';
import {
  clearOperatorToken,
  getOperatorToken,
  operatorSessionEnd,
  setOperatorToken,
} from './operatorSession';
import { capture, resetApi, runQuery, signIn } from './testing';

function stubSessionStorage() {
  const entries = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => entries.set(key, value),
    removeItem: (key: string) => entries.delete(key),
  });
}

const waiting = {
  status: true,
  message: "Waiting for a second operator's approval",
  approval: { id: 7, kind: 'withdrawal', status: 'pending' },
};

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

const asked = (calls: ReturnType<typeof capture>) =>
  calls.map((call) => `${call.options.method} ${call.path}`);

describe('operator money api', () => {
  it("lists approvals and withdrawals by status with the operator's token, never the member's", async () => {
    const calls = capture({ status: true, data: [], threshold: '1000' });
    await expect(runQuery(approvalsQuery('pending'))).resolves.toEqual({ data: [], threshold: '1000' });
    await getOperatorWithdrawals(3);
    expect(asked(calls)).toEqual([
      'GET operator/approvals?status=pending',
      'GET operator/withdrawals?status=3',
    ]);
    for (const call of calls) expect(call.options.headers.Authorization).toBe('Bearer operator-token');
  });

  it('sends each decision to its own path with only the reason or hash it needs', async () => {
    const calls = capture({ status: true, data: {} });
    await postApprovalApprove(12);
    await postApprovalDecline(12, 'Wrong member');
    await postWithdrawalApprove(4);
    await postWithdrawalPaid(4, 'abc12345');
    await postWithdrawalReject(5, 'Address flagged');
    expect(asked(calls)).toEqual([
      'POST operator/approvals/12/approve',
      'POST operator/approvals/12/decline',
      'POST operator/withdrawals/4/approve',
      'POST operator/withdrawals/4/paid',
      'POST operator/withdrawals/5/reject',
    ]);
    expect(calls.map((call) => call.options.body)).toEqual([
      undefined,
      { reason: 'Wrong member' },
      undefined,
      { tx: 'abc12345' },
      { reason: 'Address flagged' },
    ]);
  });

  it('tells a move that now waits for a second operator (202) from one that was made', async () => {
    capture(waiting, 202);
    const answer = await postWithdrawalApprove(4);
    expect(isWaiting(answer)).toBe(true);
    resetApi();
    capture({ status: true, data: { id: 4, status: 3 } });
    expect(isWaiting(await postWithdrawalApprove(4))).toBe(false);
  });

  it('records a deposit with the contract payload and no idempotency key of its own', async () => {
    const calls = capture(waiting, 202);
    const body = { username: 'alice', payment_method_id: 1, amount: '1500', txhash: 'abc12345' };
    await expect(postOperatorDeposit(body)).resolves.toMatchObject({ approval: { id: 7 } });
    expect(calls[0]?.path).toBe('operator/deposit');
    expect(calls[0]?.options.body).toEqual(body);
    expect(calls[0]?.options.headers['Idempotency-Key']).toBeUndefined();
  });

  it('asks for an adjustment with its Idempotency-Key as a header, beside the operator token', async () => {
    const calls = capture(waiting, 202);
    const body = {
      username: 'alice',
      wallet: 'pay_out',
      direction: 'credit',
      amount: '5',
      reason: 'Refund',
    } as const;
    await postAdjustment(body, 'key-1');
    expect(calls[0]).toMatchObject({ path: 'operator/adjustments', options: { method: 'POST', body } });
    expect(calls[0]?.options.headers['Idempotency-Key']).toBe('key-1');
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer operator-token');
  });

  it('keeps the field errors of a refusal and says why the requester may not approve', async () => {
    capture({ status: false, message: 'You asked for this; a second operator must approve it' }, 403);
    await expect(postApprovalApprove(3)).resolves.toMatchObject({
      status: false,
      code: 403,
      msg: 'You asked for this; a second operator must approve it',
    });
    resetApi();
    capture({ status: false, message: 'tx is required', errors: { tx: ['tx is required'] } }, 422);
    await expect(postWithdrawalPaid(4, '')).resolves.toMatchObject({ errors: { tx: ['tx is required'] } });
  });

  it('reads the liabilities for the days asked and downloads the same report as a CSV file', async () => {
    const calls = capture({ status: true, data: { as_of: 'now' } });
    await expect(runQuery(liabilitiesQuery(7))).resolves.toEqual({ as_of: 'now' });
    resetApi();
    const csvCalls = capture('section,item,amount\nowed,total,10\n');
    const file = await liabilitiesCsv(90);
    expect(calls[0]?.path).toBe('operator/liabilities?days=7');
    expect(csvCalls[0]?.path).toBe('operator/liabilities.csv?days=90');
    expect(csvCalls[0]?.options.headers.Authorization).toBe('Bearer operator-token');
    expect(file.type).toBe('text/csv;charset=utf-8');
    await expect(file.text()).resolves.toBe('section,item,amount\nowed,total,10\n');
  });

  it('turns a refused CSV into an error and a 401 into the end of the operator session', async () => {
    capture({ status: false, message: 'Sign in again' }, 401);
    const failure = await liabilitiesCsv(30).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(getOperatorToken()).toBeNull();
    expect(operatorSessionEnd()).toBe('ended');
  });

  it("keeps every money query under the operator's keys, so signing out forgets them", () => {
    for (const key of [
      operatorMoneyKeys.approvals('pending'),
      operatorMoneyKeys.withdrawals(0),
      operatorMoneyKeys.liabilities(30),
    ]) {
      expect(key.slice(0, 2)).toEqual([...operatorKeys.all(), 'money']);
    }
  });
});
