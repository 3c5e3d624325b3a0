import { expect, it } from 'vitest';
import type { ApprovalRequest, OperatorDepositRow, OperatorWithdrawal } from '../../src/api/contract';
import { describeEngines, get, json } from './harness';
import { signedInOperator } from './operatorFixtures';
import {
  csvRows,
  type Envelope,
  listed,
  memberReadyToWithdraw,
  placeWithdrawals,
} from './operatorListFixtures';
import { operator, supportMember } from './supportFixtures';

type Withdrawals = Envelope<OperatorWithdrawal>;

describeEngines("the back office's lists", (ctx) => {
  it('pages through 150 pending withdrawals to the last page, newest first, none missed or repeated', async () => {
    const c = ctx();
    const member = await memberReadyToWithdraw(c, 'queue', 3_000n);
    await placeWithdrawals(c, member.id, 150);

    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(await listed<Withdrawals>(c, `withdrawals?status=0&page=${page}`));
    expect(pages.map((p) => [p.current_page, p.last_page, p.total, p.from, p.to, p.data.length])).toEqual([
      [1, 3, 150, 1, 50, 50],
      [2, 3, 150, 51, 100, 50],
      [3, 3, 150, 101, 150, 50],
    ]);
    const times = pages.flatMap((p) => p.data.map((w) => w.created_at));
    expect(new Set(pages.flatMap((p) => p.data.map((w) => w.id))).size).toBe(150);
    expect(times).toEqual([...times].sort().reverse());

    // The last page read from the list's end holds the oldest, in the same order as from the start.
    const oldestFirst = await listed<Withdrawals>(c, 'withdrawals?status=0&dir=asc&per_page=100');
    expect(pages[2]!.data.map((w) => w.id)).toEqual(
      oldestFirst.data
        .slice(0, 50)
        .map((w) => w.id)
        .reverse(),
    );
    const beyond = await listed<Withdrawals>(c, 'withdrawals?status=0&page=4');
    expect([beyond.data.length, beyond.from, beyond.last_page]).toEqual([0, null, 3]);
    expect((await listed<Withdrawals>(c, 'withdrawals?status=3')).total).toBe(0);
  });

  it('orders withdrawals by amount either way and narrows them to a member and to days', async () => {
    const c = ctx();
    const ann = await memberReadyToWithdraw(c, 'ann', 500n);
    await placeWithdrawals(c, ann.id, 7);
    const bob = await memberReadyToWithdraw(c, 'bob', 500n, ann.username);
    await placeWithdrawals(c, bob.id, 3);

    const amounts = (page: Withdrawals) => page.data.map((w) => Number(w.amount_from));
    const largest = await listed<Withdrawals>(c, 'withdrawals?sort=amount&dir=desc');
    expect(amounts(largest)).toEqual([...amounts(largest)].sort((a, b) => b - a));
    expect(amounts(largest)[0]).toBe(16);
    const smallest = await listed<Withdrawals>(c, 'withdrawals?sort=amount&dir=asc&per_page=10');
    expect(amounts(smallest)[0]).toBe(10);

    const bobs = await listed<Withdrawals>(c, `withdrawals?username=${bob.username.toUpperCase()}`);
    expect([bobs.total, new Set(bobs.data.map((w) => w.username))]).toEqual([3, new Set([bob.username])]);
    // Ann's were placed a day and more before Bob's.
    const bobsDay = c.clock.now().toISOString().slice(0, 10);
    const onBobsDay = await listed<Withdrawals>(c, `withdrawals?from=${bobsDay}&to=${bobsDay}`);
    expect(onBobsDay.total).toBe(3);
    const before = await listed<Withdrawals>(c, `withdrawals?to=${bobsDay}`);
    expect(before.total).toBe(10);
  });

  it('refuses a page size, order, direction or day it does not offer, in the error shape', async () => {
    const c = ctx();
    for (const [query, field] of [
      ['per_page=7', 'per_page'],
      ['per_page=1000', 'per_page'],
      ['sort=username', 'sort'],
      ['dir=up', 'dir'],
      ['page=0', 'page'],
      ['from=2026-13-01', 'from'],
      ['from=yesterday', 'from'],
      ['from=2026-03-05&to=2026-03-01', 'to'],
      ['status=9', 'status'],
    ] as const) {
      const res = await operator(c, 'GET', `withdrawals?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(res).errors, query).toHaveProperty(field);
    }
    const deposits = await operator(c, 'GET', 'deposits?state=lost');
    expect(json(deposits)).toMatchObject({
      errors: { state: ['state must be one of unsynced, seen, credited, held, dropped'] },
    });
  });

  it('exports every withdrawal the filters select as CSV, past any batch, with formulas made harmless', async () => {
    const c = ctx();
    const member = await memberReadyToWithdraw(c, 'export', 3_000n);
    await placeWithdrawals(c, member.id, 150);
    const first = (await listed<Withdrawals>(c, 'withdrawals?status=0&dir=asc&per_page=10')).data[0]!;
    const rejected = await operator(c, 'POST', `withdrawals/${first.id}/reject`, {
      reason: '=HYPERLINK("http://evil.example","Refund")',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const pending = await operator(c, 'GET', 'withdrawals.csv?status=0&sort=amount&dir=asc');
    expect(pending.statusCode).toBe(200);
    expect(pending.headers['content-type']).toContain('text/csv');
    expect(pending.headers['content-disposition']).toMatch(
      /^attachment; filename="withdrawals-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = csvRows(pending.body);
    expect(rows[0]!.slice(0, 7)).toEqual(['id', 'code', 'member', 'status', 'asked_at', 'wallet', 'amount']);
    expect(rows).toHaveLength(1 + 149);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(149);
    const amounts = rows.slice(1).map((row) => Number(row[6]));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    const all = await operator(c, 'GET', 'withdrawals.csv?status=2');
    const line = all.body.split('\r\n')[1]!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""Refund"")"`);
    expect(line).not.toMatch(/,"?=HYPERLINK/);
  });

  it('lists recorded deposits, those the member has not synced yet apart, and exports them', async () => {
    const c = ctx();
    const ann = await supportMember(c, 'dep');
    const deposit = (method: number, amount: string, txhash: string) =>
      operator(c, 'POST', 'deposit', { username: ann.username, payment_method_id: method, amount, txhash });
    expect((await deposit(1, '300', 'deptx00001')).statusCode).toBe(200);
    expect((await deposit(2, '200', 'deptx00002')).statusCode).toBe(200);
    expect((await deposit(1, '5000', 'deptx00003')).statusCode).toBe(202);
    expect((await get(c.app, '/api/balance-sync?payment_method_id=1', ann.token)).statusCode).toBe(200);

    const every = await listed<Envelope<OperatorDepositRow>>(c, 'deposits?sort=amount&dir=desc');
    expect(every.data.map((d) => [d.thash, d.amount, d.method, d.state])).toEqual([
      ['deptx00001', '300.000000', 'USDT TRC20', 'credited'],
      ['deptx00002', '200.000000', 'USDT BEP20', 'unsynced'],
    ]);
    expect(every.data[0]!.credited_at).not.toBeNull();
    const unsynced = await listed<Envelope<OperatorDepositRow>>(c, 'deposits?state=unsynced');
    expect(unsynced.data.map((d) => d.thash)).toEqual(['deptx00002']);
    const bep = await listed<Envelope<OperatorDepositRow>>(c, 'deposits?payment_method_id=2');
    expect(bep.total).toBe(1);

    const csv = csvRows((await operator(c, 'GET', 'deposits.csv?state=credited')).body);
    expect(csv.map((row) => [row[3], row[4], row[7]])).toEqual([
      ['txhash', 'amount', 'state'],
      ['deptx00001', '300.000000', 'credited'],
    ]);
  });

  it('shows each role only the kinds of request it reads, and refuses a kind it may not', async () => {
    const c = ctx();
    const ann = await supportMember(c, 'kinds');
    const finance = await signedInOperator(c, 'fin_kinds', 'finance');
    const support = await signedInOperator(c, 'sup_kinds', 'support');
    const auditor = await signedInOperator(c, 'aud_kinds', 'auditor');
    const admin = await signedInOperator(c, 'adm_kinds', 'admin');
    const big = { username: ann.username, payment_method_id: 1, amount: '5000', txhash: 'kindtx0001' };
    expect((await operator(c, 'POST', 'deposit', big, finance.token)).statusCode).toBe(202);
    expect(
      (await operator(c, 'POST', `members/${ann.username}/reset-pin`, { reason: 'Lost' }, admin.token))
        .statusCode,
    ).toBe(202);
    const added = { username: 'new_kinds', password: 'a long enough passphrase', role: 'support' };
    expect((await operator(c, 'POST', 'operators', added, admin.token)).statusCode).toBe(202);

    const kinds = async (token: string, query = '') =>
      (await listed<Envelope<ApprovalRequest>>(c, `approvals${query}`, token)).data.map((r) => r.kind).sort();
    expect(await kinds(support.token)).toEqual(['member_pin_reset']);
    expect(await kinds(finance.token)).toEqual(['deposit', 'member_pin_reset']);
    expect(await kinds(auditor.token)).toEqual(['deposit', 'member_pin_reset', 'operator_create']);
    expect(await kinds(auditor.token, '?kind=operator_create')).toEqual(['operator_create']);
    expect(await kinds(auditor.token, `?username=${ann.username}&sort=amount`)).toEqual([
      'deposit',
      'member_pin_reset',
    ]);

    // Each decides only what its rights cover: finance the money moves and lifting a freeze, support nothing.
    const decides = async (token: string) =>
      (await listed<{ decides: string[] }>(c, 'approvals', token)).decides;
    expect(await decides(finance.token)).toEqual([
      'deposit',
      'withdrawal',
      'adjustment',
      'member_unfreeze',
      'reserve_snapshot',
    ]);
    expect(await decides(support.token)).toEqual([]);
    expect(await decides(auditor.token)).toEqual([]);
    expect((await decides(admin.token)).length).toBe(11);

    const refused = await operator(c, 'GET', 'approvals?kind=deposit', undefined, support.token);
    expect([refused.statusCode, json(refused).message]).toEqual([
      403,
      'The support role may not read deposit requests',
    ]);
    const supportCsv = csvRows((await operator(c, 'GET', 'approvals.csv', undefined, support.token)).body);
    expect(supportCsv.slice(1).map((row) => row[1])).toEqual(['member_pin_reset']);
  });
});
