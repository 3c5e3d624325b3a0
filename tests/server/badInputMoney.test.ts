import { HDKey } from '@scure/bip32';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import {
  deposits,
  idempotencyKeys,
  ledgerEntries,
  ledgerTransfers,
  users,
  walletTransfers,
  withdrawalSettings,
  withdrawals,
} from '../../server/db/schema';
import { depositAddress } from '../../server/deposits/addresses';
import { balancesOf } from '../../server/ledger';
import { toMicros } from '../../src/api/contract';
import {
  DEFAULT_PASSWORD,
  DEFAULT_PIN,
  describeEngines,
  json,
  registerVerified,
  testConfig,
} from './harness';
import { endWithdrawHold } from './securityFixtures';

/**
 * Bad input on every endpoint that moves money or reads it with parameters: each is refused with a 4xx in the
 * contract's error shape and the message a member reads (spec document 2 §5, §8), and nothing moves.
 */

testConfig.depositXpub = HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).derive(
  "m/44'/60'/0'",
).publicExtendedKey;
const OPERATOR_KEY = 'bad-money-operator-key-0123456789';
testConfig.operatorKey = OPERATOR_KEY;

const payoutKey = HDKey.fromMasterSeed(new Uint8Array(32).fill(9)).derive("m/44'/195'/0'");
const TRON_ADDRESS = depositAddress(payoutKey, 'TRC20', 1);

const REQUIRED = 'This Field Is Required.';
const INVALID_AMOUNT = 'Please enter a valid amount';
const NOT_POSITIVE = 'Amount must be greater than 0';
const DECIMALS = 'At most 6 decimal places';
const INSUFFICIENT = 'Insufficient Balance';
const USERNAME = 'founder';

type Body = Record<string, unknown>;
type Refusal = { status: unknown; message: unknown; msg: unknown; errors?: Record<string, string[]> };

let client = 0;
/** Each request from its own address, so the per-route rate limits never answer in place of the rule. */
const nextAddress = () => {
  client++;
  return `10.9.${(client >> 8) & 255}.${client & 255}`;
};

let keySeq = 0;
const newKey = () => `bad-${Date.now()}-${++keySeq}`;

/** The refusal's status, shape and message; `field` names where the message must also sit, if anywhere. */
function expectRefusal(
  res: LightMyRequestResponse,
  label: string,
  want: { status?: number; message: string; field?: string },
) {
  const why = `${label} -> ${res.statusCode} ${res.body}`;
  expect(res.statusCode, why).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, why).toBeLessThan(500);
  if (want.status) expect(res.statusCode, why).toBe(want.status);
  const body = res.json() as Refusal;
  expect(body.status, why).toBe(false);
  expect(body.msg, why).toBe(body.message);
  expect(body.message, why).toBe(want.message);
  if (want.field) expect(body.errors?.[want.field]?.[0], why).toBe(want.message);
}

describeEngines('bad input on the money endpoints', (ctx) => {
  async function request(
    method: 'GET' | 'POST',
    url: string,
    opts: { token?: string; body?: Body; key?: string | string[] } = {},
  ) {
    return ctx().app.inject({
      method,
      url: `/api/${url}`,
      remoteAddress: nextAddress(),
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.key !== undefined ? { 'idempotency-key': opts.key } : {}),
      },
      ...(opts.body ? { payload: opts.body } : {}),
    });
  }

  async function signIn(): Promise<string> {
    const pre = await request('POST', 'pre-login', {
      body: { username: USERNAME, password: DEFAULT_PASSWORD },
    });
    const res = await request('POST', 'login', {
      token: json<{ token: string }>(pre).token,
      body: { mpin: DEFAULT_PIN },
    });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ token: string }>(res).token;
  }

  async function operatorDeposit(amount: string, txhash: string) {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/operator/deposit',
      headers: { authorization: `Bearer ${OPERATOR_KEY}` },
      payload: { username: USERNAME, payment_method_id: 1, amount, txhash },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /**
   * A member with 40 USDT in the Receiving wallet and 60 in the Reserve wallet (100 deposited, 60 moved),
   * nothing in the Out going wallet, and a saved TRON withdrawal address unless told otherwise.
   */
  async function funded(withAddress = true) {
    await registerVerified(ctx(), USERNAME);
    const token = await signIn();
    const [row] = await ctx().db.select().from(users).where(eq(users.username, USERNAME));
    await operatorDeposit('100', 'badinput0001');
    expect((await request('GET', 'balance-sync?payment_method_id=1', { token })).statusCode).toBe(200);
    const moved = await request('POST', 'transfer/amount', {
      token,
      key: newKey(),
      body: { wallet: 'pay_in_to_reserve', transfer_amount: '60', payee: USERNAME, mpin: DEFAULT_PIN },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    if (withAddress) {
      const saved = await request('POST', 'withdraw-setting', {
        token,
        body: { type: 'crypto', withdrawal_address: TRON_ADDRESS, mpin: DEFAULT_PIN },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // The address was saved a day ago: the pause a new address starts is over.
      await endWithdrawHold(ctx(), row!.id);
    }
    return { token, id: row!.id };
  }

  /** Everything a refused request must leave as it was: the member's balances and the money tables. */
  async function snapshot(memberId: number) {
    const rows = async (
      table:
        | typeof ledgerTransfers
        | typeof ledgerEntries
        | typeof walletTransfers
        | typeof withdrawals
        | typeof idempotencyKeys
        | typeof deposits,
    ) => (await ctx().db.select({ n: count() }).from(table))[0]?.n;
    const [setting] = await ctx()
      .db.select()
      .from(withdrawalSettings)
      .where(eq(withdrawalSettings.userId, memberId));
    const credited = await ctx()
      .db.select({ id: deposits.id, credited: deposits.creditedTransferId })
      .from(deposits);
    return {
      balances: await balancesOf(ctx().db, memberId),
      ledgerTransfers: await rows(ledgerTransfers),
      ledgerEntries: await rows(ledgerEntries),
      walletTransfers: await rows(walletTransfers),
      withdrawals: await rows(withdrawals),
      idempotencyKeys: await rows(idempotencyKeys),
      deposits: credited,
      setting: setting ?? null,
    };
  }

  /** Amount texts a member might type or a client might send, with what the member must read. */
  const amountCases = (balance: string, field: string): Array<[string, unknown, string]> =>
    [
      ['letters', 'abc', INVALID_AMOUNT],
      ['digits then letters', '12a', INVALID_AMOUNT],
      ['a comma for the decimal point', '1,5', INVALID_AMOUNT],
      ['two points', '1.2.3', INVALID_AMOUNT],
      ['negative', '-5', INVALID_AMOUNT],
      ['negative zero', '-0', INVALID_AMOUNT],
      ['plus sign', '+5', INVALID_AMOUNT],
      ['exponent', '1e3', INVALID_AMOUNT],
      ['huge exponent', '1e30', INVALID_AMOUNT],
      ['twenty nines', '99999999999999999999', INVALID_AMOUNT],
      ['hex', '0x10', INVALID_AMOUNT],
      ['infinity', 'Infinity', INVALID_AMOUNT],
      ['NaN', 'NaN', INVALID_AMOUNT],
      ['a lone point', '.', INVALID_AMOUNT],
      ['zero', '0', NOT_POSITIVE],
      ['zero with decimals', '0.000000', NOT_POSITIVE],
      ['seven decimals', '1.0000001', DECIMALS],
      ['seven zero decimals', '5.0000000', DECIMALS],
      ['one micro-USDT above the balance', `${balance}.000001`, INSUFFICIENT],
      ['far above the balance', '1000000', INSUFFICIENT],
      ['empty', '', REQUIRED],
      ['blank', '   ', REQUIRED],
      ['a JSON number', 5, INVALID_AMOUNT],
      ['a huge JSON number', 1e30, INVALID_AMOUNT],
      ['null', null, REQUIRED],
      ['an array', ['5'], INVALID_AMOUNT],
      ['an object', { amount: '5' }, INVALID_AMOUNT],
    ].map(([name, value, message]) => [`${field} ${name}`, value, message] as [string, unknown, string]);

  it('refuses every bad transfer with the message the member reads, moving nothing', async () => {
    const { token, id } = await funded();
    const valid = { wallet: 'pay_in_to_reserve', transfer_amount: '1', payee: USERNAME, mpin: DEFAULT_PIN };
    const cases: Array<{ name: string; body: Body; message: string; field?: string; status?: number }> = [
      ...amountCases('40', 'transfer_amount').map(([name, value, message]) => ({
        name,
        body: { ...valid, transfer_amount: value },
        message,
        field: 'transfer_amount',
        status: 422,
      })),
      {
        name: 'from the Out going wallet, which holds nothing',
        body: { ...valid, wallet: 'pay_out_to_reserve' },
        message: INSUFFICIENT,
        field: 'transfer_amount',
      },
      {
        name: 'missing amount',
        body: { ...valid, transfer_amount: undefined },
        message: REQUIRED,
        field: 'transfer_amount',
      },
      { name: 'missing wallet', body: { ...valid, wallet: undefined }, message: REQUIRED, field: 'wallet' },
      { name: 'empty wallet', body: { ...valid, wallet: '' }, message: REQUIRED, field: 'wallet' },
      ...['cash', 'pay_in', 'reserve_to_pay_in', 'PAY_IN_TO_RESERVE'].map((wallet) => ({
        name: `unknown wallet ${wallet}`,
        body: { ...valid, wallet },
        message: 'Wallet must be one of pay_in_to_reserve, pay_out_to_reserve',
        field: 'wallet',
      })),
      { name: 'missing payee', body: { ...valid, payee: undefined }, message: REQUIRED, field: 'payee' },
      {
        name: 'another payee',
        body: { ...valid, payee: 'someoneelse' },
        message: 'Transfers go between your own wallets only',
        field: 'payee',
      },
      { name: 'missing code', body: { ...valid, mpin: undefined }, message: REQUIRED, field: 'mpin' },
      { name: 'empty code', body: { ...valid, mpin: '' }, message: REQUIRED, field: 'mpin' },
      {
        name: 'code in letters',
        body: { ...valid, mpin: 'abcd' },
        message: 'Security Pin must contain digits only',
        field: 'mpin',
      },
      {
        name: 'short code',
        body: { ...valid, mpin: '123' },
        message: 'Security Pin must be 4 digits',
        field: 'mpin',
      },
      {
        name: 'wrong code',
        body: { ...valid, mpin: '0000' },
        message: 'Invalid Security Pin, 4 tries left',
        field: 'mpin',
      },
      {
        name: 'an unknown field',
        body: { ...valid, fee: '0' },
        message: "Unknown field 'fee'",
        field: 'fee',
      },
    ];
    const before = await snapshot(id);
    for (const c of cases) {
      const res = await request('POST', 'transfer/amount', { token, body: c.body, key: newKey() });
      expectRefusal(res, c.name, c);
      expect(await snapshot(id), c.name).toEqual(before);
    }
  });

  it('refuses a transfer without one usable Idempotency-Key, or with a key already used for another body', async () => {
    const { token, id } = await funded();
    const body = { wallet: 'pay_in_to_reserve', transfer_amount: '2', payee: USERNAME, mpin: DEFAULT_PIN };
    const before = await snapshot(id);
    const keyCases: Array<[string, string | string[] | undefined, string]> = [
      ['missing', undefined, 'Idempotency-Key header is required'],
      ['empty', '', 'Idempotency-Key header is required'],
      ['too long', 'k'.repeat(256), 'Idempotency-Key must be 1 to 255 visible characters'],
      ['with a space', 'two words', 'Idempotency-Key must be 1 to 255 visible characters'],
      ['sent twice', ['first-key', 'second-key'], 'Send exactly one Idempotency-Key header'],
    ];
    for (const [name, key, message] of keyCases) {
      const res = await request('POST', 'transfer/amount', { token, body, key });
      expectRefusal(res, `key ${name}`, { status: 400, message });
      expect(await snapshot(id), name).toEqual(before);
    }

    const key = newKey();
    const first = await request('POST', 'transfer/amount', { token, body, key });
    expect(first.statusCode, first.body).toBe(200);
    const after = await snapshot(id);
    expect(after.balances.reserve - before.balances.reserve).toBe(2_000_000n);
    for (const other of [
      { ...body, transfer_amount: '3' },
      { ...body, wallet: 'pay_out_to_reserve' },
      { ...body, comment: 'another' },
    ]) {
      const res = await request('POST', 'transfer/amount', { token, body: other, key });
      expectRefusal(res, `reused key ${JSON.stringify(other)}`, {
        status: 422,
        message: 'This Idempotency-Key was already used for a different request',
      });
      expect(await snapshot(id)).toEqual(after);
    }
    const replay = await request('POST', 'transfer/amount', { token, body, key });
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(first.body);
    expect(await snapshot(id)).toEqual(after);
  });

  it('refuses every bad withdrawal with the message the member reads, moving nothing', async () => {
    const { token, id } = await funded();
    const valid = { amount: '20', wallet: 'reserve', mpin: DEFAULT_PIN };
    const cases: Array<{ name: string; body: Body; message: string; field?: string; status?: number }> = [
      ...amountCases('60', 'amount').map(([name, value, message]) => ({
        name,
        body: { ...valid, amount: value },
        message,
        field: 'amount',
        status: 422,
      })),
      {
        name: 'below the minimum',
        body: { ...valid, amount: '9.999999' },
        message: 'The minimum withdrawal is 10.00 USDT',
        field: 'amount',
      },
      {
        name: 'from the Out going wallet, which holds nothing',
        body: { ...valid, wallet: 'pay_out' },
        message: INSUFFICIENT,
        field: 'amount',
      },
      { name: 'missing amount', body: { ...valid, amount: undefined }, message: REQUIRED, field: 'amount' },
      { name: 'missing wallet', body: { ...valid, wallet: undefined }, message: REQUIRED, field: 'wallet' },
      ...['pay_in', 'cash', 'hold_withdrawal', 'Reserve'].map((wallet) => ({
        name: `unknown wallet ${wallet}`,
        body: { ...valid, wallet },
        message: 'Wallet must be one of pay_out, reserve',
        field: 'wallet',
      })),
      { name: 'missing code', body: { ...valid, mpin: undefined }, message: REQUIRED, field: 'mpin' },
      { name: 'blank code', body: { ...valid, mpin: ' ' }, message: REQUIRED, field: 'mpin' },
      {
        name: 'short code',
        body: { ...valid, mpin: '12' },
        message: 'Security Pin must be 4 digits',
        field: 'mpin',
      },
      {
        name: 'wrong code',
        body: { ...valid, mpin: '0000' },
        message: 'Invalid Security Pin, 4 tries left',
        field: 'mpin',
      },
      {
        name: 'an unknown field',
        body: { ...valid, address: TRON_ADDRESS },
        message: "Unknown field 'address'",
        field: 'address',
      },
    ];
    const before = await snapshot(id);
    for (const c of cases) {
      const res = await request('POST', 'withdraw', { token, body: c.body, key: newKey() });
      expectRefusal(res, c.name, c);
      expect(await snapshot(id), c.name).toEqual(before);
    }
    for (const [name, key, message] of [
      ['missing', undefined, 'Idempotency-Key header is required'],
      ['sent twice', ['one-key', 'two-key'], 'Send exactly one Idempotency-Key header'],
    ] as const) {
      const res = await request('POST', 'withdraw', {
        token,
        body: valid,
        key: key as string | string[] | undefined,
      });
      expectRefusal(res, `key ${name}`, { status: 400, message });
    }
    const key = newKey();
    expect((await request('POST', 'withdraw', { token, body: valid, key })).statusCode).toBe(200);
    const after = await snapshot(id);
    const reused = await request('POST', 'withdraw', { token, body: { ...valid, amount: '21' }, key });
    expectRefusal(reused, 'reused key', {
      status: 422,
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect(await snapshot(id)).toEqual(after);
  });

  it('refuses a withdrawal before a withdrawal address is saved', async () => {
    const { token, id } = await funded(false);
    const before = await snapshot(id);
    const res = await request('POST', 'withdraw', {
      token,
      body: { amount: '20', wallet: 'reserve', mpin: DEFAULT_PIN },
      key: newKey(),
    });
    expectRefusal(res, 'no address', { status: 422, message: 'Please set your withdrawal address first' });
    expect(await snapshot(id)).toEqual(before);
  });

  it('refuses every bad withdraw setting and withdraw type, saving nothing', async () => {
    const { token, id } = await funded(false);
    const crypto = { type: 'crypto', withdrawal_address: TRON_ADDRESS, mpin: DEFAULT_PIN };
    const bank = {
      type: 'bank',
      ac_no: '12345678',
      bank_name: 'Bank',
      holder_name: 'Holder',
      ifsc: 'ABCD0123',
      mpin: DEFAULT_PIN,
    };
    const cases: Array<{ name: string; body: Body; message: string; field?: string }> = [
      {
        name: 'missing type',
        body: { ...crypto, type: undefined },
        message: 'Please Select Correct Option.',
      },
      { name: 'unknown type', body: { ...crypto, type: 'paypal' }, message: 'Please Select Correct Option.' },
      {
        name: 'missing address',
        body: { ...crypto, withdrawal_address: undefined },
        message: REQUIRED,
        field: 'withdrawal_address',
      },
      {
        name: 'blank address',
        body: { ...crypto, withdrawal_address: '  ' },
        message: REQUIRED,
        field: 'withdrawal_address',
      },
      {
        name: 'a TRON address with a wrong checksum',
        body: {
          ...crypto,
          withdrawal_address: `${TRON_ADDRESS.slice(0, -1)}${TRON_ADDRESS.endsWith('a') ? 'b' : 'a'}`,
        },
        message: 'Please enter a valid TRC20 (T…) address',
        field: 'withdrawal_address',
      },
      {
        name: 'a short 0x address',
        body: { ...crypto, withdrawal_address: '0x1234' },
        message: 'Please enter a valid BEP20 (0x…) address',
        field: 'withdrawal_address',
      },
      {
        name: 'a TRON address named BEP20',
        body: { ...crypto, network: 'BEP20' },
        message: 'Please enter a valid BEP20 (0x…) address',
        field: 'withdrawal_address',
      },
      {
        name: 'an unknown network',
        body: { ...crypto, network: 'ERC20' },
        message: 'Network must be TRC20 or BEP20',
        field: 'network',
      },
      {
        name: 'another coin',
        body: { ...crypto, withdrawal_coin: 'BTC' },
        message: 'Only USDT can be withdrawn',
        field: 'withdrawal_coin',
      },
      { name: 'missing code', body: { ...crypto, mpin: undefined }, message: REQUIRED, field: 'mpin' },
      {
        name: 'wrong code',
        body: { ...crypto, mpin: '0000' },
        message: 'Invalid Security Pin, 4 tries left',
        field: 'mpin',
      },
      {
        name: 'bank without account number',
        body: { ...bank, ac_no: undefined },
        message: REQUIRED,
        field: 'ac_no',
      },
      { name: 'bank without ifsc', body: { ...bank, ifsc: '' }, message: REQUIRED, field: 'ifsc' },
      {
        name: 'bank account number with symbols',
        body: { ...bank, ac_no: '1234-5678' },
        message: 'Account number may contain letters and digits only',
        field: 'ac_no',
      },
      {
        name: 'bank fields on a crypto setting',
        body: { ...crypto, ac_no: '1234' },
        message: "Unknown field 'ac_no'",
        field: 'ac_no',
      },
    ];
    const before = await snapshot(id);
    for (const c of cases) {
      const res = await request('POST', 'withdraw-setting', { token, body: c.body });
      expectRefusal(res, c.name, { status: 422, ...c });
      expect(await snapshot(id), c.name).toEqual(before);
    }

    for (const [name, body, message] of [
      ['missing', {}, 'Please Select Correct Option.'],
      ['empty', { account_type: '' }, 'Please Select Correct Option.'],
      ['unknown', { account_type: 'paypal' }, 'Please Select Correct Option.'],
      ['a number', { account_type: 1 }, 'Please Select Correct Option.'],
      [
        'before both kinds are saved',
        { account_type: 'bank' },
        'Save both a crypto address and a bank account before changing the type',
      ],
    ] as const) {
      const res = await request('POST', 'withdraw-type', { token, body: body as Body });
      expectRefusal(res, `withdraw-type ${name}`, { status: 422, message, field: 'account_type' });
      expect(await snapshot(id), name).toEqual(before);
    }

    const saved = await request('POST', 'withdraw-setting', { token, body: crypto });
    expect(saved.statusCode, saved.body).toBe(200);
    await endWithdrawHold(ctx(), id);
    const locked = await snapshot(id);
    const again = await request('POST', 'withdraw-setting', {
      token,
      body: { ...crypto, withdrawal_address: depositAddress(payoutKey, 'TRC20', 2) },
    });
    expectRefusal(again, 'saving a locked address again', {
      status: 422,
      message: 'Withdrawal details are locked once saved',
    });
    expect(await snapshot(id)).toEqual(locked);
  });

  it('refuses bad parameters on the money reads, and a bad one credits no deposit', async () => {
    const { token, id } = await funded();
    // Recorded but not yet synced: a refused balance-sync must not credit it.
    await operatorDeposit('25', 'badinput0002');
    const before = await snapshot(id);
    const method = 'Please select a payment method';
    const unknownMethod = 'Please select a valid payment method';
    const methodCases: Array<[string, string]> = [
      ['', method],
      ['payment_method_id=', method],
      ['payment_method_id=abc', method],
      ['payment_method_id=-1', method],
      ['payment_method_id=0', method],
      ['payment_method_id=1.5', method],
      ['payment_method_id=1e30', method],
      ['payment_method_id=99999999999999999999', method],
      ['payment_method_id=2147483648', unknownMethod],
      ['payment_method_id=99', unknownMethod],
    ];
    for (const path of ['fetch-address', 'balance-sync']) {
      for (const [query, message] of methodCases) {
        const res = await request('GET', `${path}?${query}`, { token });
        expectRefusal(res, `${path}?${query}`, { status: 422, message, field: 'payment_method_id' });
        expect(await snapshot(id), `${path}?${query}`).toEqual(before);
      }
    }

    const filterCases: Array<[string, string, string]> = [
      ['wallet=cash', 'Unknown wallet', 'wallet'],
      ['wallet=PAY_IN', 'Unknown wallet', 'wallet'],
      ['type=refund', 'Unknown type', 'type'],
      ['from_date=2026-01-01', 'Date must be DD-MM-YYYY', 'from_date'],
      ['to_date=31-02-2026', 'Date must be DD-MM-YYYY', 'to_date'],
      ['from_date=1e30', 'Date must be DD-MM-YYYY', 'from_date'],
      ['export=pdf', 'Export must be one of csv', 'export'],
      [`source=${'s'.repeat(65)}`, 'Source must be at most 64 characters', 'source'],
    ];
    for (const [query, message, field] of filterCases) {
      const res = await request('GET', `transactions?${query}`, { token });
      expectRefusal(res, `GET transactions?${query}`, { status: 422, message, field });
      const [name, value] = query.split('=') as [string, string];
      const posted = await request('POST', 'transactions', { token, body: { [name]: value } });
      expectRefusal(posted, `POST transactions ${query}`, { status: 422, message, field });
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it('shows the first page for a page number that is not one, on every money list', async () => {
    const { token, id } = await funded();
    const before = await snapshot(id);
    for (const list of [
      'transfer',
      'user/manual/withdraw/list',
      'transactions',
      'balance-sync?payment_method_id=1&x=1',
    ]) {
      for (const page of ['abc', '-1', '0', '1.5', '1e30', '99999999999999999999']) {
        const url = `${list}${list.includes('?') ? '&' : '?'}page=${page}`;
        const res = await request('GET', url, { token });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        const body = res.json() as { data?: { current_page: number }; list?: { current_page: number } };
        expect((body.data ?? body.list)?.current_page, url).toBe(1);
      }
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it('never moves money for an amount that is not a plain positive amount within the balance', async () => {
    const { token, id } = await funded();
    const before = await snapshot(id);
    const acceptable = (s: string) => {
      if (!/^\s*(\d+(\.\d{0,6})?|\.\d{1,6})\s*$/.test(s)) return false;
      const micros = toMicros(s.trim().startsWith('.') ? `0${s.trim()}` : s.trim());
      return micros > 0n;
    };
    const malformed = fc
      .oneof(
        fc.string({ maxLength: 16 }),
        fc.stringMatching(/^[-+]?\d{0,25}([.,]\d{0,10})?([eE][-+]?\d{1,3})?$/),
        fc
          .bigInt({ min: 60_000_001n, max: 10n ** 30n })
          .map((m) => `${m / 1_000_000n}.${(m % 1_000_000n).toString().padStart(6, '0')}`),
        fc.double().map(String),
      )
      .filter(
        (s) => !acceptable(s) || toMicros(s.trim().startsWith('.') ? `0${s.trim()}` : s.trim()) > 60_000_000n,
      );
    const allowed = [INVALID_AMOUNT, NOT_POSITIVE, DECIMALS, INSUFFICIENT, REQUIRED];
    await fc.assert(
      fc.asyncProperty(malformed, fc.constantFrom('transfer', 'withdraw'), async (amount, route) => {
        const res =
          route === 'transfer'
            ? await request('POST', 'transfer/amount', {
                token,
                key: newKey(),
                body: {
                  wallet: 'pay_in_to_reserve',
                  transfer_amount: amount,
                  payee: USERNAME,
                  mpin: DEFAULT_PIN,
                },
              })
            : await request('POST', 'withdraw', {
                token,
                key: newKey(),
                body: { amount, wallet: 'reserve', mpin: DEFAULT_PIN },
              });
        const why = `${route} ${JSON.stringify(amount)} -> ${res.statusCode} ${res.body}`;
        expect(res.statusCode, why).toBe(422);
        const body = res.json() as Refusal;
        expect(body.status, why).toBe(false);
        expect(allowed, why).toContain(body.message);
        expect(body.errors?.[route === 'transfer' ? 'transfer_amount' : 'amount']?.[0], why).toBe(
          body.message,
        );
        expect(await snapshot(id), why).toEqual(before);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 60) },
    );
  });
});
