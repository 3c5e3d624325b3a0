import { assign, fromPromise, setup } from 'xstate';
import { type PreLoginResult, preLogin } from '../../api/auth';
import type { AuthType, CodeOffer, PreLoginBody } from '../../api/contract';
import { firstErrorMessage, isOk, SOMETHING_WENT_WRONG } from '../../api/errors';
import * as rules from './loginRules';

export interface CredentialsContext {
  username: string;
  fieldErrors: Pick<rules.LoginFieldErrors, 'username' | 'password'>;
  error: string | null;
  /** What an accepted pre-login answered: the token that stands for this step, and the second factor. */
  preLogin: { token: string; authType: AuthType; codeOffer: CodeOffer | null } | null;
  /** The e-mail on file when the server says it is unverified (empty when it sends none); else null. */
  unverifiedEmail: string | null;
}

export type CredentialsEvent = { type: 'credentials.submit'; username: string; password: string };

/** Where the password step leads: the second factor, or e-mail verification first. */
export type CredentialsOutput =
  | {
      next: 'secondFactor';
      username: string;
      preLoginToken: string;
      authType: AuthType;
      codeOffer: CodeOffer | null;
    }
  | { next: 'verificationCodeSent'; username: string }
  | { next: 'emailUnverified'; username: string; email: string };

/** The refusal's message, from the server or, when it could not be reached, the spec's short apology. */
const refusalOf = (answer: PreLoginResult) =>
  rules.isUnreachable(answer) ? 'Something went wrong.' : firstErrorMessage(answer);

/**
 * The password step of signing in (the pre-login): the username and password are checked on the form, then
 * by the server, which answers with the token that stands for this step and the member's second factor. The
 * password is sent and never kept.
 */
export const credentialsMachine = setup({
  types: {
    context: {} as CredentialsContext,
    events: {} as CredentialsEvent,
    output: {} as CredentialsOutput,
  },
  actors: {
    preLogin: fromPromise<PreLoginResult, PreLoginBody>(({ input }) => preLogin(input)),
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    refuse: assign((_, message: string) => ({ error: message })),
  },
  guards: {
    hasCredentialErrors: ({ event }) => rules.credentialErrors(event.username, event.password) !== null,
    isAccepted: (_, answer: PreLoginResult) => isOk(answer),
    isVerificationCodeSent: (_, answer: PreLoginResult) => rules.isVerificationCodeSent(answer),
    isEmailUnverified: (_, answer: PreLoginResult) => rules.isEmailUnverified(answer),
  },
}).createMachine({
  id: 'credentials',
  context: { username: '', fieldErrors: {}, error: null, preLogin: null, unverifiedEmail: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'credentials.submit': [
          {
            guard: 'hasCredentialErrors',
            actions: assign({
              fieldErrors: ({ event }) => rules.credentialErrors(event.username, event.password) ?? {},
            }),
          },
          {
            target: 'checking',
            actions: assign({ username: ({ event }) => event.username.trim(), fieldErrors: {}, error: null }),
          },
        ],
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'preLogin',
        input: ({ context, event }) => ({ username: context.username, password: event.password }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'accepted',
            actions: assign({
              preLogin: ({ event }) =>
                isOk(event.output)
                  ? {
                      token: event.output.token,
                      authType: event.output.auth_type,
                      codeOffer:
                        event.output.retry_after === undefined
                          ? null
                          : { message: event.output.msg, seconds: event.output.retry_after },
                    }
                  : null,
            }),
          },
          {
            guard: { type: 'isVerificationCodeSent', params: ({ event }) => event.output },
            target: 'verificationCodeSent',
          },
          {
            guard: { type: 'isEmailUnverified', params: ({ event }) => event.output },
            target: 'emailUnverified',
            actions: assign({ unverifiedEmail: ({ event }) => rules.unverifiedEmail(event.output) }),
          },
          {
            target: 'editing',
            actions: [
              { type: 'refuse', params: ({ event }) => refusalOf(event.output) },
              { type: 'notifyError', params: ({ event }) => ({ message: refusalOf(event.output) }) },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            { type: 'refuse', params: SOMETHING_WENT_WRONG },
            { type: 'notifyError', params: { message: SOMETHING_WENT_WRONG } },
          ],
        },
      },
    },
    accepted: { type: 'final' },
    verificationCodeSent: { type: 'final' },
    emailUnverified: { type: 'final' },
  },
  output: ({ context: { username, preLogin, unverifiedEmail } }): CredentialsOutput => {
    if (preLogin) {
      const { token: preLoginToken, authType, codeOffer } = preLogin;
      return { next: 'secondFactor', username, preLoginToken, authType, codeOffer };
    }
    if (unverifiedEmail !== null) return { next: 'emailUnverified', username, email: unverifiedEmail };
    return { next: 'verificationCodeSent', username };
  },
});
