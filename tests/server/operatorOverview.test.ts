import { expect, it } from 'vitest';
import type { OperatorOverview } from '../../src/api/contract';
import { describeEngines, get } from './harness';
import { signedInOperator } from './operatorFixtures';
import { listed, memberReadyToWithdraw, placeWithdrawals } from './operatorListFixtures';
import { operator, raiseTicket, supportMember } from './supportFixtures';

const HOUR = 3_600_000;

describeEngines("the back office's overview", (ctx) => {
  it('counts what waits by age, approvals by kind, deposits not yet in a wallet and liabilities', async () => {
    const c = ctx();
    const ann = await memberReadyToWithdraw(c, 'over', 500n);
    // Two withdrawals asked two days ago, one of which is now being paid, then three in the last hour.
    await placeWithdrawals(c, ann.id, 2);
    c.clock.advance(48 * HOUR);
    await placeWithdrawals(c, ann.id, 3);
    const oldest = (await listed<{ data: Array<{ id: number }> }>(c, 'withdrawals?dir=asc')).data[0]!;
    expect((await operator(c, 'POST', `withdrawals/${oldest.id}/approve`)).statusCode).toBe(200);

    const member = await supportMember(c, 'tick', { sponsor: ann.username, position: 'L' });
    await raiseTicket(c, member.token);
    c.clock.advance(1.5 * HOUR);
    await raiseTicket(c, member.token, 'And another question');
    const deposit = (amount: string, txhash: string) =>
      operator(c, 'POST', 'deposit', { username: member.username, payment_method_id: 1, amount, txhash });
    expect((await deposit('120', 'overtx0001')).statusCode).toBe(200);
    expect((await deposit('2500', 'overtx0002')).statusCode).toBe(202);

    const admin = await signedInOperator(c, 'adm_over', 'admin');
    const { data } = await listed<{ data: OperatorOverview }>(c, 'overview', admin.token);
    expect(data.withdrawals).toEqual({
      pending: { total: 4, under_1h: 0, h1_to_24h: 3, over_24h: 1, oldest_at: expect.any(String) },
      processing: { total: 1, under_1h: 0, h1_to_24h: 0, over_24h: 1, oldest_at: expect.any(String) },
      pending_amount: '52.000000',
    });
    expect(data.tickets).toEqual({
      open: { total: 2, under_1h: 1, h1_to_24h: 1, over_24h: 0, oldest_at: expect.any(String) },
      awaiting_reply: 2,
      unassigned: 2,
    });
    expect(data.deposits).toEqual({
      unsynced: { count: 1, amount: '120.000000' },
      awaiting_approval: { count: 1, amount: '2500.000000' },
    });
    expect(data.approvals?.pending).toContainEqual({ kind: 'deposit', count: 1 });
    expect(data.approvals?.total).toBe(1);
    expect(data.liabilities).toMatchObject({ ledger_ok: true });
    const report = await listed<{ data: { owed: { total: string }; difference: string } }>(c, 'liabilities');
    expect([data.liabilities?.owed, data.liabilities?.difference]).toEqual([
      report.data.owed.total,
      report.data.difference,
    ]);
  });

  it('shows each role only the parts its rights read, and nobody without a session', async () => {
    const c = ctx();
    const support = await signedInOperator(c, 'sup_over', 'support');
    const finance = await signedInOperator(c, 'fin_over', 'finance');
    const seen = async (token: string) =>
      (await listed<{ data: OperatorOverview }>(c, 'overview', token)).data;

    const helpdesk = await seen(support.token);
    expect([helpdesk.withdrawals, helpdesk.deposits, helpdesk.liabilities]).toEqual([null, null, null]);
    expect(helpdesk.tickets).not.toBeNull();
    expect(helpdesk.approvals?.pending.map((p) => p.kind)).toEqual([
      'member_unfreeze',
      'member_pin_reset',
      'member_2fa_reset',
    ]);
    const money = await seen(finance.token);
    expect(money.tickets).toBeNull();
    expect(money.withdrawals).not.toBeNull();
    expect(money.approvals?.pending.map((p) => p.kind)).not.toContain('operator_create');
    expect((await get(c.app, '/api/operator/overview')).statusCode).toBe(401);
  });
});
