import { HDKey } from '@scure/bip32';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { ledgerAccounts, users, withdrawals } from '../../server/db/schema';
import { depositAddress } from '../../server/deposits/addresses';
import { balancesOf, postTransfer } from '../../server/ledger';
import { placeWithdrawal } from '../../server/services/withdrawals';
import {
  DEFAULT_PASSWORD,
  DEFAULT_PIN,
  describeEngines,
  get,
  json,
  post,
  registerVerified,
  type TestContext,
  testConfig,
} from './harness';
import { endWithdrawHold } from './securityFixtures';

const OPERATOR_KEY = 'withdraw-test-operator-key-0123456789';
testConfig.operatorKey = OPERATOR_KEY;

// Payout addresses of a wallet the server never sees.
const payoutKey = HDKey.fromMasterSeed(new Uint8Array(32).fill(9)).derive("m/44'/195'/0'");
const TRON_ADDRESS = depositAddress(payoutKey, 'TRC20', 1);
const BSC_ADDRESS = depositAddress(payoutKey, 'BEP20', 1);

type Errorish = { message: string; errors?: Record<string, string[]> };
type OperatorView = { id: number; status: number; t_hash: string | null; remarks: string; username: string };

async function signIn(ctx: TestContext, username: string): Promise<string> {
  const pre = json<{ token: string }>(
    await post(ctx.app, '/api/pre-login', { username, password: DEFAULT_PASSWORD }),
  );
  const res = await post(ctx.app, '/api/login', { mpin: DEFAULT_PIN }, pre.token);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  return json<{ token: string }>(res).token;
}

function withdraw(app: FastifyInstance, token: string, body: Record<string, unknown>, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/withdraw',
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

function operator(app: FastifyInstance, path: string, body?: Record<string, unknown>) {
  return app.inject({
    method: body ? 'POST' : 'GET',
    url: `/api/operator/${path}`,
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
    ...(body ? { payload: body } : {}),
  });
}

let keySeq = 0;
const newKey = () => `wd-${Date.now()}-${++keySeq}`;
const messages = (res: { json: () => unknown }, field: string) => {
  const answer = res.json() as Errorish;
  return [answer.message, ...(answer.errors?.[field] ?? [])];
};

describeEngines('withdraw setting and withdrawals', (ctx) => {
  /** A signed-in member with `payOut` USDT in the Out going wallet and, unless told otherwise, a TRON address. */
  async function member(username = 'founder', payOut = 100n, withAddress = true) {
    const c = ctx();
    const [first] = await c.db.select({ id: users.id }).from(users).limit(1);
    await registerVerified(c, username, first ? { sponsor: 'founder', position: 'L' } : {});
    const token = await signIn(c, username);
    const [row] = await c.db.select().from(users).where(eq(users.username, username));
    const id = row!.id;
    if (payOut > 0n) {
      await c.db.transaction((tx) =>
        postTransfer(tx, {
          kind: 'income',
          description: 'test income',
          memberId: id,
          legs: [
            { account: { platform: 'platform_income_paid' }, amount: -payOut * 1_000_000n },
            { account: { member: id, kind: 'pay_out' }, amount: payOut * 1_000_000n },
          ],
        }),
      );
    }
    if (withAddress) {
      const saved = await post(
        c.app,
        '/api/withdraw-setting',
        { type: 'crypto', withdrawal_coin: 'USDT', withdrawal_address: TRON_ADDRESS, mpin: DEFAULT_PIN },
        token,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      // The address was saved a day ago: the pause a new address starts is over.
      await endWithdrawHold(c, id);
    }
    return { token, id };
  }

  async function requestOne(token: string, amount = '40') {
    const res = await withdraw(ctx().app, token, { amount, wallet: 'pay_out', mpin: DEFAULT_PIN }, newKey());
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx()
      .db.select()
      .from(withdrawals)
      .where(eq(withdrawals.code, json<{ code: string }>(res).code));
    return row!;
  }

  async function platformBalance(kind: string): Promise<bigint> {
    const [row] = await ctx()
      .db.select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(isNull(ledgerAccounts.ownerUserId), eq(ledgerAccounts.kind, kind as 'platform_fees')));
    return row?.balance ?? 0n;
  }

  it('states the minimum, the fee and the daily limit with the balances before the member submits', async () => {
    const { token } = await member('founder', 100n, false);
    const res = await get(ctx().app, '/api/withdraw', token);
    expect(res.statusCode, res.body).toBe(200);
    const info = json<{ balance: Record<string, string>; conversion_rate: string; more_details: unknown[] }>(
      res,
    );
    expect(info.balance).toEqual({ pay_in: '0.000000', pay_out: '100.000000', reserve: '0.000000' });
    expect(info.conversion_rate).toBe('83.00');
    expect(info.more_details).toEqual([
      { title: 'Minimum Withdrawal', value: '10.00 USDT' },
      { title: 'Withdrawal Fee', value: '1.00 USDT per withdrawal' },
      { title: 'Daily Limit', value: '5000.00 USDT per 24 hours' },
      { title: 'Available Today', value: '5000.00 USDT' },
    ]);
    expect((await get(ctx().app, '/api/withdraw')).statusCode).toBe(401);
    const doc = json<{ paths: Record<string, unknown> }>(await get(ctx().app, '/api/docs/json'));
    for (const path of [
      '/api/withdraw',
      '/api/withdraw-setting',
      '/api/withdraw-type',
      '/api/user/manual/withdraw/list',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });

  it('takes a withdrawal into the hold, then approve, paid: the net goes out and the fee to fees', async () => {
    const { token, id } = await member();
    const row = await requestOne(token, '40');
    expect(row).toMatchObject({
      status: 0,
      coinType: 'crypto',
      wallet: 'pay_out',
      network: 'TRC20',
      address: TRON_ADDRESS,
      amountFrom: 40_000_000n,
      fee: 1_000_000n,
      netAmount: 39_000_000n,
      tHash: null,
    });
    let balances = await balancesOf(ctx().db, id);
    expect(balances.pay_out).toBe(60_000_000n);
    expect(balances.hold_withdrawal).toBe(40_000_000n);
    const lines = json<{ data: { data: Array<{ note: string; type: string }> } }>(
      await get(ctx().app, '/api/transactions?wallet=pay_out', token),
    );
    expect(lines.data.data.find((l) => l.type === 'debit')?.note).toBe(
      'Withdrawal requested from Out going Wallet',
    );

    const early = await operator(ctx().app, `withdrawals/${row.id}/paid`, { tx: 'beefbeef0001' });
    expect(early.statusCode).toBe(409);
    expect(json<Errorish>(early).message).toContain('is Pending');

    const approved = await operator(ctx().app, `withdrawals/${row.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json<{ data: OperatorView }>(approved).data.status).toBe(3);

    const paid = await operator(ctx().app, `withdrawals/${row.id}/paid`, { tx: 'beefbeef0001' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(json<{ data: OperatorView }>(paid).data).toMatchObject({ status: 1, t_hash: 'beefbeef0001' });

    balances = await balancesOf(ctx().db, id);
    expect(balances.pay_out).toBe(60_000_000n);
    expect(balances.hold_withdrawal).toBe(0n);
    const paidOut = await platformBalance('platform_withdrawals_paid');
    const fees = await platformBalance('platform_fees');
    expect([paidOut, fees]).toEqual([39_000_000n, 1_000_000n]);
    expect(paidOut + fees).toBe(40_000_000n);
    // The wallet's line of the withdrawal now says it was paid, with the hash to find it on the chain.
    const paidLines = json<{ data: { data: Array<{ type: string; withdrawal: unknown }> } }>(
      await get(ctx().app, '/api/transactions?wallet=pay_out&type=debit', token),
    ).data.data;
    expect(paidLines.map((l) => l.withdrawal)).toEqual([
      { status: 1, t_hash: 'beefbeef0001', network: 'TRC20' },
    ]);

    const list = await get(ctx().app, '/api/user/manual/withdraw/list', token);
    expect(list.statusCode, list.body).toBe(200);
    expect(json<{ data: { total: number; data: unknown[] } }>(list).data).toMatchObject({
      total: 1,
      data: [
        {
          code: row.code,
          status: 1,
          t_hash: 'beefbeef0001',
          amount_from: '40.000000',
          amount_to: '39.000000',
          net_amount: '39.000000',
          address: TRON_ADDRESS,
          type: 'pay_out',
          coin_type: 'crypto',
        },
      ],
    });
    const again = await operator(ctx().app, `withdrawals/${row.id}/reject`, { reason: 'too late' });
    expect(again.statusCode).toBe(409);
  });

  it('releases a rejected withdrawal back to its wallet exactly once, with the reason as remarks', async () => {
    const { token, id } = await member();
    const row = await requestOne(token, '25');
    const rejected = await operator(ctx().app, `withdrawals/${row.id}/reject`, { reason: 'Address frozen' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(json<{ data: OperatorView }>(rejected).data).toMatchObject({
      status: 2,
      remarks: 'Address frozen',
    });
    const twice = await operator(ctx().app, `withdrawals/${row.id}/reject`, { reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(json<Errorish>(twice).message).toContain('is Rejected');
    const approve = await operator(ctx().app, `withdrawals/${row.id}/approve`, {});
    expect(approve.statusCode).toBe(409);
    const balances = await balancesOf(ctx().db, id);
    expect(balances.pay_out).toBe(100_000_000n);
    expect(balances.hold_withdrawal).toBe(0n);
    expect(await platformBalance('platform_fees')).toBe(0n);
  });

  it('lets exactly one of a simultaneous pay and reject of one withdrawal win', async () => {
    const { token, id } = await member();
    const row = await requestOne(token, '50');
    expect((await operator(ctx().app, `withdrawals/${row.id}/approve`, {})).statusCode).toBe(200);
    const [pay, reject] = await Promise.all([
      operator(ctx().app, `withdrawals/${row.id}/paid`, { tx: 'cafecafe0001' }),
      operator(ctx().app, `withdrawals/${row.id}/reject`, { reason: 'race' }),
    ]);
    expect([pay.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const balances = await balancesOf(ctx().db, id);
    expect(balances.hold_withdrawal).toBe(0n);
    const [after] = await ctx().db.select().from(withdrawals).where(eq(withdrawals.id, row.id));
    if (pay.statusCode === 200) {
      expect(after?.status).toBe(1);
      expect(balances.pay_out).toBe(50_000_000n);
    } else {
      expect(after?.status).toBe(2);
      expect(balances.pay_out).toBe(100_000_000n);
    }
  });

  it('refuses bad withdrawals with the message the member reads, moving nothing', async () => {
    const { token: bare, id: bareId } = await member('founder', 100n, false);
    const noAddress = await withdraw(
      ctx().app,
      bare,
      { amount: '20', wallet: 'pay_out', mpin: DEFAULT_PIN },
      newKey(),
    );
    expect(noAddress.statusCode).toBe(422);
    expect(json<Errorish>(noAddress).message).toBe('Please set your withdrawal address first');

    const { token, id } = await member('second', 100n, true);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { amount: '9.999999', wallet: 'pay_out', mpin: DEFAULT_PIN },
        'amount',
        'The minimum withdrawal is 10.00 USDT',
      ],
      [{ amount: '100.000001', wallet: 'pay_out', mpin: DEFAULT_PIN }, 'amount', 'Insufficient Balance'],
      [{ amount: '20', wallet: 'reserve', mpin: DEFAULT_PIN }, 'amount', 'Insufficient Balance'],
      [{ amount: '20', wallet: 'pay_out', mpin: '0000' }, 'mpin', 'Invalid Security Pin'],
      [{ amount: '20', wallet: 'pay_out' }, 'mpin', 'This Field Is Required.'],
      [{ amount: 'abc', wallet: 'pay_out', mpin: DEFAULT_PIN }, 'amount', 'Please enter a valid amount'],
      [{ amount: '-20', wallet: 'pay_out', mpin: DEFAULT_PIN }, 'amount', 'Please enter a valid amount'],
      [{ amount: '20.0000001', wallet: 'pay_out', mpin: DEFAULT_PIN }, 'amount', 'At most 6 decimal places'],
      [{ amount: '0', wallet: 'pay_out', mpin: DEFAULT_PIN }, 'amount', 'Amount must be greater than 0'],
      [{ amount: '20', mpin: DEFAULT_PIN }, 'wallet', 'This Field Is Required.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await withdraw(ctx().app, token, body, newKey());
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(422);
      const seen = messages(res, field);
      expect(
        seen.some((m) => m.startsWith(message)),
        `${JSON.stringify(body)}: ${seen}`,
      ).toBe(true);
    }
    const noKey = await withdraw(ctx().app, token, { amount: '20', wallet: 'pay_out', mpin: DEFAULT_PIN });
    expect(noKey.statusCode).toBe(400);
    expect(json<Errorish>(noKey).message).toBe('Idempotency-Key header is required');

    for (const who of [id, bareId]) {
      const balances = await balancesOf(ctx().db, who);
      expect(balances.pay_out).toBe(100_000_000n);
      expect(balances.hold_withdrawal).toBe(0n);
    }
    expect(await ctx().db.select().from(withdrawals)).toHaveLength(0);
  });

  it('answers a retried withdrawal with the first answer and refuses the key for another amount', async () => {
    const { token, id } = await member();
    const key = newKey();
    const body = { amount: '30', wallet: 'pay_out', mpin: DEFAULT_PIN };
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(ctx().app, token, body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const other = await withdraw(ctx().app, token, { ...body, amount: '31' }, key);
    expect(other.statusCode).toBe(422);
    expect(await ctx().db.select().from(withdrawals)).toHaveLength(1);
    expect((await balancesOf(ctx().db, id)).hold_withdrawal).toBe(30_000_000n);
  });

  it('lets simultaneous withdrawals of 30% each succeed only as far as the balance allows', async () => {
    const { token, id } = await member();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        withdraw(ctx().app, token, { amount: '30', wallet: 'pay_out', mpin: DEFAULT_PIN }, newKey()),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 422, 422]);
    const balances = await balancesOf(ctx().db, id);
    expect(balances.pay_out).toBe(10_000_000n);
    expect(balances.hold_withdrawal).toBe(90_000_000n);
  });

  it('refuses a request beyond the daily limit of 5,000 USDT, counting rejected ones out', async () => {
    const { token } = await member('founder', 6_000n);
    const big = await requestOne(token, '4990');
    const over = await withdraw(
      ctx().app,
      token,
      { amount: '20', wallet: 'pay_out', mpin: DEFAULT_PIN },
      newKey(),
    );
    expect(over.statusCode).toBe(422);
    expect(messages(over, 'amount')[0]).toContain(
      'The daily limit is 5000.00 USDT; 10.00 USDT is left today',
    );
    expect(
      (await operator(ctx().app, `withdrawals/${big.id}/reject`, { reason: 'split it' })).statusCode,
    ).toBe(200);
    await requestOne(token, '20');
    ctx().clock.advance(24 * 60 * 60 * 1000 + 1);
    const info = json<{ more_details: Array<{ title: string; value: string }> }>(
      await get(ctx().app, '/api/withdraw', await signIn(ctx(), 'founder')),
    );
    expect(info.more_details.at(-1)).toEqual({ title: 'Available Today', value: '5000.00 USDT' });
  });

  it('refuses an over-balance withdrawal before the PIN is checked, so it costs the member no PIN try', async () => {
    const { token, id } = await member();
    // Wrong PINs on requests the balance refuses anyway: the PIN is never reached, so none counts.
    for (let i = 0; i < 6; i++) {
      const res = await withdraw(
        ctx().app,
        token,
        { amount: '150', wallet: 'pay_out', mpin: '0000' },
        newKey(),
      );
      expect(res.statusCode, res.body).toBe(422);
      expect(messages(res, 'amount')[0]).toBe('Insufficient Balance');
    }
    const [row] = await ctx().db.select().from(users).where(eq(users.id, id));
    expect(row!.pinFailedCount).toBe(0);
    expect(row!.pinLockedUntil).toBeNull();
    await requestOne(token, '40');
  });

  it('holds the daily limit when withdrawals are placed at the same moment', async () => {
    const { id } = await member('founder', 6_000n);
    // Eight simultaneous 1,000 USDT requests: the balance would allow six, the daily limit of 5,000 five.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        ctx().db.transaction((tx) => placeWithdrawal(tx, id, 'pay_out', 1_000_000_000n, ctx().clock.now())),
      ),
    );
    const placed = outcomes.filter((o) => o.status === 'fulfilled');
    expect(
      placed,
      JSON.stringify(outcomes.filter((o) => o.status === 'rejected').map((o) => String(o.reason))),
    ).toHaveLength(5);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected')
        expect(String((outcome.reason as Error).message)).toContain('The daily limit is 5000.00 USDT');
    }
    const balances = await balancesOf(ctx().db, id);
    expect(balances.hold_withdrawal).toBe(5_000_000_000n);
    expect(balances.pay_out).toBe(1_000_000_000n);
  });

  it('locks a saved address, checks its checksum, and switches type only once both kinds are saved', async () => {
    const { token, id } = await member('founder', 0n, false);
    const setting = (body: Record<string, unknown>) =>
      post(ctx().app, '/api/withdraw-setting', { mpin: DEFAULT_PIN, ...body }, token);

    const mangled = `${TRON_ADDRESS.slice(0, -1)}${TRON_ADDRESS.endsWith('a') ? 'b' : 'a'}`;
    const bad = await setting({ type: 'crypto', withdrawal_address: mangled });
    expect(bad.statusCode).toBe(422);
    expect(messages(bad, 'withdrawal_address')).toContain('Please enter a valid TRC20 (T…) address');
    const badBsc = await setting({ type: 'crypto', network: 'BEP20', withdrawal_address: '0x1234' });
    expect(badBsc.statusCode).toBe(422);
    const noPin = await setting({ type: 'crypto', withdrawal_address: TRON_ADDRESS, mpin: '0000' });
    expect(noPin.statusCode).toBe(422);

    const noType = await setting({ withdrawal_address: TRON_ADDRESS });
    expect(noType.statusCode).toBe(422);
    expect(json<Errorish>(noType).message).toBe('Please Select Correct Option.');

    const early = await post(ctx().app, '/api/withdraw-type', { account_type: 'bank' }, token);
    expect(early.statusCode).toBe(422);

    const first = await setting({ type: 'crypto', withdrawal_address: BSC_ADDRESS });
    expect(first.statusCode, first.body).toBe(200);
    expect(json<{ data: Record<string, unknown> }>(first).data).toMatchObject({
      type: 'crypto',
      network: 'BEP20',
      withdrawal_address: BSC_ADDRESS,
      withdrawal_coin: 'USDT',
    });
    // Saving it paused withdrawals for a day; once the day is over the address is still locked.
    expect(json<{ withdraw_hold_until: string }>(await get(ctx().app, '/api/withdraw', token))).toMatchObject(
      {
        withdraw_hold_until: '2026-03-03T09:00:00.000Z',
      },
    );
    await endWithdrawHold(ctx(), id);
    const second = await setting({ type: 'crypto', withdrawal_address: TRON_ADDRESS });
    expect(second.statusCode).toBe(422);
    expect(json<Errorish>(second).message).toBe('Withdrawal details are locked once saved');

    const bank = {
      type: 'bank',
      ac_no: '001234567890',
      bank_name: 'State Bank',
      holder_name: 'A Member',
      ifsc: 'SBIN0001234',
    };
    expect((await setting(bank)).statusCode).toBe(200);
    await endWithdrawHold(ctx(), id);
    const bankAgain = await setting({ ...bank, ac_no: '999' });
    expect(json<Errorish>(bankAgain).message).toBe('Withdrawal details are locked once saved');

    const toCrypto = await post(ctx().app, '/api/withdraw-type', { account_type: 'crypto' }, token);
    expect(toCrypto.statusCode, toCrypto.body).toBe(200);
    const info = json<{ setting: Record<string, unknown> }>(await get(ctx().app, '/api/withdraw', token));
    expect(info.setting).toMatchObject({
      type: 'crypto',
      withdrawal_address: BSC_ADDRESS,
      ac_no: '001234567890',
    });
    const [row] = await ctx().db.select().from(users).where(eq(users.id, id));
    expect(row?.username).toBe('founder');
  });

  it('shows a member only their own withdrawals, newest first', async () => {
    const a = await member('founder');
    const b = await member('second');
    const first = await requestOne(a.token, '10');
    const second = await requestOne(a.token, '11');
    ctx().clock.advance(1000);
    const third = await requestOne(a.token, '12');
    await requestOne(b.token, '13');
    const mine = json<{ data: { total: number; data: Array<{ code: string }> } }>(
      await get(ctx().app, '/api/user/manual/withdraw/list', a.token),
    ).data;
    expect(mine.total).toBe(3);
    expect(mine.data[0]?.code).toBe(third.code);
    expect(new Set(mine.data.map((w) => w.code))).toEqual(new Set([first.code, second.code, third.code]));
    const theirs = json<{ data: { total: number } }>(
      await get(ctx().app, '/api/user/manual/withdraw/list', b.token),
    ).data;
    expect(theirs.total).toBe(1);
  });
});
