import { assign, fromPromise, sendTo, setup } from 'xstate';
import { type LoginResult, login, loginAsUser, type PreLoginResult, preLogin } from '../../api/auth';
import type { AuthType, LoginBody, PreLoginBody } from '../../api/contract';
import { firstErrorMessage, isOk, SOMETHING_WENT_WRONG } from '../../api/errors';
import { type Session, setSession } from '../../api/session';
import { otpCooldownMachine } from '../otpCooldown/otpCooldownMachine';
import * as rules from './loginRules';

export interface LoginInput {
  /** From an operator's sign-in link (?user=&auth=). */
  autoLogin?: { user: string; auth: string } | null;
}

export interface LoginContext {
  username: string;
  authType: AuthType | null;
  preLoginToken: string | null;
  fieldErrors: rules.LoginFieldErrors;
  error: string | null;
  autoLogin: { user: string; auth: string } | null;
  session: Session | null;
  email: string;
  /** An authenticator member signs in with a recovery code instead of a code from the app. */
  recovery: boolean;
}

export type LoginEvent =
  | { type: 'credentials.submit'; username: string; password: string }
  | { type: 'code.submit'; code: string }
  | { type: 'otp.resend' }
  /** 'Use a recovery code' and back, on the authenticator step. */
  | { type: 'recovery.toggle' };

const notifyError = {
  type: 'notifyError',
  params: ({ context }: { context: LoginContext }) => ({ message: context.error ?? SOMETHING_WENT_WRONG }),
} as const;

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    input: {} as LoginInput,
    events: {} as LoginEvent,
    output: {} as { session: Session | null },
  },
  actors: {
    preLogin: fromPromise<PreLoginResult, PreLoginBody>(({ input }) => preLogin(input)),
    login: fromPromise<LoginResult, { body: LoginBody; token: string }>(({ input }) =>
      login(input.body, input.token),
    ),
    loginAsUser: fromPromise<LoginResult, { username: string; temp_token: string }>(({ input }) =>
      loginAsUser(input),
    ),
    otpCooldown: otpCooldownMachine,
  },
  actions: {
    storePreLogin: (_, params: Partial<Session>) => setSession(params),
    storeSession: (_, params: Session) => setSession(params),
    storeUsername: (_, params: { username: string }) => setSession(params),
    notifyError: (_, _params: { message: string }) => {},
    openMemberArea: () => {},
    openVerifyEmail: () => {},
    openNewUsername: (_, _params: { email: string }) => {},
    switchCodeKind: assign({ recovery: ({ context }) => !context.recovery, fieldErrors: {} }),
  },
  guards: {
    hasAutoLogin: ({ context }) => context.autoLogin !== null,
    signsInWithAuthenticator: ({ context }) => context.authType === 'authenticator',
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    username: '',
    authType: null,
    preLoginToken: null,
    fieldErrors: {},
    error: null,
    autoLogin: input.autoLogin ?? null,
    session: null,
    email: '',
    recovery: false,
  }),
  initial: 'starting',
  output: ({ context }) => ({ session: context.session }),
  states: {
    starting: {
      always: [{ guard: 'hasAutoLogin', target: 'autoSigningIn' }, { target: 'editingCredentials' }],
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
            guard: ({ event }) => isOk(event.output),
            target: 'signedIn',
            actions: assign({ session: ({ event }) => rules.sessionFrom(event.output) }),
          },
          {
            target: 'editingCredentials',
            actions: [assign({ error: ({ event }) => firstErrorMessage(event.output) }), notifyError],
          },
        ],
        onError: {
          target: 'editingCredentials',
          actions: [assign({ error: SOMETHING_WENT_WRONG }), notifyError],
        },
      },
    },
    editingCredentials: {
      on: {
        'credentials.submit': [
          {
            guard: ({ event }) => rules.credentialErrors(event.username, event.password) !== null,
            actions: assign({
              fieldErrors: ({ event }) => rules.credentialErrors(event.username, event.password) ?? {},
            }),
          },
          {
            target: 'checkingCredentials',
            actions: assign({ username: ({ event }) => event.username.trim(), fieldErrors: {}, error: null }),
          },
        ],
      },
    },
    checkingCredentials: {
      tags: ['busy'],
      invoke: {
        src: 'preLogin',
        input: ({ context, event }) => ({
          username: context.username,
          password: event.type === 'credentials.submit' ? event.password : '',
        }),
        onDone: [
          {
            guard: ({ event }) => isOk(event.output),
            target: 'secondFactor',
            actions: [
              assign(({ event }) =>
                isOk(event.output)
                  ? { preLoginToken: event.output.token, authType: event.output.auth_type }
                  : {},
              ),
              {
                type: 'storePreLogin',
                params: ({ context }) => ({
                  token: context.preLoginToken ?? '',
                  auth_type: context.authType ?? 'mpin',
                  username: context.username,
                }),
              },
            ],
          },
          {
            guard: ({ event }) => rules.isVerificationCodeSent(event.output),
            target: 'verificationCodeSent',
          },
          {
            guard: ({ event }) => rules.isEmailUnverified(event.output),
            target: 'emailUnverified',
            actions: assign({ email: ({ event }) => rules.unverifiedEmail(event.output) }),
          },
          {
            target: 'editingCredentials',
            actions: [
              assign({
                error: ({ event }) =>
                  rules.isUnreachable(event.output)
                    ? 'Something went wrong.'
                    : firstErrorMessage(event.output),
              }),
              notifyError,
            ],
          },
        ],
        onError: {
          target: 'editingCredentials',
          actions: [assign({ error: SOMETHING_WENT_WRONG }), notifyError],
        },
      },
    },
    secondFactor: {
      invoke: {
        id: 'otp',
        src: 'otpCooldown',
        input: ({ context }) => ({
          username: context.username,
          from: 'login' as const,
          // The server mails the login code with its pre-login answer, so only the countdown starts here.
          start: context.authType === 'otp' ? ('cool' as const) : ('idle' as const),
          token: context.preLoginToken,
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
                guard: ({ context, event }) =>
                  rules.codeError(context.authType ?? 'mpin', event.code, context.recovery) !== null,
                actions: assign({
                  fieldErrors: ({ context, event }) => ({
                    code: rules.codeError(context.authType ?? 'mpin', event.code, context.recovery) ?? '',
                  }),
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
                context.authType ?? 'mpin',
                context.username,
                event.type === 'code.submit' ? event.code : '',
                context.recovery,
              ),
              token: context.preLoginToken ?? '',
            }),
            onDone: [
              {
                guard: ({ event }) => isOk(event.output),
                target: '#login.signedIn',
                actions: assign({ session: ({ event }) => rules.sessionFrom(event.output) }),
              },
              {
                guard: ({ event }) => rules.isVerificationCodeSent(event.output),
                target: '#login.verificationCodeSent',
              },
              {
                target: 'editingCode',
                actions: [assign({ error: ({ event }) => firstErrorMessage(event.output) }), notifyError],
              },
            ],
            onError: {
              target: 'editingCode',
              actions: [assign({ error: SOMETHING_WENT_WRONG }), notifyError],
            },
          },
        },
      },
    },
    signedIn: {
      type: 'final',
      entry: [{ type: 'storeSession', params: ({ context }) => context.session! }, 'openMemberArea'],
    },
    verificationCodeSent: {
      type: 'final',
      entry: [
        { type: 'storeUsername', params: ({ context }) => ({ username: context.username }) },
        'openVerifyEmail',
      ],
    },
    emailUnverified: {
      type: 'final',
      entry: [
        { type: 'storeUsername', params: ({ context }) => ({ username: context.username }) },
        { type: 'openNewUsername', params: ({ context }) => ({ email: context.email }) },
      ],
    },
  },
});
