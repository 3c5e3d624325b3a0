import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AuthType, OkResponse, ResendOtpBody } from '../../api/contract';
import type { ApiResult } from '../../api/errors';
import type { ChangeAuthenticationBody, ChangeAuthenticationResponse } from '../../api/security';
import { clearSession, getSessionValues, setSession } from '../../api/session';
import { describeCooldown, otpCooldownMachine } from '../otpCooldown/otpCooldownMachine';
import { advanceSeconds, settle } from '../testing/advance';
import { authTypeMachine, type SetUpMethods } from './authTypeMachine';

const everything: SetUpMethods = { mpin: true, otp: true, authenticator: true };
const changed = (auth_type: AuthType): ChangeAuthenticationResponse => ({
  status: true,
  message: 'Authentication changed',
  msg: 'Authentication changed',
  auth_type,
});
const refusal = (message: string) =>
  ({ status: false, msg: message, message, code: 422, errors: { otp: [message] } }) as never;

function start(
  current: AuthType,
  setUp: SetUpMethods = everything,
  answer: (body: ChangeAuthenticationBody) => ApiResult<ChangeAuthenticationResponse> | Promise<never> = (
    body,
  ) => changed(body.type),
) {
  const seen = {
    posted: [] as ChangeAuthenticationBody[],
    mailed: [] as ResendOtpBody[],
    toasts: [] as string[],
    tabs: [] as string[],
    refreshes: 0,
  };
  const clock = new SimulatedClock();
  const machine = authTypeMachine.provide({
    actors: {
      changeAuthentication: fromPromise(async ({ input }: { input: ChangeAuthenticationBody }) => {
        seen.posted.push(input);
        return answer(input);
      }),
      otpCooldown: otpCooldownMachine.provide({
        actors: {
          sendOtp: fromPromise(
            async ({ input }: { input: { body: ResendOtpBody; token: string | null } }) => {
              seen.mailed.push(input.body);
              return { status: true, message: 'OTP sent', msg: 'OTP sent' } as ApiResult<OkResponse>;
            },
          ),
        },
      }),
    },
    actions: {
      notifyError: (_, { message }) => seen.toasts.push(`error: ${message}`),
      notifySuccess: (_, { message }) => seen.toasts.push(`success: ${message}`),
      openTab: (_, { tab }) => seen.tabs.push(tab),
      refresh: () => {
        seen.refreshes++;
      },
    },
  });
  const actor = createActor(machine, { input: { username: 'alice', current, setUp }, clock }).start();
  const state = () => actor.getSnapshot();
  return { actor, clock, seen, state };
}

beforeEach(() => {
  clearSession();
  setSession({ token: 'member-token', status: '1', username: 'alice', auth_type: 'mpin' });
});

describe('choosing the authentication type', () => {
  it("says 'Please Select Correct Option.' when nothing is chosen, and sends nothing", () => {
    const { actor, seen, state } = start('mpin');
    actor.send({ type: 'code.change', code: '4831' });
    actor.send({ type: 'form.submit' });
    expect(state().context.fieldErrors).toEqual({ type: 'Please Select Correct Option.' });
    expect(state().value).toEqual({ choosing: 'editing' });
    expect(seen.posted).toHaveLength(0);
    actor.send({ type: 'type.select', authType: 'otp' });
    expect(state().context.fieldErrors.type).toBeUndefined();
  });

  it('switches to the authenticator with the current security pin, and the session follows', async () => {
    const { actor, seen, state } = start('mpin');
    actor.send({ type: 'type.select', authType: 'authenticator' });
    actor.send({ type: 'code.change', code: '48a31' });
    expect(state().context.code).toBe('4831');
    actor.send({ type: 'form.submit' });
    expect(state().hasTag('busy')).toBe(true);
    await settle();
    expect(seen.posted).toEqual([{ type: 'authenticator', mpin: '4831' }]);
    expect(state().value).toEqual({ choosing: 'changed' });
    expect(state().context).toMatchObject({ current: 'authenticator', selected: null, code: '' });
    expect(getSessionValues().auth_type).toBe('authenticator');
    expect(seen.toasts).toEqual(['success: Authentication changed']);
    expect(seen.refreshes).toBe(1);
  });

  it('confirms with the code of the method in use, whatever the new one', async () => {
    const { actor, seen, state } = start('authenticator');
    actor.send({ type: 'type.select', authType: 'otp' });
    actor.send({ type: 'code.change', code: '1234' });
    actor.send({ type: 'form.submit' });
    expect(state().context.fieldErrors).toEqual({ code: 'Authenticator code must be 6 digits' });
    actor.send({ type: 'code.change', code: '123456' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(seen.posted).toEqual([{ type: 'otp', authenticator: '123456' }]);
  });

  it('requires the verification code', () => {
    const { actor, seen, state } = start('mpin');
    actor.send({ type: 'type.select', authType: 'otp' });
    actor.send({ type: 'form.submit' });
    expect(state().context.fieldErrors).toEqual({ code: 'This Field Is Required.' });
    expect(seen.posted).toHaveLength(0);
  });

  it('follows a fresh GET authentication, dropping a code typed for the method no longer in use', () => {
    const { actor, state } = start('mpin', { mpin: true, otp: true, authenticator: false });
    actor.send({ type: 'code.change', code: '4831' });
    actor.send({ type: 'authentication.update', current: 'otp', setUp: everything });
    expect(state().context).toMatchObject({ current: 'otp', setUp: everything, code: '' });
  });
});

describe('a method that is not set up', () => {
  it('refuses a security pin not set up and asks the screen to open the Security Pin tab', () => {
    const { actor, seen, state } = start('otp', { mpin: false, otp: true, authenticator: true });
    actor.send({ type: 'type.select', authType: 'mpin' });
    actor.send({ type: 'form.submit' });
    expect(state().value).toEqual({ choosing: 'notSetUp' });
    expect(seen.toasts).toEqual(['error: Please Setup Your Security Pin']);
    expect(seen.tabs).toEqual(['pin']);
    expect(seen.posted).toHaveLength(0);
  });

  it('refuses an authenticator not set up and asks the screen to open the 2FA tab', () => {
    const { actor, seen } = start('mpin', { mpin: true, otp: true, authenticator: false });
    actor.send({ type: 'type.select', authType: 'authenticator' });
    actor.send({ type: 'code.change', code: '4831' });
    actor.send({ type: 'form.submit' });
    expect(seen.toasts).toEqual(['error: Please Setup Your 2FA Authenticator']);
    expect(seen.tabs).toEqual(['2fa']);
    expect(seen.posted).toHaveLength(0);
  });
});

describe('confirming with an e-mailed code', () => {
  it('mails an OTP member the code for security changes on request, with the resend countdown', async () => {
    const { actor, clock, seen, state } = start('otp');
    expect(seen.mailed).toHaveLength(0);
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(seen.mailed).toEqual([{ username: 'alice', from: 'security' }]);
    const cooldown = () => describeCooldown(state().children.otp?.getSnapshot());
    expect(cooldown()).toMatchObject({ canResend: false, secondsLeft: 60 });
    advanceSeconds(clock, 60);
    expect(cooldown().canResend).toBe(true);
  });

  it('mails nothing for a member who confirms with a pin', async () => {
    const { actor, seen } = start('mpin');
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(seen.mailed).toHaveLength(0);
  });
});

describe('a refused or unanswered change', () => {
  it('keeps the session and shows the server’s message when the change is refused', async () => {
    const { actor, seen, state } = start('otp', everything, () => refusal('Invalid OTP'));
    actor.send({ type: 'type.select', authType: 'mpin' });
    actor.send({ type: 'code.change', code: '9999' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(state().value).toEqual({ choosing: 'refused' });
    expect(state().context).toMatchObject({
      current: 'otp',
      selected: 'mpin',
      code: '',
      error: 'Invalid OTP',
    });
    expect(getSessionValues().auth_type).toBe('mpin');
    expect(seen.toasts).toEqual(['error: Invalid OTP']);
  });

  it('apologises when no answer comes', async () => {
    const { actor, state } = start('mpin', everything, () => Promise.reject(new TypeError('offline')));
    actor.send({ type: 'type.select', authType: 'otp' });
    actor.send({ type: 'code.change', code: '4831' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(state().context.error).toBe('Something Went Wrong Please Try Again....');
  });
});
