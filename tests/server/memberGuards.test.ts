import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ticketImages, ticketMessages, withdrawalSettings, withdrawals } from '../../server/db/schema';
import { addMessage } from '../../server/services/ticketStore';
import type { MemberFile } from '../../src/api/contract';
import { DEFAULT_PIN, describeEngines, get, json, type TestContext } from './harness';
import { png } from './imageFixtures';
import { signedInOperator } from './operatorFixtures';
import { eventsOf, fund, memberRow, noticesTo, postAs, signInWith, turnOn2fa } from './securityFixtures';
import { KEY, operator, raiseTicket, supportMember } from './supportFixtures';

type Pending = { approval: { id: number; kind: string; username: string; amount: string | null } };
const TRC20 = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';

/** A member whose payout address was saved long ago, with 5,000 USDT to withdraw. */
async function payee(c: TestContext, prefix = 'payee') {
  const member = await supportMember(c, prefix);
  await fund(c, member.id, 5_000n, 'pay_out');
  await c.db.insert(withdrawalSettings).values({
    userId: member.id,
    withdrawType: 'crypto',
    network: 'TRC20',
    withdrawalAddress: TRC20,
    updatedAt: new Date(c.clock.now().getTime() - 30 * 24 * 3600_000),
  });
  return member;
}

let keys = 0;
const withdraw = (c: TestContext, token: string, amount: string) =>
  c.app.inject({
    method: 'POST',
    url: '/api/withdraw',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `guard-${++keys}` },
    payload: { amount, wallet: 'pay_out', mpin: DEFAULT_PIN },
  });

async function team(c: TestContext) {
  const names = ['fin_a', 'fin_b', 'adm_a', 'adm_b'] as const;
  const roles = ['finance', 'finance', 'admin', 'admin'] as const;
  const tokens: string[] = [];
  for (const [i, name] of names.entries()) tokens.push((await signedInOperator(c, name, roles[i]!)).token);
  const [finA, finB, admA, admB] = tokens as [string, string, string, string];
  return { finA, finB, admA, admB };
}

const file = async (c: TestContext, username: string) =>
  json<{ data: MemberFile }>(await operator(c, 'GET', `members/${username}`)).data;

describeEngines("operators' guards on a member's account", (ctx) => {
  it('freezes withdrawals at once with a reason, refuses paying them out, and lifts the freeze only with a second person', async () => {
    const c = ctx();
    const { finA, finB } = await team(c);
    const member = await payee(c);
    for (const amount of ['100', '200'])
      expect((await withdraw(c, member.token, amount)).statusCode).toBe(200);
    const [pending, processing] = await c.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.userId, member.id))
      .orderBy(withdrawals.id);
    expect(
      (await operator(c, 'POST', `withdrawals/${processing!.id}/approve`, undefined, finB)).statusCode,
    ).toBe(200);

    const freeze = (token: string) =>
      operator(c, 'POST', `members/${member.username}/freeze`, { reason: 'Takeover suspected' }, token);
    expect((await freeze(finA)).statusCode).toBe(200);
    expect((await freeze(finB)).statusCode).toBe(409);
    expect((await file(c, member.username)).profile.withdrawals_frozen).toEqual({
      frozen_at: c.clock.now().toISOString(),
      reason: 'Takeover suspected',
      frozen_by: 'fin_a',
    });
    const own = await withdraw(c, member.token, '50');
    expect(own.statusCode).toBe(423);
    expect(json(own)).toMatchObject({
      message: 'Withdrawals from this account are paused by Support; please contact Support',
    });
    const refused = await operator(c, 'POST', `withdrawals/${pending!.id}/approve`, undefined, finB);
    expect(refused.statusCode).toBe(423);
    expect(json(refused)).toMatchObject({ message: expect.stringContaining('paused by Support') });
    const unpaid = await operator(
      c,
      'POST',
      `withdrawals/${processing!.id}/paid`,
      { tx: 'c'.repeat(64) },
      finB,
    );
    expect(unpaid.statusCode).toBe(423);
    const [held] = await c.db.select().from(withdrawals).where(eq(withdrawals.id, processing!.id));
    expect(held?.status).toBe(3);
    expect((await eventsOf(c, member.username)).map((e) => [e.kind, e.detail])).toContainEqual([
      'withdrawals_frozen',
      'Takeover suspected',
    ]);
    expect((await noticesTo(c, member.username)).map((m) => m.subject)).toContain(
      'Tessera: Withdrawals from your account are paused',
    );

    const lift = await operator(
      c,
      'POST',
      `members/${member.username}/unfreeze`,
      { reason: 'Member called' },
      finA,
    );
    expect(lift.statusCode, lift.body).toBe(202);
    const { approval } = json<Pending>(lift);
    expect(approval).toMatchObject({ kind: 'member_unfreeze', username: member.username, amount: null });
    expect((await operator(c, 'POST', `approvals/${approval.id}/approve`, undefined, finA)).statusCode).toBe(
      403,
    );
    expect((await file(c, member.username)).profile.withdrawals_frozen).not.toBeNull();
    expect((await operator(c, 'POST', `approvals/${approval.id}/approve`, undefined, finB)).statusCode).toBe(
      200,
    );
    expect((await file(c, member.username)).profile.withdrawals_frozen).toBeNull();
    const approved = await operator(c, 'POST', `withdrawals/${pending!.id}/approve`, undefined, finB);
    expect(json(approved)).toMatchObject({ data: { status: 3 } });
    expect(
      (await operator(c, 'POST', `members/${member.username}/unfreeze`, { reason: 'x' }, finA)).statusCode,
    ).toBe(409);
  });

  it("resets a member's PIN only with a second admin: the old PIN stops working, sign-in falls back to a mailed code, and withdrawals wait a day", async () => {
    const c = ctx();
    const { admA, admB } = await team(c);
    const member = await payee(c, 'pinless');
    const asked = await operator(
      c,
      'POST',
      `members/${member.username}/reset-pin`,
      { reason: 'Lost PIN' },
      admA,
    );
    expect(asked.statusCode, asked.body).toBe(202);
    const { id } = json<Pending>(asked).approval;
    // Until it is approved, the old PIN signs in.
    expect((await signInWith(c, member.username, { mpin: DEFAULT_PIN })).statusCode).toBe(200);
    expect((await operator(c, 'POST', `approvals/${id}/approve`, undefined, admA)).statusCode).toBe(403);
    expect((await operator(c, 'POST', `approvals/${id}/approve`, undefined, admB)).statusCode).toBe(200);

    const row = await memberRow(c, member.username);
    expect(row.authType).toBe('otp');
    expect(row.withdrawHoldUntil?.getTime()).toBe(c.clock.now().getTime() + 24 * 3600_000);
    expect((await signInWith(c, member.username, { mpin: DEFAULT_PIN })).statusCode).not.toBe(200);
    const authentication = await get(c.app, '/api/authentication', member.token);
    expect(json(authentication)).toMatchObject({ data: { type: 'otp' }, more_details: { mpin: 0 } });
    expect((await noticesTo(c, member.username)).map((m) => m.subject)).toContain(
      'Tessera: Your Security Pin was reset by Support',
    );
    expect((await withdraw(c, member.token, '100')).statusCode).toBe(423);
  });

  it("turns a member's 2FA off only with a second admin, and the authenticator member signs in with a mailed code", async () => {
    const c = ctx();
    const { admA, admB } = await team(c);
    const member = await supportMember(c, 'lostphone');
    await turnOn2fa(c, member.token);
    const moved = await postAs(c, '/api/authentication', member.token, {
      type: 'authenticator',
      mpin: DEFAULT_PIN,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      (await operator(c, 'POST', `members/${member.username}/reset-2fa`, { reason: '' }, admA)).statusCode,
    ).toBe(422);
    const asked = await operator(
      c,
      'POST',
      `members/${member.username}/reset-2fa`,
      { reason: 'Lost phone' },
      admA,
    );
    const { id } = json<Pending>(asked).approval;
    expect((await operator(c, 'POST', `approvals/${id}/approve`, undefined, admB)).statusCode).toBe(200);
    const row = await memberRow(c, member.username);
    expect([row.status2fa, row.totpSecret, row.authType]).toEqual([0, null, 'otp']);
    expect((await eventsOf(c, member.username)).map((e) => e.kind)).toContain('2fa_reset_by_support');
    expect(
      (await operator(c, 'POST', `members/${member.username}/reset-2fa`, { reason: 'again' }, admA))
        .statusCode,
    ).toBe(409);
  });
});

describeEngines('rules a review found untested', (ctx) => {
  it('moves a withdrawal of exactly the approval threshold without a second operator, and one cent above it only with one', async () => {
    const c = ctx();
    const { finA } = await team(c);
    const member = await payee(c);
    for (const amount of ['1000', '1000.01']) {
      expect((await withdraw(c, member.token, amount)).statusCode).toBe(200);
    }
    const [exact, above] = await c.db.select().from(withdrawals).orderBy(withdrawals.id);
    expect(
      json(await operator(c, 'POST', `withdrawals/${exact!.id}/approve`, undefined, finA)),
    ).toMatchObject({
      data: { status: 3 },
    });
    expect((await operator(c, 'POST', `withdrawals/${above!.id}/approve`, undefined, finA)).statusCode).toBe(
      202,
    );
  });

  it("answers a second operator asking for the same move with 409, not the first one's request", async () => {
    const c = ctx();
    const { finA, finB } = await team(c);
    const member = await supportMember(c, 'twice');
    const body = { username: member.username, payment_method_id: 1, amount: '1500', txhash: 'sametx00001' };
    const first = await operator(c, 'POST', 'deposit', body, finA);
    expect(first.statusCode).toBe(202);
    const second = await operator(c, 'POST', 'deposit', body, finB);
    expect(second.statusCode).toBe(409);
    expect(json(second)).toMatchObject({
      message: `A request for this is already waiting for a second operator (request #${json<Pending>(first).approval.id})`,
    });
    // The same from the key, which is one person however many keys there are.
    expect((await operator(c, 'POST', 'deposit', body, KEY)).statusCode).toBe(409);
  });

  it('never shows a member the images of an internal note on their own ticket', async () => {
    const c = ctx();
    const member = await supportMember(c, 'noted');
    const ticketId = await raiseTicket(c, member.token);
    const image = png(8, 8);
    const { message, images } = await c.db.transaction((tx) =>
      addMessage(tx, {
        ticketId,
        author: { adminName: 'Support' },
        internal: true,
        body: 'Member sounded unsure; check the sender address',
        images: [{ contentType: 'image/png', bytes: image, width: 8, height: 8 }],
        now: c.clock.now(),
      }),
    );
    expect(await c.db.select().from(ticketImages).where(eq(ticketImages.messageId, message.id))).toHaveLength(
      1,
    );
    expect((await get(c.app, `/api/message/${message.id}/image`, member.token)).statusCode).toBe(404);
    expect((await get(c.app, `/api/ticket-image/${images[0]!.id}`, member.token)).statusCode).toBe(404);
    const [visible] = await c.db.select().from(ticketMessages).where(eq(ticketMessages.id, message.id));
    expect(visible?.internal).toBe(true);
  });
});
