import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { VerifyEmailBody, VerifyEmailResponse } from '../../api/auth';
import type { OkResponse, ResendOtpBody } from '../../api/contract';
import type { ApiResult } from '../../api/errors';
import { describeCooldown, otpCooldownMachine } from '../otpCooldown/otpCooldownMachine';
import { advanceSeconds, settle } from '../testing/advance';
import { type VerifyEmailInput, verifyEmailMachine } from './verifyEmailMachine';

function start(input: VerifyEmailInput, answer?: () => ApiResult<VerifyEmailResponse>) {
  const seen = {
    sends: [] as ResendOtpBody[],
    checks: [] as VerifyEmailBody[],
    toasts: [] as string[],
    navigations: [] as string[],
  };
  const clock = new SimulatedClock();
  const machine = verifyEmailMachine.provide({
    actors: {
      verifyEmail: fromPromise(async ({ input: body }: { input: VerifyEmailBody }) => {
        seen.checks.push(body);
        return (
          answer?.() ?? {
            status: true as const,
            message: 'E-mail verified',
            msg: 'E-mail verified',
            username: body.username,
          }
        );
      }),
      otpCooldown: otpCooldownMachine.provide({
        actors: {
          sendOtp: fromPromise(
            async ({
              input: call,
            }: {
              input: { body: ResendOtpBody; token: string | null };
            }): Promise<ApiResult<OkResponse>> => {
              seen.sends.push(call.body);
              return { status: true, message: 'Code sent', msg: 'Code sent' };
            },
          ),
        },
      }),
    },
    actions: {
      notifyError: (_, params) => seen.toasts.push(`error: ${params.message}`),
      notifySuccess: (_, params) => seen.toasts.push(`success: ${params.message}`),
      openLogin: () => seen.navigations.push('/login'),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const cooldown = () => describeCooldown(actor.getSnapshot().children.otp?.getSnapshot());
  return { actor, clock, seen, cooldown };
}

describe('verifyEmail', () => {
  it('sends a verification code as soon as the page opens', async () => {
    const { seen, cooldown } = start({ username: 'alice' });
    await settle();
    expect(seen.sends).toEqual([{ username: 'alice', from: 'verify' }]);
    expect(cooldown()).toMatchObject({ canResend: false, secondsLeft: 60 });
  });

  it('only counts down when the previous page has just sent a code', async () => {
    const { seen, cooldown } = start({ username: 'alice', codeAlreadySent: true });
    await settle();
    expect(seen.sends).toHaveLength(0);
    expect(cooldown().secondsLeft).toBe(60);
  });

  it('verifies the four-digit code and goes to sign-in', async () => {
    const { actor, seen } = start({ username: 'alice' });
    await settle();
    actor.send({ type: 'code.submit', code: '4321' });
    await settle();
    expect(seen.checks).toEqual([{ username: 'alice', otp: '4321' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(seen.navigations).toEqual(['/login']);
    expect(seen.toasts).toEqual(['success: E-mail verified']);
  });

  it('refuses an incomplete code without calling the server', async () => {
    const { actor, seen } = start({ username: 'alice' });
    await settle();
    actor.send({ type: 'code.submit', code: '43' });
    expect(actor.getSnapshot().context.codeError).toBe('OTP must be 4 digits');
    expect(seen.checks).toHaveLength(0);
  });

  it('stays on the page with the server message when the code is wrong', async () => {
    const { actor, seen } = start({ username: 'alice' }, () => ({
      status: false,
      msg: 'x',
      message: 'x',
      code: 422,
      errors: { otp: ['The code is invalid or has expired'] },
    }));
    await settle();
    actor.send({ type: 'code.submit', code: '0000' });
    await settle();
    expect(actor.getSnapshot().matches({ awaitingCode: 'editing' })).toBe(true);
    expect(seen.toasts).toEqual(['error: The code is invalid or has expired']);
  });

  it('allows a new code after the 60 second countdown', async () => {
    const { actor, clock, seen, cooldown } = start({ username: 'alice' });
    await settle();
    advanceSeconds(clock, 59);
    expect(cooldown()).toMatchObject({ canResend: false, secondsLeft: 1 });
    advanceSeconds(clock, 1);
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(seen.sends).toHaveLength(2);
  });

  it('sends a visitor without a pending username back to sign-in', () => {
    const { actor, seen } = start({ username: '' });
    expect(actor.getSnapshot().value).toBe('usernameMissing');
    expect(seen.navigations).toEqual(['/login']);
  });
});
