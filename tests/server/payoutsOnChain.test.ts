import { HDKey } from '@scure/bip32';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import type { Chains } from '../../server/chain/chains';
import { jsonRpcReader } from '../../server/chain/reader';
import { ledgerTransfers, memberNotices, users, withdrawals } from '../../server/db/schema';
import { accountIdOf, depositAddress } from '../../server/deposits/addresses';
import { balancesOf, postTransfer } from '../../server/ledger';
import { createOutboxMailer } from '../../server/mail/mailer';
import { completeConfirmedPayouts } from '../../server/services/payoutsOnChain';
import { devChainForFile, units } from './chainFixtures';
import {
  DEFAULT_PASSWORD,
  DEFAULT_PIN,
  describeEngines,
  json,
  post,
  registerVerified,
  type TestContext,
  testConfig,
} from './harness';
import { operatorCli } from './operatorCli';
import { endWithdrawHold } from './securityFixtures';

const KEY = 'payouts-on-chain-operator-key-0123456789';
testConfig.operatorKey = KEY;
const CONFIRMATIONS = 5;
const payoutKey = HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).derive("m/44'/60'/0'");
const MEMBER_BSC = depositAddress(payoutKey, 'BEP20', 0);
const MEMBER_TRON = depositAddress(payoutKey, 'TRC20', 0);
const STRANGER = depositAddress(payoutKey, 'BEP20', 1);
const silent = { info() {}, warn() {}, error() {} };

const chainOf = devChainForFile({ rewindEachTest: true });
afterEach(() => {
  vi.unstubAllGlobals();
});

type Refusal = { message: string; errors?: Record<string, string[]> };
type Paid = {
  message: string;
  confirmations?: { seen: number; required: number };
  data: { status: number; t_hash: string | null; payout_block?: number | null };
};

describeEngines('payouts checked on the chain', { pgliteToo: 'locking' }, (ctx) => {
  const opened: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((app) => app.close()));
  });

  const chains = (): Chains => ({
    watches: {
      BEP20: {
        paymentMethodId: 2,
        network: 'BEP20',
        reader: jsonRpcReader(chainOf().rpcUrl),
        token: chainOf().token,
        decimals: 18,
        confirmations: CONFIRMATIONS,
        startBlock: 0n,
        minimum: 1_000_000n,
        maxRange: 100n,
      },
    },
    treasury: {},
  });
  const notices = { config: testConfig, mailer: createOutboxMailer(silent) };

  /** The API as an instance that watches BSC builds it, on the test's database and clock. */
  async function watchingApp(c: TestContext, watched: Chains = chains()) {
    const app = await buildApp({
      db: c.db,
      config: testConfig,
      mailer: notices.mailer,
      now: c.clock.now,
      chains: watched,
    });
    await app.ready();
    opened.push(app);
    return app;
  }

  const operator = (app: FastifyInstance, path: string, body?: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/operator/${path}`,
      headers: { authorization: `Bearer ${KEY}` },
      ...(body ? { payload: body } : {}),
    });
  const paid = (app: FastifyInstance, id: number, tx: string) =>
    operator(app, `withdrawals/${id}/paid`, { tx });
  const row = async (c: TestContext, id: number) =>
    (await c.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;
  const refusal = (res: LightMyRequestResponse) => json<Refusal>(res);

  /**
   * A member with 500 USDT in the Out going wallet and a saved payout address, who asked to withdraw each of
   * `amounts` (1 USDT fee each), every one approved by an operator.
   */
  async function approvedWithdrawals(c: TestContext, amounts: string[], address = MEMBER_BSC) {
    await registerVerified(c, 'payee');
    const [member] = await c.db.select().from(users).where(eq(users.username, 'payee'));
    const id = member!.id;
    await c.db.transaction((tx) =>
      postTransfer(tx, {
        kind: 'income',
        description: 'test income',
        memberId: id,
        legs: [
          { account: { platform: 'platform_income_paid' }, amount: -500_000_000n },
          { account: { member: id, kind: 'pay_out' }, amount: 500_000_000n },
        ],
      }),
    );
    const pre = json<{ token: string }>(
      await post(c.app, '/api/pre-login', { username: 'payee', password: DEFAULT_PASSWORD }),
    );
    const token = json<{ token: string }>(
      await post(c.app, '/api/login', { mpin: DEFAULT_PIN }, pre.token),
    ).token;
    const saved = await post(
      c.app,
      '/api/withdraw-setting',
      { type: 'crypto', withdrawal_address: address, mpin: DEFAULT_PIN },
      token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await endWithdrawHold(c, id);
    const ids: number[] = [];
    for (const [n, amount] of amounts.entries()) {
      const asked = await c.app.inject({
        method: 'POST',
        url: '/api/withdraw',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': `payout-${n}` },
        payload: { amount, wallet: 'pay_out', mpin: DEFAULT_PIN },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const [placed] = await c.db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(eq(withdrawals.code, json<{ code: string }>(asked).code));
      const approved = await operator(c.app, `withdrawals/${placed!.id}/approve`);
      expect(json(approved), approved.body).toMatchObject({ data: { status: 3 } });
      ids.push(placed!.id);
    }
    return { memberId: id, ids, account: accountIdOf(address) };
  }

  /** The funder, standing in for the platform's hot wallet, sends `amount` USDT and the next block mines it. */
  async function payout(to: `0x${string}`, amount: string, token?: `0x${string}`) {
    const hash = await chainOf().transfer(to, units(amount), token);
    await chainOf().mine(1);
    return hash;
  }

  const settlements = (c: TestContext, memberId: number) =>
    c.db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.memberId, memberId), eq(ledgerTransfers.kind, 'withdrawal_paid')));
  const told = async (c: TestContext, memberId: number) =>
    (
      await c.db
        .select({ kind: memberNotices.kind })
        .from(memberNotices)
        .where(eq(memberNotices.userId, memberId))
        .orderBy(asc(memberNotices.id))
    ).map((n) => n.kind);

  it('keeps a matching payout confirming until it is final, then settles it once with the member told', async () => {
    const c = ctx();
    const app = await watchingApp(c);
    const { memberId, ids, account } = await approvedWithdrawals(c, ['101']);
    const [id] = ids as [number];
    const hash = await payout(account, '100');

    const res = await paid(app, id, hash);
    expect(res.statusCode, res.body).toBe(200);
    const answer = json<Paid>(res);
    expect(answer.message).toBe(
      `Transaction ${hash} is seen, 1 of ${CONFIRMATIONS} confirmations; it completes when the transaction is final`,
    );
    expect(answer.confirmations).toEqual({ seen: 1, required: CONFIRMATIONS });
    expect(answer.data).toMatchObject({
      status: 3,
      t_hash: hash,
      payout_block: Number(await chainOf().blockNumber()),
    });
    expect((await balancesOf(c.db, memberId)).hold_withdrawal).toBe(101_000_000n);

    // Marking it again with the same hash is no harm: it says how deep the payout is now.
    await chainOf().mine(1);
    expect(json<Paid>(await paid(app, id, hash)).confirmations).toEqual({ seen: 2, required: CONFIRMATIONS });

    await chainOf().mine(2);
    const early = await completeConfirmedPayouts(c.db, chains(), c.clock.now(), notices);
    expect(early).toMatchObject({ completed: [], confirming: [id], reverted: [], failed: [] });
    expect((await row(c, id)).status).toBe(3);

    await chainOf().mine(1);
    const final = await completeConfirmedPayouts(c.db, chains(), c.clock.now(), notices);
    expect(final).toMatchObject({ completed: [id], confirming: [], reverted: [] });
    expect(await completeConfirmedPayouts(c.db, chains(), c.clock.now(), notices)).toMatchObject({
      completed: [],
    });

    expect(await row(c, id)).toMatchObject({ status: 1, tHash: hash });
    const balances = await balancesOf(c.db, memberId);
    expect([balances.pay_out, balances.hold_withdrawal]).toEqual([399_000_000n, 0n]);
    expect(await settlements(c, memberId)).toHaveLength(1);
    expect((await told(c, memberId)).filter((kind) => kind === 'withdrawal_paid')).toHaveLength(1);
  });

  it('reads the chain before the transaction that marks a payout paid, so a slow provider holds no transaction', async () => {
    const c = ctx();
    const watched = chains();
    const watch = watched.watches.BEP20!;
    const real = watch.reader;
    // The test database refuses a query made through it from inside one of its transactions; each chain call
    // makes one, so a chain call inside the marking transaction fails the call.
    const outsideTransactions = async () => {
      await c.db.select({ id: withdrawals.id }).from(withdrawals).limit(1);
    };
    let calls = 0;
    watch.reader = {
      ...real,
      head: async () => {
        await outsideTransactions();
        calls++;
        return real.head();
      },
      transaction: async (token, hash) => {
        await outsideTransactions();
        calls++;
        return real.transaction(token, hash);
      },
    };
    const app = await watchingApp(c, watched);
    const { ids, account } = await approvedWithdrawals(c, ['101']);
    const hash = await payout(account, '100');
    const res = await paid(app, ids[0]!, hash);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Paid>(res).confirmations).toEqual({ seen: 1, required: CONFIRMATIONS });
    expect(calls).toBe(2);
  });

  it('settles at once a payout already final when it is marked paid, and shows confirming ones on the command line', async () => {
    const c = ctx();
    const app = await watchingApp(c);
    const { memberId, ids, account } = await approvedWithdrawals(c, ['101', '51']);
    const [deep, fresh] = ids as [number, number];
    const deepHash = await payout(account, '100');
    await chainOf().mine(CONFIRMATIONS);
    const freshHash = await payout(account, '50');

    const real = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.host !== 'tessera.test') return real(input, init);
      const res = await app.inject({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      });
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'content-type': 'application/json' },
      });
    });
    const { cli, lines } = operatorCli(KEY);
    expect(await cli(['withdrawal', 'paid', String(deep), '--tx', deepHash])).toBe(0);
    expect(lines.at(-1)).toContain('Completed');
    expect(await cli(['withdrawal', 'paid', String(fresh), '--tx', freshHash.toUpperCase().slice(2)])).toBe(
      0,
    );
    const block = await chainOf().blockNumber();
    expect(lines.slice(-2)).toEqual([
      expect.stringContaining(`Processing, payout confirming since block ${block}`),
      `Transaction ${freshHash} is seen, 1 of ${CONFIRMATIONS} confirmations; it completes when the transaction is final`,
    ]);
    expect(await cli(['withdrawals', '--status', '3'])).toBe(0);
    expect(lines.join('\n')).toContain(`#${fresh} `);

    expect(await row(c, deep)).toMatchObject({ status: 1, tHash: deepHash });
    expect(await settlements(c, memberId)).toHaveLength(1);
  });

  it('refuses a payout of another amount, naming both amounts', async () => {
    const c = ctx();
    const app = await watchingApp(c);
    const { ids, account } = await approvedWithdrawals(c, ['101']);
    const hash = await payout(account, '99.5');
    await chainOf().mine(CONFIRMATIONS);
    const res = await paid(app, ids[0]!, hash);
    expect(res.statusCode).toBe(422);
    const message = `Transaction ${hash} pays 99.5 USDT, the withdrawal's net amount is 100 USDT`;
    expect(refusal(res)).toMatchObject({ message, errors: { tx: [message] } });
    expect(await row(c, ids[0]!)).toMatchObject({ status: 3, tHash: null, payoutBlock: null });
  });

  it('refuses a payout to an address other than the member saved', async () => {
    const c = ctx();
    const app = await watchingApp(c);
    const { ids } = await approvedWithdrawals(c, ['101']);
    const hash = await payout(accountIdOf(STRANGER), '100');
    const res = await paid(app, ids[0]!, hash);
    expect(res.statusCode).toBe(422);
    expect(refusal(res).message).toBe(
      `Transaction ${hash} pays ${STRANGER}, the member's address is ${MEMBER_BSC}`,
    );
  });

  it('refuses a transaction of another token, an unknown hash, one still waiting to be mined and one that failed', async () => {
    const c = ctx();
    const app = await watchingApp(c);
    const { ids, account } = await approvedWithdrawals(c, ['101']);
    const other = await chainOf().deployOtherToken();
    const otherHash = await payout(account, '100', other);
    const res = await paid(app, ids[0]!, otherHash);
    expect([res.statusCode, refusal(res).message]).toEqual([
      422,
      `Transaction ${otherHash} carries no transfer of USDT`,
    ]);

    const unknown = `0x${'ab'.repeat(32)}`;
    const notMined = await chainOf().transfer(account, units('100'));
    const failing = await chainOf().failingTransfer(account);
    const refusedFor = async (hash: string) => {
      const refused = await paid(app, ids[0]!, hash);
      return [refused.statusCode, refusal(refused).message];
    };
    expect(await refusedFor(unknown)).toEqual([
      422,
      `Transaction ${unknown} is not known to the BEP20 chain: check the hash and the network`,
    ]);
    expect(await refusedFor(notMined)).toEqual([
      422,
      `Transaction ${notMined} is not in a block yet: mark it paid once it is mined`,
    ]);
    await chainOf().mine(1);
    expect(await refusedFor(failing)).toEqual([
      422,
      `Transaction ${failing} failed on the chain in block ${await chainOf().blockNumber()} and moved nothing`,
    ]);
    const short = await paid(app, ids[0]!, 'abcdef0123');
    expect([short.statusCode, refusal(short).message]).toEqual([
      422,
      'A BEP20 transaction hash is 64 hexadecimal digits',
    ]);
    expect(await row(c, ids[0]!)).toMatchObject({ status: 3, tHash: null });
  });

  it('refuses a hash another withdrawal holds, whether it is confirming or completed, with the chain or without', async () => {
    const c = ctx();
    const app = await watchingApp(c);
    const { ids, account } = await approvedWithdrawals(c, ['101', '101', '21', '31']);
    const [first, second, third, fourth] = ids as [number, number, number, number];
    const hash = await payout(account, '100');
    expect(json<Paid>(await paid(app, first, hash)).data.status).toBe(3);

    const reused = await paid(app, second, hash);
    expect(reused.statusCode).toBe(409);
    expect(refusal(reused).errors?.tx?.[0]).toMatch(
      `Transaction ${hash} is already recorded for withdrawal #${first}`,
    );
    // Another payout cannot take over the withdrawal while its own is confirming, nor can it be rejected.
    const another = await payout(account, '100');
    expect((await paid(app, first, another)).statusCode).toBe(409);
    expect(
      (await operator(app, `withdrawals/${first}/reject`, { reason: 'changed our mind' })).statusCode,
    ).toBe(409);

    await chainOf().mine(CONFIRMATIONS);
    expect((await completeConfirmedPayouts(c.db, chains(), c.clock.now(), notices)).completed).toEqual([
      first,
    ]);
    expect((await paid(app, second, hash)).statusCode).toBe(409);

    // On the operator's word (an instance watching no chain) a hash still pays one withdrawal only.
    expect((await paid(c.app, third, 'bankref00001')).statusCode).toBe(200);
    const twice = await paid(c.app, fourth, 'bankref00001');
    expect([twice.statusCode, refusal(twice).message]).toEqual([
      409,
      `Transaction bankref00001 is already recorded for withdrawal #${third} (${(await row(c, third)).code})`,
    ]);
    expect((await row(c, fourth)).status).toBe(3);
  });

  it('hands a payout back to the operator when a reorganisation takes it off the chain before it is final', async () => {
    const c = ctx();
    const app = await watchingApp(c);
    const { memberId, ids, account } = await approvedWithdrawals(c, ['101']);
    const [id] = ids as [number];
    const before = await chainOf().snapshot();
    const hash = await payout(account, '100');
    expect(json<Paid>(await paid(app, id, hash)).data.status).toBe(3);

    await chainOf().revert(before);
    await chainOf().mine(CONFIRMATIONS + 1);
    const sweep = await completeConfirmedPayouts(c.db, chains(), c.clock.now(), notices);
    expect(sweep).toMatchObject({ completed: [], confirming: [], reverted: [id] });
    const back = await row(c, id);
    expect(back).toMatchObject({ status: 3, tHash: null, payoutBlock: null, payoutSeenAt: null });
    expect(back.remarks).toContain(`Payout ${hash}`);
    expect(back.remarks).toContain('left the chain before it was final');
    expect((await balancesOf(c.db, memberId)).hold_withdrawal).toBe(101_000_000n);
    expect(await settlements(c, memberId)).toHaveLength(0);

    // Paid again, the new payout completes it as any other.
    const again = await payout(account, '100');
    await chainOf().mine(CONFIRMATIONS);
    expect(json<Paid>(await paid(app, id, again)).data).toMatchObject({ status: 1, t_hash: again });
  });

  it('takes the operator’s word for a network it does not watch', async () => {
    const c = ctx();
    const app = await watchingApp(c);
    const { ids } = await approvedWithdrawals(c, ['101'], MEMBER_TRON);
    const res = await paid(app, ids[0]!, 'trontx000001');
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Paid>(res)).toMatchObject({
      message: `Withdrawal #${ids[0]} is paid`,
      data: { status: 1, t_hash: 'trontx000001', payout_block: null },
    });
  });
});
