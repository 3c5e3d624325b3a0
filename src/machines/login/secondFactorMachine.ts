import { assign, fromPromise, sendTo, setup } from 'xstate';
import { type LoginResult, login } from '../../api/auth';
import type { AuthType, CodeOffer, LoginBody } from '../../api/contract';
import { firstErrorMessage, isOk, SOMETHING_WENT_WRONG } from '../../api/errors';
import { type Session, setSession } from '../../api/session';
import { otpCooldownMachine } from '../otpCooldown/otpCooldownMachine';
import * as rules from './loginRules';

export interface SecondFactorInput {
  username: string;
  authType: AuthType;
  /** The pre-login token, which stands for the password step. */
  preLoginToken: string;
  /** What the pre-login said of the login code; absent after a reload, when the usual countdown runs. */
  codeOffer?: CodeOffer | null;
}

export interface SecondFactorContext extends SecondFactorInput {
  /** An authenticator member signs in with a recovery code instead of a code from the app. */
  recovery: boolean;
  fieldErrors: Pick<rules.LoginFieldErrors, 'code'>;
  error: string | null;
  session: Session | null;
}

export type SecondFactorEvent =
  | { type: 'code.submit'; code: string }
  | { type: 'otp.resend' }
  /** 'Use a recovery code' and back, on the authenticator step. */
  | { type: 'recovery.toggle' };

/** The member's session; null when the server mailed an e-mail verification code instead. */
export interface SecondFactorOutput {
  session: Session | null;
}

const codeErrorOf = (context: SecondFactorContext, code: string) =>
  rules.codeError(context.authType, code, context.recovery);

/**
 * The second step of signing in: the security PIN, the e-mailed code (with its resend countdown) or the
 * authenticator code, or a recovery code in its place. Finishes with the session, or with none when the server
 * asks the member to verify their e-mail first; a refused code is asked for again with the server's message.
 */
export const secondFactorMachine = setup({
  types: {
    context: {} as SecondFactorContext,
    input: {} as SecondFactorInput,
    events: {} as SecondFactorEvent,
    output: {} as SecondFactorOutput,
  },
  actors: {
    login: fromPromise<LoginResult, { body: LoginBody; token: string }>(({ input }) =>
      login(input.body, input.token),
    ),
    otpCooldown: otpCooldownMachine,
  },
  actions: {
    /** The pre-login token stands for the password step, so a reload keeps the member at this one. */
    storePreLogin: ({ context }) =>
      setSession({ token: context.preLoginToken, auth_type: context.authType, username: context.username }),
    notifyError: (_, _params: { message: string }) => {},
    switchCodeKind: assign({ recovery: ({ context }) => !context.recovery, fieldErrors: {} }),
  },
  guards: {
    signsInWithAuthenticator: ({ context }) => context.authType === 'authenticator',
    hasCodeError: ({ context, event }) =>
      event.type === 'code.submit' && codeErrorOf(context, event.code) !== null,
    isAccepted: (_, answer: LoginResult) => isOk(answer),
    isVerificationCodeSent: (_, answer: LoginResult) => rules.isVerificationCodeSent(answer),
  },
}).createMachine({
  id: 'secondFactor',
  context: ({ input }) => ({ ...input, recovery: false, fieldErrors: {}, error: null, session: null }),
  entry: 'storePreLogin',
  invoke: {
    id: 'otp',
    src: 'otpCooldown',
    input: ({ context }) => ({
      username: context.username,
      from: 'login' as const,
      // The server mails the login code with its pre-login answer, so only the countdown starts here.
      start: context.authType === 'otp' ? ('cool' as const) : ('idle' as const),
      token: context.preLoginToken,
      offer: context.codeOffer ?? null,
    }),
  },
  on: { 'otp.resend': { actions: sendTo('otp', { type: 'otp.send' }) } },
  initial: 'editingCode',
  states: {
    editingCode: {
      on: {
        'recovery.toggle': { guard: 'signsInWithAuthenticator', actions: 'switchCodeKind' },
        'code.submit': [
          {
            guard: 'hasCodeError',
            actions: assign({
              fieldErrors: ({ context, event }) => ({ code: codeErrorOf(context, event.code) ?? '' }),
            }),
          },
          { target: 'verifyingCode', actions: assign({ fieldErrors: {}, error: null }) },
        ],
      },
    },
    verifyingCode: {
      tags: ['busy'],
      invoke: {
        src: 'login',
        input: ({ context, event }) => ({
          body: rules.loginBody(
            context.authType,
            context.username,
            event.type === 'code.submit' ? event.code : '',
            context.recovery,
          ),
          token: context.preLoginToken,
        }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: assign({ session: ({ event }) => rules.sessionFrom(event.output) }),
          },
          {
            guard: { type: 'isVerificationCodeSent', params: ({ event }) => event.output },
            target: 'verificationCodeSent',
          },
          {
            target: 'editingCode',
            actions: [
              assign({ error: ({ event }) => firstErrorMessage(event.output) }),
              { type: 'notifyError', params: ({ event }) => ({ message: firstErrorMessage(event.output) }) },
            ],
          },
        ],
        onError: {
          target: 'editingCode',
          actions: [
            assign({ error: SOMETHING_WENT_WRONG }),
            { type: 'notifyError', params: { message: SOMETHING_WENT_WRONG } },
          ],
        },
      },
    },
    signedIn: { type: 'final' },
    verificationCodeSent: { type: 'final' },
  },
  output: ({ context }) => ({ session: context.session }),
});
