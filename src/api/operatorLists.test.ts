import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { type ListParams, listCsv, listFileName, listPageQuery } from './operatorLists';
import { clearOperatorToken, setOperatorToken } from './operatorSession';
import { capture, resetApi, runQuery, signIn } from './testing';

function stubSessionStorage() {
  const entries = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => entries.set(key, value),
    removeItem: (key: string) => entries.delete(key),
  });
}

const params: ListParams = { page: 3, per_page: 25, sort: 'amount', dir: 'asc', status: '0', username: '' };
const page = { current_page: 3, last_page: 6, from: 51, to: 75, total: 150, per_page: 25, data: [{ id: 1 }] };

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

describe("the back office's lists", () => {
  it("asks for a page with its order and filters, empty ones left out, with the operator's token", async () => {
    const calls = capture({ status: true, ...page });
    await expect(runQuery(listPageQuery('withdrawals', 'withdrawals', params))).resolves.toMatchObject(page);
    expect(calls[0]?.path).toBe('operator/withdrawals?page=3&per_page=25&sort=amount&dir=asc&status=0');
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer operator-token');
  });

  it('reads the envelope the ticket queue answers under data', async () => {
    capture({ status: true, data: page });
    await expect(runQuery(listPageQuery('tickets', 'tickets', params))).resolves.toMatchObject({
      total: 150,
    });
  });

  it('exports what the filters select, whatever page is in view, as a CSV file', async () => {
    const calls = capture('id,code\r\n1,WD1\r\n');
    const file = await listCsv('withdrawals', params);
    expect(calls[0]?.path).toBe('operator/withdrawals.csv?sort=amount&dir=asc&status=0');
    await expect(file.text()).resolves.toBe('id,code\r\n1,WD1\r\n');
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(listFileName('withdrawals', new Date('2026-03-14T10:00:00Z'))).toBe('withdrawals-2026-03-14.csv');
  });

  it("throws an export's refusal with the server's words", async () => {
    const refusal = 'The support role may not read deposit requests';
    capture({ status: false, message: refusal, msg: refusal }, 403);
    const error = await listCsv('approvals', params).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toContain('may not read deposit requests');
  });
});
