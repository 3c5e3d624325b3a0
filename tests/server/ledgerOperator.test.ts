import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { runCli } from '../../server/cli/operator';
import { auditLog, ledgerAccounts, users } from '../../server/db/schema';
import { createOutboxMailer } from '../../server/mail/mailer';
import type { OperatorBalancesResponse, OperatorLedgerCheckResponse } from '../../src/api/contract';
import { describeEngines, get, type TestContext, testConfig } from './harness';
import { deposit, insertMembers, usdt } from './ledgerFixtures';

const KEY = 'ledger-operator-key-0123456789abcdef';
const quiet = { info() {}, warn() {}, error() {} };

describeEngines('the operator ledger check', (ctx) => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function operatorApp(c: TestContext) {
    app = await buildApp({
      db: c.db,
      config: { ...testConfig, operatorKey: KEY },
      mailer: createOutboxMailer(quiet),
      now: c.clock.now,
    });
    return app;
  }

  /** Breaks the cached balance of the deposits clearing account by `delta`, as a faulty code path would. */
  const tamper = (c: TestContext, delta: bigint) =>
    c.db
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${delta.toString()}::bigint` })
      .where(eq(ledgerAccounts.kind, 'platform_deposits_clearing'));

  it('reports every invariant as holding on a sound ledger, and audits the call', async () => {
    const c = ctx();
    const [ada] = await insertMembers(c.db, 1);
    await deposit(c.db, ada!, usdt(12));
    const res = await get(await operatorApp(c), '/api/operator/ledger/check', KEY);
    expect(res.statusCode).toBe(200);
    const report = res.json<OperatorLedgerCheckResponse>();
    expect(report.ok).toBe(true);
    expect(report.invariants.map((i) => i.invariant)).toEqual(
      expect.arrayContaining(['each balance equals the sum of its entries', 'all accounts sum to zero']),
    );
    expect(report.invariants.every((i) => i.ok && i.violations.length === 0)).toBe(true);
    const [audit] = await c.db.select().from(auditLog).where(eq(auditLog.action, 'ledger.check'));
    expect(audit?.details).toMatchObject({ outcome: 'ok' });
    expect((await get(app!, '/api/operator/ledger/check')).statusCode).toBe(401);
  });

  it('prints OK for each invariant from the command line, and exits 1 naming a violation', async () => {
    const c = ctx();
    const [ada] = await insertMembers(c.db, 1);
    await deposit(c.db, ada!, usdt(3));
    const server = await operatorApp(c);
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    const env = {
      TESSERA_URL: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      OPERATOR_KEY: KEY,
    };
    const lines: string[] = [];
    const errors: string[] = [];
    const cli = () =>
      runCli(
        ['ledger', 'check'],
        env,
        (l) => lines.push(l),
        (l) => errors.push(l),
      );

    expect(await cli()).toBe(0);
    expect(lines.filter((l) => l.startsWith('OK'))).toHaveLength(6);
    expect(lines).toContain('OK    all accounts sum to zero');

    lines.length = 0;
    await tamper(c, 1n);
    try {
      expect(await cli()).toBe(1);
      expect(lines).toContain('FAIL  all accounts sum to zero');
      expect(lines.join('\n')).toContain('the balances of all accounts sum to 1');
      expect(errors.join('\n')).toContain('violates its invariants');
    } finally {
      await tamper(c, -1n);
    }
  });

  it("shows a member's ledger balances to the operator, and only to the operator", async () => {
    const c = ctx();
    const [ada] = await insertMembers(c.db, 1);
    await deposit(c.db, ada!, 12_500_000n);
    const [member] = await c.db.select({ username: users.username }).from(users).where(eq(users.id, ada!));
    const server = await operatorApp(c);

    const res = await get(server, `/api/operator/balances?username=${member!.username}`, KEY);
    expect(res.statusCode).toBe(200);
    expect(res.json<OperatorBalancesResponse>().data).toEqual({
      username: member!.username,
      pay_in: '12.500000',
      pay_out: '0.000000',
      reserve: '0.000000',
      pending_withdrawal: '0.000000',
      staked: '0.000000',
      reserved: '0.000000',
    });
    expect((await get(server, `/api/operator/balances?username=${member!.username}`)).statusCode).toBe(401);
    const missing = await get(server, '/api/operator/balances?username=nobody404', KEY);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: false, message: 'No member has the username nobody404' });

    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    const lines: string[] = [];
    const code = await runCli(
      ['balances', member!.username],
      {
        TESSERA_URL: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
        OPERATOR_KEY: KEY,
      },
      (l) => lines.push(l),
      () => {},
    );
    expect(code).toBe(0);
    expect(lines.join('\n')).toMatch(/Receiving wallet \(pay_in\)\s+12\.500000/);
  });
});
