import { HDKey } from '@scure/bip32';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { withdrawals } from '../../server/db/schema';
import { depositAddress } from '../../server/deposits/addresses';
import { balancesOf } from '../../server/ledger';
import { describeEngines, json, registerVerified, testConfig } from './harness';
import {
  call,
  DEFAULT_PIN,
  endWithdrawHold,
  fund,
  getAs,
  memberRow,
  noticesTo,
  postAs,
  type Refusal,
  sessionOf,
} from './securityFixtures';

const OPERATOR_KEY = 'withdraw-control-operator-key-0123456789';
testConfig.operatorKey = OPERATOR_KEY;

const payoutKey = HDKey.fromMasterSeed(new Uint8Array(32).fill(9)).derive("m/44'/195'/0'");
const FIRST_ADDRESS = depositAddress(payoutKey, 'TRC20', 1);
const NEW_ADDRESS = depositAddress(payoutKey, 'TRC20', 2);
const HOUR_MS = 60 * 60 * 1000;

type Info = {
  balance: { pay_out: string };
  setting: { withdrawal_address: string | null };
  pending_address_change: { withdrawal_address: string; effective_at: string } | null;
};

describeEngines('withdrawals a member controls', (ctx) => {
  /** A signed-in member with 100 USDT to withdraw and a payout address whose pause is over. */
  async function member(username: string) {
    const c = ctx();
    await registerVerified(c, username);
    const { id } = await memberRow(c, username);
    await fund(c, id, 100n, 'pay_out');
    const token = await sessionOf(c, username);
    const saved = await postAs(c, '/api/withdraw-setting', token, {
      type: 'crypto',
      withdrawal_address: FIRST_ADDRESS,
      mpin: DEFAULT_PIN,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await endWithdrawHold(c, id);
    return { id, token };
  }
  const withdraw = async (token: string, amount: string) => {
    const res = await call(ctx(), 'POST', '/api/withdraw', {
      token,
      body: { amount, wallet: 'pay_out', mpin: DEFAULT_PIN },
      headers: { 'idempotency-key': `wd-${amount}-${token.slice(0, 8)}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const code = json<{ code: string }>(res).code;
    const [row] = await ctx().db.select().from(withdrawals).where(eq(withdrawals.code, code));
    return row!;
  };
  const cancel = (token: string, code: string, key: string) =>
    call(ctx(), 'POST', '/api/withdraw/cancel', {
      token,
      body: { code },
      headers: { 'idempotency-key': key },
    });
  const approve = (id: number) =>
    call(ctx(), 'POST', `/api/operator/withdrawals/${id}/approve`, {
      body: {},
      headers: { authorization: `Bearer ${OPERATOR_KEY}` },
    });
  const payOut = async (id: number) => (await balancesOf(ctx().db, id)).pay_out;
  /** GET withdraw as the member reads it after time has passed, in a fresh session. */
  const info = async () => json<Info>(await getAs(ctx(), '/api/withdraw', await sessionOf(ctx(), 'founder')));

  it('gives a cancelled Pending withdrawal back at once and exactly once, however many cancels race', async () => {
    const { id, token } = await member('founder');
    const row = await withdraw(token, '40');
    expect(await payOut(id)).toBe(60_000_000n);

    const answers = await Promise.all([cancel(token, row.code, 'c-1'), cancel(token, row.code, 'c-2')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.statusCode === 200)!;
    expect(json<{ msg: string }>(won).msg).toBe(
      `Withdrawal ${row.code} cancelled: 40.00 USDT is back in your Out going Wallet`,
    );
    expect(json<Refusal>(answers.find((a) => a.statusCode === 409)!).message).toBe(
      `Withdrawal ${row.code} is Rejected; only a Pending withdrawal can be cancelled`,
    );
    // The same request again replays its answer and moves nothing.
    const replay = await cancel(token, row.code, won === answers[0] ? 'c-1' : 'c-2');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await payOut(id)).toBe(100_000_000n);
    expect((await balancesOf(ctx().db, id)).hold_withdrawal).toBe(0n);

    const history = json<{ data: { data: { status: number; remarks: string }[] } }>(
      await getAs(ctx(), '/api/user/manual/withdraw/list', token),
    ).data.data;
    expect(history[0]).toMatchObject({ status: 2, remarks: 'Cancelled by the member' });
    // A cancelled withdrawal no longer counts against the day's limit, and cannot be approved.
    expect((await approve(row.id)).statusCode).toBe(409);
  });

  it('lets exactly one of a cancel and an operator approval at the same moment win', async () => {
    const { id, token } = await member('founder');
    const row = await withdraw(token, '40');
    const [cancelled, approved] = await Promise.all([cancel(token, row.code, 'race'), approve(row.id)]);
    expect([cancelled.statusCode, approved.statusCode].sort()).toEqual([200, 409]);
    const [after] = await ctx().db.select().from(withdrawals).where(eq(withdrawals.id, row.id));
    if (cancelled.statusCode === 200) {
      expect(after!.status).toBe(2);
      expect(await payOut(id)).toBe(100_000_000n);
    } else {
      expect(after!.status).toBe(3);
      expect(await payOut(id)).toBe(60_000_000n);
      expect(json<Refusal>(cancelled).message).toBe(
        `Withdrawal ${row.code} is Processing; only a Pending withdrawal can be cancelled`,
      );
    }
  });

  it("refuses to cancel another member's withdrawal, as if it did not exist", async () => {
    const owner = await member('founder');
    const row = await withdraw(owner.token, '40');
    await registerVerified(ctx(), 'stranger', { sponsor: 'founder', position: 'L' });
    const stranger = await sessionOf(ctx(), 'stranger');
    const res = await cancel(stranger, row.code, 'not-mine');
    expect(res.statusCode).toBe(404);
    expect(json<Refusal>(res).message).toBe(`You have no withdrawal with the code ${row.code}`);
    expect(await payOut(owner.id)).toBe(60_000_000n);
    expect((await balancesOf(ctx().db, owner.id)).hold_withdrawal).toBe(40_000_000n);
  });

  it('puts a new payout address in effect only after 24 hours, and its mailed link cancels it once', async () => {
    const { token } = await member('founder');
    const changed = await postAs(ctx(), '/api/withdraw-setting/change', token, {
      type: 'crypto',
      withdrawal_address: NEW_ADDRESS,
      mpin: DEFAULT_PIN,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<{ data: unknown }>(changed).data).toEqual({
      network: 'TRC20',
      withdrawal_address: NEW_ADDRESS,
      effective_at: '2026-03-03T09:00:00.000Z',
    });
    ctx().clock.advance(24 * HOUR_MS - 60_000);
    let now = await info();
    expect(now.setting.withdrawal_address).toBe(FIRST_ADDRESS);
    expect(now.pending_address_change?.withdrawal_address).toBe(NEW_ADDRESS);
    ctx().clock.advance(60_000);
    now = await info();
    expect(now.setting.withdrawal_address).toBe(NEW_ADDRESS);
    expect(now.pending_address_change).toBeNull();

    // A second change, cancelled by its link: the address stays, and the link works only once.
    const again = await postAs(ctx(), '/api/withdraw-setting/change', await sessionOf(ctx(), 'founder'), {
      type: 'crypto',
      withdrawal_address: FIRST_ADDRESS,
      mpin: DEFAULT_PIN,
    });
    expect(again.statusCode, again.body).toBe(200);
    const mail = (await noticesTo(ctx(), 'founder')).at(-1)!;
    expect(mail.purpose).toBe('security:withdraw_address_change_requested');
    expect(mail.text).toContain(`the TRC20 address ${FIRST_ADDRESS}`);
    expect(mail.text).toContain('It takes effect at 2026-03-04 09:00 UTC.');
    const linkToken = mail.text.match(/\/withdraw-address\/cancel\?token=([\w-]+)/)?.[1];
    expect(linkToken).toBeDefined();
    const cancelLink = (t: string) =>
      call(ctx(), 'POST', '/api/withdraw-setting/change/cancel', { body: { token: t } });
    expect((await cancelLink(linkToken!)).statusCode).toBe(200);
    const twice = await cancelLink(linkToken!);
    expect(twice.statusCode).toBe(409);
    expect(json<Refusal>(twice).message).toBe(
      'This link was already used, or a newer address replaced the change it was for',
    );
    ctx().clock.advance(25 * HOUR_MS);
    now = await info();
    expect(now.setting.withdrawal_address).toBe(NEW_ADDRESS);
    expect(now.pending_address_change).toBeNull();
  });

  it('lets the signed-in member cancel their own waiting address, once, and nobody else’s', async () => {
    const { token } = await member('founder');
    const revoke = (t: string) => postAs(ctx(), '/api/withdraw-setting/change/revoke', t, {});
    const none = await revoke(token);
    expect(none.statusCode).toBe(409);
    expect(json<Refusal>(none).message).toBe('No new withdrawal address is waiting to take effect');

    const changed = await postAs(ctx(), '/api/withdraw-setting/change', token, {
      type: 'crypto',
      withdrawal_address: NEW_ADDRESS,
      mpin: DEFAULT_PIN,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Another member's revoke finds nothing of theirs to cancel and leaves this one waiting.
    await registerVerified(ctx(), 'stranger', { sponsor: 'founder', position: 'L' });
    expect((await revoke(await sessionOf(ctx(), 'stranger'))).statusCode).toBe(409);
    expect((await info()).pending_address_change?.withdrawal_address).toBe(NEW_ADDRESS);
    // The operator's file of the member shows where they are paid now and the address waiting.
    const file = async () =>
      json<{ data: { profile: Record<string, unknown> } }>(
        await call(ctx(), 'GET', '/api/operator/members/founder', {
          headers: { authorization: `Bearer ${OPERATOR_KEY}` },
        }),
      ).data.profile;
    expect(await file()).toMatchObject({
      payout_destination: `${FIRST_ADDRESS} (USDT TRC20)`,
      payout_address_waiting: { network: 'TRC20', withdrawal_address: NEW_ADDRESS },
    });

    const done = await revoke(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(json<{ message: string }>(done).message).toBe(
      'The new withdrawal address is cancelled; withdrawals keep going to your saved address',
    );
    expect((await info()).pending_address_change).toBeNull();
    expect((await file()).payout_address_waiting).toBeNull();
    expect((await revoke(token)).statusCode).toBe(409);
    // Its mailed link no longer works, and the saved address stays past the cooling-off.
    const linkToken = (await noticesTo(ctx(), 'founder'))
      .at(-1)!
      .text.match(/\/withdraw-address\/cancel\?token=([\w-]+)/)?.[1];
    const link = await call(ctx(), 'POST', '/api/withdraw-setting/change/cancel', {
      body: { token: linkToken },
    });
    expect(link.statusCode).toBe(409);
    ctx().clock.advance(25 * HOUR_MS);
    expect((await info()).setting.withdrawal_address).toBe(FIRST_ADDRESS);
    const logs = await getAs(ctx(), '/api/logs', await sessionOf(ctx(), 'founder'));
    expect(logs.body).toContain('withdraw_address_change_cancelled');
  });
});
