import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { capture, resetApi, signIn } from './testing';
import {
  getWithdrawList,
  postWithdraw,
  postWithdrawSetting,
  rupeesFor,
  withdrawDestination,
  withdrawSettingMutation,
} from './withdraw';

afterEach(resetApi);

const emptySetting = {
  type: null,
  withdrawal_coin: null,
  network: null,
  withdrawal_address: null,
  ac_no: null,
  bank_name: null,
  holder_name: null,
  ifsc: null,
};

describe('withdraw api', () => {
  it('sends a withdrawal with its Idempotency-Key', async () => {
    const calls = capture();
    await postWithdraw({ wallet: 'pay_out', amount: '3', otp: '123456' }, 'key-2');
    expect(calls[0]?.path).toBe('withdraw');
    expect(calls[0]?.options.headers['Idempotency-Key']).toBe('key-2');
  });

  it('asks for the requested page of the withdraw history', async () => {
    const calls = capture({ status: true, data: {} });
    await getWithdrawList(3);
    expect(calls[0]?.path).toBe('user/manual/withdraw/list?page=3');
    expect(calls[0]?.options.method).toBe('GET');
  });

  it('posts the withdraw setting with the member token', async () => {
    signIn();
    const calls = capture({ status: true, msg: 'saved', message: 'saved', data: emptySetting });
    await postWithdrawSetting({ type: 'crypto', withdrawal_address: 'T123', mpin: '4831' });
    expect(calls[0]?.path).toBe('withdraw-setting');
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer member-token');
    expect(calls[0]?.options.body).toEqual({ type: 'crypto', withdrawal_address: 'T123', mpin: '4831' });
  });

  it('rejects a refused setting with the field errors kept', async () => {
    capture({ status: false, msg: 'Invalid', errors: { withdrawal_address: ['Bad address'] } }, 422);
    const save = withdrawSettingMutation().mutationFn;
    const failure = await save?.({ type: 'crypto', withdrawal_address: 'x' }, {} as never).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).response.errors).toEqual({ withdrawal_address: ['Bad address'] });
  });
});

describe('withdrawDestination', () => {
  it('is the address for crypto and the account number for bank', () => {
    expect(withdrawDestination(emptySetting)).toBeNull();
    expect(withdrawDestination({ ...emptySetting, type: 'crypto', withdrawal_address: 'T9' })).toBe('T9');
    expect(withdrawDestination({ ...emptySetting, type: 'bank', withdrawal_address: 'T9' })).toBeNull();
    expect(withdrawDestination({ ...emptySetting, type: 'bank', ac_no: '0042' })).toBe('0042');
  });
});

describe('rupeesFor', () => {
  it('multiplies on micro-units without float error', () => {
    expect(rupeesFor('20', '83.00')).toBe('1660.000000');
    expect(rupeesFor('0.1', '83.3')).toBe('8.330000');
    expect(rupeesFor('12.345678', '83.12')).toBe('1026.172755');
  });

  it('is null for text that is not an amount', () => {
    expect(rupeesFor('', '83')).toBeNull();
    expect(rupeesFor('1.2.3', '83')).toBeNull();
    expect(rupeesFor('5', 'abc')).toBeNull();
  });
});
