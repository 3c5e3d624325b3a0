import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { expect, it } from 'vitest';
import { recoveryCodes, users } from '../../server/db/schema';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '../../src/api/contract';
import { describeEngines, json, registerVerified } from './harness';
import {
  DEFAULT_PIN,
  eventsOf,
  getAs,
  memberRow,
  noticesTo,
  postAs,
  type Refusal,
  sessionOf,
  signInWith,
  totp,
  turnOn2fa,
} from './securityFixtures';

type Me = { data: { status_2fa: number; secret_2fa: string | null; recovery_codes_left: number } };

describeEngines('2FA: enrolment, recovery codes and turning it off', (ctx) => {
  it('turns 2FA on with a code of the enrolment key and hands out ten recovery codes once, stored hashed', async () => {
    await registerVerified(ctx(), 'founder');
    const token = await sessionOf(ctx(), 'founder');
    const before = json<Me>(await getAs(ctx(), '/api/user', token)).data;
    expect(before.status_2fa).toBe(0);
    expect(before.secret_2fa).toMatch(/^[A-Z2-7]{16,}$/);

    const wrong = await postAs(ctx(), '/api/enable-2fa', token, { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(json<Refusal>(wrong).errors).toEqual({ code: ['Invalid Authenticator code'] });

    const { secret, codes } = await turnOn2fa(ctx(), token);
    expect(secret).toBe(before.secret_2fa);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);

    const after = json<Me>(await getAs(ctx(), '/api/user', token)).data;
    expect(after).toMatchObject({ status_2fa: 1, secret_2fa: null, recovery_codes_left: 10 });
    const stored = await ctx().db.select().from(recoveryCodes);
    expect(stored).toHaveLength(10);
    const table = JSON.stringify(stored);
    for (const code of codes) expect(table).not.toContain(code);

    const again = await postAs(ctx(), '/api/enable-2fa', token, { code: await totp(ctx(), secret) });
    expect(again.statusCode).toBe(422);
    expect(json<Refusal>(again).message).toBe('2FA is already turned on');
    expect((await eventsOf(ctx(), 'founder')).map((e) => e.kind)).toEqual(['sign_in', '2fa_enabled']);
    expect((await noticesTo(ctx(), 'founder')).map((m) => m.purpose)).toEqual(['security:2fa_enabled']);
  });

  it('signs in with a recovery code once; the same code fails the second time', async () => {
    await registerVerified(ctx(), 'founder');
    const token = await sessionOf(ctx(), 'founder');
    const { secret, codes } = await turnOn2fa(ctx(), token);
    const switched = await postAs(ctx(), '/api/authentication', token, {
      type: 'authenticator',
      mpin: DEFAULT_PIN,
    });
    expect(switched.statusCode, switched.body).toBe(200);

    // The code that turned 2FA on was recorded as used.
    const enrolmentEpoch = Math.floor(ctx().clock.now().getTime() / 1000) - 30;
    const replayed = await signInWith(ctx(), 'founder', {
      authenticator: await generate({ secret, epoch: enrolmentEpoch }),
    });
    expect(replayed.statusCode).toBe(422);
    const withCode = await signInWith(ctx(), 'founder', { authenticator: await totp(ctx(), secret) });
    expect(withCode.statusCode, withCode.body).toBe(200);

    const first = await signInWith(ctx(), 'founder', { recovery_code: codes[3]!.toUpperCase() });
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({ status: true, auth_type: 'authenticator' });
    expect(
      json<Me>(await getAs(ctx(), '/api/user', json<{ token: string }>(first).token)).data,
    ).toMatchObject({
      recovery_codes_left: 9,
    });

    const second = await signInWith(ctx(), 'founder', { recovery_code: codes[3]! });
    expect(second.statusCode).toBe(422);
    expect(json<Refusal>(second).errors).toEqual({
      recovery_code: ['Invalid or already used recovery code'],
    });

    const kinds = (await eventsOf(ctx(), 'founder')).map((e) => `${e.kind}:${e.detail}`);
    expect(kinds.slice(-5)).toEqual([
      'second_factor_failed:sign-in (Authenticator code)',
      'sign_in:authenticator code',
      'recovery_code_used:sign-in',
      'sign_in:recovery code',
      'second_factor_failed:sign-in (recovery code)',
    ]);
    expect((await memberRow(ctx(), 'founder')).withdrawHoldUntil).not.toBeNull();
    expect((await noticesTo(ctx(), 'founder')).map((m) => m.purpose)).toContain(
      'security:recovery_code_used',
    );
  });

  it('turns 2FA off only with a current code or an unused recovery code, and not while it signs the member in', async () => {
    await registerVerified(ctx(), 'founder');
    const token = await sessionOf(ctx(), 'founder');
    const { secret, codes } = await turnOn2fa(ctx(), token);

    const none = await postAs(ctx(), '/api/disable-2fa', token, {});
    expect(none.statusCode).toBe(422);
    expect(json<Refusal>(none).errors).toEqual({ code: ['This Field Is Required.'] });
    const wrong = await postAs(ctx(), '/api/disable-2fa', token, { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(json<Refusal>(wrong).message).toBe('Invalid Authenticator code');

    await postAs(ctx(), '/api/authentication', token, { type: 'authenticator', mpin: DEFAULT_PIN });
    const whileSigningIn = await postAs(ctx(), '/api/disable-2fa', token, { code: codes[0] });
    expect(whileSigningIn.statusCode).toBe(422);
    expect(json<Refusal>(whileSigningIn).message).toContain(
      'choose Security Pin or OTP under Authentication',
    );
    ctx().clock.advance(30_000);
    const back = await postAs(ctx(), '/api/authentication', token, {
      type: 'mpin',
      authenticator: await totp(ctx(), secret),
    });
    expect(back.statusCode, back.body).toBe(200);

    const off = await postAs(ctx(), '/api/disable-2fa', token, { code: codes[0] });
    expect(off.statusCode, off.body).toBe(200);
    const me = json<Me>(await getAs(ctx(), '/api/user', token)).data;
    expect(me).toMatchObject({ status_2fa: 0, recovery_codes_left: 0 });
    expect(me.secret_2fa).not.toBe(secret);
    expect(await ctx().db.select().from(recoveryCodes)).toHaveLength(0);
    const row = await memberRow(ctx(), 'founder');
    expect(row.totpSecret).toBeNull();

    // A new enrolment, turned off with a code of the app this time.
    const second = await turnOn2fa(ctx(), token);
    const offAgain = await postAs(ctx(), '/api/disable-2fa', token, {
      code: await totp(ctx(), second.secret),
    });
    expect(offAgain.statusCode, offAgain.body).toBe(200);
    expect((await noticesTo(ctx(), 'founder')).map((m) => m.purpose)).toEqual([
      'security:2fa_enabled',
      'security:auth_type_changed',
      'security:auth_type_changed',
      'security:recovery_code_used',
      'security:2fa_disabled',
      'security:2fa_enabled',
      'security:2fa_disabled',
    ]);
  });

  it('replaces the recovery codes when the current factor confirms it', async () => {
    await registerVerified(ctx(), 'founder');
    const token = await sessionOf(ctx(), 'founder');
    const { codes } = await turnOn2fa(ctx(), token);
    const unconfirmed = await postAs(ctx(), '/api/recovery-codes', token, {});
    expect(unconfirmed.statusCode).toBe(422);
    expect(json<Refusal>(unconfirmed).errors).toEqual({ mpin: ['This Field Is Required.'] });
    const renewed = await postAs(ctx(), '/api/recovery-codes', token, { mpin: DEFAULT_PIN });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = json<{ recovery_codes: string[] }>(renewed).recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => codes.includes(code))).toBe(false);
    const old = await postAs(ctx(), '/api/disable-2fa', token, { code: codes[0] });
    expect(old.statusCode).toBe(422);
    const current = await postAs(ctx(), '/api/disable-2fa', token, { code: fresh[0] });
    expect(current.statusCode, current.body).toBe(200);
    expect((await eventsOf(ctx(), 'founder')).map((e) => e.kind)).toEqual([
      'sign_in',
      '2fa_enabled',
      'recovery_codes_renewed',
      'second_factor_failed',
      'recovery_code_used',
      '2fa_disabled',
    ]);
    expect((await noticesTo(ctx(), 'founder')).map((m) => m.purpose)).toContain(
      'security:recovery_codes_renewed',
    );
  });

  it('locks after five wrong authenticator or recovery codes, even against a right one', async () => {
    await registerVerified(ctx(), 'founder');
    const token = await sessionOf(ctx(), 'founder');
    const { secret, codes } = await turnOn2fa(ctx(), token);
    const guesses = ['111111', 'aaaaa-bbbbb', '222222', 'ccccc-ddddd'];
    for (const code of guesses) {
      expect((await postAs(ctx(), '/api/disable-2fa', token, { code })).statusCode).toBe(422);
    }
    const fifth = await postAs(ctx(), '/api/disable-2fa', token, { code: '333333' });
    expect(fifth.statusCode).toBe(423);
    expect(json<Refusal>(fifth).message).toBe(
      'Verification is locked until 2026-03-02 09:30 UTC after too many wrong attempts',
    );
    const right = await postAs(ctx(), '/api/disable-2fa', token, { code: codes[1] });
    expect(right.statusCode).toBe(423);
    const totpRight = await postAs(ctx(), '/api/disable-2fa', token, { code: await totp(ctx(), secret) });
    expect(totpRight.statusCode).toBe(423);
    expect((await ctx().db.select().from(users).where(eq(users.username, 'founder')))[0]!.status2fa).toBe(1);
    const failed = (await eventsOf(ctx(), 'founder')).filter((e) => e.kind === 'second_factor_failed');
    expect(failed.map((e) => e.detail)).toEqual([
      'turning off 2FA (Authenticator code)',
      'turning off 2FA (recovery code)',
      'turning off 2FA (Authenticator code)',
      'turning off 2FA (recovery code)',
      'turning off 2FA (Authenticator code)',
    ]);
    ctx().clock.advance(30 * 60 * 1000 + 1000);
    expect((await postAs(ctx(), '/api/disable-2fa', token, { code: codes[1] })).statusCode).toBe(200);
  });
});
