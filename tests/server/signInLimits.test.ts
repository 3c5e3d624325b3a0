import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema';
import { SIGN_IN_PACE_SECONDS } from '../../src/api/contract';
import { DEFAULT_PASSWORD, describeEngines, json, registerVerified } from './harness';

const TEN_MINUTES = 10 * 60_000;

/**
 * Counts password checks, by wrapping the real argon2 verifications (the decoy check for unknown usernames
 * included): a guess refused before it is hashed costs the server nothing, and only a count shows it.
 */
const argon2 = vi.hoisted(() => ({ checks: 0 }));
vi.mock('../../server/services/secrets', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/services/secrets')>();
  return {
    ...real,
    verifyPassword: (storedHash: string, password: string) => {
      argon2.checks++;
      return real.verifyPassword(storedHash, password);
    },
    verifyDecoyPassword: (password: string) => {
      argon2.checks++;
      return real.verifyDecoyPassword(password);
    },
  };
});

describeEngines('limits on password guessing', (ctx) => {
  const preLogin = (address: string, username: string, password: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/pre-login',
      remoteAddress: address,
      payload: { username, password },
    });

  /** A 429 in the error shape that says when to come back, in its message, its body and its header. */
  function expectTooMany(res: Awaited<ReturnType<typeof preLogin>>, reason: RegExp) {
    expect(res.statusCode, res.body).toBe(429);
    const body = json<{ status: boolean; message: string; msg: string; retry_after: number }>(res);
    expect(body.status).toBe(false);
    expect(body.message).toMatch(reason);
    expect(body.message).toMatch(/Please try again in \d+ (seconds?|minutes?)\.$/);
    expect(body.msg).toBe(body.message);
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(600);
    expect(res.headers['retry-after']).toBe(String(body.retry_after));
    return body;
  }

  it('of 50 guesses at one account from 5 addresses evaluates at most 10, then slows even the right password from a new address to one try per pace, never locking it out', async () => {
    await registerVerified(ctx(), 'founder');
    argon2.checks = 0;
    const guesses = Array.from({ length: 50 }, (_, i) =>
      preLogin(`10.0.0.${1 + (i % 5)}`, 'founder', `wrong-guess-${i}`),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.statusCode);
    const evaluated = statuses.filter((s) => s === 422).length;
    expect(evaluated).toBeGreaterThan(0);
    expect(evaluated).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - evaluated);
    expect(argon2.checks).toBe(evaluated);

    const right = await preLogin('10.0.0.99', 'founder', DEFAULT_PASSWORD);
    const slowed = expectTooMany(right, /^Too many failed sign-in attempts for this account\./);
    expect(slowed.retry_after).toBe(SIGN_IN_PACE_SECONDS);

    ctx().clock.advance(slowed.retry_after * 1000);
    const later = await preLogin('10.0.0.99', 'founder', DEFAULT_PASSWORD);
    expect(later.statusCode, later.body).toBe(200);
    expect(json(later)).toMatchObject({ status: true, username: 'founder' });
  });

  it('keeps letting the member in from where they signed in before while strangers guess', async () => {
    await registerVerified(ctx(), 'founder');
    // The member's home network: addresses of one IPv6 /64.
    const home = (n: number) => `2001:db8:1:2::${n.toString(16)}`;
    expect((await preLogin(home(1), 'founder', DEFAULT_PASSWORD)).statusCode).toBe(200);

    for (let i = 0; i < 30; i++) await preLogin(`198.51.100.${1 + (i % 3)}`, 'founder', `wrong-${i}`);
    expectTooMany(
      await preLogin('198.51.100.200', 'founder', DEFAULT_PASSWORD),
      /^Too many failed sign-in attempts for this account\./,
    );

    const member = await preLogin(home(2), 'founder', DEFAULT_PASSWORD);
    expect(member.statusCode, member.body).toBe(200);
    expect(json(member)).toMatchObject({ status: true, auth_type: 'mpin' });

    // The home network has a budget of its own for this account, not an unlimited one.
    const own: number[] = [];
    for (let i = 0; i < 10; i++) own.push((await preLogin(home(16 + i), 'founder', `typo-${i}`)).statusCode);
    expect(own).toEqual(Array(10).fill(422));
    expectTooMany(
      await preLogin(home(99), 'founder', DEFAULT_PASSWORD),
      /^Too many failed sign-in attempts for this account from your network\./,
    );
  });

  it('of 40 usernames tried from one address evaluates at most 20, and frees the address after 10 minutes', async () => {
    await registerVerified(ctx(), 'founder');
    await registerVerified(ctx(), 'neighbour', { sponsor: 'founder', position: 'L' });
    // The neighbour signed in from this address (one office, one public address) before the guessing began.
    expect((await preLogin('203.0.113.5', 'neighbour', DEFAULT_PASSWORD)).statusCode).toBe(200);

    argon2.checks = 0;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await preLogin('203.0.113.5', `stranger${i}`, 'Password-123')).statusCode);
    }
    const evaluated = statuses.filter((s) => s === 422).length;
    expect(evaluated).toBeLessThanOrEqual(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - evaluated);
    expect(argon2.checks).toBe(evaluated);

    expectTooMany(
      await preLogin('203.0.113.5', 'founder', DEFAULT_PASSWORD),
      /^Too many failed sign-in attempts from your network\./,
    );
    expect((await preLogin('203.0.113.5', 'neighbour', DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await preLogin('203.0.113.77', 'founder', DEFAULT_PASSWORD)).statusCode).toBe(200);

    ctx().clock.advance(TEN_MINUTES);
    expect((await preLogin('203.0.113.5', 'founder', DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 1; i <= 20; i++) {
      expect(
        (await preLogin(`2001:db8:5:7::${i.toString(16)}`, `probe${i}`, 'Password-123')).statusCode,
      ).toBe(422);
    }
    expectTooMany(await preLogin('2001:db8:5:7:ffff:1:2:3', 'probe99', 'Password-123'), /from your network/);
    expect((await preLogin('2001:db8:5:8::1', 'probe99', 'Password-123')).statusCode).toBe(422);
  });

  it('counts an unknown username like a known one, so the limit tells nobody which accounts exist', async () => {
    await registerVerified(ctx(), 'founder');
    const answers = [];
    for (const username of ['founder', 'nosuchmember']) {
      for (let i = 0; i < 10; i++) {
        expect((await preLogin(`10.9.${i}.1`, username, `wrong-${i}`)).statusCode).toBe(422);
      }
      const refused = await preLogin('10.9.99.1', username, 'wrong-again');
      // Each answer names its own request; everything else must be the same.
      const { request_id, ...body } = json<{ request_id: string }>(refused);
      expect(request_id).toBe(refused.headers['x-request-id']);
      answers.push({ status: refused.statusCode, body });
    }
    expect(answers[0]!.status).toBe(429);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('counts wrong password-reset codes per account from every address, and lets the right one in after the wait', async () => {
    await registerVerified(ctx(), 'founder');
    const email = 'founder@example.test';
    const reset = (address: string, otp: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/forget-password',
        remoteAddress: address,
        payload: { username: 'founder', otp, newpassword: 'A-new-password-7' },
      });
    const ask = () =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/resendotp',
        remoteAddress: '10.4.0.1',
        payload: { username: 'founder', from: 'forget' },
      });
    const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

    // Two codes, each burned by five wrong tries from different addresses: ten failures in two minutes.
    for (let round = 0; round < 2; round++) {
      expect((await ask()).statusCode).toBe(200);
      const code = await ctx().inbox.lastCode(email);
      for (let i = 0; i < 5; i++)
        expect((await reset(`10.4.${round}.${i + 1}`, wrong(code))).statusCode).toBe(422);
      ctx().clock.advance(61_000);
    }
    expect((await ask()).statusCode).toBe(200);
    const code = await ctx().inbox.lastCode(email);
    const blocked = expectTooMany(await reset('10.4.9.9', code), /^Too many wrong codes for this account\./);

    ctx().clock.advance(blocked.retry_after * 1000);
    const accepted = await reset('10.4.9.9', code);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [row] = await ctx().db.select().from(users).where(eq(users.username, 'founder'));
    expect(row?.updatedAt.getTime()).toBe(ctx().clock.now().getTime());
  });
});
