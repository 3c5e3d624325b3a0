import { HDKey } from '@scure/bip32';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { depositAddress } from '../../server/deposits/addresses';
import { describeEngines, json, registerVerified } from './harness';
import {
  call,
  DEFAULT_PASSWORD,
  DEFAULT_PIN,
  eventsOf,
  fund,
  getAs,
  memberRow,
  noticesTo,
  PHONE,
  postAs,
  type Refusal,
  sessionOf,
  signInWith,
  turnOn2fa,
} from './securityFixtures';

// A payout address of a wallet the server never sees.
const TRON_ADDRESS = depositAddress(
  HDKey.fromMasterSeed(new Uint8Array(32).fill(9)).derive("m/44'/195'/0'"),
  'TRC20',
  1,
);

const NEW_PASSWORD = 'Fresh-paper-clip-77';

describeEngines('password, Security Pin and authentication changes', (ctx) => {
  it('changes the password: the other session is refused, this one stays, and the member is told', async () => {
    await registerVerified(ctx(), 'founder');
    const other = await sessionOf(ctx(), 'founder', { ip: '81.2.69.142', device: PHONE });
    const token = await sessionOf(ctx(), 'founder');

    const wrongCurrent = await postAs(ctx(), '/api/change-password', token, {
      currentpassword: 'Not-my-password-1',
      newpassword: NEW_PASSWORD,
      mpin: DEFAULT_PIN,
    });
    expect(wrongCurrent.statusCode).toBe(422);
    expect(json<Refusal>(wrongCurrent).errors).toEqual({
      currentpassword: ['Current password is incorrect'],
    });
    const noPin = await postAs(ctx(), '/api/change-password', token, {
      currentpassword: DEFAULT_PASSWORD,
      newpassword: NEW_PASSWORD,
    });
    expect(noPin.statusCode).toBe(422);
    expect(json<Refusal>(noPin).errors).toEqual({ mpin: ['This Field Is Required.'] });
    const wrongPin = await postAs(ctx(), '/api/change-password', token, {
      currentpassword: DEFAULT_PASSWORD,
      newpassword: NEW_PASSWORD,
      mpin: '9157',
    });
    expect(wrongPin.statusCode).toBe(422);
    expect(json<Refusal>(wrongPin).message).toBe('Invalid Security Pin, 4 tries left');
    expect((await getAs(ctx(), '/api/user', other)).statusCode).toBe(200);

    const changed = await postAs(ctx(), '/api/change-password', token, {
      currentpassword: DEFAULT_PASSWORD,
      newpassword: NEW_PASSWORD,
      mpin: DEFAULT_PIN,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.body).not.toContain(NEW_PASSWORD);
    expect((await getAs(ctx(), '/api/user', other)).statusCode).toBe(401);
    expect((await getAs(ctx(), '/api/user', token)).statusCode).toBe(200);
    expect(
      (await signInWith(ctx(), 'founder', { mpin: DEFAULT_PIN }, { password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    await expect(sessionOf(ctx(), 'founder')).rejects.toThrow(/pre-login of founder failed/);
    expect((await memberRow(ctx(), 'founder')).pinFailedCount).toBe(0);

    const [notice] = (await noticesTo(ctx(), 'founder')).filter(
      (m) => m.purpose === 'security:password_changed',
    );
    expect(notice?.subject).toBe('Tessera: Your password was changed');
    expect(notice?.text).toContain('When: 2026-03-02 09:00 UTC');
    expect(notice?.text).toContain('From: 127.0.0.1 (Unknown)');
    expect(notice?.text).toContain('Device: Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0');
    expect(notice?.text).toContain('withdrawals are paused until 2026-03-03 09:00 UTC');
    expect(notice?.text).toContain('If it was not you, reset your password now');
    expect(notice?.text).not.toContain(NEW_PASSWORD);
  });

  it('changes the Security Pin with the account password, refusing mismatches and easy PINs', async () => {
    await registerVerified(ctx(), 'founder');
    const token = await sessionOf(ctx(), 'founder');
    const change = (body: Record<string, string>) =>
      postAs(ctx(), '/api/change-secondary-password', token, body);

    const mismatch = await change({
      old_password: DEFAULT_PASSWORD,
      spassword: '7295',
      spassword_confirmation: '7296',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(json<Refusal>(mismatch).errors).toEqual({
      spassword_confirmation: ['Secutity Pin not matching with new Pin'],
    });
    const easy = await change({
      old_password: DEFAULT_PASSWORD,
      spassword: '1234',
      spassword_confirmation: '1234',
    });
    expect(easy.statusCode).toBe(422);
    expect(json<Refusal>(easy).errors).toEqual({ spassword: ['Security Pin is too easy to guess'] });
    const wrongPassword = await change({
      old_password: 'Not-my-password-1',
      spassword: '7295',
      spassword_confirmation: '7295',
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(json<Refusal>(wrongPassword).errors).toEqual({ old_password: ['Password is incorrect'] });

    await ctx().db.update(users).set({ pinFailedCount: 3 }).where(eq(users.username, 'founder'));
    const changed = await change({
      old_password: DEFAULT_PASSWORD,
      spassword: '7295',
      spassword_confirmation: '7295',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(changed).message).toBe('Security Pin changed successfully');
    expect(changed.body).not.toContain('7295');
    expect((await memberRow(ctx(), 'founder')).pinFailedCount).toBe(0);
    expect((await signInWith(ctx(), 'founder', { mpin: DEFAULT_PIN })).statusCode).toBe(422);
    expect((await signInWith(ctx(), 'founder', { mpin: '7295' })).statusCode).toBe(200);
    expect((await noticesTo(ctx(), 'founder')).map((m) => m.purpose)).toEqual(['security:pin_changed']);
  });

  it('switches the authentication type, refusing a method not set up before asking for a code', async () => {
    await registerVerified(ctx(), 'founder');
    const token = await sessionOf(ctx(), 'founder');
    const flags = await getAs(ctx(), '/api/authentication', token);
    expect(json(flags)).toEqual({
      status: true,
      data: { type: 'mpin' },
      more_details: { authenticator: 0, mpin: 1, otp: 1 },
    });

    const none = await postAs(ctx(), '/api/authentication', token, { mpin: DEFAULT_PIN });
    expect(none.statusCode).toBe(422);
    expect(json<Refusal>(none)).toMatchObject({
      status: false,
      message: 'Please Select Correct Option.',
      errors: { type: ['Please Select Correct Option.'] },
    });
    const unknown = await postAs(ctx(), '/api/authentication', token, { type: 'sms', mpin: DEFAULT_PIN });
    expect(json<Refusal>(unknown).errors).toEqual({ type: ['Please Select Correct Option.'] });
    const no2fa = await postAs(ctx(), '/api/authentication', token, { type: 'authenticator' });
    expect(no2fa.statusCode).toBe(422);
    expect(json<Refusal>(no2fa).errors).toEqual({ type: ['Please Setup Your 2FA Authenticator'] });

    const toOtp = await postAs(ctx(), '/api/authentication', token, { type: 'otp', mpin: DEFAULT_PIN });
    expect(toOtp.statusCode, toOtp.body).toBe(200);
    expect(json(toOtp)).toMatchObject({ status: true, auth_type: 'otp' });
    await ctx().db.update(users).set({ pinHash: '' }).where(eq(users.username, 'founder'));
    const noPin = await postAs(ctx(), '/api/authentication', token, { type: 'mpin' });
    expect(noPin.statusCode).toBe(422);
    expect(json<Refusal>(noPin).errors).toEqual({ type: ['Please Setup Your Security Pin'] });
    expect(json(await getAs(ctx(), '/api/authentication', token))).toMatchObject({
      data: { type: 'otp' },
      more_details: { mpin: 0 },
    });

    // Back to the authenticator, confirmed with a code mailed for security changes only.
    await turnOn2fa(ctx(), token);
    const noCode = await postAs(ctx(), '/api/authentication', token, { type: 'authenticator', otp: '1234' });
    expect(noCode.statusCode).toBe(422);
    expect(json<Refusal>(noCode).errors).toEqual({ otp: ['Invalid OTP'] });
    const sent = await postAs(ctx(), '/api/resendotp', token, { username: 'founder', from: 'security' });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await ctx().inbox.lastCode('founder@example.test');
    const toAuthenticator = await postAs(ctx(), '/api/authentication', token, {
      type: 'authenticator',
      otp: code,
    });
    expect(toAuthenticator.statusCode, toAuthenticator.body).toBe(200);
    expect(json(toAuthenticator)).toMatchObject({ auth_type: 'authenticator' });
    const changes = (await eventsOf(ctx(), 'founder')).filter((e) => e.kind === 'auth_type_changed');
    expect(changes.map((e) => e.detail)).toEqual(['otp', 'authenticator']);
    expect((await noticesTo(ctx(), 'founder')).map((m) => m.purpose)).toEqual([
      'security:auth_type_changed',
      'security:2fa_enabled',
      'security:auth_type_changed',
    ]);
  });

  it('mails a sign-in from a new device, but not the first sign-in nor a device seen before', async () => {
    await registerVerified(ctx(), 'founder');
    await sessionOf(ctx(), 'founder');
    await sessionOf(ctx(), 'founder');
    expect(await noticesTo(ctx(), 'founder')).toEqual([]);
    await sessionOf(ctx(), 'founder', { ip: '8.8.8.8', device: PHONE });
    const notices = await noticesTo(ctx(), 'founder');
    expect(notices.map((m) => m.purpose)).toEqual(['security:new_device']);
    expect(notices[0]!.subject).toBe('Tessera: New sign-in to your account');
    expect(notices[0]!.text).toContain('From: 8.8.8.8 (United States)');
    expect(notices[0]!.text).toContain(`Device: ${PHONE}`);
    await sessionOf(ctx(), 'founder', { ip: '8.8.4.4', device: PHONE });
    expect(await noticesTo(ctx(), 'founder')).toHaveLength(1);
  });

  it('refuses withdrawals for 24 hours after a security change, before asking for the PIN', async () => {
    await registerVerified(ctx(), 'founder');
    const token = await sessionOf(ctx(), 'founder');
    const { id } = await memberRow(ctx(), 'founder');
    await fund(ctx(), id, 100n, 'pay_out');
    const saved = await postAs(ctx(), '/api/withdraw-setting', token, {
      type: 'crypto',
      withdrawal_address: TRON_ADDRESS,
      mpin: DEFAULT_PIN,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const withdraw = (mpin: string, key: string, session = token) =>
      call(ctx(), 'POST', '/api/withdraw', {
        token: session,
        body: { amount: '20', wallet: 'pay_out', mpin },
        headers: { 'idempotency-key': key },
      });
    const info = (session = token) => getAs(ctx(), '/api/withdraw', session);
    // A new payout address is itself a change a thief would make: it starts a hold of its own.
    expect(json(await info())).toMatchObject({ withdraw_hold_until: '2026-03-03T09:00:00.000Z' });

    ctx().clock.advance(60 * 60 * 1000);
    const changed = await postAs(ctx(), '/api/change-secondary-password', token, {
      old_password: DEFAULT_PASSWORD,
      spassword: '7295',
      spassword_confirmation: '7295',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(await info())).toMatchObject({ withdraw_hold_until: '2026-03-03T10:00:00.000Z' });

    const held = await withdraw('9157', 'held-1');
    expect(held.statusCode).toBe(423);
    expect(json<Refusal>(held).message).toBe(
      'Withdrawals are paused until 2026-03-03 10:00 UTC after a recent security change on your account',
    );
    // Nor may a payout account be added meanwhile, to receive the first withdrawal after the hold.
    const bank = await postAs(ctx(), '/api/withdraw-setting', token, {
      type: 'bank',
      ac_no: '12345678',
      bank_name: 'Test Bank',
      holder_name: 'Test Member',
      ifsc: 'TEST0001',
      mpin: '9157',
    });
    expect(bank.statusCode).toBe(423);
    expect(json<Refusal>(bank).message).toBe(json<Refusal>(held).message);
    expect((await memberRow(ctx(), 'founder')).pinFailedCount).toBe(0);
    expect((await eventsOf(ctx(), 'founder')).some((e) => e.kind === 'second_factor_failed')).toBe(false);

    // A day later the member signs in again (the session above has long expired).
    ctx().clock.advance(24 * 60 * 60 * 1000 - 60_000);
    const later = json<{ token: string }>(await signInWith(ctx(), 'founder', { mpin: '7295' })).token;
    expect((await withdraw('7295', 'held-2', later)).statusCode).toBe(423);
    ctx().clock.advance(60_000);
    expect(json(await info(later))).toMatchObject({ withdraw_hold_until: null });
    const allowed = await withdraw('7295', 'after-hold', later);
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});
