import { assign, fromPromise, sendTo, setup } from 'xstate';
import { type LoginResult, loginAsUser } from '../../api/auth';
import { firstErrorMessage, isOk, SOMETHING_WENT_WRONG } from '../../api/errors';
import { type Session, setSession } from '../../api/session';
import { type CredentialsOutput, credentialsMachine } from './credentialsMachine';
import * as rules from './loginRules';
import type { LoginContext, LoginEvent, LoginInput } from './loginTypes';
import { type SecondFactorOutput, secondFactorMachine } from './secondFactorMachine';

export type { LoginContext, LoginEvent, LoginInput } from './loginTypes';

/** What the password step found out, kept for the second step and for the page the member goes to next. */
const afterCredentials = (output: CredentialsOutput): Partial<LoginContext> => ({
  username: output.username,
  ...(output.next === 'secondFactor'
    ? { preLoginToken: output.preLoginToken, authType: output.authType, codeOffer: output.codeOffer }
    : {}),
  ...(output.next === 'emailUnverified' ? { email: output.email } : {}),
});

/**
 * Signing in: an operator's link signs in at once; otherwise the password step, then the second factor, each
 * its own machine. A member whose e-mail is unverified is sent to verify it instead.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    input: {} as LoginInput,
    events: {} as LoginEvent,
    output: {} as { session: Session | null },
    children: {} as { credentials: 'credentials'; secondFactor: 'secondFactor' },
  },
  actors: {
    loginAsUser: fromPromise<LoginResult, { username: string; temp_token: string }>(({ input }) =>
      loginAsUser(input),
    ),
    credentials: credentialsMachine,
    secondFactor: secondFactorMachine,
  },
  actions: {
    storeSession: ({ context }) => {
      if (context.session) setSession(context.session);
    },
    storeUsername: ({ context }) => setSession({ username: context.username }),
    notifyError: (_, _params: { message: string }) => {},
    openMemberArea: () => {},
    openVerifyEmail: () => {},
    openNewUsername: (_, _params: { email: string }) => {},
  },
  guards: {
    hasAutoLogin: ({ context }) => context.autoLogin !== null,
    isAccepted: (_, answer: LoginResult) => isOk(answer),
    leadsToSecondFactor: (_, output: CredentialsOutput) => output.next === 'secondFactor',
    leadsToNewUsername: (_, output: CredentialsOutput) => output.next === 'emailUnverified',
    hasSession: (_, output: SecondFactorOutput) => output.session !== null,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    autoLogin: input.autoLogin ?? null,
    username: '',
    authType: null,
    preLoginToken: null,
    codeOffer: null,
    email: '',
    session: null,
  }),
  initial: 'starting',
  output: ({ context }) => ({ session: context.session }),
  states: {
    starting: {
      always: [{ guard: 'hasAutoLogin', target: 'autoSigningIn' }, { target: 'credentials' }],
    },
    autoSigningIn: {
      tags: ['busy'],
      invoke: {
        src: 'loginAsUser',
        input: ({ context }) => ({
          username: context.autoLogin?.user ?? '',
          temp_token: context.autoLogin?.auth ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: assign({ session: ({ event }) => rules.sessionFrom(event.output) }),
          },
          {
            // A spent or expired link: the member signs in with a password instead, told why.
            target: 'credentials',
            actions: {
              type: 'notifyError',
              params: ({ event }) => ({ message: firstErrorMessage(event.output) }),
            },
          },
        ],
        onError: {
          target: 'credentials',
          actions: { type: 'notifyError', params: { message: SOMETHING_WENT_WRONG } },
        },
      },
    },
    credentials: {
      invoke: {
        id: 'credentials',
        src: 'credentials',
        onDone: [
          {
            guard: { type: 'leadsToSecondFactor', params: ({ event }) => event.output },
            target: 'secondFactor',
            actions: assign(({ event }) => afterCredentials(event.output)),
          },
          {
            guard: { type: 'leadsToNewUsername', params: ({ event }) => event.output },
            target: 'emailUnverified',
            actions: assign(({ event }) => afterCredentials(event.output)),
          },
          { target: 'verificationCodeSent', actions: assign(({ event }) => afterCredentials(event.output)) },
        ],
      },
      on: { 'credentials.submit': { actions: sendTo('credentials', ({ event }) => event) } },
    },
    secondFactor: {
      invoke: {
        id: 'secondFactor',
        src: 'secondFactor',
        input: ({ context }) => ({
          username: context.username,
          authType: context.authType ?? 'mpin',
          preLoginToken: context.preLoginToken ?? '',
          codeOffer: context.codeOffer,
        }),
        onDone: [
          {
            guard: { type: 'hasSession', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: assign({ session: ({ event }) => event.output.session }),
          },
          { target: 'verificationCodeSent' },
        ],
      },
      on: {
        'code.submit': { actions: sendTo('secondFactor', ({ event }) => event) },
        'otp.resend': { actions: sendTo('secondFactor', ({ event }) => event) },
        'recovery.toggle': { actions: sendTo('secondFactor', ({ event }) => event) },
      },
    },
    signedIn: { type: 'final', entry: ['storeSession', 'openMemberArea'] },
    verificationCodeSent: { type: 'final', entry: ['storeUsername', 'openVerifyEmail'] },
    emailUnverified: {
      type: 'final',
      entry: [
        'storeUsername',
        { type: 'openNewUsername', params: ({ context }) => ({ email: context.email }) },
      ],
    },
  },
});
