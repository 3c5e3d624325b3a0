import { afterEach, describe, expect, it } from 'vitest';
import { resendOtp } from './auth';
import { capture, resetApi, signIn } from './testing';
import {
  filterAmount,
  getTransactions,
  postTransfer,
  syncDeposits,
  transactionsCsv,
  transfersQuery,
} from './wallet';

afterEach(resetApi);

describe('wallet api', () => {
  it('sends a transfer with its Idempotency-Key and the member token', async () => {
    signIn();
    const calls = capture();
    const body = {
      wallet: 'pay_in_to_reserve' as const,
      transfer_amount: '1.5',
      payee: 'alice',
      mpin: '1234',
    };
    await postTransfer(body, 'key-1');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('transfer/amount');
    expect(calls[0]?.options.method).toBe('POST');
    expect(calls[0]?.options.body).toEqual(body);
    expect(calls[0]?.options.headers).toMatchObject({
      'Idempotency-Key': 'key-1',
      Authorization: 'Bearer member-token',
    });
  });

  it('asks for a transfer code as the signed-in member, but a password-reset code signed out', async () => {
    signIn();
    const calls = capture();
    await resendOtp({ username: 'alice', from: 'transfer' }, null);
    await resendOtp({ username: 'alice', from: 'forget' });
    expect(calls.map((c) => c.options.headers.Authorization)).toEqual(['Bearer member-token', undefined]);
  });

  it('puts only the filters the member chose in the transactions query', async () => {
    const calls = capture({ status: true });
    await getTransactions({ page: 2, wallet: 'reserve', type: '', from_date: '01-02-2026' });
    expect(calls[0]?.path).toBe('transactions?page=2&wallet=reserve&from_date=01-02-2026');
  });

  it('turns a refused list load into an error for the query', async () => {
    capture({ status: false, msg: 'Request failed please try again' });
    const options = transfersQuery(3);
    expect(options.queryKey).toEqual(['wallet', 'transfers', 3]);
    await expect(options.queryFn?.({} as never)).rejects.toThrow('Request failed please try again');
  });
});

describe('deposits and the transaction export', () => {
  it('syncs the chosen method from its first page and hands back the new balance', async () => {
    signIn();
    const answer = {
      status: true,
      msg: '1 deposit(s) credited',
      message: '1 deposit(s) credited',
      balance: '125.5',
      list: { data: [] },
    };
    const calls = capture(answer);
    await expect(syncDeposits(2)).resolves.toMatchObject({ msg: '1 deposit(s) credited', balance: '125.5' });
    expect(calls[0]?.path).toBe('balance-sync?payment_method_id=2&page=1');
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer member-token');
  });

  it('turns a refused sync into an error carrying the server message', async () => {
    capture({ status: false, msg: 'Please select a valid payment method' });
    await expect(syncDeposits(9)).rejects.toThrow('Please select a valid payment method');
  });

  it('exports the filtered list, unpaged, with the member token, as a CSV file', async () => {
    signIn();
    const csv =
      'created_at,wallet,type,value,source,note\r\n2026-03-01T10:00:00.000Z,pay_in,credit,125.5,deposit,x\r\n';
    const calls = capture(csv);
    const file = await transactionsCsv({ page: 3, wallet: 'pay_in', type: 'credit', to_date: '31-03-2026' });
    expect(calls[0]?.path).toBe('transactions?wallet=pay_in&type=credit&to_date=31-03-2026&export=csv');
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer member-token');
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(await file.text()).toBe(csv);
  });

  it('refuses to save a refused export as a file', async () => {
    capture({ status: false, msg: 'Too many requests', errors: { from_date: ['Date must be DD-MM-YYYY'] } });
    await expect(transactionsCsv({ from_date: '1-3-2026' })).rejects.toThrow('Date must be DD-MM-YYYY');
  });

  it('refuses an export that answered something other than CSV text', async () => {
    capture({ status: true, data: [] });
    await expect(transactionsCsv()).rejects.toThrow('Request failed please try again');
  });
});

describe('typed amounts', () => {
  it('strips everything but digits and a dot as the member types', () => {
    expect(filterAmount('$1,234.50 USDT')).toBe('1234.50');
  });
});
