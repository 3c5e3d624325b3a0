import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { LoginResult, PreLoginResult } from '../../api/auth';
import type { LoginBody, PreLoginBody } from '../../api/contract';
import { clearSession, getSession, getSessionValues } from '../../api/session';
import { describeCooldown } from '../otpCooldown/otpCooldownMachine';
import { advanceSeconds, settle } from '../testing/advance';
import { recordingOtpCooldown } from '../testing/otpFakes';
import { credentialsMachine } from './credentialsMachine';
import { refusal, signedIn } from './loginFixtures';
import { type LoginInput, loginMachine } from './loginMachine';
import { secondFactorMachine } from './secondFactorMachine';

const accepted = (auth_type: 'mpin' | 'otp' | 'authenticator'): PreLoginResult => ({
  status: true,
  message: 'Enter your second factor',
  msg: 'Enter your second factor',
  token: 'pre-token',
  auth_type,
  username: 'alice',
});
const session = signedIn;

interface Fakes {
  preLogin?: (body: PreLoginBody) => PreLoginResult | Promise<never>;
  login?: (body: LoginBody, token: string) => LoginResult | Promise<never>;
  loginAsUser?: () => LoginResult;
}

function start(fakes: Fakes, input: LoginInput = {}) {
  const seen = {
    preLogin: [] as PreLoginBody[],
    login: [] as { body: LoginBody; token: string }[],
    otp: [] as unknown[],
    toasts: [] as string[],
    navigations: [] as string[],
  };
  const clock = new SimulatedClock();
  const notifyError = (_: unknown, params: { message: string }) => seen.toasts.push(params.message);
  const machine = loginMachine.provide({
    actors: {
      credentials: credentialsMachine.provide({
        actors: {
          preLogin: fromPromise(async ({ input: body }: { input: PreLoginBody }) => {
            seen.preLogin.push(body);
            return fakes.preLogin?.(body) ?? refusal('unused');
          }),
        },
        actions: { notifyError },
      }),
      secondFactor: secondFactorMachine.provide({
        actors: {
          login: fromPromise(async ({ input: call }: { input: { body: LoginBody; token: string } }) => {
            seen.login.push(call);
            return fakes.login?.(call.body, call.token) ?? refusal('unused');
          }),
          otpCooldown: recordingOtpCooldown((call) => seen.otp.push(call)),
        },
        actions: { notifyError },
      }),
      loginAsUser: fromPromise(async () => fakes.loginAsUser?.() ?? refusal('unused')),
    },
    actions: {
      notifyError,
      openMemberArea: () => seen.navigations.push('/user/explore'),
      openVerifyEmail: () => seen.navigations.push('/verifyEmail'),
      openNewUsername: (_, params) => seen.navigations.push(`/newUsername ${params.email}`),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, seen };
}

beforeEach(() => clearSession());

type LoginActor = ReturnType<typeof start>['actor'];

/** The password step's own state, while it runs. */
const credentialsStep = (actor: LoginActor) => actor.getSnapshot().children.credentials?.getSnapshot();

/** The second step's own state, while it runs. */
const secondStep = (actor: LoginActor) => actor.getSnapshot().children.secondFactor?.getSnapshot();

/** True while the member is asked for the second factor. */
const isAskingForCode = (actor: LoginActor) =>
  actor.getSnapshot().matches('secondFactor') && secondStep(actor)?.matches('editingCode') === true;

/** True while the member is at the sign-in form. */
const isAtCredentials = (actor: LoginActor) =>
  actor.getSnapshot().matches('credentials') && credentialsStep(actor)?.matches('editing') === true;

/** `start`, with a shorthand for the machine's snapshot. */
function startAt(fakes: Fakes) {
  const started = start(fakes);
  return { ...started, step: () => secondStep(started.actor) };
}

/** Passes the password step, to the second factor. */
async function signInStep(actor: LoginActor) {
  actor.send({ type: 'credentials.submit', username: 'alice', password: 'pw' });
  await settle();
}

describe('the password step', () => {
  it('asks for the username and password without calling the server when they are empty', () => {
    const { actor, seen } = start({});
    actor.send({ type: 'credentials.submit', username: '  ', password: '' });
    expect(credentialsStep(actor)?.context.fieldErrors).toEqual({
      username: 'username is Required',
      password: 'Password is Required',
    });
    expect(seen.preLogin).toHaveLength(0);
  });

  it('never keeps the password once it has been sent', async () => {
    const { actor } = start({ preLogin: () => accepted('mpin') });
    actor.send({ type: 'credentials.submit', username: 'alice', password: 'correct horse' });
    await settle();
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('correct horse');
    expect(JSON.stringify(secondStep(actor)?.context)).not.toContain('correct horse');
    expect(JSON.stringify(getSessionValues())).not.toContain('correct horse');
  });

  it('shows the server message when the password is wrong', async () => {
    const { actor, seen } = start({
      preLogin: () => refusal('ignored', { errors: { password: ['These credentials do not match'] } }),
    });
    actor.send({ type: 'credentials.submit', username: 'alice', password: 'nope' });
    await settle();
    expect(isAtCredentials(actor)).toBe(true);
    expect(seen.toasts).toEqual(['These credentials do not match']);
  });

  it("says 'Something went wrong.' when the server cannot be reached at the password step", async () => {
    const { actor, seen } = start({ preLogin: () => refusal('fetch failed', { code: 0 }) });
    actor.send({ type: 'credentials.submit', username: 'alice', password: 'pw' });
    await settle();
    expect(credentialsStep(actor)?.context.error).toBe('Something went wrong.');
    expect(seen.toasts).toEqual(['Something went wrong.']);
  });

  it('apologises when signing in fails unexpectedly', async () => {
    const { actor, seen } = start({ preLogin: () => Promise.reject(new TypeError('bad json')) });
    actor.send({ type: 'credentials.submit', username: 'alice', password: 'pw' });
    await settle();
    expect(seen.toasts).toEqual(['Something Went Wrong Please Try Again....']);
  });
});

describe('the second step', () => {
  it('signs in with a security pin after the password step and lands on Explore', async () => {
    const { actor, seen } = start({ preLogin: () => accepted('mpin'), login: () => session });
    actor.send({ type: 'credentials.submit', username: 'alice', password: 'correct horse' });
    expect(credentialsStep(actor)?.hasTag('busy')).toBe(true);
    await settle();
    expect(isAskingForCode(actor)).toBe(true);
    expect(getSessionValues()).toMatchObject({ token: 'pre-token', auth_type: 'mpin', username: 'alice' });
    expect(getSession()).toBeNull();
    expect(seen.otp).toHaveLength(0);

    actor.send({ type: 'code.submit', code: '1234' });
    await settle();
    expect(seen.login).toEqual([{ body: { username: 'alice', mpin: '1234' }, token: 'pre-token' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(getSession()).toMatchObject({ token: 'member-token', username: 'alice', refcode: 'UV1001' });
    expect(seen.navigations).toEqual(['/user/explore']);
  });

  it('runs the resend countdown for the code mailed with the password step, then resends with the pre-login token', async () => {
    const { actor, clock, seen } = start({ preLogin: () => accepted('otp') });
    actor.send({ type: 'credentials.submit', username: 'alice', password: 'pw' });
    await settle();
    const otp = secondStep(actor)?.children.otp;
    expect(describeCooldown(otp?.getSnapshot())).toMatchObject({ canResend: false, secondsLeft: 60 });
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(seen.otp).toHaveLength(0);
    advanceSeconds(clock, 60);
    expect(describeCooldown(otp?.getSnapshot()).canResend).toBe(true);
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(seen.otp).toEqual([{ body: { username: 'alice', from: 'login' }, token: 'pre-token' }]);
  });

  it("shows the server's words and counts down from its figure when no new login code could be mailed", async () => {
    const wait = 'Your last code can no longer be used. A new code can be sent in 10 seconds';
    const { actor, clock, seen } = start({
      preLogin: () => ({ ...accepted('otp'), msg: wait, message: wait, retry_after: 10 }),
    });
    actor.send({ type: 'credentials.submit', username: 'alice', password: 'pw' });
    await settle();
    const otp = secondStep(actor)?.children.otp;
    expect(describeCooldown(otp?.getSnapshot())).toMatchObject({
      canResend: false,
      secondsLeft: 10,
      error: wait,
    });
    advanceSeconds(clock, 10);
    expect(describeCooldown(otp?.getSnapshot()).canResend).toBe(true);
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(seen.otp).toHaveLength(1);
  });

  it('rejects a second factor of the wrong length before calling the server', async () => {
    const { actor, seen } = start({ preLogin: () => accepted('authenticator') });
    actor.send({ type: 'credentials.submit', username: 'alice', password: 'pw' });
    await settle();
    actor.send({ type: 'code.submit', code: '1234' });
    expect(secondStep(actor)?.context.fieldErrors.code).toBe('Authenticator code must be 6 digits');
    actor.send({ type: 'code.submit', code: '' });
    expect(secondStep(actor)?.context.fieldErrors.code).toBe('Authenticator code is Required');
    expect(seen.login).toHaveLength(0);
  });

  it('sends the code under the auth type key and shows the server message when it is wrong', async () => {
    const { actor, seen } = start({ preLogin: () => accepted('otp'), login: () => refusal('Invalid OTP') });
    actor.send({ type: 'credentials.submit', username: 'alice', password: 'pw' });
    await settle();
    actor.send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(seen.login[0]?.body).toEqual({ username: 'alice', otp: '123456' });
    expect(isAskingForCode(actor)).toBe(true);
    expect(seen.toasts).toEqual(['Invalid OTP']);
  });
});

describe('a recovery code at the second step', () => {
  it('signs in with a recovery code in place of the authenticator code, sent as recovery_code', async () => {
    const { actor, seen, step } = startAt({
      preLogin: () => accepted('authenticator'),
      login: () => session,
    });
    await signInStep(actor);
    actor.send({ type: 'recovery.toggle' });
    expect(step()?.context.recovery).toBe(true);
    actor.send({ type: 'code.submit', code: 'K7M2QX9P4D' });
    await settle();
    expect(seen.login).toEqual([
      { body: { username: 'alice', recovery_code: 'k7m2q-x9p4d' }, token: 'pre-token' },
    ]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('refuses a malformed recovery code, and goes back to the app code when asked', async () => {
    const { actor, seen, step } = startAt({
      preLogin: () => accepted('authenticator'),
      login: () => session,
    });
    await signInStep(actor);
    actor.send({ type: 'recovery.toggle' });
    actor.send({ type: 'code.submit', code: '' });
    expect(step()?.context.fieldErrors.code).toBe('Recovery code is Required');
    actor.send({ type: 'code.submit', code: '123456' });
    expect(step()?.context.fieldErrors.code).toBe('Recovery code must look like xxxxx-xxxxx');
    expect(seen.login).toHaveLength(0);
    actor.send({ type: 'recovery.toggle' });
    expect(step()?.context.recovery).toBe(false);
    expect(step()?.context.fieldErrors).toEqual({});
    actor.send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(seen.login[0]?.body).toEqual({ username: 'alice', authenticator: '123456' });
  });

  it('offers recovery codes only to a member who signs in with an authenticator', async () => {
    const { actor, step } = startAt({ preLogin: () => accepted('mpin') });
    await signInStep(actor);
    actor.send({ type: 'recovery.toggle' });
    expect(step()?.context.recovery).toBe(false);
  });
});

describe('a member whose e-mail is not yet verified', () => {
  it('sends a member whose code was just mailed to e-mail verification, remembering the username', async () => {
    const { actor, seen } = start({
      preLogin: () => refusal('Verify your e-mail', { otp_send: 1, email_verified: 0 }),
    });
    actor.send({ type: 'credentials.submit', username: 'alice', password: 'pw' });
    await settle();
    expect(actor.getSnapshot().value).toBe('verificationCodeSent');
    expect(seen.navigations).toEqual(['/verifyEmail']);
    expect(getSessionValues().username).toBe('alice');
  });

  it('sends a member with an unverified e-mail to the new-username page with that e-mail', async () => {
    const { actor, seen } = start({
      preLogin: () =>
        refusal('E-mail not verified', {
          otp_send: 0,
          email_verified: 0,
          user_details: { username: 'alice', email_required: 'alice@example.com' },
        }),
    });
    actor.send({ type: 'credentials.submit', username: 'alice', password: 'pw' });
    await settle();
    expect(actor.getSnapshot().value).toBe('emailUnverified');
    expect(seen.navigations).toEqual(['/newUsername alice@example.com']);
    expect(getSessionValues().username).toBe('alice');
  });

  it('does not mistake a flag in user_details for the e-mail address', async () => {
    const { seen, actor } = start({
      preLogin: () =>
        refusal('Please verify your email address first', {
          otp_send: 0,
          email_verified: 0,
          user_details: { username: 'alice', email_required: '1' },
        }),
    });
    actor.send({ type: 'credentials.submit', username: 'alice', password: 'pw' });
    await settle();
    expect(seen.navigations).toEqual(['/newUsername ']);
  });

  it('goes to e-mail verification when the second step says a verification code was sent', async () => {
    const { actor, seen } = start({
      preLogin: () => accepted('mpin'),
      login: () => refusal('Verify your e-mail', { otp_send: 1 }),
    });
    actor.send({ type: 'credentials.submit', username: 'alice', password: 'pw' });
    await settle();
    actor.send({ type: 'code.submit', code: '4321' });
    await settle();
    expect(seen.navigations).toEqual(['/verifyEmail']);
  });
});

describe("an operator's sign-in link", () => {
  it("signs in from an operator's link without asking for credentials", async () => {
    const { actor, seen } = start(
      { loginAsUser: () => session },
      { autoLogin: { user: 'alice', auth: 'tmp' } },
    );
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(seen.navigations).toEqual(['/user/explore']);
    expect(getSession()?.token).toBe('member-token');
  });

  it("falls back to the sign-in form with the server's reason when an operator's link is spent", async () => {
    const { actor, seen } = start(
      { loginAsUser: () => refusal('This sign-in link has expired') },
      { autoLogin: { user: 'alice', auth: 'old' } },
    );
    await settle();
    expect(isAtCredentials(actor)).toBe(true);
    expect(seen.toasts).toEqual(['This sign-in link has expired']);
    expect(getSession()).toBeNull();
  });
});
