import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AuthType, OkResponse, ResendOtpBody } from '../../api/contract';
import type { ApiResult } from '../../api/errors';
import type { RecoveryCodesResponse, RenewRecoveryCodesBody } from '../../api/security';
import { describeCooldown } from '../otpCooldown/otpCooldownMachine';
import { advanceSeconds, settle } from '../testing/advance';
import { recordingVerification, verificationContext } from '../testing/moneyMoveFakes';
import { twoFactorMachine } from './twoFactorMachine';

const codes = Array.from({ length: 10 }, (_, i) => `k7m2${i}-x9p4${i}`);
const issued: RecoveryCodesResponse = {
  status: true,
  message: 'Two-factor authentication is on',
  msg: 'Two-factor authentication is on',
  recovery_codes: codes,
};
const turnedOff: OkResponse = { status: true, message: '2FA is off', msg: '2FA is off' };
const refusal = (message: string) =>
  ({ status: false, msg: message, message, code: 422, errors: { code: [message] } }) as never;

type Answer<T> = () => ApiResult<T> | Promise<never>;
interface Fakes {
  enable?: Answer<RecoveryCodesResponse>;
  disable?: Answer<OkResponse>;
  renew?: Answer<RecoveryCodesResponse>;
}

function start(enabled: boolean, fakes: Fakes = {}, authType: AuthType = 'mpin') {
  const seen = {
    enable: [] as { code: string }[],
    disable: [] as { code: string }[],
    renew: [] as RenewRecoveryCodesBody[],
    mailed: [] as ResendOtpBody[],
    toasts: [] as string[],
    refreshes: 0,
  };
  const clock = new SimulatedClock();
  const request =
    <I, T>(log: I[], answer: Answer<T> | undefined, fallback: ApiResult<T>) =>
    async ({ input }: { input: I }) => {
      log.push(input);
      return answer ? answer() : fallback;
    };
  const machine = twoFactorMachine.provide({
    actors: {
      enable2fa: fromPromise(request(seen.enable, fakes.enable, issued)),
      disable2fa: fromPromise(request(seen.disable, fakes.disable, turnedOff)),
      renewRecoveryCodes: fromPromise(request(seen.renew, fakes.renew, issued)),
      verification: recordingVerification({ sends: seen.mailed, toasts: [], refreshes: 0 }),
    },
    actions: {
      notifyError: (_, { message }) => seen.toasts.push(`error: ${message}`),
      notifySuccess: (_, { message }) => seen.toasts.push(`success: ${message}`),
      refresh: () => {
        seen.refreshes++;
      },
    },
  });
  const actor = createActor(machine, { input: { enabled, authType, username: 'alice' }, clock }).start();
  const state = () => actor.getSnapshot();
  return { actor, clock, seen, state };
}

describe('twoFactor: turning 2FA on', () => {
  it('shows the switch as the server says, off or on', () => {
    expect(start(false).state().value).toBe('off');
    expect(start(true).state().value).toBe('on');
  });

  it('asks for the app code and refuses an empty or short one without calling the server', () => {
    const { actor, seen, state } = start(false);
    actor.send({ type: 'twoFactor.toggle' });
    expect(state().value).toBe('enrolling');
    actor.send({ type: 'code.submit' });
    expect(state().context.codeError).toBe('This Field Is Required.');
    actor.send({ type: 'code.change', code: '12 3a45' });
    expect(state().context).toMatchObject({ code: '12345', codeError: null });
    actor.send({ type: 'code.submit' });
    expect(state().context.codeError).toBe('Authenticator code must be 6 digits');
    expect(state().value).toBe('enrolling');
    expect(seen.enable).toHaveLength(0);
  });

  it('turns 2FA on with the app code, shows the ten recovery codes once, then forgets them', async () => {
    const { actor, seen, state } = start(false);
    actor.send({ type: 'twoFactor.toggle' });
    actor.send({ type: 'code.change', code: '4829175' });
    actor.send({ type: 'code.submit' });
    expect(state().hasTag('busy')).toBe(true);
    await settle();
    expect(seen.enable).toEqual([{ code: '482917' }]);
    expect(state().value).toBe('showingRecoveryCodes');
    expect(state().context).toMatchObject({ enabled: true, recoveryCodes: codes, code: '' });
    expect(seen.toasts).toEqual(['success: Two-factor authentication is on']);
    expect(seen.refreshes).toBe(1);

    // A fresh GET user says 2FA is on: the codes must stay until the member says they are saved.
    actor.send({ type: 'status.sync', enabled: true });
    expect(state().context.recoveryCodes).toEqual(codes);
    actor.send({ type: 'codes.saved' });
    expect(state().value).toBe('on');
    expect(state().context.recoveryCodes).toEqual([]);
  });

  it('keeps the switch off and shows the server’s message when the code is refused', async () => {
    const { actor, seen, state } = start(false, { enable: () => refusal('Invalid authenticator code') });
    actor.send({ type: 'twoFactor.toggle' });
    actor.send({ type: 'code.change', code: '000000' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(state().value).toBe('enrolling');
    expect(state().context).toMatchObject({ enabled: false, code: '', error: 'Invalid authenticator code' });
    expect(seen.toasts).toEqual(['error: Invalid authenticator code']);

    actor.send({ type: 'code.change', code: '1' });
    actor.send({ type: 'step.cancel' });
    expect(state().value).toBe('off');
    expect(state().context).toMatchObject({ code: '', error: null });
  });

  it('follows the server when the answer was lost but GET user then says 2FA is on', async () => {
    const { actor, seen, state } = start(false, { enable: () => Promise.reject(new TypeError('offline')) });
    actor.send({ type: 'twoFactor.toggle' });
    actor.send({ type: 'code.change', code: '482917' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(state().context.error).toBe('Something Went Wrong Please Try Again....');
    expect(seen.refreshes).toBe(1);
    actor.send({ type: 'status.sync', enabled: false });
    expect(state().value).toBe('enrolling');
    actor.send({ type: 'status.sync', enabled: true });
    expect(state().value).toBe('on');
    expect(state().context).toMatchObject({ enabled: true, error: null });
  });

  it('backs out of enrolment when the switch is pressed again', () => {
    const { actor, state } = start(false);
    actor.send({ type: 'twoFactor.toggle' });
    actor.send({ type: 'twoFactor.toggle' });
    expect(state().value).toBe('off');
  });
});

describe('twoFactor: turning 2FA off', () => {
  it('turns 2FA off with a current app code', async () => {
    const { actor, seen, state } = start(true);
    actor.send({ type: 'twoFactor.toggle' });
    expect(state().value).toBe('confirmingDisable');
    actor.send({ type: 'code.change', code: '135790' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(seen.disable).toEqual([{ code: '135790' }]);
    expect(state().value).toBe('off');
    expect(state().context.enabled).toBe(false);
    expect(seen.toasts).toEqual(['success: 2FA is off']);
  });

  it('accepts a recovery code typed in capitals or without its hyphen, and sends it canonical', async () => {
    const { actor, seen } = start(true);
    actor.send({ type: 'twoFactor.toggle' });
    actor.send({ type: 'code.change', code: 'K7M20 X9P40' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(seen.disable).toEqual([{ code: 'k7m20-x9p40' }]);
  });

  it('refuses an empty code and one that is neither an app code nor a recovery code', () => {
    const { actor, seen, state } = start(true);
    actor.send({ type: 'twoFactor.toggle' });
    actor.send({ type: 'code.submit' });
    expect(state().context.codeError).toBe('This Field Is Required.');
    actor.send({ type: 'code.change', code: '12345' });
    actor.send({ type: 'code.submit' });
    expect(state().context.codeError).toBe('Enter the 6-digit code from your app or a recovery code');
    expect(seen.disable).toHaveLength(0);
  });

  it('restores the switch to on and shows the server’s message when turning off is refused', async () => {
    const { actor, seen, state } = start(true, { disable: () => refusal('Invalid code') });
    actor.send({ type: 'twoFactor.toggle' });
    actor.send({ type: 'code.change', code: '111111' });
    actor.send({ type: 'code.submit' });
    expect(state().hasTag('busy')).toBe(true);
    await settle();
    expect(state().value).toBe('confirmingDisable');
    expect(state().context).toMatchObject({ enabled: true, code: '', error: 'Invalid code' });
    expect(seen.toasts).toEqual(['error: Invalid code']);
    actor.send({ type: 'twoFactor.toggle' });
    expect(state().value).toBe('on');
  });
});

describe('twoFactor: renewing the recovery codes', () => {
  it('confirms with the security pin and shows the new codes once', async () => {
    const { actor, seen, state } = start(true);
    actor.send({ type: 'codes.renew' });
    expect(state().value).toBe('confirmingRenewal');
    actor.send({ type: 'code.submit' });
    expect(verificationContext(actor)?.codeError).toBe('This Field Is Required.');
    actor.send({ type: 'code.change', code: '4831' });
    actor.send({ type: 'code.submit' });
    expect(state().value).toBe('renewing');
    await settle();
    expect(seen.renew).toEqual([{ mpin: '4831' }]);
    expect(seen.mailed).toHaveLength(0);
    expect(state().value).toBe('showingRecoveryCodes');
    expect(state().context.recoveryCodes).toEqual(codes);
  });

  it('mails a security code to an OTP member, with the resend countdown, and sends it as otp', async () => {
    const { actor, clock, seen, state } = start(true, {}, 'otp');
    actor.send({ type: 'codes.renew' });
    await settle();
    expect(seen.mailed).toEqual([{ username: 'alice', from: 'security' }]);
    const cooldown = () =>
      describeCooldown(
        (
          state().children.verification as {
            getSnapshot(): { children: { otp?: { getSnapshot(): unknown } } };
          }
        )
          .getSnapshot()
          .children.otp?.getSnapshot(),
      );
    expect(cooldown()).toMatchObject({ canResend: false, secondsLeft: 60 });
    advanceSeconds(clock, 60);
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(seen.mailed).toHaveLength(2);
    actor.send({ type: 'code.change', code: '5521' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(seen.renew).toEqual([{ otp: '5521' }]);
  });

  it('goes back to 2FA on with the server’s message when the renewal is refused', async () => {
    const { actor, seen, state } = start(true, { renew: () => refusal('Invalid security pin') }, 'mpin');
    actor.send({ type: 'codes.renew' });
    actor.send({ type: 'code.change', code: '0000' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(state().value).toBe('on');
    expect(state().context).toMatchObject({ error: 'Invalid security pin', recoveryCodes: [] });
    expect(seen.toasts).toEqual(['error: Invalid security pin']);
  });

  it('asks for six digits of an authenticator member and can be cancelled', () => {
    const { actor, seen, state } = start(true, {}, 'authenticator');
    actor.send({ type: 'codes.renew' });
    actor.send({ type: 'code.change', code: '1234' });
    actor.send({ type: 'code.submit' });
    expect(verificationContext(actor)?.codeError).toBe('Authenticator code must be 6 digits');
    actor.send({ type: 'step.cancel' });
    expect(state().value).toBe('on');
    expect(seen.renew).toHaveLength(0);
  });
});
