import { assign, fromPromise, setup } from 'xstate';
import { type ApiFailure, firstErrorMessage } from '../../api/errors';
import { type OperatorSignInBody, postOperatorSignIn, setOperatorToken } from '../../api/operatorSession';
import * as rules from './operatorSignInRules';

export interface OperatorSignInContext {
  username: string;
  /** The authenticator's secret to add, shown until a code from it completes the first sign-in. */
  enrolment: { secret: string; otpauthUrl: string } | null;
  fieldErrors: rules.OperatorSignInFieldErrors;
  /** The server's refusal (wrong details, locked, too many tries), shown above the form. */
  error: string | null;
  session: rules.OperatorSignedIn | null;
}

/** The password travels in the event only: the machine never keeps it, so the form sends it each time. */
export type OperatorSignInEvent =
  | { type: 'credentials.submit'; username: string; password: string; code: string }
  | { type: 'enrolment.cancel' };

const resultOf = (event: unknown) => (event as { output: rules.OperatorSignInResult }).output;
/** The server's words for a refusal; the apology when no answer came (the request threw). */
const refusalOf = (event: unknown) => firstErrorMessage((event as { output?: ApiFailure }).output);

/** The same form answers in every state that shows it: checked here first, then sent. */
const submit = {
  'credentials.submit': [
    { guard: 'hasFieldErrors', actions: 'showFieldErrors' },
    { target: '#operatorSignIn.submitting', actions: 'takeUsername' },
  ],
} as const;

/**
 * The operator back office's sign-in: username, password and the authenticator's code in one request. The
 * very first time, a right password answers with a secret to add to an authenticator app; the code it then
 * shows completes the sign-in. Wrong details are refused with one message; five in a row lock the account.
 */
export const operatorSignInMachine = setup({
  types: {
    context: {} as OperatorSignInContext,
    events: {} as OperatorSignInEvent,
    output: {} as { session: rules.OperatorSignedIn | null },
  },
  actors: {
    signIn: fromPromise<rules.OperatorSignInResult, OperatorSignInBody>(({ input }) =>
      postOperatorSignIn(input),
    ),
  },
  actions: {
    storeOperatorToken: (_, { token }: { token: string }) => setOperatorToken(token),
    openBackOffice: () => {},
    showFieldErrors: assign({
      fieldErrors: ({ context, event }) =>
        event.type === 'credentials.submit'
          ? (rules.fieldErrors(event, context.enrolment !== null) ?? {})
          : context.fieldErrors,
    }),
    takeUsername: assign({
      username: ({ context, event }) =>
        event.type === 'credentials.submit' ? event.username.trim() : context.username,
      fieldErrors: {},
      error: null,
    }),
    keepEnrolment: assign({
      enrolment: ({ event }) => {
        const enrolment = rules.enrolmentIn(resultOf(event));
        return enrolment && { secret: enrolment.secret, otpauthUrl: enrolment.otpauth_url };
      },
    }),
    forgetEnrolment: assign({ enrolment: null, fieldErrors: {}, error: null }),
    keepSession: assign({ session: ({ event }) => rules.signedInWith(resultOf(event)) }),
    showRefusal: assign({ error: ({ event }) => refusalOf(event) }),
  },
  guards: {
    hasFieldErrors: ({ context, event }) =>
      event.type === 'credentials.submit' && rules.fieldErrors(event, context.enrolment !== null) !== null,
    isEnrolment: ({ event }) => rules.enrolmentIn(resultOf(event)) !== null,
    isSignedIn: ({ event }) => rules.signedInWith(resultOf(event)) !== null,
    isLockedOut: ({ event }) => rules.isLockedOut(resultOf(event)),
    isEnrolling: ({ context }) => context.enrolment !== null,
  },
}).createMachine({
  id: 'operatorSignIn',
  context: { username: '', enrolment: null, fieldErrors: {}, error: null, session: null },
  initial: 'editing',
  output: ({ context }) => ({ session: context.session }),
  states: {
    editing: { on: submit },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'signIn',
        input: ({ event }) =>
          rules.signInBody(
            event.type === 'credentials.submit' ? event : { username: '', password: '', code: '' },
          ),
        onDone: [
          { guard: 'isEnrolment', target: 'enrolling', actions: 'keepEnrolment' },
          { guard: 'isSignedIn', target: 'signedIn', actions: 'keepSession' },
          { guard: 'isLockedOut', target: 'locked', actions: ['forgetEnrolment', 'showRefusal'] },
          // A wrong code while setting up keeps the secret on screen, to try the app's next code.
          { guard: 'isEnrolling', target: 'enrolling', actions: 'showRefusal' },
          { target: 'refused', actions: 'showRefusal' },
        ],
        onError: [
          { guard: 'isEnrolling', target: 'enrolling', actions: 'showRefusal' },
          { target: 'refused', actions: 'showRefusal' },
        ],
      },
    },
    refused: { tags: ['error'], on: submit },
    locked: { tags: ['error'], on: submit },
    enrolling: {
      on: { ...submit, 'enrolment.cancel': { target: 'editing', actions: 'forgetEnrolment' } },
    },
    signedIn: {
      type: 'final',
      entry: [
        { type: 'storeOperatorToken', params: ({ context }) => ({ token: context.session?.token ?? '' }) },
        'openBackOffice',
      ],
    },
  },
});
