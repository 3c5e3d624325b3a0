import { assign, fromPromise, sendTo, setup } from 'xstate';
import { type ForgetPasswordBody, forgetPassword, resendOtp } from '../../api/auth';
import type { OkResponse, ResendOtpBody } from '../../api/contract';
import { type ApiResult, firstErrorMessage, isOk, SOMETHING_WENT_WRONG } from '../../api/errors';
import { otpCooldownMachine } from '../otpCooldown/otpCooldownMachine';

export interface ForgotPasswordFieldErrors {
  username?: string;
  otp?: string;
  newpassword?: string;
}

export interface ForgotPasswordContext {
  username: string;
  fieldErrors: ForgotPasswordFieldErrors;
  error: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'username.commit'; username: string }
  | { type: 'reset.submit'; otp: string; newpassword: string }
  | { type: 'otp.resend' };

function resetErrors(otp: string, newpassword: string): ForgotPasswordFieldErrors | null {
  const errors: ForgotPasswordFieldErrors = {};
  if (!otp) errors.otp = 'OTP is Required';
  if (!newpassword) errors.newpassword = 'New Password is Required';
  return Object.keys(errors).length ? errors : null;
}

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
}).createMachine({
  id: 'forgotPassword',
  context: { username: '', fieldErrors: {}, error: null },
  initial: 'enteringUsername',
  states: {
    enteringUsername: {
      on: {
        'username.commit': [
          {
            guard: ({ event }) => !event.username.trim(),
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
            guard: ({ event }) => isOk(event.output),
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
                guard: ({ event }) => resetErrors(event.otp, event.newpassword) !== null,
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
                guard: ({ event }) => isOk(event.output),
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
