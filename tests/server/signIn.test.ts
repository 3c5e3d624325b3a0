import { eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { expect, it } from 'vitest';
import { securityEvents, tokens, users } from '../../server/db/schema';
import { createOutboxMailer } from '../../server/mail/mailer';
import type { ApiError } from '../../server/services/errors';
import { verifySecondFactor } from '../../server/services/secondFactor';
import { createLoginLinkToken } from '../../server/services/sessions';
import type { AuthType } from '../../src/api/contract';
import {
  DEFAULT_PASSWORD,
  DEFAULT_PIN,
  describeEngines,
  get,
  json,
  post,
  registerVerified,
  registration,
  testConfig,
} from './harness';

const silent = { info() {}, warn() {}, error() {} };

type Answer = { status: boolean; message: string; token: string; auth_type: string; errors?: object };

describeEngines('two-step sign-in', (ctx) => {
  async function preLogin(username = 'founder', password = DEFAULT_PASSWORD) {
    const res = await post(ctx().app, '/api/pre-login', { username, password });
    return { res, body: json<Answer>(res) };
  }
  async function signInWithPin(username = 'founder', pin = DEFAULT_PIN) {
    const { body } = await preLogin(username);
    const res = await post(ctx().app, '/api/login', { mpin: pin }, body.token);
    return { res, body: json<Answer>(res), preToken: body.token };
  }
  const setAuthType = (authType: AuthType, totpSecret: string | null = null) =>
    ctx()
      .db.update(users)
      .set({ authType, totpSecret, status2fa: totpSecret ? 1 : 0 })
      .where(eq(users.username, 'founder'));

  it('signs in with password then security PIN and shows the member', async () => {
    await registerVerified(ctx(), 'founder');
    const first = await preLogin();
    expect(first.res.statusCode, first.res.body).toBe(200);
    expect(first.body).toMatchObject({ status: true, auth_type: 'mpin', username: 'founder' });
    const res = await post(ctx().app, '/api/login', { mpin: DEFAULT_PIN }, first.body.token);
    expect(res.statusCode, res.body).toBe(200);
    const session = json<Answer & { referral_id: string }>(res);
    expect(session).toMatchObject({
      status: true,
      message: 'Login Successfully',
      username: 'founder',
      email: 'founder@example.test',
      auth_type: 'mpin',
      user_details: { username: 'founder', email: 'founder@example.test' },
    });
    expect(JSON.stringify(session)).not.toContain(DEFAULT_PASSWORD);
    const me = await get(ctx().app, '/api/user', session.token);
    expect(me.statusCode).toBe(200);
    expect(json(me)).toMatchObject({
      status: true,
      data: {
        name: 'Test Member',
        email: 'founder@example.test',
        username: 'founder',
        referral_id: session.referral_id,
        auth_type: 'mpin',
        status_2fa: 0,
      },
    });
  });

  it('refuses a wrong password with the same message as an unknown username', async () => {
    await registerVerified(ctx(), 'founder');
    const wrong = await preLogin('founder', 'not-the-password');
    const unknown = await preLogin('nobody', 'not-the-password');
    expect(wrong.res.statusCode).toBe(422);
    expect(wrong.body).toMatchObject({ status: false, message: 'Invalid username or password' });
    // Alike in all but the id each answer gives its own request.
    const { request_id: _wrongId, ...wrongAnswer } = wrong.body as { request_id?: string };
    const { request_id: _unknownId, ...unknownAnswer } = unknown.body as { request_id?: string };
    expect(unknownAnswer).toEqual(wrongAnswer);
  });

  it('sends an unverified member to e-mail verification with a fresh code', async () => {
    await post(ctx().app, '/api/register', registration('founder'));
    ctx().clock.advance(61_000);
    const { res, body } = await preLogin();
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ status: false, otp_send: 1, email_verified: 0, username: 'founder' });
    expect(await ctx().inbox.countTo('founder@example.test')).toBe(2);
    const again = await preLogin();
    expect(again.body).toMatchObject({
      status: false,
      otp_send: 0,
      email_verified: 0,
      user_details: { username: 'founder', email_required: 'founder@example.test' },
    });
  });

  it('signs in with the 6-digit code mailed for auth type otp', async () => {
    await registerVerified(ctx(), 'founder');
    await setAuthType('otp');
    const { body } = await preLogin();
    expect(body.auth_type).toBe('otp');
    const code = await ctx().inbox.lastCode('founder@example.test');
    expect(code).toMatch(/^\d{6}$/);
    const asked = await post(ctx().app, '/api/resendotp', { username: 'founder', from: 'login' }, body.token);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await ctx().inbox.lastCode('founder@example.test')).toBe(code);
    const stranger = await post(ctx().app, '/api/resendotp', { username: 'founder', from: 'login' });
    expect(stranger.statusCode).toBe(401);
    const bad = await post(
      ctx().app,
      '/api/login',
      { otp: code === '000000' ? '000001' : '000000' },
      body.token,
    );
    expect(bad.statusCode).toBe(422);
    const res = await post(ctx().app, '/api/login', { otp: code }, body.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ status: true, auth_type: 'otp' });
  });

  it('signs in with an authenticator code once, and refuses the same code again', async () => {
    await registerVerified(ctx(), 'founder');
    const secret = generateSecret();
    await setAuthType('authenticator', secret);
    const epoch = Math.floor(ctx().clock.now().getTime() / 1000);
    const code = await generate({ secret, epoch });
    const { body } = await preLogin();
    expect(body.auth_type).toBe('authenticator');
    const res = await post(ctx().app, '/api/login', { authenticator: code }, body.token);
    expect(res.statusCode, res.body).toBe(200);
    const replay = await post(
      ctx().app,
      '/api/login',
      { authenticator: code },
      (await preLogin()).body.token,
    );
    expect(replay.statusCode).toBe(422);
    expect(json(replay).message).toBe('Invalid Authenticator code');
  });

  it('locks the PIN for 30 minutes after five wrong tries, even against the right PIN', async () => {
    await registerVerified(ctx(), 'founder');
    const { body } = await preLogin();
    for (let i = 1; i <= 4; i++) {
      const res = await post(ctx().app, '/api/login', { mpin: '9157' }, body.token);
      expect(res.statusCode).toBe(422);
      expect(json(res).message).toContain(`${5 - i} ${5 - i === 1 ? 'try' : 'tries'} left`);
    }
    const fifth = await post(ctx().app, '/api/login', { mpin: '9157' }, body.token);
    expect(fifth.statusCode).toBe(423);
    expect(json(fifth).message).toBe(
      'Security Pin is locked until 2026-03-02 09:30 UTC after too many wrong attempts',
    );
    const right = await post(ctx().app, '/api/login', { mpin: DEFAULT_PIN }, body.token);
    expect(right.statusCode).toBe(423);

    ctx().clock.advance(30 * 60 * 1000 + 1000);
    const after = await signInWithPin();
    expect(after.res.statusCode, after.res.body).toBe(200);
  });

  it('locks the PIN against the right one after ten wrong guesses sent at once', async () => {
    await registerVerified(ctx(), 'founder');
    const tokensForGuesses = [(await preLogin()).body.token, (await preLogin()).body.token];
    const guesses = Array.from({ length: 10 }, (_, i) =>
      post(ctx().app, '/api/login', { mpin: `90${String(i).padStart(2, '0')}` }, tokensForGuesses[i % 2]),
    );
    const answers = await Promise.all(guesses);
    const checked = answers.filter((res) => json<Answer>(res).message.startsWith('Invalid Security Pin'));
    expect(checked.length).toBeLessThanOrEqual(4);
    expect(answers.every((res) => res.statusCode === 422 || res.statusCode === 423)).toBe(true);
    const right = await post(ctx().app, '/api/login', { mpin: DEFAULT_PIN }, tokensForGuesses[0]);
    expect(right.statusCode).toBe(423);
  });

  it('grants no more than five PIN checks however many arrive at once', async () => {
    await registerVerified(ctx(), 'founder');
    const [member] = await ctx().db.select().from(users).where(eq(users.username, 'founder'));
    const deps = {
      db: ctx().db,
      config: testConfig,
      mailer: createOutboxMailer(silent),
      now: ctx().clock.now,
    };
    const origin = { ip: '127.0.0.1', device: 'test' };
    const checks = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        verifySecondFactor(
          deps,
          member!,
          { method: 'mpin', code: `70${String(i).padStart(2, '0')}`, field: 'mpin' },
          { purpose: 'login', action: 'sign-in', origin },
        ),
      ),
    );
    const statuses = checks.map((c) => (c.status === 'rejected' ? (c.reason as ApiError).statusCode : 200));
    expect(statuses.filter((s) => s === 422)).toHaveLength(4);
    expect(statuses.filter((s) => s === 423)).toHaveLength(8);
    const failed = await ctx()
      .db.select()
      .from(securityEvents)
      .where(eq(securityEvents.kind, 'second_factor_failed'));
    expect(failed).toHaveLength(5);
  });

  it('does not let a pre-login token act as a session', async () => {
    await registerVerified(ctx(), 'founder');
    const { body } = await preLogin();
    const res = await get(ctx().app, '/api/user', body.token);
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({ status: false, message: 'Unauthenticated' });
  });

  it('spends the pre-login token on a successful second step', async () => {
    await registerVerified(ctx(), 'founder');
    const { preToken } = await signInWithPin();
    const again = await post(ctx().app, '/api/login', { mpin: DEFAULT_PIN }, preToken);
    expect(again.statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    await registerVerified(ctx(), 'founder');
    const { body } = await signInWithPin();
    expect((await get(ctx().app, '/api/user', body.token)).statusCode).toBe(200);
    const out = await post(ctx().app, '/api/logout', undefined, body.token);
    expect(out.statusCode, out.body).toBe(200);
    expect((await get(ctx().app, '/api/user', body.token)).statusCode).toBe(401);
    expect((await post(ctx().app, '/api/logout', undefined, body.token)).statusCode).toBe(401);
  });

  it('expires a session left idle longer than the token lifetime, and slides it on use', async () => {
    await registerVerified(ctx(), 'founder');
    const { body } = await signInWithPin();
    ctx().clock.advance(7000 * 1000);
    expect((await get(ctx().app, '/api/user', body.token)).statusCode).toBe(200);
    ctx().clock.advance(7000 * 1000);
    expect((await get(ctx().app, '/api/user', body.token)).statusCode).toBe(200);
    ctx().clock.advance(7201 * 1000);
    expect((await get(ctx().app, '/api/user', body.token)).statusCode).toBe(401);
  });

  it('resets a forgotten password with the mailed code and signs out everywhere', async () => {
    await registerVerified(ctx(), 'founder');
    const { body: session } = await signInWithPin();
    ctx().clock.advance(61_000);
    expect(
      (await post(ctx().app, '/api/resendotp', { username: 'founder', from: 'forget' })).statusCode,
    ).toBe(200);
    const code = await ctx().inbox.lastCode('founder@example.test');
    const res = await post(ctx().app, '/api/forget-password', {
      username: 'founder',
      otp: code,
      newpassword: 'Brand-new-pass-7',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(ctx().app, '/api/user', session.token)).statusCode).toBe(401);
    expect((await preLogin('founder', DEFAULT_PASSWORD)).res.statusCode).toBe(422);
    expect((await preLogin('founder', 'Brand-new-pass-7')).res.statusCode).toBe(200);
    const reuse = await post(ctx().app, '/api/forget-password', {
      username: 'founder',
      otp: code,
      newpassword: 'Another-pass-99',
    });
    expect(reuse.statusCode).toBe(422);
  });

  it('signs in through an operator link once, and not after five minutes', async () => {
    await registerVerified(ctx(), 'founder');
    const [member] = await ctx().db.select().from(users).where(eq(users.username, 'founder'));
    const link = await createLoginLinkToken(ctx().db, member!.id, ctx().clock.now());
    const res = await post(ctx().app, '/api/login-as-user', { username: 'founder', temp_token: link });
    expect(res.statusCode, res.body).toBe(200);
    const session = json<Answer>(res);
    expect((await get(ctx().app, '/api/user', session.token)).statusCode).toBe(200);
    const twice = await post(ctx().app, '/api/login-as-user', { username: 'founder', temp_token: link });
    expect(twice.statusCode).toBe(422);
    expect(json(twice).message).toBe('This sign-in link is invalid or has expired');

    const late = await createLoginLinkToken(ctx().db, member!.id, ctx().clock.now());
    ctx().clock.advance(5 * 60 * 1000 + 1000);
    expect(
      (await post(ctx().app, '/api/login-as-user', { username: 'founder', temp_token: late })).statusCode,
    ).toBe(422);
    const stored = await ctx().db.select().from(tokens).where(eq(tokens.userId, member!.id));
    expect(stored.some((t) => t.tokenHash === link)).toBe(false);
  });
});
