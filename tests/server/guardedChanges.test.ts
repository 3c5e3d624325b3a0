import { HDKey } from '@scure/bip32';
import { expect, it } from 'vitest';
import { depositAddress } from '../../server/deposits/addresses';
import { describeEngines, json, registerVerified } from './harness';
import {
  call,
  DEFAULT_PIN,
  fund,
  getAs,
  memberRow,
  noticesTo,
  postAs,
  type Refusal,
  sessionOf,
  signInWith,
} from './securityFixtures';

// A payout address of a wallet the server never sees.
const TRON_ADDRESS = depositAddress(
  HDKey.fromMasterSeed(new Uint8Array(32).fill(9)).derive("m/44'/195'/0'"),
  'TRC20',
  1,
);
const DAY_MS = 24 * 60 * 60 * 1000;
const NEW_PASSWORD = 'Another-long-secret-9';
const STRANGER = { ip: '203.0.113.9' };

type LogPage = { data: { data: { event: string; detail: string; ip: string }[] } };

describeEngines('guarded member changes', (ctx) => {
  const withdraw = (token: string, key: string) =>
    call(ctx(), 'POST', '/api/withdraw', {
      token,
      body: { amount: '20', wallet: 'pay_out', mpin: DEFAULT_PIN },
      headers: { 'idempotency-key': key },
    });
  const holdOf = async (token: string) =>
    json<{ withdraw_hold_until: string | null }>(await getAs(ctx(), '/api/withdraw', token))
      .withdraw_hold_until;
  const logsOf = async (token: string) => json<LogPage>(await getAs(ctx(), '/api/logs', token)).data.data;
  const saveAddress = (token: string) =>
    postAs(ctx(), '/api/withdraw-setting', token, {
      type: 'crypto',
      withdrawal_address: TRON_ADDRESS,
      mpin: DEFAULT_PIN,
    });
  const saveBank = (token: string) =>
    postAs(ctx(), '/api/withdraw-setting', token, {
      type: 'bank',
      ac_no: '12345678',
      bank_name: 'Test Bank',
      holder_name: 'Test Member',
      ifsc: 'TEST0001',
      mpin: DEFAULT_PIN,
    });
  const expectPaused = async (res: Awaited<ReturnType<typeof withdraw>>, until: string) => {
    expect(res.statusCode, res.body).toBe(423);
    expect(json<Refusal>(res).message).toBe(
      `Withdrawals are paused until ${until} after a recent security change on your account`,
    );
  };

  it('pauses withdrawals for 24 hours when a withdrawal address is saved, and tells the member in Logs and by mail', async () => {
    await registerVerified(ctx(), 'founder');
    const token = await sessionOf(ctx(), 'founder');
    await fund(ctx(), (await memberRow(ctx(), 'founder')).id, 100n, 'pay_out');
    expect(await holdOf(token)).toBeNull();

    const saved = await saveAddress(token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await holdOf(token)).toBe('2026-03-03T09:00:00.000Z');
    await expectPaused(await withdraw(token, 'first'), '2026-03-03 09:00 UTC');
    expect((await logsOf(token))[0]).toMatchObject({
      event: 'withdraw_setting_saved',
      detail: `the TRC20 address ${TRON_ADDRESS}`,
      ip: '127.0.0.1',
    });
    const notices = await noticesTo(ctx(), 'founder');
    expect(notices.map((m) => m.purpose)).toEqual(['security:withdraw_setting_saved']);
    expect(notices[0]!.subject).toBe('Tessera: A withdrawal destination was saved');
    expect(notices[0]!.text).toContain(`will now be paid to the TRC20 address ${TRON_ADDRESS}.`);
    expect(notices[0]!.text).toContain('withdrawals are paused until 2026-03-03 09:00 UTC');

    ctx().clock.advance(DAY_MS);
    const later = await sessionOf(ctx(), 'founder');
    expect(await holdOf(later)).toBeNull();
    const paid = await withdraw(later, 'after-a-day');
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('pauses withdrawals again when the member switches them to another saved destination', async () => {
    await registerVerified(ctx(), 'founder');
    await fund(ctx(), (await memberRow(ctx(), 'founder')).id, 100n, 'pay_out');
    expect((await saveAddress(await sessionOf(ctx(), 'founder'))).statusCode).toBe(200);
    ctx().clock.advance(DAY_MS);
    // The bank account, saved a day later, is where withdrawals go now, and another day starts.
    expect((await saveBank(await sessionOf(ctx(), 'founder'))).statusCode).toBe(200);
    ctx().clock.advance(DAY_MS);
    const token = await sessionOf(ctx(), 'founder');
    expect(await holdOf(token)).toBeNull();

    const switched = await postAs(ctx(), '/api/withdraw-type', token, { account_type: 'crypto' });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(json(switched)).toMatchObject({ data: { type: 'crypto', withdrawal_address: TRON_ADDRESS } });
    expect(await holdOf(token)).toBe('2026-03-05T09:00:00.000Z');
    await expectPaused(await withdraw(token, 'after-switch'), '2026-03-05 09:00 UTC');
    expect((await logsOf(token))[0]).toMatchObject({ event: 'withdraw_type_changed', detail: 'crypto' });
    const notices = (await noticesTo(ctx(), 'founder')).map((m) => m.purpose);
    expect(notices).toEqual([
      'security:withdraw_setting_saved',
      'security:withdraw_setting_saved',
      'security:withdraw_type_changed',
    ]);
    // Choosing the method already in use changes nothing, so nothing is paused or mailed.
    ctx().clock.advance(60_000);
    expect((await postAs(ctx(), '/api/withdraw-type', token, { account_type: 'crypto' })).statusCode).toBe(
      200,
    );
    expect(await holdOf(token)).toBe('2026-03-05T09:00:00.000Z');
    expect(await noticesTo(ctx(), 'founder')).toHaveLength(3);
  });

  it('treats a password reset by mailed code as a security change: every session ends, withdrawals pause, Logs and mail tell', async () => {
    await registerVerified(ctx(), 'founder');
    await fund(ctx(), (await memberRow(ctx(), 'founder')).id, 100n, 'pay_out');
    expect((await saveAddress(await sessionOf(ctx(), 'founder'))).statusCode).toBe(200);
    ctx().clock.advance(DAY_MS);
    const before = await sessionOf(ctx(), 'founder');
    expect(await holdOf(before)).toBeNull();

    const asked = await call(ctx(), 'POST', '/api/resendotp', {
      body: { username: 'founder', from: 'forget' },
      from: STRANGER,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const code = await ctx().inbox.lastCode('founder@example.test');
    const reset = await call(ctx(), 'POST', '/api/forget-password', {
      body: { username: 'founder', otp: code, newpassword: NEW_PASSWORD },
      from: STRANGER,
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await getAs(ctx(), '/api/user', before)).statusCode).toBe(401);
    const after = await signInWith(ctx(), 'founder', { mpin: DEFAULT_PIN }, { password: NEW_PASSWORD });
    expect(after.statusCode, after.body).toBe(200);
    const token = json<{ token: string }>(after).token;
    expect(await holdOf(token)).toBe('2026-03-04T09:00:00.000Z');
    await expectPaused(await withdraw(token, 'after-reset'), '2026-03-04 09:00 UTC');
    const events = (await logsOf(token)).map((e) => ({ event: e.event, ip: e.ip }));
    expect(events).toContainEqual({ event: 'password_reset', ip: STRANGER.ip });

    const notices = await noticesTo(ctx(), 'founder');
    const notice = notices.at(-1)!;
    expect(notice.purpose).toBe('security:password_reset');
    expect(notice.subject).toBe('Tessera: Your password was reset');
    expect(notice.text).toContain(`From: ${STRANGER.ip}`);
    expect(notice.text).toContain('withdrawals are paused until 2026-03-04 09:00 UTC');
    expect(notice.text).not.toContain(code);
    expect(notice.text).not.toContain(NEW_PASSWORD);
  });
});
