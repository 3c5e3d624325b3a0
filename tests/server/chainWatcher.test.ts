import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { unitsPerMicro } from '../../server/chain/chains';
import { openChains } from '../../server/chain/opening';
import { jsonRpcReader } from '../../server/chain/reader';
import type { Config } from '../../server/config';
import { type Db, openDatabase } from '../../server/db/client';
import {
  chainCursors,
  depositRecords,
  deposits,
  mailOutbox,
  memberNotices,
  users,
} from '../../server/db/schema';
import { accountIdOf, addressFromAccountId } from '../../server/deposits/addresses';
import { type ChainWatch, scanChain, scanOnce } from '../../server/deposits/watcher';
import { balancesOf } from '../../server/ledger';
import { createOutboxMailer } from '../../server/mail/mailer';
import { memberDepositAddress, recordDeposit } from '../../server/services/deposits';
import type {
  BalanceSyncResponse,
  LiabilitiesReport,
  TakeReserveSnapshotResponse,
} from '../../src/api/contract';
import { devChainForFile, TEST_XPUB, units } from './chainFixtures';
import { describeEngines, get, json, type TestContext, testConfig } from './harness';
import { insertMembers, usdt } from './ledgerFixtures';
import { signedInOperator } from './operatorFixtures';
import { freePort } from './serverProcess';
import { supportMember } from './supportFixtures';

const XPUB = TEST_XPUB;
const BEP20 = 2;
const CONFIRMATIONS = 3;
const chainOf = devChainForFile({ rewindEachTest: true });

describeEngines('deposits found on the chain', { pgliteToo: 'locking' }, (ctx) => {
  async function watchFrom(overrides: Partial<ChainWatch> = {}): Promise<ChainWatch> {
    return {
      paymentMethodId: BEP20,
      network: 'BEP20',
      reader: jsonRpcReader(chainOf().rpcUrl),
      token: chainOf().token,
      decimals: 18,
      confirmations: CONFIRMATIONS,
      startBlock: (await chainOf().blockNumber()) + 1n,
      minimum: usdt(1),
      maxRange: 100n,
      ...overrides,
    };
  }

  const scan = (c: TestContext, watch: ChainWatch, db: Db = c.db) =>
    scanChain(db, watch, {
      now: c.clock.now(),
      notices: { config: testConfig, mailer: createOutboxMailer(silent) },
    });

  async function members(c: TestContext, n: number) {
    const ids = await insertMembers(c.db, n);
    return Promise.all(
      ids.map(async (id) => {
        const address = await memberDepositAddress(c.db, XPUB, id, BEP20);
        return { id, address, account: accountIdOf(address) };
      }),
    );
  }

  const wallet = async (c: TestContext, id: number) => (await balancesOf(c.db, id)).pay_in;
  const rows = (c: TestContext) =>
    c.db
      .select()
      .from(depositRecords)
      .where(eq(depositRecords.paymentMethodId, BEP20))
      .orderBy(asc(depositRecords.id));

  it('sees a deposit in its block, credits it once at the third confirmation and tells the member', async () => {
    const c = ctx();
    const watch = await watchFrom();
    const [alice] = await members(c, 1);
    const hash = await chainOf().transfer(alice!.account, units(25));
    expect((await scan(c, watch)).seen).toBe(0); // still in the mempool

    await chainOf().mine(1);
    const first = await scan(c, watch);
    expect(first.seen).toBe(1);
    expect(first.credited).toEqual([]);
    const [seen] = await rows(c);
    expect(seen).toMatchObject({ status: 'seen', thash: hash, amount: usdt(25), userId: alice!.id });
    expect(seen!.toAddress).toBe(alice!.address);
    expect(await wallet(c, alice!.id)).toBe(0n);

    await chainOf().mine(1);
    expect((await scan(c, watch)).credited).toEqual([]); // two confirmations of three
    await chainOf().mine(1);
    const third = await scan(c, watch);
    expect(third.credited).toMatchObject([
      { memberId: alice!.id, thash: hash, logIndex: 0, amount: usdt(25) },
    ]);
    expect(await wallet(c, alice!.id)).toBe(usdt(25));

    await chainOf().mine(5);
    expect((await scan(c, watch)).credited).toEqual([]);
    expect(await wallet(c, alice!.id)).toBe(usdt(25));
    const told = await c.db
      .select({ kind: memberNotices.kind, body: memberNotices.body })
      .from(memberNotices)
      .where(eq(memberNotices.userId, alice!.id))
      .orderBy(asc(memberNotices.id));
    expect(told.map((n) => n.kind)).toEqual(['deposit_seen', 'deposit_credited']);
    // Seen on the chain, it is credited without the member's doing: the notice says at what depth.
    expect(told[0]!.body).toContain(`once its block has ${CONFIRMATIONS} confirmations`);
    expect(told[0]!.body).not.toContain('Press Sync Balance');
    // One mail, when the money is in the wallet; seeing it on the chain is told in the list only.
    const mailed = await c.db.select({ purpose: mailOutbox.purpose }).from(mailOutbox);
    expect(mailed.map((m) => m.purpose)).toEqual(['notice:deposit_credited']);
  });

  it('credits each transfer of a batch transaction, keyed by its log index', async () => {
    const c = ctx();
    const watch = await watchFrom();
    const [alice, bob] = await members(c, 2);
    const hash = await chainOf().batchTransfer([
      { to: alice!.account, amount: units(10) },
      { to: bob!.account, amount: units(20) },
      { to: alice!.account, amount: units('5.5') },
    ]);
    await chainOf().mine(CONFIRMATIONS);
    const result = await scan(c, watch);
    expect(result.credited.map((d) => [d.thash, d.logIndex, d.amount])).toEqual([
      [hash, 0, usdt(10)],
      [hash, 1, usdt(20)],
      [hash, 2, 5_500_000n],
    ]);
    expect(await wallet(c, alice!.id)).toBe(15_500_000n);
    expect(await wallet(c, bob!.id)).toBe(usdt(20));
  });

  it('ignores another token paid to a member and USDT paid to an address Tessera never issued', async () => {
    const c = ctx();
    const watch = await watchFrom();
    const [alice] = await members(c, 1);
    const other = await chainOf().deployOtherToken();
    await chainOf().transfer(alice!.account, units(40), other);
    await chainOf().transfer('0x00000000000000000000000000000000000a11ce', units(40));
    await chainOf().mine(CONFIRMATIONS + 1);
    const result = await scan(c, watch);
    expect(result.seen).toBe(0);
    expect(await rows(c)).toEqual([]);
    expect(await wallet(c, alice!.id)).toBe(0n);
    expect(await chainOf().balanceOf(alice!.account, other)).toBe(units(40));
  });

  it('holds a deposit below the minimum for an operator instead of crediting or losing it', async () => {
    const c = ctx();
    const watch = await watchFrom({ minimum: usdt(10) });
    const [alice] = await members(c, 1);
    await chainOf().transfer(alice!.account, units('9.99'));
    await chainOf().mine(CONFIRMATIONS);
    const result = await scan(c, watch);
    expect(result.credited).toEqual([]);
    expect(result.held).toBe(1);
    expect(await rows(c)).toMatchObject([{ status: 'held', amount: 9_990_000n }]);
    expect(await wallet(c, alice!.id)).toBe(0n);
  });

  it('refuses to record by hand a transfer waiting for confirmations, and credits one recorded meanwhile once', async () => {
    const c = ctx();
    const watch = await watchFrom();
    const [alice, bob] = await members(c, 2);
    const waiting = await chainOf().transfer(alice!.account, units(30));
    const raced = await chainOf().transfer(bob!.account, units(20));
    await chainOf().mine(1);
    expect((await scan(c, watch)).seen).toBe(2);
    const byHand = (thash: string, username: string) =>
      recordDeposit(c.db, {
        username,
        paymentMethodId: BEP20,
        amount: usdt(30),
        thash,
        source: 'operator',
        now: c.clock.now(),
      });
    const [alias] = await c.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, alice!.id));
    await expect(byHand(waiting, alias!.username)).rejects.toMatchObject({ statusCode: 409 });
    // An operator's record that lands between the watcher's check and its credit, as a concurrent request would.
    await c.db.insert(deposits).values({
      userId: bob!.id,
      paymentMethodId: BEP20,
      thash: raced,
      amount: usdt(20),
      source: 'operator',
    });

    await chainOf().mine(CONFIRMATIONS);
    const due = await scan(c, watch);
    expect(due.credited.map((d) => d.thash)).toEqual([waiting]);
    expect((await rows(c)).map((d) => [d.thash, d.status])).toEqual([
      [waiting, 'credited'],
      [raced, 'recorded'],
    ]);
    expect(await wallet(c, bob!.id)).toBe(0n);
  });

  it('drops a deposit whose block a reorganisation replaced before it was deep enough', async () => {
    const c = ctx();
    const watch = await watchFrom();
    const [alice] = await members(c, 1);
    const fork = await chainOf().snapshot();
    await chainOf().transfer(alice!.account, units(30));
    await chainOf().mine(1);
    expect((await scan(c, watch)).seen).toBe(1);
    await chainOf().mine(1);
    await scan(c, watch);

    await chainOf().revert(fork);
    await chainOf().mine(2); // a branch without the transfer, found before its block would be deep enough
    const after = await scan(c, watch);
    expect(after.reorgFrom).toBe(watch.startBlock);
    expect(after.dropped).toBe(1);
    expect(after.credited).toEqual([]);
    expect(await rows(c)).toMatchObject([{ status: 'dropped' }]);
    await chainOf().mine(CONFIRMATIONS);
    expect((await scan(c, watch)).credited).toEqual([]);
    expect(await wallet(c, alice!.id)).toBe(0n);
  });

  it('keeps a credited deposit credited once when a reorganisation replaces blocks above it', async () => {
    const c = ctx();
    const watch = await watchFrom();
    const [alice] = await members(c, 1);
    await chainOf().transfer(alice!.account, units(12));
    await chainOf().mine(CONFIRMATIONS);
    expect((await scan(c, watch)).credited).toHaveLength(1);

    const fork = await chainOf().snapshot();
    await chainOf().mine(2);
    await scan(c, watch);
    await chainOf().revert(fork);
    await chainOf().transfer(alice!.account, units(3)); // the new branch carries a deposit of its own
    await chainOf().mine(CONFIRMATIONS + 1);
    const after = await scan(c, watch);
    expect(after.reorgFrom).not.toBeNull();
    expect(after.dropped).toBe(0);
    expect(after.credited.map((d) => d.amount)).toEqual([usdt(3)]);
    expect(await wallet(c, alice!.id)).toBe(usdt(15));
    expect((await rows(c)).map((d) => d.status)).toEqual(['credited', 'credited']);
  });

  it('scans in bounded ranges from its stored cursor, and another watcher resumes where it stopped', async () => {
    const c = ctx();
    const watch = await watchFrom({ maxRange: 4n });
    const [alice] = await members(c, 1);
    await chainOf().mine(9);
    await chainOf().transfer(alice!.account, units(7));
    await chainOf().mine(CONFIRMATIONS);
    const partial = await scanOnce(c.db, watch, { now: c.clock.now(), notices: null, maxRanges: 2 });
    expect(partial.scannedThrough).toBe(watch.startBlock! + 7n);
    expect(partial.credited).toEqual([]);
    // A second instance (a fresh watcher with the same settings) picks up from the database's cursor.
    const resumed = await scan(c, { ...watch, reader: jsonRpcReader(chainOf().rpcUrl) });
    expect(resumed.scannedThrough).toBe(await chainOf().blockNumber());
    expect(resumed.credited.map((d) => d.amount)).toEqual([usdt(7)]);
  });

  it('starts with a provider that is down, and scans from the head it first reaches, kept for later starts', async () => {
    const c = ctx();
    const settings = {
      rpcUrl: `http://127.0.0.1:${await freePort()}`,
      token: chainOf().token,
      confirmations: CONFIRMATIONS,
      decimals: 18,
      minimumUsdt: 1,
      treasury: [],
    };
    const { chains } = await openChains({ ...testConfig, chains: { BEP20: settings } });
    const down = chains.watches.BEP20!;
    expect(down.startBlock).toBeNull();
    await expect(scan(c, down)).rejects.toThrow();
    const cursor = () => c.db.select().from(chainCursors).where(eq(chainCursors.paymentMethodId, BEP20));
    expect(await cursor()).toEqual([]);

    // Paid while no watcher has reached the chain: before its first block, as a start block would say.
    const [alice] = await members(c, 1);
    await chainOf().transfer(alice!.account, units(3));
    await chainOf().mine(2);
    const up = { ...down, reader: jsonRpcReader(chainOf().rpcUrl) };
    const first = await scan(c, up);
    const head = await chainOf().blockNumber();
    expect(first.scannedThrough).toBe(head);
    expect((await cursor())[0]?.scannedThrough).toBe(head);
    await chainOf().transfer(alice!.account, units(7));
    await chainOf().mine(CONFIRMATIONS);
    // Another instance started later goes on from the kept cursor, not from the head it would read now.
    const later = await scan(c, { ...up, reader: jsonRpcReader(chainOf().rpcUrl) });
    expect(later.credited.map((d) => d.amount)).toEqual([usdt(7)]);
    expect(await wallet(c, alice!.id)).toBe(usdt(7));
  });

  it('reads a busy chain in smaller ranges when the provider refuses a wide one, and misses nothing', async () => {
    const c = ctx();
    const reader = jsonRpcReader(chainOf().rpcUrl);
    const asked: bigint[] = [];
    // A provider that answers at most two blocks at a time, as public nodes cap results or body size.
    const capped = {
      ...reader,
      transfers: (token: `0x${string}`, from: bigint, to: bigint) => {
        asked.push(to - from + 1n);
        if (to - from + 1n > 2n) return Promise.reject(new Error('query returned more than 10000 results'));
        return reader.transfers(token, from, to);
      },
    };
    const watch = await watchFrom({ reader: capped, maxRange: 16n });
    const [alice] = await members(c, 1);
    for (let block = 0; block < 6; block++) {
      await chainOf().transfer(alice!.account, units(block + 1));
      await chainOf().mine(1);
    }
    await chainOf().mine(CONFIRMATIONS);
    const result = await scan(c, watch);
    expect(result.scannedThrough).toBe(await chainOf().blockNumber());
    expect(result.credited.map((d) => d.amount)).toEqual([1, 2, 3, 4, 5, 6].map(usdt));
    // Nine blocks exist: the first range is all of them, then halved until the provider answers.
    expect(asked.slice(0, 4)).toEqual([9n, 8n, 4n, 2n]);
    expect(await wallet(c, alice!.id)).toBe(usdt(21));
  });

  it('credits once when two instances scan at the same moment', async () => {
    const c = ctx();
    const watch = await watchFrom();
    const team = await members(c, 4);
    await chainOf().batchTransfer(team.map((m, i) => ({ to: m.account, amount: units(i + 1) })));
    await chainOf().mine(CONFIRMATIONS);
    const second = c.engine === 'postgres' ? await secondDatabase(c) : null;
    try {
      const [a, b] = await Promise.all([scan(c, watch), scan(c, watch, second?.db ?? c.db)]);
      // One led the scan; the other found it taken and did nothing.
      expect([a.outcome, b.outcome].sort()).toEqual(['busy', 'scanned']);
      // Without the leader lock too (two scans racing through every step), each transfer is credited once.
      await chainOf().transfer(team[0]!.account, units(100));
      await chainOf().mine(CONFIRMATIONS);
      const options = { now: c.clock.now(), notices: null };
      await Promise.all([scanOnce(c.db, watch, options), scanOnce(second?.db ?? c.db, watch, options)]);
    } finally {
      await second?.close();
    }
    const credited = await c.db
      .select({ n: sql<number>`count(*)::int` })
      .from(depositRecords)
      .where(and(eq(depositRecords.status, 'credited'), eq(depositRecords.paymentMethodId, BEP20)));
    expect(credited[0]!.n).toBe(5);
    expect(await wallet(c, team[0]!.id)).toBe(usdt(101));
    expect(await wallet(c, team[3]!.id)).toBe(usdt(4));
  });
});

const silent = { info() {}, warn() {}, error() {} };
const OPERATOR_KEY = 'chain-watcher-operator-key-0123456789';
testConfig.operatorKey = OPERATOR_KEY;

describeEngines('Sync Balance and the faucet on a watched chain', (ctx) => {
  /** The app as `npm start` builds it on the development chain: the chains, the faucet, a deposit key. */
  async function chainApp(c: TestContext, treasury: string[] = [], config: Partial<Config> = {}) {
    const head = await chainOf().blockNumber();
    const watch = (network: 'BEP20' | 'TRC20', token: `0x${string}`, decimals: number): ChainWatch => ({
      paymentMethodId: network === 'BEP20' ? BEP20 : 1,
      network,
      reader: jsonRpcReader(chainOf().rpcUrl),
      token,
      decimals,
      confirmations: CONFIRMATIONS,
      startBlock: head + 1n,
      minimum: usdt(1),
      maxRange: 100n,
    });
    const tron = await chainOf().deployToken({ name: 'Tron USDT', symbol: 'USDT', decimals: 6 });
    const tokens = { BEP20: { token: chainOf().token, decimals: 18 }, TRC20: { token: tron, decimals: 6 } };
    const app = await buildApp({
      db: c.db,
      config: { ...testConfig, depositXpub: XPUB, ...config },
      mailer: createOutboxMailer(silent),
      now: c.clock.now,
      chains: {
        watches: { BEP20: watch('BEP20', chainOf().token, 18), TRC20: watch('TRC20', tron, 6) },
        treasury: { BEP20: treasury },
        faucet: (network, to, micros) =>
          chainOf().transfer(
            accountIdOf(to),
            micros * unitsPerMicro(tokens[network].decimals),
            tokens[network].token,
          ),
      },
    });
    await app.ready();
    return app;
  }

  /** A member signed in through the API, with a session token. */
  const member = (c: TestContext) => supportMember(c, 'depositor');

  const sync = async (app: FastifyInstance, token: string, method = BEP20) =>
    json<BalanceSyncResponse>(await get(app, `/api/balance-sync?payment_method_id=${method}`, token));

  it('shows a deposit on its way with its confirmations, then credits it once', async () => {
    const c = ctx();
    const app = await chainApp(c);
    try {
      const { token } = await member(c);
      const address = json<{ data: { address: string } }>(
        await get(app, `/api/fetch-address?payment_method_id=${BEP20}`, token),
      ).data.address;
      const hash = await chainOf().transfer(accountIdOf(address), units(25));
      await chainOf().mine(1);
      const seen = await sync(app, token);
      expect(seen.msg).toBe('No new deposits');
      expect(seen.pending).toMatchObject([
        { thash: hash, amount: '25.000000', state: 'seen', confirmations: 1, required: CONFIRMATIONS },
      ]);
      expect(seen.balance).toBe('0.000000');

      await chainOf().mine(1);
      expect((await sync(app, token)).pending[0]?.confirmations).toBe(2);
      await chainOf().mine(1);
      const credited = await sync(app, token);
      expect(credited.msg).toBe('1 deposit(s) credited');
      expect(credited.credited).toMatchObject([{ thash: hash, amount: '25.000000' }]);
      expect(credited.pending).toEqual([]);
      expect(credited.balance).toBe('25.000000');
      const again = await sync(app, token);
      expect(again.msg).toBe('No new deposits');
      expect(again.list.data.map((d) => d.thash)).toEqual([hash]);
      expect(again.balance).toBe('25.000000');
    } finally {
      await app.close();
    }
  });

  it('credits a deposit held below the minimum when an operator says so, once; above the threshold with a second', async () => {
    const c = ctx();
    const app = await chainApp(c);
    // With a threshold of 0, every deposit waits for a second operator.
    const strict = await chainApp(c, [], { approvalThresholdUsdt: 0 });
    const first = await signedInOperator(c, 'fin_first', 'finance');
    const second = await signedInOperator(c, 'fin_second', 'finance');
    const credit = async (on: FastifyInstance, path: string, token = first.token) => {
      const answer = await on.inject({
        method: 'POST',
        url: `/api/operator/${path}`,
        headers: { authorization: `Bearer ${token}` },
      });
      return { code: answer.statusCode, body: answer.json() };
    };
    try {
      const { token } = await member(c);
      const address = json<{ data: { address: string } }>(
        await get(app, `/api/fetch-address?payment_method_id=${BEP20}`, token),
      ).data.address;
      const heldDeposit = async (amount: string) => {
        const hash = await chainOf().transfer(accountIdOf(address), units(amount));
        await chainOf().mine(CONFIRMATIONS);
        const held = await sync(app, token);
        expect(held.pending).toMatchObject([{ thash: hash, amount: `${amount}0000`, state: 'held' }]);
        const [row] = await c.db.select().from(depositRecords).where(eq(depositRecords.thash, hash));
        return { hash, id: row!.id };
      };

      const small = await heldDeposit('0.40');
      expect((await sync(app, token)).balance).toBe('0.000000');
      expect(await credit(app, `deposits/${small.id}/credit`)).toMatchObject({
        code: 200,
        body: { data: { id: small.id, thash: small.hash, amount: '0.400000' } },
      });
      const credited = await sync(app, token);
      expect(credited.pending).toEqual([]);
      expect(credited.balance).toBe('0.400000');
      expect(credited.list.data.map((d) => d.thash)).toEqual([small.hash]);
      expect(await credit(app, `deposits/${small.id}/credit`)).toMatchObject({
        code: 409,
        body: { message: `Deposit #${small.id} is not held for review: it is already in the wallet` },
      });
      expect((await sync(app, token)).balance).toBe('0.400000');
      const told = await c.db.select().from(memberNotices).where(eq(memberNotices.kind, 'deposit_credited'));
      expect(told).toHaveLength(1);

      // Above the threshold it waits for a second operator, and nothing moves meanwhile.
      const other = await heldDeposit('0.30');
      const asked = await credit(strict, `deposits/${other.id}/credit`);
      expect(asked.code, JSON.stringify(asked.body)).toBe(202);
      expect((await sync(app, token)).balance).toBe('0.400000');
      const approved = await credit(strict, `approvals/${asked.body.approval.id}/approve`, second.token);
      expect(approved.code, JSON.stringify(approved.body)).toBe(200);
      expect((await sync(app, token)).balance).toBe('0.700000');
      expect((await credit(app, 'deposits/999999/credit')).code).toBe(404);
    } finally {
      await app.close();
      await strict.close();
    }
  });

  it('reads the holdings from the chain beside what members are owed, and says when they fall short', async () => {
    const c = ctx();
    const treasury = '0x00000000000000000000000000000000000000f1';
    const app = await chainApp(c, [treasury]);
    try {
      const { username, token } = await member(c);
      const address = json<{ data: { address: string } }>(
        await get(app, `/api/fetch-address?payment_method_id=${BEP20}`, token),
      ).data.address;
      await chainOf().transfer(accountIdOf(address), units(25));
      await chainOf().transfer(treasury, units(100));
      await chainOf().mine(CONFIRMATIONS);
      expect((await sync(app, token)).balance).toBe('25.000000');
      const report = async () => {
        const answer = await app.inject({
          method: 'GET',
          url: '/api/operator/liabilities',
          headers: { authorization: `Bearer ${OPERATOR_KEY}` },
        });
        expect(answer.statusCode, answer.body).toBe(200);
        return json<{ data: LiabilitiesReport }>(answer).data;
      };
      const first = await report();
      expect(first.owed.total).toBe('25.000000');
      expect(first.on_chain?.methods.find((m) => m.method === 'USDT BEP20')).toMatchObject({
        addresses: 2,
        deposit_addresses: '25.000000',
        treasury: '100.000000',
        total: '125.000000',
        block: String((await chainOf().blockNumber()) - BigInt(CONFIRMATIONS) + 1n),
      });
      expect(first.on_chain).toMatchObject({ total: '125.000000', difference: '100.000000', short: false });

      // A proof of reserves reads the same holdings, address by address, at one final block per chain.
      const snapshot = await app.inject({
        method: 'POST',
        url: '/api/operator/proof-of-reserves',
        headers: { authorization: `Bearer ${OPERATOR_KEY}` },
      });
      expect(snapshot.statusCode, snapshot.body).toBe(202);
      const taken = json<TakeReserveSnapshotResponse>(snapshot).data;
      expect(taken).toMatchObject({
        liabilities: '25.000000',
        holdings: '125.000000',
        ratio_percent: '500.00',
      });
      expect(taken.chains.find((chain) => chain.network === 'BEP20')).toEqual({
        network: 'BEP20',
        method: 'USDT BEP20',
        token: addressFromAccountId('BEP20', chainOf().token),
        block: first.on_chain?.methods.find((m) => m.method === 'USDT BEP20')?.block,
        deposit_addresses: { count: 1, total: '25.000000' },
        treasury: [{ address: treasury, balance: '100.000000', proven: false }],
        total: '125.000000',
      });

      // Money owed that never arrived on a chain (an operator's record of 150) leaves the chains short.
      const recorded = await app.inject({
        method: 'POST',
        url: '/api/operator/deposit',
        headers: { authorization: `Bearer ${OPERATOR_KEY}` },
        payload: { username, payment_method_id: BEP20, amount: '150', txhash: 'offchaincorrection1' },
      });
      expect(recorded.statusCode, recorded.body).toBe(200);
      expect((await report()).on_chain).toMatchObject({ difference: '-50.000000', short: true });
    } finally {
      await app.close();
    }
  });

  it("sends test USDT with the faucet to a member's TRC20 address, credited in TRON's 6 decimals", async () => {
    const c = ctx();
    const app = await chainApp(c);
    try {
      const { username, token } = await member(c);
      const sent = await app.inject({
        method: 'POST',
        url: '/api/operator/faucet',
        headers: { authorization: `Bearer ${OPERATOR_KEY}` },
        payload: { username, payment_method_id: 1, amount: '12.345678' },
      });
      expect(sent.statusCode).toBe(200);
      const { data } = json<{ data: { address: string; thash: string; amount: string } }>(sent);
      expect(data.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      expect(data.amount).toBe('12.345678');
      await chainOf().mine(CONFIRMATIONS);
      const synced = await sync(app, token, 1);
      expect(synced.credited).toMatchObject([{ thash: data.thash, amount: '12.345678' }]);
      expect(synced.balance).toBe('12.345678');

      // Without the development chain there is no faucet.
      const refused = await c.app.inject({
        method: 'POST',
        url: '/api/operator/faucet',
        headers: { authorization: `Bearer ${OPERATOR_KEY}` },
        payload: { username, payment_method_id: 1, amount: '1' },
      });
      expect(refused.statusCode).toBe(404);
      expect(json(refused)).toMatchObject({
        status: false,
        message: expect.stringContaining('development chain'),
      });
    } finally {
      await app.close();
    }
  });
});

async function secondDatabase(c: TestContext) {
  const [row] = (
    (await c.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
  ).rows;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return openDatabase({ databaseUrl: url.toString() });
}
