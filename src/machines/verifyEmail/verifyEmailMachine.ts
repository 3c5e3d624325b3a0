import { assign, fromPromise, sendTo, setup } from 'xstate';
import { type VerifyEmailBody, type VerifyEmailResponse, verifyEmail } from '../../api/auth';
import { VERIFY_CODE_LENGTH } from '../../api/constants';
import { type ApiResult, firstErrorMessage, isOk, SOMETHING_WENT_WRONG } from '../../api/errors';
import { otpCooldownMachine } from '../otpCooldown/otpCooldownMachine';

export interface VerifyEmailInput {
  username: string;
  /** The previous page already had a code sent (login or the new-username page), so only the countdown runs. */
  codeAlreadySent?: boolean;
}

export interface VerifyEmailContext {
  username: string;
  codeAlreadySent: boolean;
  codeError: string | null;
  error: string | null;
}

export type VerifyEmailEvent = { type: 'code.submit'; code: string } | { type: 'otp.resend' };

function codeError(code: string): string | null {
  if (!code) return 'OTP is Required';
  if (!/^[0-9]+$/.test(code) || code.length !== VERIFY_CODE_LENGTH)
    return `OTP must be ${VERIFY_CODE_LENGTH} digits`;
  return null;
}

const notifyError = {
  type: 'notifyError',
  params: ({ context }: { context: VerifyEmailContext }) => ({
    message: context.error ?? SOMETHING_WENT_WRONG,
  }),
} as const;

export const verifyEmailMachine = setup({
  types: { context: {} as VerifyEmailContext, input: {} as VerifyEmailInput, events: {} as VerifyEmailEvent },
  actors: {
    verifyEmail: fromPromise<ApiResult<VerifyEmailResponse>, VerifyEmailBody>(({ input }) =>
      verifyEmail(input),
    ),
    otpCooldown: otpCooldownMachine,
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    openLogin: () => {},
  },
  guards: {
    hasUsername: ({ context }) => context.username !== '',
    hasCodeError: ({ event }) => event.type === 'code.submit' && codeError(event.code) !== null,
    isAccepted: (_, answer: ApiResult<VerifyEmailResponse>) => isOk(answer),
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({
    username: input.username.trim(),
    codeAlreadySent: input.codeAlreadySent ?? false,
    codeError: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasUsername', target: 'awaitingCode' }, { target: 'usernameMissing' }] },
    usernameMissing: { tags: ['error'], entry: 'openLogin' },
    awaitingCode: {
      invoke: {
        id: 'otp',
        src: 'otpCooldown',
        input: ({ context }) => ({
          username: context.username,
          from: 'verify' as const,
          start: context.codeAlreadySent ? ('cool' as const) : ('send' as const),
        }),
      },
      on: { 'otp.resend': { actions: sendTo('otp', { type: 'otp.send' }) } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'code.submit': [
              {
                guard: 'hasCodeError',
                actions: assign({ codeError: ({ event }) => codeError(event.code) }),
              },
              { target: 'checking', actions: assign({ codeError: null, error: null }) },
            ],
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            src: 'verifyEmail',
            input: ({ context, event }) => ({
              username: context.username,
              otp: event.type === 'code.submit' ? event.code : '',
            }),
            onDone: [
              {
                guard: { type: 'isAccepted', params: ({ event }) => event.output },
                target: '#verifyEmail.verified',
                actions: [
                  {
                    type: 'notifySuccess',
                    params: ({ event }) => ({ message: firstErrorMessage(event.output, 'E-mail verified') }),
                  },
                  'openLogin',
                ],
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
    verified: { type: 'final' },
  },
});
