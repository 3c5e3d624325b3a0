import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ForgetPasswordBody } from '../../api/auth';
import type { OkResponse, ResendOtpBody } from '../../api/contract';
import type { ApiResult } from '../../api/errors';
import { describeCooldown, otpCooldownMachine } from '../otpCooldown/otpCooldownMachine';
import { advanceSeconds, settle } from '../testing/advance';
import { forgotPasswordMachine } from './forgotPasswordMachine';

const ok = (message: string): OkResponse => ({ status: true, message, msg: message });
const refusal = (message: string): ApiResult<OkResponse> => ({
  status: false,
  message,
  msg: message,
  code: 422,
});

function start(answers: { request?: () => ApiResult<OkResponse>; reset?: () => ApiResult<OkResponse> }) {
  const seen = {
    requests: [] as ResendOtpBody[],
    resets: [] as ForgetPasswordBody[],
    toasts: [] as string[],
  };
  const clock = new SimulatedClock();
  const sendOtp = fromPromise(
    async ({
      input,
    }: {
      input: { body: ResendOtpBody; token: string | null };
    }): Promise<ApiResult<OkResponse>> => {
      seen.requests.push(input.body);
      return ok('Code sent again');
    },
  );
  const machine = forgotPasswordMachine.provide({
    actors: {
      requestCode: fromPromise(async ({ input }: { input: ResendOtpBody }) => {
        seen.requests.push(input);
        return answers.request?.() ?? ok('A reset code was sent to your e-mail');
      }),
      resetPassword: fromPromise(async ({ input }: { input: ForgetPasswordBody }) => {
        seen.resets.push(input);
        return answers.reset?.() ?? ok('Your password has been changed');
      }),
      otpCooldown: otpCooldownMachine.provide({ actors: { sendOtp } }),
    },
    actions: {
      notifyError: (_, params) => seen.toasts.push(`error: ${params.message}`),
      notifySuccess: (_, params) => seen.toasts.push(`success: ${params.message}`),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, seen };
}

describe('forgotPassword', () => {
  it('asks for a reset code when the username field is left, then unlocks the code and new password', async () => {
    const { actor, seen } = start({});
    expect(actor.getSnapshot().matches('codeSent')).toBe(false);
    actor.send({ type: 'username.commit', username: 'alice' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(seen.requests).toEqual([{ username: 'alice', from: 'forget' }]);
    expect(actor.getSnapshot().matches({ codeSent: 'editing' })).toBe(true);
    expect(seen.toasts).toEqual(['success: A reset code was sent to your e-mail']);
  });

  it('does not ask for a code when the username is empty', () => {
    const { actor, seen } = start({});
    actor.send({ type: 'username.commit', username: '' });
    expect(seen.requests).toHaveLength(0);
    expect(actor.getSnapshot().context.fieldErrors.username).toBe('Username is Required');
  });

  it('keeps the username editable and shows why when no code could be sent', async () => {
    const { actor, seen } = start({ request: () => refusal('No member with that username') });
    actor.send({ type: 'username.commit', username: 'ghost' });
    await settle();
    expect(actor.getSnapshot().value).toBe('enteringUsername');
    expect(seen.toasts).toEqual(['error: No member with that username']);
  });

  it('requires the code and the new password before resetting', async () => {
    const { actor, seen } = start({});
    actor.send({ type: 'username.commit', username: 'alice' });
    await settle();
    actor.send({ type: 'reset.submit', otp: '', newpassword: '' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      otp: 'OTP is Required',
      newpassword: 'New Password is Required',
    });
    expect(seen.resets).toHaveLength(0);
  });

  it('resets the password and finishes, so the dialog can close', async () => {
    const { actor, seen } = start({});
    actor.send({ type: 'username.commit', username: 'alice' });
    await settle();
    actor.send({ type: 'reset.submit', otp: '123456', newpassword: 'new secret 1' });
    await settle();
    expect(seen.resets).toEqual([{ username: 'alice', otp: '123456', newpassword: 'new secret 1' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(seen.toasts).toContain('success: Your password has been changed');
  });

  it('stays on the form with the server message when the code is wrong', async () => {
    const { actor, seen } = start({ reset: () => refusal('Invalid OTP') });
    actor.send({ type: 'username.commit', username: 'alice' });
    await settle();
    actor.send({ type: 'reset.submit', otp: '000000', newpassword: 'new secret 1' });
    await settle();
    expect(actor.getSnapshot().matches({ codeSent: 'editing' })).toBe(true);
    expect(seen.toasts).toContain('error: Invalid OTP');
  });

  it('lets the member ask for another code only after the 60 second countdown', async () => {
    const { actor, clock, seen } = start({});
    actor.send({ type: 'username.commit', username: 'alice' });
    await settle();
    const otp = () => describeCooldown(actor.getSnapshot().children.otp?.getSnapshot());
    expect(otp()).toMatchObject({ canResend: false, secondsLeft: 60 });
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(seen.requests).toHaveLength(1);
    advanceSeconds(clock, 60);
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(seen.requests).toEqual([
      { username: 'alice', from: 'forget' },
      { username: 'alice', from: 'forget' },
    ]);
  });
});
