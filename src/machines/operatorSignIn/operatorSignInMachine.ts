import { assign, type DoneActorEvent, fromPromise, setup } from 'xstate';
import { type ApiFailure, firstErrorMessage, isOk } from '../../api/errors';
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

/** The answer a named guard or action is given, from the sign-in's done event. */
const answered = ({ event }: { event: DoneActorEvent<rules.OperatorSignInResult> }) => event.output;
/** What showRefusal is given when no answer came (the request threw): the apology. */
const noAnswer = { answer: undefined };
/** What showRefusal is given from an answer: the refusal it is. */
const refusal = ({ event }: { event: DoneActorEvent<rules.OperatorSignInResult> }) => ({
  answer: isOk(event.output) ? undefined : event.output,
});

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
      enrolment: (_, result: rules.OperatorSignInResult) => {
        const enrolment = rules.enrolmentIn(result);
        return enrolment && { secret: enrolment.secret, otpauthUrl: enrolment.otpauth_url };
      },
    }),
    forgetEnrolment: assign({ enrolment: null, fieldErrors: {}, error: null }),
    keepSession: assign({ session: (_, result: rules.OperatorSignInResult) => rules.signedInWith(result) }),
    /** The server's words for a refusal; the apology when no answer came. */
    showRefusal: assign({
      error: (_, { answer }: { answer: ApiFailure | undefined }) => firstErrorMessage(answer),
    }),
  },
  guards: {
    hasFieldErrors: ({ context, event }) =>
      event.type === 'credentials.submit' && rules.fieldErrors(event, context.enrolment !== null) !== null,
    isEnrolment: (_, result: rules.OperatorSignInResult) => rules.enrolmentIn(result) !== null,
    isSignedIn: (_, result: rules.OperatorSignInResult) => rules.signedInWith(result) !== null,
    isLockedOut: (_, result: rules.OperatorSignInResult) => rules.isLockedOut(result),
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
          {
            guard: { type: 'isEnrolment', params: answered },
            target: 'enrolling',
            actions: { type: 'keepEnrolment', params: answered },
          },
          {
            guard: { type: 'isSignedIn', params: answered },
            target: 'signedIn',
            actions: { type: 'keepSession', params: answered },
          },
          {
            guard: { type: 'isLockedOut', params: answered },
            target: 'locked',
            actions: ['forgetEnrolment', { type: 'showRefusal', params: refusal }],
          },
          // A wrong code while setting up keeps the secret on screen, to try the app's next code.
          { guard: 'isEnrolling', target: 'enrolling', actions: { type: 'showRefusal', params: refusal } },
          { target: 'refused', actions: { type: 'showRefusal', params: refusal } },
        ],
        onError: [
          { guard: 'isEnrolling', target: 'enrolling', actions: { type: 'showRefusal', params: noAnswer } },
          { target: 'refused', actions: { type: 'showRefusal', params: noAnswer } },
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
