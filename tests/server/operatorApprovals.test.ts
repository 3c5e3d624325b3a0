import { HDKey } from '@scure/bip32';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { approvalRequests, auditLog, deposits, withdrawals } from '../../server/db/schema';
import { depositAddress } from '../../server/deposits/addresses';
import { balancesOf, postTransfer } from '../../server/ledger';
import { DEFAULT_PIN, describeEngines, get, json, post, type TestContext } from './harness';
import { operatorCli, routeFetchTo } from './operatorCli';
import { signedInOperator } from './operatorFixtures';
import { endWithdrawHold } from './securityFixtures';
import { KEY, operator, supportMember } from './supportFixtures';

const usdt = (n: bigint) => n * 1_000_000n;
const ADDRESS = depositAddress(
  HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).derive("m/44'/195'/0'"),
  'TRC20',
  0,
);

type Pending = { message: string; approval: { id: number; status: string; requested_by: string } };

async function team(c: TestContext) {
  const member = await supportMember(c, 'payee');
  const first = await signedInOperator(c, 'fin_first', 'finance');
  const second = await signedInOperator(c, 'fin_second', 'finance');
  const third = await signedInOperator(c, 'fin_third', 'finance');
  const helpdesk = await signedInOperator(c, 'help_desk', 'support');
  return { member, first: first.token, second: second.token, third: third.token, helpdesk: helpdesk.token };
}

const depositBody = (username: string, amount: string, txhash: string) => ({
  username,
  payment_method_id: 1,
  amount,
  txhash,
});

/** What the member's Receiving wallet holds after syncing the method, as the Deposit page does. */
async function payInAfterSync(c: TestContext, member: { id: number; token: string }) {
  const synced = await get(c.app, '/api/balance-sync?payment_method_id=1', member.token);
  expect(synced.statusCode, synced.body).toBe(200);
  return (await balancesOf(c.db, member.id)).pay_in;
}

describeEngines('the two-person rule', (ctx) => {
  it('records a deposit above the threshold only once a second operator approves it', async () => {
    const c = ctx();
    const { member, first, second, helpdesk } = await team(c);

    const small = await operator(
      c,
      'POST',
      'deposit',
      depositBody(member.username, '1000', 'smalltx0001'),
      first,
    );
    expect(small.statusCode, small.body).toBe(200);

    const asked = await operator(
      c,
      'POST',
      'deposit',
      depositBody(member.username, '1500', 'bigtx00001'),
      first,
    );
    expect(asked.statusCode, asked.body).toBe(202);
    const { approval, message } = json<Pending>(asked);
    expect(message).toBe("Waiting for a second operator's approval");
    expect(approval).toMatchObject({ status: 'pending', requested_by: 'fin_first' });
    // Asking again is a retry of the same request, not a second one.
    const again = await operator(
      c,
      'POST',
      'deposit',
      depositBody(member.username, '1500', 'bigtx00001'),
      first,
    );
    expect(json<Pending>(again).approval.id).toBe(approval.id);
    expect(await c.db.select().from(deposits).where(eq(deposits.thash, 'bigtx00001'))).toHaveLength(0);
    expect(await payInAfterSync(c, member)).toBe(usdt(1000n));

    const self = await operator(c, 'POST', `approvals/${approval.id}/approve`, undefined, first);
    expect(self.statusCode).toBe(403);
    expect(json(self)).toMatchObject({ message: 'You asked for this; a second operator must approve it' });
    expect(
      (await operator(c, 'POST', `approvals/${approval.id}/approve`, undefined, helpdesk)).statusCode,
    ).toBe(403);
    expect(await payInAfterSync(c, member)).toBe(usdt(1000n));

    const approved = await operator(c, 'POST', `approvals/${approval.id}/approve`, undefined, second);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json(approved)).toMatchObject({
      data: { status: 'approved', requested_by: 'fin_first', decided_by: 'fin_second' },
    });
    expect(await payInAfterSync(c, member)).toBe(usdt(2500n));

    const audits = await c.db.select().from(auditLog).where(eq(auditLog.action, 'approval.approve'));
    expect(audits.map((a) => a.details.outcome)).toEqual(['refused', 'ok']);
    expect(audits[1]).toMatchObject({
      before: expect.objectContaining({ status: 'pending' }),
      after: expect.objectContaining({ status: 'approved', decided_by: 'fin_second' }),
    });
  });

  it('applies one of two approvals made at the same moment, and tells the other it was already approved', async () => {
    const c = ctx();
    const { member, first, second, third } = await team(c);
    const asked = await operator(
      c,
      'POST',
      'deposit',
      depositBody(member.username, '2000', 'racetx0001'),
      first,
    );
    const { id } = json<Pending>(asked).approval;
    const answers = await Promise.all(
      [second, third].map((token) => operator(c, 'POST', `approvals/${id}/approve`, undefined, token)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(json(answers.find((a) => a.statusCode === 409)!)).toMatchObject({
      message: `Request #${id} is already approved`,
    });
    expect(await c.db.select().from(deposits).where(eq(deposits.thash, 'racetx0001'))).toHaveLength(1);
    expect(await payInAfterSync(c, member)).toBe(usdt(2000n));
  });

  it('holds a large withdrawal at Pending until a second operator approves it', async () => {
    const c = ctx();
    const { member, first, second } = await team(c);
    await c.db.transaction((tx) =>
      postTransfer(tx, {
        kind: 'income',
        description: 'test income',
        memberId: member.id,
        legs: [
          { account: { platform: 'platform_income_paid' }, amount: -usdt(3000n) },
          { account: { member: member.id, kind: 'pay_out' }, amount: usdt(3000n) },
        ],
      }),
    );
    const saved = await post(
      c.app,
      '/api/withdraw-setting',
      { type: 'crypto', withdrawal_address: ADDRESS, mpin: DEFAULT_PIN },
      member.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // The address was saved a day ago: the pause a new address starts is over.
    await endWithdrawHold(c, member.id);
    for (const amount of ['2500', '100']) {
      const res = await c.app.inject({
        method: 'POST',
        url: '/api/withdraw',
        headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': `big-${amount}` },
        payload: { amount, wallet: 'pay_out', mpin: DEFAULT_PIN },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [big, small] = await c.db.select().from(withdrawals).orderBy(withdrawals.id);
    const approveSmall = await operator(c, 'POST', `withdrawals/${small!.id}/approve`, undefined, first);
    expect(json(approveSmall)).toMatchObject({ data: { status: 3 } });

    const asked = await operator(c, 'POST', `withdrawals/${big!.id}/approve`, undefined, first);
    expect(asked.statusCode, asked.body).toBe(202);
    const { id } = json<Pending>(asked).approval;
    expect(
      (await operator(c, 'POST', `withdrawals/${big!.id}/paid`, { tx: 'a'.repeat(64) }, second)).statusCode,
    ).toBe(409);
    const [still] = await c.db.select().from(withdrawals).where(eq(withdrawals.id, big!.id));
    expect(still?.status).toBe(0);

    expect((await operator(c, 'POST', `approvals/${id}/approve`, undefined, second)).statusCode).toBe(200);
    const paid = await operator(c, 'POST', `withdrawals/${big!.id}/paid`, { tx: 'b'.repeat(64) }, first);
    expect(json(paid)).toMatchObject({ data: { status: 1 } });
  });

  it('makes a manual adjustment only after a second approval, keeps a refused debit waiting, and declines', async () => {
    const c = ctx();
    const { member, first, second } = await team(c);
    const adjust = (body: Record<string, unknown>, key: string | null, token = first) =>
      c.app.inject({
        method: 'POST',
        url: '/api/operator/adjustments',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...(key ? { 'idempotency-key': key } : {}),
        },
        payload: JSON.stringify({ username: member.username, ...body }),
      });
    const credit = {
      wallet: 'reserve',
      direction: 'credit',
      amount: '5',
      reason: 'Goodwill for a delayed claim',
    };
    expect((await adjust(credit, null)).statusCode).toBe(400);
    const asked = await adjust(credit, 'adj-credit-1');
    expect(asked.statusCode, asked.body).toBe(202);
    const { id } = json<Pending>(asked).approval;
    expect(json<Pending>(await adjust(credit, 'adj-credit-1')).approval.id).toBe(id);
    expect((await adjust({ ...credit, amount: '6' }, 'adj-credit-1')).statusCode).toBe(409);
    expect((await balancesOf(c.db, member.id)).reserve).toBe(0n);
    expect((await operator(c, 'POST', `approvals/${id}/approve`, undefined, second)).statusCode).toBe(200);
    expect((await balancesOf(c.db, member.id)).reserve).toBe(usdt(5n));

    const debit = await adjust({ ...credit, direction: 'debit', amount: '50' }, 'adj-debit-1');
    const debitId = json<Pending>(debit).approval.id;
    const refused = await operator(c, 'POST', `approvals/${debitId}/approve`, undefined, second);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      message: "The member's reserve wallet holds less than 50.00 USDT",
    });
    const [waiting] = await c.db.select().from(approvalRequests).where(eq(approvalRequests.id, debitId));
    expect(waiting?.status).toBe('pending');

    const declined = await operator(
      c,
      'POST',
      `approvals/${debitId}/decline`,
      { reason: 'Wrong amount' },
      first,
    );
    expect(json(declined)).toMatchObject({ data: { status: 'declined', reason: 'Wrong amount' } });
    expect((await balancesOf(c.db, member.id)).reserve).toBe(usdt(5n));
    const list = json<{ data: Array<{ id: number; status: string }>; threshold: string }>(
      await operator(c, 'GET', 'approvals', undefined, second),
    );
    expect(list.threshold).toBe('1000.000000');
    expect(list.data.map((r) => [r.id, r.status])).toEqual([
      [debitId, 'declined'],
      [id, 'approved'],
    ]);
  });

  it('moves no money for a request whose stored details were altered after it was filed', async () => {
    const c = ctx();
    const { member, first, second } = await team(c);
    const asked = await c.app.inject({
      method: 'POST',
      url: '/api/operator/adjustments',
      headers: {
        authorization: `Bearer ${first}`,
        'content-type': 'application/json',
        'idempotency-key': 'adj-altered-1',
      },
      payload: JSON.stringify({
        username: member.username,
        wallet: 'reserve',
        direction: 'credit',
        amount: '5',
        reason: 'Goodwill for a delayed claim',
      }),
    });
    const { id } = json<Pending>(asked).approval;
    await c.db
      .update(approvalRequests)
      .set({ details: { wallet: 'reserve', direction: 'withdraw', amount: '5.000000', reason: 'x' } })
      .where(eq(approvalRequests.id, id));

    const approved = await operator(c, 'POST', `approvals/${id}/approve`, undefined, second);
    expect(approved.statusCode).toBe(500);
    expect((await balancesOf(c.db, member.id)).reserve).toBe(0n);
    const [still] = await c.db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
    expect(still?.status).toBe('pending');
  });
});

describeEngines('the two-person rule from the command line', (ctx) => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('files a large deposit from the key as a request, refuses the key approving it, and shows who approved', async () => {
    const c = ctx();
    const { member, second } = await team(c);
    routeFetchTo(c);
    const { cli, lines, errors } = operatorCli(KEY);
    expect(await cli(['deposit', member.username, '1', '1500', 'clibigtx01'])).toBe(0);
    expect(lines.join('\n')).toContain("Waiting for a second operator's approval: request #");
    const [request] = await c.db.select().from(approvalRequests);
    expect(await cli(['approve', String(request!.id)])).toBe(1);
    expect(errors.join('\n')).toContain('a second operator must approve it');

    expect(
      (await operator(c, 'POST', `approvals/${request!.id}/approve`, undefined, second)).statusCode,
    ).toBe(200);
    lines.length = 0;
    expect(await cli(['approvals', 'approved'])).toBe(0);
    expect(lines.join('\n')).toContain(
      `#${request!.id}  approved  deposit     1500.000000 USDT for ${member.username}, asked by operator key, approved by fin_second`,
    );
    expect(await payInAfterSync(c, member)).toBe(usdt(1500n));
  });
});
