import { HDKey } from '@scure/bip32';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { auditLog, users, withdrawals } from '../../server/db/schema';
import { depositAddress } from '../../server/deposits/addresses';
import { balancesOf, postTransfer } from '../../server/ledger';
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
import { operatorCli, routeFetchTo } from './operatorCli';
import { endWithdrawHold } from './securityFixtures';

const KEY = 'withdraw-operator-cli-key-0123456789';
testConfig.operatorKey = KEY;

const ADDRESS = depositAddress(
  HDKey.fromMasterSeed(new Uint8Array(32).fill(5)).derive("m/44'/195'/0'"),
  'TRC20',
  0,
);

/** The CLI's HTTP calls, answered by the in-process app instead of a listening server. */

/** A member with 100 USDT in the Out going wallet, a saved address and two pending withdrawals of 20 and 30. */
async function memberWithWithdrawals(c: TestContext) {
  await registerVerified(c, 'founder');
  const [member] = await c.db.select().from(users).where(eq(users.username, 'founder'));
  const id = member!.id;
  await c.db.transaction((tx) =>
    postTransfer(tx, {
      kind: 'income',
      description: 'test income',
      memberId: id,
      legs: [
        { account: { platform: 'platform_income_paid' }, amount: -100_000_000n },
        { account: { member: id, kind: 'pay_out' }, amount: 100_000_000n },
      ],
    }),
  );
  const pre = json<{ token: string }>(
    await post(c.app, '/api/pre-login', { username: 'founder', password: DEFAULT_PASSWORD }),
  );
  const token = json<{ token: string }>(
    await post(c.app, '/api/login', { mpin: DEFAULT_PIN }, pre.token),
  ).token;
  const saved = await post(
    c.app,
    '/api/withdraw-setting',
    { type: 'crypto', withdrawal_address: ADDRESS, mpin: DEFAULT_PIN },
    token,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  // The address was saved a day ago: the pause a new address starts is over.
  await endWithdrawHold(c, id);
  for (const amount of ['20', '30']) {
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/withdraw',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': `cli-${amount}` },
      payload: { amount, wallet: 'pay_out', mpin: DEFAULT_PIN },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const rows = await c.db.select().from(withdrawals).orderBy(withdrawals.id);
  return { id, first: rows[0]!.id, second: rows[1]!.id };
}

describeEngines('the operator withdrawal commands', (ctx) => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists withdrawals, approves, pays and rejects them from the command line, auditing each', async () => {
    const c = ctx();
    const { id, first, second } = await memberWithWithdrawals(c);
    routeFetchTo(c);
    const { cli, lines, errors } = operatorCli(KEY);

    expect(await cli(['withdrawals', '--status', '0'])).toBe(0);
    expect(lines).toHaveLength(3);
    expect(lines.at(-1)).toBe('Showing 1 to 2 of 2 results');
    expect(await cli(['withdrawals', '--status', '0', '--page', '2'])).toBe(0);
    expect(lines.at(-1)).toBe('No withdrawals.');
    expect(await cli(['withdrawals', '--page', '0'])).toBe(1);
    lines.length = 3;
    expect(lines.join('\n')).toContain(`#${first} `);
    expect(lines.join('\n')).toContain('Pending  founder  20.000000 USDT from pay_out');

    lines.length = 0;
    expect(await cli(['withdrawal', 'paid', String(first), '--tx', 'abcdef0123'])).toBe(1);
    expect(errors.join('\n')).toContain('is Pending');
    expect(await cli(['withdrawal', 'approve', String(first)])).toBe(0);
    expect(lines.at(-1)).toContain('Processing');
    expect(await cli(['withdrawal', 'paid', String(first), '--tx', 'abcdef0123'])).toBe(0);
    expect(lines.at(-1)).toContain('Completed');
    expect(lines.at(-1)).toContain('tx abcdef0123');
    expect(await cli(['withdrawal', 'reject', String(second), '--reason', 'Wrong network'])).toBe(0);
    expect(lines.at(-1)).toContain('remarks: Wrong network');
    expect(await cli(['withdrawal', 'reject', String(second), '--reason', 'again'])).toBe(1);
    expect(await cli(['withdrawal', 'reject', String(second)])).toBe(1);
    expect(await cli(['withdrawal', 'approve', '99999'])).toBe(1);
    expect(errors.join('\n')).toContain('No withdrawal has the id 99999');
    expect(await cli(['withdrawals', '--status', '9'])).toBe(1);

    lines.length = 0;
    expect(await cli(['withdrawals', '--status', '0'])).toBe(0);
    expect(lines).toEqual(['No withdrawals.']);

    const balances = await balancesOf(c.db, id);
    expect(balances.pay_out).toBe(80_000_000n);
    expect(balances.hold_withdrawal).toBe(0n);
    const audits = await c.db.select().from(auditLog);
    const actions = audits.map((a) => `${a.action}:${(a.details as { outcome: string }).outcome}`).sort();
    expect(actions).toEqual(
      [
        'withdrawal.approve:ok',
        'withdrawal.approve:refused',
        'withdrawal.list:ok',
        'withdrawal.list:ok',
        'withdrawal.list:ok',
        'withdrawal.paid:ok',
        'withdrawal.paid:refused',
        'withdrawal.reject:ok',
        'withdrawal.reject:refused',
      ].sort(),
    );
  });
});
