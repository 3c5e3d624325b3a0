import { HDKey } from '@scure/bip32';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { generate, generateSecret } from 'otplib';
import { expect, it } from 'vitest';
import { deposits, users, walletTransfers } from '../../server/db/schema';
import { balancesOf } from '../../server/ledger';
import { TRANSACTIONS_CSV_HEADER } from '../../server/services/transactions';
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
import { deposit } from './ledgerFixtures';

// A fixed key so addresses are the same on every run; the server only ever sees the public half.
testConfig.depositXpub = HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).derive(
  "m/44'/60'/0'",
).publicExtendedKey;

const OPERATOR_KEY = 'wallet-test-operator-key-0123456789';
testConfig.operatorKey = OPERATOR_KEY;

type Paged<T> = { current_page: number; last_page: number; total: number; from: number | null; data: T[] };
type Line = {
  transaction_id: number;
  wallet: string;
  type: string;
  value: string;
  balance: string;
  note: string;
  source: string;
  created_at: string;
};

async function signIn(ctx: TestContext, username: string): Promise<string> {
  const pre = json<{ token: string }>(
    await post(ctx.app, '/api/pre-login', { username, password: DEFAULT_PASSWORD }),
  );
  const res = await post(ctx.app, '/api/login', { mpin: DEFAULT_PIN }, pre.token);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  return json<{ token: string }>(res).token;
}

function operatorDeposit(app: FastifyInstance, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/operator/deposit',
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
    payload: body,
  });
}

function transfer(app: FastifyInstance, token: string, body: Record<string, unknown>, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/transfer/amount',
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

let keySeq = 0;
const newKey = () => `key-${Date.now()}-${++keySeq}`;

describeEngines('deposits, transfers and transactions', (ctx) => {
  async function memberWithDeposit(
    username = 'founder',
    amount = '100',
    extra: Record<string, unknown> = {},
  ) {
    await registerVerified(ctx(), username, extra);
    const token = await signIn(ctx(), username);
    const recorded = await operatorDeposit(ctx().app, {
      username,
      payment_method_id: 1,
      amount,
      txhash: `tx${username}0001`,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const synced = await get(ctx().app, '/api/balance-sync?payment_method_id=1', token);
    expect(synced.statusCode, synced.body).toBe(200);
    const [member] = await ctx().db.select().from(users).where(eq(users.username, username));
    return { token, id: member!.id };
  }

  it('lists the two USDT deposit methods with their networks', async () => {
    await registerVerified(ctx(), 'founder');
    const token = await signIn(ctx(), 'founder');
    const res = await get(ctx().app, '/api/available-payment-methods?type=deposit', token);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({
      status: true,
      methods: {
        data: [
          { id: 1, name: 'USDT', network_name: 'TRC20' },
          { id: 2, name: 'USDT', network_name: 'BEP20' },
        ],
      },
    });
    expect((await get(ctx().app, '/api/available-payment-methods?type=deposit')).statusCode).toBe(401);
  });

  it('gives each member a stable deposit address per method, distinct across members and methods', async () => {
    await registerVerified(ctx(), 'founder');
    await registerVerified(ctx(), 'second', { sponsor: 'founder', position: 'L' });
    const a = await signIn(ctx(), 'founder');
    const b = await signIn(ctx(), 'second');
    const address = async (token: string, method: number) => {
      const res = await get(ctx().app, `/api/fetch-address?payment_method_id=${method}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return json<{ data: { address: string } }>(res).data.address;
    };
    const aTron = await address(a, 1);
    const aBsc = await address(a, 2);
    expect(aTron).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(aBsc).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await address(a, 1)).toBe(aTron);
    expect(await address(a, 2)).toBe(aBsc);
    const bTron = await address(b, 1);
    const bBsc = await address(b, 2);
    expect(new Set([aTron, aBsc, bTron, bBsc]).size).toBe(4);
    const unknown = await get(ctx().app, '/api/fetch-address?payment_method_id=99', a);
    expect(unknown.statusCode).toBe(422);
  });

  it('credits a deposit recorded by the operator exactly once, even to two concurrent syncs', async () => {
    await registerVerified(ctx(), 'founder');
    const token = await signIn(ctx(), 'founder');
    const recorded = await operatorDeposit(ctx().app, {
      username: 'founder',
      payment_method_id: 2,
      amount: '250.5',
      txhash: 'abc123def456',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(json(recorded)).toMatchObject({
      status: true,
      data: { amount: '250.500000', thash: 'abc123def456' },
    });

    const [one, two] = await Promise.all([
      get(ctx().app, '/api/balance-sync?payment_method_id=2', token),
      get(ctx().app, '/api/balance-sync?payment_method_id=2', token),
    ]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    const messages = [json<{ msg: string }>(one).msg, json<{ msg: string }>(two).msg].sort();
    expect(messages).toEqual(['1 deposit(s) credited', 'No new deposits']);
    // The sync that credited says what it credited, so the member can be told; the other credited nothing.
    const credited = [one, two].map(
      (r) => json<{ credited: Array<{ thash: string; amount: string }> }>(r).credited,
    );
    expect(credited.flat()).toEqual([
      expect.objectContaining({ thash: 'abc123def456', amount: '250.500000' }),
    ]);
    const list = json<{ list: Paged<{ thash: string; amount: string }>; balance: string }>(two);
    expect(list.list.data).toEqual([
      expect.objectContaining({ thash: 'abc123def456', amount: '250.500000' }),
    ]);
    expect(list.list.total).toBe(1);

    const again = await get(ctx().app, '/api/balance-sync?payment_method_id=2', token);
    expect(json<{ msg: string }>(again).msg).toBe('No new deposits');
    const [member] = await ctx().db.select().from(users).where(eq(users.username, 'founder'));
    expect((await balancesOf(ctx().db, member!.id)).pay_in).toBe(250_500_000n);
    // Recorded on method 2 only: syncing method 1 credits nothing.
    const other = await get(ctx().app, '/api/balance-sync?payment_method_id=1', token);
    expect(json<{ msg: string }>(other).msg).toBe('No new deposits');
  });

  it('refuses to record the same transaction hash twice for a method, with a clear 409', async () => {
    await registerVerified(ctx(), 'founder');
    const body = { username: 'founder', payment_method_id: 1, amount: '10', txhash: 'deadbeef0001' };
    expect((await operatorDeposit(ctx().app, body)).statusCode).toBe(200);
    const again = await operatorDeposit(ctx().app, { ...body, amount: '20' });
    expect(again.statusCode).toBe(409);
    expect(json<{ message: string }>(again).message).toContain('already recorded');
    expect(await ctx().db.select().from(deposits)).toHaveLength(1);
    const noKey = await post(ctx().app, '/api/operator/deposit', body);
    expect(noKey.statusCode).toBe(401);
  });

  it('moves exactly the amount with the security PIN and shows it in transactions and transfer history', async () => {
    const { token, id } = await memberWithDeposit('founder', '100');
    const res = await transfer(
      ctx().app,
      token,
      { wallet: 'pay_in_to_reserve', transfer_amount: '12.345678', payee: 'founder', mpin: DEFAULT_PIN },
      newKey(),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ status: true, msg: 'Transfer successful' });
    const balances = await balancesOf(ctx().db, id);
    expect(balances.pay_in).toBe(87_654_322n);
    expect(balances.reserve).toBe(12_345_678n);

    const history = json<{ data: Paged<Record<string, unknown>>; more_details: unknown[] }>(
      await get(ctx().app, '/api/transfer', token),
    );
    expect(history.data.data).toEqual([
      expect.objectContaining({
        payer: 'founder',
        payee: 'founder',
        from_wallet: 'pay_in',
        to_wallet: 'reserve',
        transfer_amount: '12.345678',
        net_transfer_amount: '12.345678',
        transfer_type: 'pay_in_to_reserve',
        status: 1,
      }),
    ]);

    const txs = json<{ data: Paged<Line>; source: string[] }>(
      await get(ctx().app, '/api/transactions', token),
    );
    expect(txs.data.total).toBe(3);
    expect(txs.data.data.map((l) => [l.wallet, l.type, l.value, l.source])).toEqual(
      expect.arrayContaining([
        ['pay_in', 'credit', '100.000000', 'deposit'],
        ['pay_in', 'debit', '12.345678', 'transfer'],
        ['reserve', 'credit', '12.345678', 'transfer'],
      ]),
    );
    expect(txs.source).toEqual(['deposit', 'transfer']);
    // Described with the wallets' names a member reads, never the internal keys.
    const notes = txs.data.data.filter((l) => l.source === 'transfer').map((l) => l.note);
    expect(notes).toEqual([
      'Transfer from Receiving Wallet to Reserve Wallet',
      'Transfer from Receiving Wallet to Reserve Wallet',
    ]);

    const filtered = json<{ data: Paged<Line> }>(
      await post(ctx().app, '/api/transactions', { wallet: 'pay_in', type: 'debit' }, token),
    );
    expect(filtered.data.data.map((l) => l.value)).toEqual(['12.345678']);
  });

  it('answers the same Idempotency-Key twice with one transfer and the same answer', async () => {
    const { token, id } = await memberWithDeposit();
    const body = { wallet: 'pay_in_to_reserve', transfer_amount: '10', payee: 'founder', mpin: DEFAULT_PIN };
    const key = newKey();
    const first = await transfer(ctx().app, token, body, key);
    const second = await transfer(ctx().app, token, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(json(second)).toEqual(json(first));
    expect((await balancesOf(ctx().db, id)).reserve).toBe(10_000_000n);
    expect(await ctx().db.select().from(walletTransfers)).toHaveLength(1);

    const different = await transfer(ctx().app, token, { ...body, transfer_amount: '11' }, key);
    expect(different.statusCode).toBe(422);
    expect((await balancesOf(ctx().db, id)).reserve).toBe(10_000_000n);
  });

  it('refuses a transfer without an Idempotency-Key with 400', async () => {
    const { token, id } = await memberWithDeposit();
    const res = await transfer(ctx().app, token, {
      wallet: 'pay_in_to_reserve',
      transfer_amount: '1',
      payee: 'founder',
      mpin: DEFAULT_PIN,
    });
    expect(res.statusCode).toBe(400);
    expect((await balancesOf(ctx().db, id)).reserve).toBe(0n);
  });

  it('refuses a wrong PIN with 422, moves nothing, and locks the PIN after five', async () => {
    const { token, id } = await memberWithDeposit();
    const body = { wallet: 'pay_in_to_reserve', transfer_amount: '1', payee: 'founder', mpin: '9999' };
    for (let i = 1; i <= 4; i++) {
      const res = await transfer(ctx().app, token, body, newKey());
      expect(res.statusCode).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(res).errors.mpin).toBeDefined();
    }
    expect((await transfer(ctx().app, token, body, newKey())).statusCode).toBe(423);
    const right = await transfer(ctx().app, token, { ...body, mpin: DEFAULT_PIN }, newKey());
    expect(right.statusCode).toBe(423);
    const missing = await transfer(ctx().app, token, { ...body, mpin: undefined }, newKey());
    expect(missing.statusCode).toBe(422);
    expect((await balancesOf(ctx().db, id)).reserve).toBe(0n);
    expect((await balancesOf(ctx().db, id)).pay_in).toBe(100_000_000n);
  });

  it('accepts the code mailed for a transfer when the member signs in with e-mail codes, once', async () => {
    const { token, id } = await memberWithDeposit();
    await ctx().db.update(users).set({ authType: 'otp' }).where(eq(users.id, id));
    const body = { wallet: 'pay_in_to_reserve', transfer_amount: '5', payee: 'founder' };
    const noCode = await transfer(ctx().app, token, { ...body, otp: '1234' }, newKey());
    expect(noCode.statusCode).toBe(422);
    const anonymous = await post(ctx().app, '/api/resendotp', { username: 'founder', from: 'transfer' });
    expect(anonymous.statusCode).toBe(401);
    const asked = await post(ctx().app, '/api/resendotp', { username: 'founder', from: 'transfer' }, token);
    expect(asked.statusCode, asked.body).toBe(200);
    const code = await ctx().inbox.lastCode('founder@example.test');
    expect(code).toMatch(/^\d{4}$/);
    const ok = await transfer(ctx().app, token, { ...body, otp: code }, newKey());
    expect(ok.statusCode, ok.body).toBe(200);
    const reused = await transfer(ctx().app, token, { ...body, otp: code }, newKey());
    expect(reused.statusCode).toBe(422);
    expect((await balancesOf(ctx().db, id)).reserve).toBe(5_000_000n);
  });

  it('accepts an authenticator code for a transfer once and refuses the same code again', async () => {
    const { token, id } = await memberWithDeposit();
    const secret = generateSecret();
    await ctx()
      .db.update(users)
      .set({ authType: 'authenticator', totpSecret: secret, status2fa: 1 })
      .where(eq(users.id, id));
    const code = await generate({ secret, epoch: Math.floor(ctx().clock.now().getTime() / 1000) });
    const body = { wallet: 'pay_in_to_reserve', transfer_amount: '2', payee: 'founder' };
    const wrong = await transfer(
      ctx().app,
      token,
      { ...body, authenticator: code === '000000' ? '111111' : '000000' },
      newKey(),
    );
    expect(wrong.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(wrong).errors.authenticator).toBeDefined();
    const ok = await transfer(ctx().app, token, { ...body, authenticator: code }, newKey());
    expect(ok.statusCode, ok.body).toBe(200);
    const replayed = await transfer(ctx().app, token, { ...body, authenticator: code }, newKey());
    expect(replayed.statusCode).toBe(422);
    expect((await balancesOf(ctx().db, id)).reserve).toBe(2_000_000n);
  });

  it('gives simultaneous requests with one Idempotency-Key one transfer and one answer', async () => {
    const { token, id } = await memberWithDeposit();
    const key = newKey();
    const body = { wallet: 'pay_in_to_reserve', transfer_amount: '30', payee: 'founder', mpin: DEFAULT_PIN };
    const answers = await Promise.all(Array.from({ length: 5 }, () => transfer(ctx().app, token, body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((await balancesOf(ctx().db, id)).reserve).toBe(30_000_000n);
    expect(await ctx().db.select().from(walletTransfers)).toHaveLength(1);
  });

  it('lets simultaneous transfers of 30% each succeed only as far as the balance allows', async () => {
    const { token, id } = await memberWithDeposit();
    const body = { wallet: 'pay_in_to_reserve', transfer_amount: '30', payee: 'founder', mpin: DEFAULT_PIN };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => transfer(ctx().app, token, body, newKey())),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(json<{ message: string }>(refused).message).toBe('Insufficient Balance');
    }
    const balances = await balancesOf(ctx().db, id);
    expect(balances.reserve).toBe(90_000_000n);
    expect(balances.pay_in).toBe(10_000_000n);
  });

  it('refuses bad amounts with the message the member reads, moving nothing', async () => {
    const { token, id } = await memberWithDeposit('founder', '100');
    const cases: Array<[string, string]> = [
      ['abc', 'Please enter a valid amount'],
      ['-5', 'Please enter a valid amount'],
      ['0', 'Amount must be greater than 0'],
      ['1.0000001', 'At most 6 decimal places'],
      ['100.000001', 'Insufficient Balance'],
      ['99999999999999999999999', 'Please enter a valid amount'],
    ];
    for (const [amount, message] of cases) {
      const res = await transfer(
        ctx().app,
        token,
        { wallet: 'pay_in_to_reserve', transfer_amount: amount, payee: 'founder', mpin: DEFAULT_PIN },
        newKey(),
      );
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(422);
      const answer = json<{ message: string; errors?: Record<string, string[]> }>(res);
      expect([answer.message, ...(answer.errors?.transfer_amount ?? [])], amount).toContain(message);
    }
    const toOther = await transfer(
      ctx().app,
      token,
      { wallet: 'pay_in_to_reserve', transfer_amount: '1', payee: 'someoneelse', mpin: DEFAULT_PIN },
      newKey(),
    );
    expect(toOther.statusCode).toBe(422);
    expect((await balancesOf(ctx().db, id)).pay_in).toBe(100_000_000n);
  });

  it('never moves more than the balance, whatever text the amount field holds', async () => {
    const { token, id } = await memberWithDeposit('founder', '1');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.stringMatching(/^-?\d{1,8}(\.\d{0,8})?$/),
          fc.constantFrom('1', '0.999999', '1.000001', '0.0000001', '.5', '1e3'),
        ),
        async (amount) => {
          const before = await balancesOf(ctx().db, id);
          const res = await transfer(
            ctx().app,
            token,
            { wallet: 'pay_in_to_reserve', transfer_amount: amount, payee: 'founder', mpin: DEFAULT_PIN },
            newKey(),
          );
          const after = await balancesOf(ctx().db, id);
          const moved = after.reserve - before.reserve;
          expect(after.pay_in + after.reserve).toBe(1_000_000n);
          if (res.statusCode === 200) {
            expect(moved).toBeGreaterThan(0n);
            expect(after.pay_in).toBeGreaterThanOrEqual(0n);
          } else {
            expect(res.statusCode, res.body).toBe(422);
            expect(moved).toBe(0n);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('exports the filtered transactions as CSV whose lines match the list', async () => {
    const { token } = await memberWithDeposit();
    await transfer(
      ctx().app,
      token,
      { wallet: 'pay_in_to_reserve', transfer_amount: '3.5', payee: 'founder', mpin: DEFAULT_PIN },
      newKey(),
    );
    const res = await get(ctx().app, '/api/transactions?export=csv', token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = res.body.trim().split('\r\n');
    expect(rows[0]).toBe(TRANSACTIONS_CSV_HEADER);
    const list = json<{ data: Paged<Line> }>(await get(ctx().app, '/api/transactions', token)).data.data;
    expect(rows.slice(1)).toEqual(
      list.map((l) =>
        [l.created_at, l.transaction_id, l.wallet, l.type, l.value, l.balance, l.source, l.note, '', ''].join(
          ',',
        ),
      ),
    );
    const credits = await get(ctx().app, '/api/transactions?export=csv&type=credit&wallet=reserve', token);
    expect(credits.body.trim().split('\r\n').slice(1)).toEqual([
      expect.stringContaining(',reserve,credit,3.500000,'),
    ]);
    const badDate = await get(ctx().app, '/api/transactions?from_date=2026-01-01', token);
    expect(badDate.statusCode).toBe(422);
  });

  it("gives each line its wallet's balance after it, the same on every page and under any filter", async () => {
    const { token, id } = await memberWithDeposit();
    for (const amount of ['1', '2.5', '3']) {
      const body = {
        wallet: 'pay_in_to_reserve',
        transfer_amount: amount,
        payee: 'founder',
        mpin: DEFAULT_PIN,
      };
      expect((await transfer(ctx().app, token, body, newKey())).statusCode).toBe(200);
    }
    for (const amount of [4n, 5n, 6n, 7n, 8n, 9n]) await deposit(ctx().db, id, amount * 1_000_000n);
    const page = async (query: string) =>
      json<{ data: Paged<Line> }>(await get(ctx().app, `/api/transactions?${query}`, token)).data;
    const all: Line[] = [];
    for (let n = 1, last = 1; n <= last; n++) {
      const p = await page(`page=${n}`);
      last = p.last_page;
      all.push(...p.data);
    }
    expect(all).toHaveLength(13);
    // Oldest first, each wallet's balance moves by exactly each line's amount, and ends at the wallet's balance.
    const micros = (v: string) => BigInt(v.replace('.', ''));
    const balances = await balancesOf(ctx().db, id);
    for (const wallet of ['pay_in', 'reserve'] as const) {
      let running = 0n;
      for (const line of all.filter((l) => l.wallet === wallet).reverse()) {
        running += line.type === 'credit' ? micros(line.value) : -micros(line.value);
        expect(micros(line.balance), `${wallet} after ${line.transaction_id}`).toBe(running);
      }
      expect(running).toBe(balances[wallet]);
    }
    // Both sides of a transfer share its id; a filtered page shows the same balances.
    const transferIds = all.filter((l) => l.source === 'transfer').map((l) => l.transaction_id);
    expect(transferIds).toHaveLength(6);
    expect(new Set(transferIds).size).toBe(3);
    const debits = await page('wallet=pay_in&type=debit&page=1');
    expect(debits.data.map((l) => l.balance)).toEqual(
      all.filter((l) => l.wallet === 'pay_in' && l.type === 'debit').map((l) => l.balance),
    );
  });

  it('shows the exact count, totals and last page of every filter, and again once new lines arrive', async () => {
    const { token, id } = await memberWithDeposit();
    for (const amount of ['1', '2.5', '3']) {
      const body = {
        wallet: 'pay_in_to_reserve',
        transfer_amount: amount,
        payee: 'founder',
        mpin: DEFAULT_PIN,
      };
      expect((await transfer(ctx().app, token, body, newKey())).statusCode).toBe(200);
    }
    for (let n = 1; n <= 17; n++) await deposit(ctx().db, id, BigInt(n) * 1_000_000n);
    type Cards = { title: string; value: string }[];
    const page = async (query: string) =>
      json<{ data: Paged<Line> & { to: number | null }; more_details: Cards }>(
        await get(ctx().app, `/api/transactions?${query}`, token),
      );
    const micros = (v: string) => BigInt(v.replace('.', ''));
    const card = (cards: Cards, title: string) => micros(cards.find((c) => c.title === title)!.value);
    const walk = async (filter: string) => {
      const lines: Line[] = [];
      const first = await page(`${filter}&page=1`);
      for (let n = 1; n <= first.data.last_page; n++) {
        const p = await page(`${filter}&page=${n}`);
        expect(p.data.total).toBe(first.data.total);
        lines.push(...p.data.data);
      }
      const last = await page(`${filter}&page=${first.data.last_page}`);
      // "Showing X to Y of Z results": the last page ends at the total and shows as many rows as it says.
      expect(lines).toHaveLength(first.data.total);
      if (first.data.total > 0) {
        expect(last.data.to).toBe(first.data.total);
        expect(last.data.from).toBe((first.data.last_page - 1) * 10 + 1);
        expect(last.data.data).toHaveLength(first.data.total - (first.data.last_page - 1) * 10);
      }
      // Newest first, and no line twice: the pages read from the end join those read from the start.
      const times = lines.map((l) => l.created_at);
      expect(times).toEqual([...times].sort().reverse());
      expect(new Set(lines.map((l) => `${l.transaction_id}/${l.wallet}`)).size).toBe(lines.length);
      const sum = (type: string) =>
        lines.filter((l) => l.type === type).reduce((total, l) => total + micros(l.value), 0n);
      expect(card(first.more_details, 'Total Credit')).toBe(sum('credit'));
      expect(card(first.more_details, 'Total Debit')).toBe(sum('debit'));
      return lines;
    };
    const all = await walk('');
    expect(all).toHaveLength(24);
    for (const [filter, keep] of [
      ['wallet=pay_in', (l: Line) => l.wallet === 'pay_in'],
      ['wallet=reserve', (l: Line) => l.wallet === 'reserve'],
      ['type=debit', (l: Line) => l.type === 'debit'],
      ['type=credit&wallet=pay_in', (l: Line) => l.type === 'credit' && l.wallet === 'pay_in'],
      ['source=transfer', (l: Line) => l.source === 'transfer'],
      ['source=nothing', () => false],
    ] as const)
      expect(await walk(filter), filter).toEqual(all.filter(keep));
    const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('-');
    expect(await walk(`from_date=${today}&to_date=${today}`)).toEqual(all);
    expect(await walk('to_date=01-01-2020')).toEqual([]);

    await deposit(ctx().db, id, 99_000_000n);
    const grown = await walk('');
    expect(grown).toHaveLength(25);
    expect(grown[0]!.value).toBe('99.000000');
    expect(grown.slice(1)).toEqual(all);
  });

  it("never shows a member another member's entries", async () => {
    const a = await memberWithDeposit('founder', '40');
    const b = await memberWithDeposit('second', '7', { sponsor: 'founder', position: 'L' });
    const aLines = json<{ data: Paged<Line> }>(await get(ctx().app, '/api/transactions', a.token)).data;
    const bLines = json<{ data: Paged<Line> }>(await get(ctx().app, '/api/transactions', b.token)).data;
    expect(aLines.data.map((l) => l.value)).toEqual(['40.000000']);
    expect(bLines.data.map((l) => l.value)).toEqual(['7.000000']);
    const bHistory = json<{ data: Paged<unknown> }>(await get(ctx().app, '/api/transfer', b.token)).data;
    expect(bHistory.total).toBe(0);
  });
});
