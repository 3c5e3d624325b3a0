import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { LoginResult } from '../../api/auth';
import type { AuthType, LoginBody } from '../../api/contract';
import { clearSession, getSession, getSessionValues } from '../../api/session';
import { describeCooldown } from '../otpCooldown/otpCooldownMachine';
import { advanceSeconds, settle } from '../testing/advance';
import { recordingOtpCooldown } from '../testing/otpFakes';
import { refusal, signedIn } from './loginFixtures';
import { secondFactorMachine } from './secondFactorMachine';

const session = signedIn;

type LoginCall = { body: LoginBody; token: string };

/** The second step on its own, after a password step that answered with `authType` and 'pre-token'. */
function start(
  authType: AuthType,
  answer: (call: LoginCall) => LoginResult | Promise<never> = () => session,
) {
  const seen = { login: [] as LoginCall[], resends: [] as unknown[], toasts: [] as string[] };
  const clock = new SimulatedClock();
  const machine = secondFactorMachine.provide({
    actors: {
      login: fromPromise(async ({ input: call }: { input: LoginCall }) => {
        seen.login.push(call);
        return answer(call);
      }),
      otpCooldown: recordingOtpCooldown((call) => seen.resends.push(call)),
    },
    actions: { notifyError: (_, params) => seen.toasts.push(params.message) },
  });
  const actor = createActor(machine, {
    input: { username: 'alice', authType, preLoginToken: 'pre-token' },
    clock,
  }).start();
  const submit = async (code: string) => {
    actor.send({ type: 'code.submit', code });
    await settle();
  };
  const cooldown = () => describeCooldown(actor.getSnapshot().children.otp?.getSnapshot());
  return { actor, clock, seen, submit, cooldown };
}

beforeEach(() => clearSession());

describe('asking for the second factor', () => {
  it('keeps the pre-login token as the session so a reload stays at the second step', () => {
    start('mpin');
    expect(getSessionValues()).toMatchObject({ token: 'pre-token', auth_type: 'mpin', username: 'alice' });
    expect(getSession()).toBeNull();
  });

  it('signs in with a security pin sent under the mpin key with the pre-login token', async () => {
    const { actor, seen } = start('mpin');
    actor.send({ type: 'code.submit', code: '1234' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(seen.login).toEqual([{ body: { username: 'alice', mpin: '1234' }, token: 'pre-token' }]);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().output?.session).toMatchObject({
      token: 'member-token',
      username: 'alice',
      refcode: 'UV1001',
      email: 'alice@example.com',
    });
  });

  it('refuses a code of the wrong length or an empty one before asking the server', async () => {
    const { actor, seen, submit } = start('authenticator');
    await submit('1234');
    expect(actor.getSnapshot().context.fieldErrors.code).toBe('Authenticator code must be 6 digits');
    await submit('');
    expect(actor.getSnapshot().context.fieldErrors.code).toBe('Authenticator code is Required');
    expect(actor.getSnapshot().value).toBe('editingCode');
    expect(seen.login).toHaveLength(0);
  });
});

describe('a refused or lost code', () => {
  it("asks for the code again with the server's message, and forgets it when the member tries again", async () => {
    let tries = 0;
    const { actor, seen, submit } = start('otp', () => (++tries === 1 ? refusal('Invalid OTP') : session));
    await submit('123456');
    expect(seen.login[0]?.body).toEqual({ username: 'alice', otp: '123456' });
    expect(actor.getSnapshot().value).toBe('editingCode');
    expect(actor.getSnapshot().context.error).toBe('Invalid OTP');
    expect(seen.toasts).toEqual(['Invalid OTP']);
    actor.send({ type: 'code.submit', code: '654321' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('apologises and asks for the code again when the answer is lost', async () => {
    const { actor, seen, submit } = start('mpin', () => Promise.reject(new TypeError('bad json')));
    await submit('1234');
    expect(actor.getSnapshot().value).toBe('editingCode');
    expect(actor.getSnapshot().context.error).toBe('Something Went Wrong Please Try Again....');
    expect(seen.toasts).toEqual(['Something Went Wrong Please Try Again....']);
  });

  it('finishes without a session when the server mails an e-mail verification code instead', async () => {
    const { actor, seen, submit } = start('mpin', () => refusal('Verify your e-mail', { otp_send: 1 }));
    await submit('4321');
    expect(actor.getSnapshot().value).toBe('verificationCodeSent');
    expect(actor.getSnapshot().output).toEqual({ session: null });
    expect(seen.toasts).toHaveLength(0);
  });
});

describe('resending the e-mailed code', () => {
  it('counts down from the code mailed with the password step, and resends with the pre-login token only after it', async () => {
    const { actor, clock, seen, cooldown } = start('otp');
    expect(cooldown()).toMatchObject({ canResend: false, secondsLeft: 60 });
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(seen.resends).toHaveLength(0);
    advanceSeconds(clock, 59);
    expect(cooldown()).toMatchObject({ canResend: false, secondsLeft: 1 });
    advanceSeconds(clock, 1);
    expect(cooldown().canResend).toBe(true);
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(seen.resends).toEqual([{ body: { username: 'alice', from: 'login' }, token: 'pre-token' }]);
    expect(cooldown().secondsLeft).toBe(60);
  });

  it('runs no countdown for a member who signs in with a security pin', async () => {
    const { clock, seen, cooldown } = start('mpin');
    expect(cooldown()).toMatchObject({ canResend: true, secondsLeft: 0 });
    advanceSeconds(clock, 60);
    await settle();
    expect(seen.resends).toHaveLength(0);
  });
});

describe('a recovery code in place of the authenticator code', () => {
  it('signs in with a recovery code, sent tidied as recovery_code', async () => {
    const { actor, seen, submit } = start('authenticator');
    actor.send({ type: 'recovery.toggle' });
    expect(actor.getSnapshot().context.recovery).toBe(true);
    await submit('K7M2QX9P4D');
    expect(seen.login).toEqual([
      { body: { username: 'alice', recovery_code: 'k7m2q-x9p4d' }, token: 'pre-token' },
    ]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('refuses a malformed recovery code, and goes back to the app code without the old error', async () => {
    const { actor, seen, submit } = start('authenticator');
    actor.send({ type: 'recovery.toggle' });
    await submit('');
    expect(actor.getSnapshot().context.fieldErrors.code).toBe('Recovery code is Required');
    await submit('123456');
    expect(actor.getSnapshot().context.fieldErrors.code).toBe('Recovery code must look like xxxxx-xxxxx');
    expect(seen.login).toHaveLength(0);
    actor.send({ type: 'recovery.toggle' });
    expect(actor.getSnapshot().context.recovery).toBe(false);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    await submit('123456');
    expect(seen.login[0]?.body).toEqual({ username: 'alice', authenticator: '123456' });
  });

  it('offers recovery codes only to a member who signs in with an authenticator', () => {
    for (const authType of ['mpin', 'otp'] as const) {
      const { actor } = start(authType);
      actor.send({ type: 'recovery.toggle' });
      expect(actor.getSnapshot().context.recovery).toBe(false);
    }
  });
});
