import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { describeEngines, json, post, registration } from './harness';

const email = 'founder@example.test';
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describeEngines('e-mail verification', (ctx) => {
  async function registerFounder() {
    const res = await post(ctx().app, '/api/register', registration('founder'));
    expect(res.statusCode, res.body).toBe(200);
    return await ctx().inbox.lastCode(email);
  }
  const isVerified = async () =>
    (await ctx().db.select().from(users).where(eq(users.username, 'founder')))[0]?.emailVerifiedAt !== null;

  it('verifies the e-mail with the 4-digit code mailed at registration', async () => {
    const code = await registerFounder();
    expect(code).toMatch(/^\d{4}$/);
    expect(await isVerified()).toBe(false);
    const res = await post(ctx().app, '/api/verify-email', { username: 'founder', otp: code });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ status: true, username: 'founder' });
    expect(await isVerified()).toBe(true);
  });

  it('accepts a code only once', async () => {
    const code = await registerFounder();
    await ctx().db.update(users).set({ emailVerifiedAt: null });
    expect((await post(ctx().app, '/api/verify-email', { username: 'founder', otp: code })).statusCode).toBe(
      200,
    );
    await ctx().db.update(users).set({ emailVerifiedAt: null });
    const again = await post(ctx().app, '/api/verify-email', { username: 'founder', otp: code });
    expect(again.statusCode).toBe(422);
    expect(json(again).message).toBe('Invalid OTP');
  });

  it('refuses a code after ten minutes', async () => {
    const code = await registerFounder();
    ctx().clock.advance(10 * 60 * 1000 + 1000);
    const res = await post(ctx().app, '/api/verify-email', { username: 'founder', otp: code });
    expect(res.statusCode).toBe(422);
    expect(json(res).message).toBe('OTP has expired, please request a new one');
    expect(await isVerified()).toBe(false);
  });

  it('burns a code after five wrong tries, so even the right code then fails', async () => {
    const code = await registerFounder();
    for (let i = 0; i < 5; i++) {
      const res = await post(ctx().app, '/api/verify-email', { username: 'founder', otp: wrong(code) });
      expect(res.statusCode).toBe(422);
    }
    const res = await post(ctx().app, '/api/verify-email', { username: 'founder', otp: code });
    expect(res.statusCode).toBe(422);
    expect(json(res).message).toBe('Too many wrong attempts, please request a new OTP');
    expect(await isVerified()).toBe(false);
  });

  it('sends no second code within 60 seconds, refusing once the first has been tried, and a fresh one after', async () => {
    const first = await registerFounder();
    ctx().clock.advance(20_000);
    const opening = await post(ctx().app, '/api/resendotp', { username: 'founder', from: 'verify' });
    expect(opening.statusCode, opening.body).toBe(200);
    expect(json(opening).message).toBe('A code was sent less than a minute ago, please check your email');
    expect(await ctx().inbox.countTo(email)).toBe(1);

    await post(ctx().app, '/api/verify-email', { username: 'founder', otp: wrong(first) });
    const early = await post(ctx().app, '/api/resendotp', { username: 'founder', from: 'verify' });
    expect(early.statusCode).toBe(429);
    expect(json(early)).toMatchObject({
      status: false,
      message: 'Please wait 40 seconds before requesting a new code',
      retry_after: 40,
    });
    expect(early.headers['retry-after']).toBe('40');
    expect(await ctx().inbox.countTo(email)).toBe(1);

    ctx().clock.advance(41_000);
    const later = await post(ctx().app, '/api/resendotp', { username: 'founder', from: 'verify' });
    expect(later.statusCode, later.body).toBe(200);
    expect(json(later).message).toBe('OTP sent to your registered email address');
    expect(await ctx().inbox.countTo(email)).toBe(2);
    const second = await ctx().inbox.lastCode(email);
    if (second !== first) {
      const old = await post(ctx().app, '/api/verify-email', { username: 'founder', otp: first });
      expect(old.statusCode).toBe(422);
    }
    const res = await post(ctx().app, '/api/verify-email', { username: 'founder', otp: second });
    expect(res.statusCode).toBe(200);
  });

  it('answers a reset-code request for an unknown username exactly like a known one', async () => {
    await registerFounder();
    await ctx().db.update(users).set({ emailVerifiedAt: new Date() });
    const known = await post(ctx().app, '/api/resendotp', { username: 'founder', from: 'forget' });
    const unknown = await post(ctx().app, '/api/resendotp', { username: 'ghost', from: 'forget' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(json(unknown)).toEqual(json(known));
    expect(await ctx().inbox.lastCode(email)).toMatch(/^\d{6}$/);
  });
});
