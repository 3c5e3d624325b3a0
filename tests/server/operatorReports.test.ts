import { HDKey } from '@scure/bip32';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { withdrawals } from '../../server/db/schema';
import { depositAddress } from '../../server/deposits/addresses';
import { postTransfer } from '../../server/ledger';
import { fromMicros, type LiabilitiesReport } from '../../src/api/contract';
import { DEFAULT_PIN, describeEngines, get, json, post, type TestContext } from './harness';
import { signedInOperator } from './operatorFixtures';
import { endWithdrawHold } from './securityFixtures';
import { freeStake, stake } from './stakingFixtures';
import { operator, supportMember } from './supportFixtures';

const ADDRESS = depositAddress(
  HDKey.fromMasterSeed(new Uint8Array(32).fill(9)).derive("m/44'/195'/0'"),
  'TRC20',
  0,
);

const one = async <T>(c: TestContext, query: ReturnType<typeof sql>) =>
  ((await c.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

/** Money moved the way members and operators move it: deposits (one not synced), a stake, income, withdrawals. */
async function busyDay(c: TestContext) {
  const ann = await supportMember(c, 'ann');
  const bob = await supportMember(c, 'bob', { sponsor: ann.username, position: 'L' });
  const deposit = (username: string, method: number, amount: string, txhash: string) =>
    operator(c, 'POST', 'deposit', { username, payment_method_id: method, amount, txhash });
  expect((await deposit(ann.username, 1, '300', 'anntx00001')).statusCode).toBe(200);
  expect((await deposit(bob.username, 2, '200', 'bobtx00001')).statusCode).toBe(200);
  expect((await get(c.app, '/api/balance-sync?payment_method_id=1', ann.token)).statusCode).toBe(200);
  expect((await stake(c.app, ann.token, freeStake(ann.username, '100'))).statusCode).toBe(200);
  await c.db.transaction((tx) =>
    postTransfer(tx, {
      kind: 'income',
      description: 'level income',
      memberId: ann.id,
      legs: [
        { account: { platform: 'platform_income_paid' }, amount: -50_000_000n },
        { account: { member: ann.id, kind: 'pay_out' }, amount: 50_000_000n },
      ],
    }),
  );
  const saved = await post(
    c.app,
    '/api/withdraw-setting',
    { type: 'crypto', withdrawal_address: ADDRESS, mpin: DEFAULT_PIN },
    ann.token,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  // The address was saved a day ago: the pause a new address starts is over.
  await endWithdrawHold(c, ann.id);
  for (const amount of ['30', '15']) {
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/withdraw',
      headers: { authorization: `Bearer ${ann.token}`, 'idempotency-key': `w-${amount}` },
      payload: { amount, wallet: 'pay_out', mpin: DEFAULT_PIN },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const [first] = await c.db.select().from(withdrawals).orderBy(withdrawals.id);
  expect((await operator(c, 'POST', `withdrawals/${first!.id}/approve`)).statusCode).toBe(200);
  expect(
    (await operator(c, 'POST', `withdrawals/${first!.id}/paid`, { tx: 'c'.repeat(64) })).statusCode,
  ).toBe(200);
}

describeEngines('the liabilities report', (ctx) => {
  it('equals what the ledger entries, deposits and paid withdrawals add up to, today and in CSV', async () => {
    const c = ctx();
    c.clock.set(new Date());
    await busyDay(c);
    const finance = await signedInOperator(c, 'fin_report', 'finance');
    const res = await operator(c, 'GET', 'liabilities?days=3', undefined, finance.token);
    expect(res.statusCode, res.body).toBe(200);
    const report = json<{ data: LiabilitiesReport }>(res).data;

    // Worked out here from the entries themselves, not from the balances the report reads.
    const byKind = async (kind: string) =>
      fromMicros(
        BigInt(
          (
            await one<{ total: string }>(
              c,
              sql`select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
                  join ledger_accounts a on a.id = e.account_id
                  where a.owner_user_id is not null and a.kind = ${kind}`,
            )
          ).total,
        ),
      );
    expect(report.owed).toMatchObject({
      pay_in: await byKind('pay_in'),
      pay_out: await byKind('pay_out'),
      reserve: await byKind('reserve'),
      pending_withdrawal: await byKind('hold_withdrawal'),
      staked: await byKind('hold_staked'),
      reserved: await byKind('hold_reserved'),
      deposits_not_synced: '200.000000',
    });
    expect(report.owed).toMatchObject({
      pay_in: '200.000000',
      pay_out: '5.000000',
      pending_withdrawal: '15.000000',
      staked: '100.000000',
    });
    const { members } = await one<{ members: string }>(
      c,
      sql`select coalesce(sum(e.amount), 0)::text as members from ledger_entries e
          join ledger_accounts a on a.id = e.account_id where a.owner_user_id is not null`,
    );
    const owedTotal = BigInt(members) + 200_000_000n;
    expect(report.owed.total).toBe(fromMicros(owedTotal));

    // Held: deposits received less what the ledger paid out to withdrawal addresses (net of the fee).
    const { paid } = await one<{ paid: string }>(
      c,
      sql`select coalesce(sum(e.amount), 0)::text as paid from ledger_entries e
          join ledger_accounts a on a.id = e.account_id where a.kind = 'platform_withdrawals_paid'`,
    );
    const heldTotal = 500_000_000n - BigInt(paid);
    expect(report.held_total).toBe(fromMicros(heldTotal));
    expect(report.held).toEqual([
      { method: 'USDT BEP20', received: '200.000000', paid_out: '0.000000', held: '200.000000' },
      {
        method: 'USDT TRC20',
        received: '300.000000',
        paid_out: fromMicros(BigInt(paid)),
        held: fromMicros(300_000_000n - BigInt(paid)),
      },
    ]);
    expect(report.difference).toBe(fromMicros(heldTotal - owedTotal));
    // Income paid without money coming in makes the platform owe more than it holds; the fee it kept on the
    // paid withdrawal is its own.
    const [paidWithdrawal] = await c.db.select().from(withdrawals).orderBy(withdrawals.id);
    expect(heldTotal - owedTotal).toBe(-50_000_000n + paidWithdrawal!.fee);

    expect(report.trend.map((d) => d.date)).toHaveLength(3);
    expect(report.trend.at(-1)).toMatchObject({ owed: report.owed.total, held: report.held_total });
    expect(report.trend[0]).toMatchObject({ owed: '0.000000', held: '0.000000' });
    expect(report.ledger_check.ok).toBe(true);

    const csv = await operator(c, 'GET', 'liabilities.csv?days=3', undefined, finance.token);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="liabilities-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('section,name,amount,received,paid_out,owed,held,difference');
    expect(rows).toContain(`owed,total,${report.owed.total},,,,,`);
    expect(rows).toContain(`difference,held minus owed,${report.difference},,,,,`);
    expect(rows.filter((r) => r.startsWith('trend,'))).toHaveLength(3);
  });
});

describeEngines('the audit log', (ctx) => {
  it('shows an auditor every operator call, filtered by operator, action and member, a page at a time', async () => {
    const c = ctx();
    await busyDay(c);
    const auditor = await signedInOperator(c, 'aud_reader', 'auditor');
    const page = async (query: string) =>
      json<{
        data: Array<{ id: number; action: string; operator: string; subject_username: string | null }>;
        total: number;
        last_page: number;
        until_id: number | null;
      }>(await operator(c, 'GET', `audit${query}`, undefined, auditor.token));
    const all = await page('');
    expect(all.data.map((r) => r.action)).toEqual(
      expect.arrayContaining(['operator.sign-in', 'deposit.record', 'withdrawal.approve', 'withdrawal.paid']),
    );
    const withdrawalsOnly = await page('?action=withdrawal.');
    expect(withdrawalsOnly.data.map((r) => r.action)).toEqual(['withdrawal.paid', 'withdrawal.approve']);
    const keyCalls = await page('?operator=key&action=deposit.record');
    expect(keyCalls.data.map((r) => [r.operator, r.subject_username])).toEqual([
      ['operator key', expect.stringMatching(/^bob/)],
      ['operator key', expect.stringMatching(/^ann/)],
    ]);
    const annsName = keyCalls.data[1]!.subject_username!;
    expect(
      (await page(`?subject=${annsName.toUpperCase()}`)).data.every((r) => r.subject_username === annsName),
    ).toBe(true);
    const mine = await page('?operator=aud_reader');
    expect(mine.data.map((r) => r.action)).toEqual([
      'audit.read',
      'audit.read',
      'audit.read',
      'audit.read',
      // The sign-in that gave the authenticator's secret, then the one that got in: both named aud_reader.
      'operator.sign-in',
      'operator.sign-in',
    ]);

    for (let i = 0; i < 55; i++) await operator(c, 'GET', 'withdrawals');
    const first = await page('?action=withdrawal.list');
    expect(first.data).toHaveLength(50);
    expect([first.total, first.last_page]).toEqual([55, 2]);
    // More calls land meanwhile; the second page still counts from where the first did.
    for (let i = 0; i < 3; i++) await operator(c, 'GET', 'withdrawals');
    const second = await page(`?action=withdrawal.list&page=2&until_id=${first.until_id}`);
    expect(second.data).toHaveLength(5);
    expect(second.data[0]!.id).toBeLessThan(first.data.at(-1)!.id);
  });
});
