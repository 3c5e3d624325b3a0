import { expect, it } from 'vitest';
import {
  FACTOR_FAILURES_PER_ACCOUNT,
  FACTOR_FAILURES_PER_ADDRESS,
  FACTOR_PACE_SECONDS,
} from '../../src/api/contract';
import { describeEngines, json, registerVerified } from './harness';
import { call, DEFAULT_PASSWORD, DEFAULT_PIN, getAs, noticesTo, type Refusal } from './securityFixtures';

type LogPage = { data: { data: { event: string; detail: string; ip: string }[] } };

/** Wrong PINs, none the member's. */
const wrongPin = (i: number) => String(6000 + i);

describeEngines('guessing the second factor', (ctx) => {
  /** Both sign-in steps from `ip`, as someone who knows the password: answers the second step. */
  async function signIn(ip: string, mpin: string) {
    const pre = await call(ctx(), 'POST', '/api/pre-login', {
      body: { username: 'founder', password: DEFAULT_PASSWORD },
      from: { ip },
    });
    expect(pre.statusCode, pre.body).toBe(200);
    return call(ctx(), 'POST', '/api/login', {
      token: json<{ token: string }>(pre).token,
      body: { mpin },
      from: { ip },
    });
  }
  const factorNotices = async () =>
    (await noticesTo(ctx(), 'founder')).filter((m) => m.purpose === 'security:second_factor_failures');

  it('locks only the address that guessed the PIN: the member signs in with it from their own', async () => {
    await registerVerified(ctx(), 'founder');
    const stranger = '198.51.100.7';
    for (let i = 1; i < FACTOR_FAILURES_PER_ADDRESS; i++) {
      const wrong = await signIn(stranger, wrongPin(i));
      expect(json<Refusal>(wrong).message).toBe(
        `Invalid Security Pin, ${FACTOR_FAILURES_PER_ADDRESS - i} ${FACTOR_FAILURES_PER_ADDRESS - i === 1 ? 'try' : 'tries'} left`,
      );
    }
    const locked = await signIn(stranger, wrongPin(99));
    expect(locked.statusCode, locked.body).toBe(423);
    expect(json<Refusal>(locked).message).toBe(
      'Security Pin is locked until 2026-03-02 09:30 UTC after too many wrong attempts',
    );
    // Even the right PIN from there waits out the lock.
    expect((await signIn(stranger, DEFAULT_PIN)).statusCode).toBe(423);

    const member = await signIn('203.0.113.5', DEFAULT_PIN);
    expect(member.statusCode, member.body).toBe(200);
    // The member's right PIN does not lift the lock on the stranger's address.
    expect((await signIn(stranger, DEFAULT_PIN)).statusCode).toBe(423);
  });

  it('slows wrong factors from many addresses to one try per pace, mails the member once, and lets the right one in after the pace', async () => {
    await registerVerified(ctx(), 'founder');
    const address = (i: number) => `172.20.${i >> 8}.${i & 255}`;
    for (let i = 1; i <= FACTOR_FAILURES_PER_ACCOUNT; i++) {
      const wrong = await signIn(address(i), wrongPin(i));
      expect(wrong.statusCode, wrong.body).toBe(422);
      expect(await factorNotices()).toHaveLength(i === FACTOR_FAILURES_PER_ACCOUNT ? 1 : 0);
    }
    const [notice] = await factorNotices();
    expect(notice?.subject).toBe('Tessera: Many wrong verification codes were tried on your account');
    expect(notice?.text).toContain(`(${FACTOR_FAILURES_PER_ACCOUNT} in a row, the last for sign-in)`);
    for (let i = 1; i <= FACTOR_FAILURES_PER_ACCOUNT; i++) expect(notice?.text).not.toContain(wrongPin(i));
    expect(notice?.text).not.toContain(DEFAULT_PIN);

    // From anywhere, even the member's right PIN waits the pace: slowed, never locked.
    const slowed = await signIn(address(500), DEFAULT_PIN);
    expect(slowed.statusCode, slowed.body).toBe(429);
    const refusal = json<Refusal & { retry_after: number }>(slowed);
    expect(refusal.retry_after).toBe(FACTOR_PACE_SECONDS);
    expect(refusal.message).toBe(
      `Too many wrong codes for this account. Please try again in ${FACTOR_PACE_SECONDS} seconds.`,
    );
    expect(refusal.errors).toEqual({ mpin: [refusal.message] });

    // One more guess per pace is weighed; the burst is not mailed again.
    ctx().clock.advance(FACTOR_PACE_SECONDS * 1000);
    expect((await signIn(address(501), wrongPin(501))).statusCode).toBe(422);
    expect((await signIn(address(502), wrongPin(502))).statusCode).toBe(429);
    expect(await factorNotices()).toHaveLength(1);

    ctx().clock.advance(FACTOR_PACE_SECONDS * 1000);
    const member = await signIn('203.0.113.5', DEFAULT_PIN);
    expect(member.statusCode, member.body).toBe(200);
    const logs = json<LogPage>(await getAs(ctx(), '/api/logs', json<{ token: string }>(member).token)).data
      .data;
    expect(logs.filter((e) => e.event === 'second_factor_failures')).toHaveLength(1);

    // The right PIN ended the run: the next wrong one is weighed at once and counted from one again.
    const fresh = await signIn(address(600), wrongPin(600));
    expect(json<Refusal>(fresh).message).toBe(
      `Invalid Security Pin, ${FACTOR_FAILURES_PER_ADDRESS - 1} tries left`,
    );
    expect((await signIn(address(601), wrongPin(601))).statusCode).toBe(422);
  });
});
