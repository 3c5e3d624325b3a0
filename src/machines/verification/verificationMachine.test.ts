import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AuthType, OkResponse, ResendOtpBody } from '../../api/contract';
import type { ApiResult } from '../../api/errors';
import { describeCooldown, otpCooldownMachine } from '../otpCooldown/otpCooldownMachine';
import { advanceSeconds, settle } from '../testing/advance';
import { amountError, codeError, isUncertain } from './moneyRules';
import { type MoneyAction, verificationMachine } from './verificationMachine';

function start(authType: AuthType, action: MoneyAction = 'transfer') {
  const sends: ResendOtpBody[] = [];
  const clock = new SimulatedClock();
  const machine = verificationMachine.provide({
    actors: {
      otpCooldown: otpCooldownMachine.provide({
        actors: {
          sendOtp: fromPromise(
            async ({
              input,
            }: {
              input: { body: ResendOtpBody; token: string | null };
            }): Promise<ApiResult<OkResponse>> => {
              sends.push(input.body);
              return { status: true, message: 'OTP sent', msg: 'OTP sent' };
            },
          ),
        },
      }),
    },
  });
  const actor = createActor(machine, { input: { authType, action, username: 'alice' }, clock }).start();
  const cooldown = () => describeCooldown(actor.getSnapshot().children.otp?.getSnapshot());
  return { actor, clock, sends, cooldown };
}

describe('verification', () => {
  it('mails a code for the withdrawal as soon as the modal opens for an OTP member', async () => {
    const { sends, cooldown } = start('otp', 'withdraw');
    await settle();
    expect(sends).toEqual([{ username: 'alice', from: 'withdraw' }]);
    expect(cooldown()).toMatchObject({ canResend: false, secondsLeft: 60 });
  });

  it('lets the member ask for another code once the minute has passed', async () => {
    const { actor, clock, sends, cooldown } = start('otp');
    await settle();
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(sends).toHaveLength(1);
    advanceSeconds(clock, 60);
    expect(cooldown().canResend).toBe(true);
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(sends).toEqual([
      { username: 'alice', from: 'transfer' },
      { username: 'alice', from: 'transfer' },
    ]);
  });

  it('mails nothing to a member who confirms with the security pin or an authenticator', async () => {
    for (const authType of ['mpin', 'authenticator'] as const) {
      const { actor, sends } = start(authType);
      await settle();
      expect(sends).toHaveLength(0);
      expect(actor.getSnapshot().children.otp).toBeUndefined();
    }
  });

  it('asks for 4 digits of the security pin or an e-mailed code and 6 of an authenticator code', () => {
    expect(start('mpin').actor.getSnapshot().context.codeLength).toBe(4);
    expect(start('otp').actor.getSnapshot().context.codeLength).toBe(4);
    expect(start('authenticator').actor.getSnapshot().context.codeLength).toBe(6);
  });

  it('says the code is required when the member submits an empty field', () => {
    const { actor } = start('mpin');
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().value).toBe('awaitingCode');
    expect(actor.getSnapshot().context.codeError).toBe('This Field Is Required.');
  });

  it('refuses a code of the wrong length', () => {
    const { actor } = start('authenticator');
    actor.send({ type: 'code.submit', code: '1234' });
    expect(actor.getSnapshot().context.codeError).toBe('Authenticator code must be 6 digits');
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('keeps only digits as the member types, up to the code length', () => {
    const { actor } = start('mpin');
    actor.send({ type: 'code.change', code: '1a2b3c45' });
    expect(actor.getSnapshot().context.code).toBe('1234');
  });

  it('finishes with the typed code once it is well-formed', () => {
    const { actor } = start('mpin');
    actor.send({ type: 'code.change', code: '4321' });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ code: '4321' });
  });
});

describe('money form rules', () => {
  it('requires an amount above zero and within the balance', () => {
    expect(amountError('', '10')).toBe('This Field Is Required.');
    expect(amountError('0', '10')).toBe('Amount must be greater than 0');
    expect(amountError('0.000', '10')).toBe('Amount must be greater than 0');
    expect(amountError('1.2.3', '10')).toBe('Please enter a valid amount');
    expect(amountError('1.0000001', '10')).toBe('Please enter a valid amount');
    expect(amountError('10.000001', '10')).toBe('Insufficient Balance');
    expect(amountError('10', '10.000000')).toBeNull();
    expect(amountError('.5', undefined)).toBeNull();
  });

  it('compares amounts beyond what a floating-point number can hold exactly', () => {
    expect(amountError('9007199254740993', '9007199254740992')).toBe('Insufficient Balance');
    expect(amountError('9007199254740992.000001', '9007199254740992.000001')).toBeNull();
  });

  it('names the security pin in its length message', () => {
    expect(codeError('mpin', '12')).toBe('Security Pin must be 4 digits');
    expect(codeError('otp', '123a')).toBe('OTP must be 4 digits');
    expect(codeError('otp', '123456')).toBe('OTP must be 4 digits');
  });

  it('treats an unreachable or failing server as an outcome to retry, and a refusal as final', () => {
    expect(isUncertain({ status: false, msg: 'x', message: 'x', code: 0 })).toBe(true);
    expect(isUncertain({ status: false, msg: 'x', message: 'x', code: 502 })).toBe(true);
    expect(isUncertain({ status: false, msg: 'x', message: 'x', code: 422 })).toBe(false);
    expect(isUncertain({ status: 0, msg: 'x' })).toBe(false);
  });
});
