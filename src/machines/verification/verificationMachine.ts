import { assign, enqueueActions, sendTo, setup } from 'xstate';
import type { AuthType } from '../../api/contract';
import { otpCooldownMachine } from '../otpCooldown/otpCooldownMachine';
import { codeError, codeLength, filterCode } from './moneyRules';

/** The money move a code confirms; for 'otp' it is also the purpose the e-mailed code is bound to. */
export type MoneyAction = 'transfer' | 'withdraw' | 'unstake';

/** What a code may confirm: a money move, or a change to the member's security ('security'). */
export type VerifiedAction = MoneyAction | 'security';

export interface VerificationInput {
  authType: AuthType;
  action: VerifiedAction;
  username: string;
}

export interface VerificationContext {
  authType: AuthType;
  action: VerifiedAction;
  username: string;
  codeLength: number;
  code: string;
  codeError: string | null;
}

export interface VerificationOutput {
  code: string;
}

export type VerificationEvent =
  | { type: 'code.change'; code: string }
  | { type: 'code.submit'; code?: string }
  | { type: 'otp.resend' };

const submitted = (context: VerificationContext, event: VerificationEvent) =>
  event.type === 'code.submit' && event.code !== undefined
    ? filterCode(context.authType, event.code)
    : context.code;

/**
 * The verification step of a transfer, a withdrawal, an unstake or a security change: asks for the member's
 * code by auth type, mails one at once for 'otp' (with the resend countdown) and finishes with the code once
 * it is well-formed.
 */
export const verificationMachine = setup({
  types: {
    context: {} as VerificationContext,
    input: {} as VerificationInput,
    events: {} as VerificationEvent,
    output: {} as VerificationOutput,
  },
  actors: { otpCooldown: otpCooldownMachine },
  guards: {
    codeIsInvalid: ({ context, event }) => codeError(context.authType, submitted(context, event)) !== null,
    sendsCodesByEmail: ({ context }) => context.authType === 'otp',
  },
}).createMachine({
  id: 'verification',
  context: ({ input }) => ({
    authType: input.authType,
    action: input.action,
    username: input.username,
    codeLength: codeLength(input.authType),
    code: '',
    codeError: null,
  }),
  initial: 'awaitingCode',
  states: {
    awaitingCode: {
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.authType !== 'otp') return;
        enqueue.spawnChild('otpCooldown', {
          id: 'otp',
          input: { username: context.username, from: context.action, start: 'send' },
        });
      }),
      on: {
        'code.change': {
          actions: assign({
            code: ({ context, event }) => filterCode(context.authType, event.code),
            codeError: null,
          }),
        },
        'code.submit': [
          {
            guard: 'codeIsInvalid',
            actions: assign({
              code: ({ context, event }) => submitted(context, event),
              codeError: ({ context, event }) => codeError(context.authType, submitted(context, event)),
            }),
          },
          {
            target: 'confirmed',
            actions: assign({ code: ({ context, event }) => submitted(context, event), codeError: null }),
          },
        ],
        'otp.resend': {
          guard: 'sendsCodesByEmail',
          actions: sendTo('otp', { type: 'otp.send' }),
        },
      },
    },
    confirmed: { type: 'final' },
  },
  output: ({ context }) => ({ code: context.code }),
});
