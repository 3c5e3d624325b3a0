import { assign, fromPromise, sendTo, setup } from 'xstate';
import { type ForgetPasswordBody, forgetPassword, resendOtp } from '../../api/auth';
import type { OkResponse, ResendOtpBody } from '../../api/contract';
import { type ApiResult, firstErrorMessage, isOk, SOMETHING_WENT_WRONG } from '../../api/errors';
import { otpCooldownMachine } from '../otpCooldown/otpCooldownMachine';
import { type ForgotPasswordFieldErrors, resetErrors } from './forgotPasswordRules';

export type { ForgotPasswordFieldErrors } from './forgotPasswordRules';

export interface ForgotPasswordContext {
  username: string;
  fieldErrors: ForgotPasswordFieldErrors;
  error: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'username.commit'; username: string }
  | { type: 'reset.submit'; otp: string; newpassword: string }
  | { type: 'otp.resend' };

const notifyError = {
  type: 'notifyError',
  params: ({ context }: { context: ForgotPasswordContext }) => ({
    message: context.error ?? SOMETHING_WENT_WRONG,
  }),
} as const;

export const forgotPasswordMachine = setup({
  types: { context: {} as ForgotPasswordContext, events: {} as ForgotPasswordEvent },
  actors: {
    requestCode: fromPromise<ApiResult<OkResponse>, ResendOtpBody>(({ input }) => resendOtp(input)),
    resetPassword: fromPromise<ApiResult<OkResponse>, ForgetPasswordBody>(({ input }) =>
      forgetPassword(input),
    ),
    otpCooldown: otpCooldownMachine,
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
  },
  guards: {
    hasNoUsername: ({ event }) => event.type === 'username.commit' && !event.username.trim(),
    hasResetErrors: ({ event }) =>
      event.type === 'reset.submit' && resetErrors(event.otp, event.newpassword) !== null,
    isAccepted: (_, answer: ApiResult<OkResponse>) => isOk(answer),
  },
}).createMachine({
  id: 'forgotPassword',
  context: { username: '', fieldErrors: {}, error: null },
  initial: 'enteringUsername',
  states: {
    enteringUsername: {
      on: {
        'username.commit': [
          {
            guard: 'hasNoUsername',
            actions: assign({ fieldErrors: { username: 'Username is Required' } }),
          },
          {
            target: 'requestingCode',
            actions: assign({ username: ({ event }) => event.username.trim(), fieldErrors: {}, error: null }),
          },
        ],
      },
    },
    requestingCode: {
      tags: ['busy'],
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ username: context.username, from: 'forget' as const }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'codeSent',
            actions: {
              type: 'notifySuccess',
              params: ({ event }) => ({ message: firstErrorMessage(event.output, 'OTP sent') }),
            },
          },
          {
            target: 'enteringUsername',
            actions: [assign({ error: ({ event }) => firstErrorMessage(event.output) }), notifyError],
          },
        ],
        onError: {
          target: 'enteringUsername',
          actions: [assign({ error: SOMETHING_WENT_WRONG }), notifyError],
        },
      },
    },
    codeSent: {
      invoke: {
        id: 'otp',
        src: 'otpCooldown',
        input: ({ context }) => ({
          username: context.username,
          from: 'forget' as const,
          start: 'cool' as const,
        }),
      },
      on: { 'otp.resend': { actions: sendTo('otp', { type: 'otp.send' }) } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'reset.submit': [
              {
                guard: 'hasResetErrors',
                actions: assign({
                  fieldErrors: ({ event }) => resetErrors(event.otp, event.newpassword) ?? {},
                }),
              },
              { target: 'resetting', actions: assign({ fieldErrors: {}, error: null }) },
            ],
          },
        },
        resetting: {
          tags: ['busy'],
          invoke: {
            src: 'resetPassword',
            input: ({ context, event }) => ({
              username: context.username,
              otp: event.type === 'reset.submit' ? event.otp : '',
              newpassword: event.type === 'reset.submit' ? event.newpassword : '',
            }),
            onDone: [
              {
                guard: { type: 'isAccepted', params: ({ event }) => event.output },
                target: '#forgotPassword.passwordReset',
                actions: {
                  type: 'notifySuccess',
                  params: ({ event }) => ({ message: firstErrorMessage(event.output, 'Password changed') }),
                },
              },
              {
                target: 'editing',
                actions: [assign({ error: ({ event }) => firstErrorMessage(event.output) }), notifyError],
              },
            ],
            onError: { target: 'editing', actions: [assign({ error: SOMETHING_WENT_WRONG }), notifyError] },
          },
        },
      },
    },
    passwordReset: { type: 'final' },
  },
});
