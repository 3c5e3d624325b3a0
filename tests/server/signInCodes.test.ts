import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { DEFAULT_PASSWORD, describeEngines, json, post, registerVerified } from './harness';

type Answer = { status: boolean; message: string; token: string; retry_after?: number };

const EMAIL = 'founder@example.test';
const SENT = 'OTP sent to your registered email address';

describeEngines('what signing in with an e-mailed code tells the member', (ctx) => {
  async function preLogin() {
    const res = await post(ctx().app, '/api/pre-login', { username: 'founder', password: DEFAULT_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    return json<Answer>(res);
  }
  const resend = (token: string) =>
    post(ctx().app, '/api/resendotp', { username: 'founder', from: 'login' }, token);
  const mails = () => ctx().inbox.countTo(EMAIL);

  async function otpMember() {
    await registerVerified(ctx(), 'founder');
    await ctx().db.update(users).set({ authType: 'otp' }).where(eq(users.username, 'founder'));
  }

  it('sends a code, and within the minute points to that code instead of claiming another was sent', async () => {
    await otpMember();
    const before = await mails();
    const first = await preLogin();
    expect(first).toMatchObject({ status: true, message: SENT, msg: SENT, retry_after: 60 });
    expect(await mails()).toBe(before + 1);
    const code = await ctx().inbox.lastCode(EMAIL);

    ctx().clock.advance(20_000);
    const again = await preLogin();
    const told = 'Use the code sent to your registered email address 20 seconds ago';
    expect(again).toMatchObject({ status: true, message: told, msg: told, retry_after: 40 });
    expect(await mails()).toBe(before + 1);

    const asked = await resend(again.token);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(json(asked)).toMatchObject({ status: true, retry_after: 40 });
    expect(json<Answer>(asked).message).not.toBe(SENT);
    expect(await mails()).toBe(before + 1);

    // The code the member was pointed to signs them in.
    const signedIn = await post(ctx().app, '/api/login', { otp: code }, again.token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('says when no code could be sent because the last one was used, and when one can be', async () => {
    await otpMember();
    const first = await preLogin();
    const code = await ctx().inbox.lastCode(EMAIL);
    expect((await post(ctx().app, '/api/login', { otp: code }, first.token)).statusCode).toBe(200);
    const before = await mails();

    ctx().clock.advance(10_000);
    const again = await preLogin();
    const told = 'Your last code can no longer be used. A new code can be sent in 50 seconds';
    expect(again).toMatchObject({ status: true, message: told, msg: told, retry_after: 50 });
    expect(await mails()).toBe(before);

    const early = await resend(again.token);
    expect(early.statusCode).toBe(429);
    expect(json(early)).toMatchObject({ status: false, retry_after: 50 });
    expect(early.headers['retry-after']).toBe('50');
    expect(await mails()).toBe(before);

    ctx().clock.advance(50_000);
    const asked = await resend(again.token);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(json(asked)).toMatchObject({ status: true, message: SENT, retry_after: 60 });
    expect(await mails()).toBe(before + 1);
    const fresh = await ctx().inbox.lastCode(EMAIL);
    const signedIn = await post(ctx().app, '/api/login', { otp: fresh }, again.token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('sends a new code when the member signs in again after the minute, and the old code no longer works', async () => {
    await otpMember();
    await preLogin();
    const old = await ctx().inbox.lastCode(EMAIL);
    const before = await mails();

    ctx().clock.advance(61_000);
    const again = await preLogin();
    expect(again).toMatchObject({ message: SENT, retry_after: 60 });
    expect(await mails()).toBe(before + 1);
    const fresh = await ctx().inbox.lastCode(EMAIL);
    if (fresh !== old) {
      expect((await post(ctx().app, '/api/login', { otp: old }, again.token)).statusCode).toBe(422);
    }
    expect((await post(ctx().app, '/api/login', { otp: fresh }, again.token)).statusCode).toBe(200);
  });
});
