import { expect, it } from 'vitest';
import { SIGN_IN_FAILURES_PER_ACCOUNT, SIGN_IN_PACE_SECONDS } from '../../src/api/contract';
import { DEFAULT_PASSWORD, describeEngines, json, registerVerified } from './harness';
import { call, getAs, noticesTo, sessionOf } from './securityFixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

type LogPage = { data: { data: { event: string; detail: string; ip: string }[] } };

describeEngines('password guessing spread over many addresses', (ctx) => {
  let address = 0;
  /** A guess from an address nobody used before, as a guesser with many addresses sends them. */
  const guess = (username: string, password = `wrong-${address}`) =>
    preLogin(`172.16.${(++address >> 8) & 255}.${address & 255}`, username, password);
  const preLogin = (ip: string, username: string, password: string) =>
    call(ctx(), 'POST', '/api/pre-login', { body: { username, password }, from: { ip } });
  const burstNotices = async (username: string) =>
    (await noticesTo(ctx(), username)).filter((m) => m.purpose === 'security:sign_in_failures');

  it('is slowed to one evaluated guess per pace once the account has seen its share, never stopped', async () => {
    await registerVerified(ctx(), 'founder');
    const answers: number[] = [];
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT; i++) answers.push((await guess('founder')).statusCode);
    expect(answers).toEqual(Array(SIGN_IN_FAILURES_PER_ACCOUNT).fill(422));
    // A minute of one guess a second, each from another address: one in every pace is evaluated.
    const waits: number[] = [];
    for (let second = 1; second <= 60; second++) {
      ctx().clock.advance(1000);
      const res = await guess('founder');
      waits.push(res.statusCode === 422 ? 0 : json<{ retry_after: number }>(res).retry_after);
      expect([422, 429], res.body).toContain(res.statusCode);
    }
    const expected = Array.from({ length: 60 }, (_, i) => {
      const sincePace = (i + 1) % SIGN_IN_PACE_SECONDS;
      return sincePace === 0 ? 0 : SIGN_IN_PACE_SECONDS - sincePace;
    });
    expect(waits).toEqual(expected);
  });

  it('mails the member once for a burst, with no password in it, and again for a burst after a quiet spell', async () => {
    await registerVerified(ctx(), 'founder');
    const tried: string[] = [];
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT - 1; i++) {
      tried.push(`guess-${i}`);
      await guess('founder', tried.at(-1));
    }
    expect(await burstNotices('founder')).toEqual([]);
    tried.push('guess-last');
    expect((await guess('founder', 'guess-last')).statusCode).toBe(422);
    const [notice] = await burstNotices('founder');
    expect(notice?.subject).toBe('Tessera: Many wrong passwords were tried on your account');
    expect(notice?.text).toContain(
      `wrong passwords (${SIGN_IN_FAILURES_PER_ACCOUNT} or more within 10 minutes; one more is now let through every ${SIGN_IN_PACE_SECONDS} seconds)`,
    );
    for (const password of [...tried, DEFAULT_PASSWORD]) expect(notice?.text).not.toContain(password);

    // The burst goes on, slowed: still one mail.
    for (let i = 0; i < 30; i++) {
      ctx().clock.advance(SIGN_IN_PACE_SECONDS * 1000);
      expect((await guess('founder')).statusCode).toBe(422);
    }
    expect(await burstNotices('founder')).toHaveLength(1);

    // The member, from an address new to the account, waits one pace at most.
    ctx().clock.advance(SIGN_IN_PACE_SECONDS * 1000);
    const token = await sessionOf(ctx(), 'founder');
    const logs = json<LogPage>(await getAs(ctx(), '/api/logs', token)).data.data;
    expect(logs.filter((e) => e.event === 'sign_in_failures')).toHaveLength(1);

    // Quiet for longer than the window: the next burst is news again.
    ctx().clock.advance(11 * 60_000);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT; i++) await guess('founder');
    expect(await burstNotices('founder')).toHaveLength(2);
  });

  it('mails nobody for the member’s own typos where they signed in before, nor for a username nobody holds', async () => {
    await registerVerified(ctx(), 'founder');
    // Home is one IPv6 /64: each typo comes from another address of it.
    const home = (n: number) => `2001:db8:7:1::${n.toString(16)}`;
    expect((await preLogin(home(1), 'founder', DEFAULT_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT; i++) {
      expect((await preLogin(home(2 + i), 'founder', `typo-${i}`)).statusCode).toBe(422);
    }
    expect(await burstNotices('founder')).toEqual([]);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT + 2; i++) await guess('nobody');
    expect((await guess('founder')).statusCode).toBe(422);
    expect(await burstNotices('founder')).toEqual([]);
  });

  it('lets the member in unslowed from an address they signed in from within 30 days, and no longer after', async () => {
    await registerVerified(ctx(), 'founder');
    await registerVerified(ctx(), 'neighbour', { sponsor: 'founder', position: 'L' });
    expect((await preLogin('203.0.113.5', 'founder', DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await preLogin('203.0.113.6', 'neighbour', DEFAULT_PASSWORD)).statusCode).toBe(200);

    ctx().clock.advance(29 * DAY_MS);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT; i++) await guess('founder');
    expect((await guess('founder', DEFAULT_PASSWORD)).statusCode).toBe(429);
    const known = await preLogin('203.0.113.5', 'founder', DEFAULT_PASSWORD);
    expect(known.statusCode, known.body).toBe(200);

    ctx().clock.advance(2 * DAY_MS);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT; i++) await guess('neighbour');
    const forgotten = await preLogin('203.0.113.6', 'neighbour', DEFAULT_PASSWORD);
    expect(forgotten.statusCode, forgotten.body).toBe(429);
    expect(json<{ retry_after: number }>(forgotten).retry_after).toBe(SIGN_IN_PACE_SECONDS);
  });
});
