import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { OkResponse, ResendOtpBody } from '../../api/contract';
import type { ApiResult } from '../../api/errors';
import { advanceSeconds, settle } from '../testing/advance';
import { describeCooldown, type OtpCooldownInput, otpCooldownMachine } from './otpCooldownMachine';

const sent: OkResponse = { status: true, message: 'OTP sent to your e-mail', msg: 'OTP sent to your e-mail' };
const refused = {
  status: false as const,
  message: 'Please wait before asking for another code',
  msg: 'Please wait before asking for another code',
  code: 429,
};

function start(
  input: OtpCooldownInput,
  answer: (body: ResendOtpBody) => ApiResult<OkResponse> | Promise<never>,
) {
  const calls: ResendOtpBody[] = [];
  const clock = new SimulatedClock();
  const machine = otpCooldownMachine.provide({
    actors: {
      sendOtp: fromPromise(
        async ({ input: request }: { input: { body: ResendOtpBody; token: string | null } }) => {
          calls.push(request.body);
          return answer(request.body);
        },
      ),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, calls };
}

describe('otpCooldown', () => {
  it('counts down 60 seconds after a code is sent, then allows another request', async () => {
    const { actor, clock, calls } = start({ username: 'alice', from: 'verify', start: 'send' }, () => sent);
    await settle();
    expect(calls).toEqual([{ username: 'alice', from: 'verify' }]);
    expect(describeCooldown(actor.getSnapshot())).toMatchObject({ canResend: false, secondsLeft: 60 });
    expect(actor.getSnapshot().context.notice).toBe('OTP sent to your e-mail');

    advanceSeconds(clock, 1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    advanceSeconds(clock, 58);
    expect(describeCooldown(actor.getSnapshot())).toMatchObject({ canResend: false, secondsLeft: 1 });
    advanceSeconds(clock, 1);
    expect(describeCooldown(actor.getSnapshot())).toMatchObject({ canResend: true, secondsLeft: 0 });

    actor.send({ type: 'otp.send' });
    await settle();
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
  });

  it('ignores resend requests while the countdown runs', async () => {
    const { actor, clock, calls } = start({ username: 'alice', from: 'login', start: 'send' }, () => sent);
    await settle();
    advanceSeconds(clock, 10);
    actor.send({ type: 'otp.send' });
    await settle();
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(50);
  });

  it('starts the countdown without sending when the code was sent just before', () => {
    const { actor, calls } = start({ username: 'alice', from: 'forget', start: 'cool' }, () => sent);
    expect(calls).toHaveLength(0);
    expect(describeCooldown(actor.getSnapshot())).toMatchObject({ canResend: false, secondsLeft: 60 });
  });

  it('waits for a request when idle, and sends for the username given with it', async () => {
    const { actor, calls } = start({ username: '', from: 'forget' }, () => sent);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'otp.send', username: 'bob' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(calls).toEqual([{ username: 'bob', from: 'forget' }]);
  });
});

describe('otpCooldown when sending fails', () => {
  it('re-enables resend at once and shows the reason when the server refuses to send', async () => {
    const { actor } = start({ username: 'alice', from: 'verify', start: 'send' }, () => refused);
    await settle();
    const view = describeCooldown(actor.getSnapshot());
    expect(view).toMatchObject({ canResend: true, error: 'Please wait before asking for another code' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
  });

  it('counts down the wait the server names when a code was sent moments ago, then allows another request', async () => {
    const wait = {
      status: false as const,
      message: 'Please wait 42 seconds before requesting a new code',
      msg: 'Please wait 42 seconds before requesting a new code',
      code: 429,
      retry_after: 42,
    };
    const { actor, clock, calls } = start({ username: 'alice', from: 'login', start: 'send' }, () => wait);
    await settle();
    expect(describeCooldown(actor.getSnapshot())).toMatchObject({
      canResend: false,
      secondsLeft: 42,
      error: 'Please wait 42 seconds before requesting a new code',
    });
    actor.send({ type: 'otp.send' });
    await settle();
    expect(calls).toHaveLength(1);
    advanceSeconds(clock, 42);
    expect(describeCooldown(actor.getSnapshot()).canResend).toBe(true);
  });

  it('shows the generic apology when sending throws unexpectedly', async () => {
    const { actor } = start({ username: 'alice', from: 'verify', start: 'send' }, () =>
      Promise.reject(new Error('boom')),
    );
    await settle();
    expect(describeCooldown(actor.getSnapshot())).toMatchObject({
      canResend: true,
      error: 'Something Went Wrong Please Try Again....',
    });
  });
});
