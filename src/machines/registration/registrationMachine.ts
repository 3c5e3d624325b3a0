import { assign, fromPromise, sendTo, setup } from 'xstate';
import { register } from '../../api/auth';
import type { RegisterBody, RegisterResponse } from '../../api/contract';
import { type ApiResult, firstErrorMessage, isOk, SOMETHING_WENT_WRONG } from '../../api/errors';
import { setSession } from '../../api/session';
import { nameChecksMachine } from './nameChecksMachine';
import { loadFailure, loadInfo } from './registrationInfo';
import * as rules from './registrationRules';
import type { RegistrationContext, RegistrationEvent, RegistrationInput } from './registrationTypes';

export type { RegistrationContext, RegistrationEvent, RegistrationInput } from './registrationTypes';

type RegisterAnswer = ApiResult<RegisterResponse>;

/** The form the member sent; the request goes out only after 'form.submit'. */
const submitted = (event: RegistrationEvent) =>
  event.type === 'form.submit' ? event.form : rules.emptyRegistrationForm;

const welcome = {
  type: 'notifySuccess',
  params: ({ event }: { event: { output: RegisterAnswer } }) => ({
    message: firstErrorMessage(event.output, 'Registered'),
  }),
} as const;

const notifyError = {
  type: 'notifyError',
  params: ({ context }: { context: RegistrationContext }) => ({
    message: context.error ?? SOMETHING_WENT_WRONG,
  }),
} as const;

/**
 * Sign-up: the platform's rules and the countries load first; then the form, whose username and sponsor are
 * checked as the member leaves them (a machine of their own), is checked for missing fields and sent. A new
 * member goes to e-mail verification when the platform asks for it, else straight to sign-in.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    input: {} as RegistrationInput,
    events: {} as RegistrationEvent,
    children: {} as { nameChecks: 'nameChecks' },
  },
  actors: {
    loadInfo: fromPromise<rules.RegistrationInfo>(() => loadInfo()),
    nameChecks: nameChecksMachine,
    register: fromPromise<RegisterAnswer, RegisterBody>(({ input }) => register(input)),
  },
  actions: {
    storeUsername: (_, answer: RegisterAnswer) => {
      if (isOk(answer)) setSession({ username: answer.user_details.username });
    },
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    openLogin: () => {},
    openVerifyEmail: () => {},
  },
  guards: {
    hasMissingFields: ({ context, event }) =>
      event.type === 'form.submit' && rules.missingFields(context, event.form) !== null,
    isAccepted: (_, answer: RegisterAnswer) => isOk(answer),
    needsNoEmailCheck: (_, answer: RegisterAnswer) =>
      isOk(answer) && Number(answer.user_details.email_required) === 0,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    info: null,
    linkedSponsor: input.sponsor?.trim() || null,
    linkedPosition: rules.linkedPosition(input.position),
    fieldErrors: {},
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadInfo',
        onDone: { target: 'ready', actions: assign({ info: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => loadFailure(event.error) }),
        },
      },
    },
    loadFailed: { tags: ['error'], on: { 'info.retry': 'loading' } },
    ready: {
      invoke: {
        id: 'nameChecks',
        src: 'nameChecks',
        input: ({ context }) => ({ linkedSponsor: context.linkedSponsor }),
      },
      on: {
        'username.commit': { actions: sendTo('nameChecks', ({ event }) => event) },
        'sponsor.commit': { actions: sendTo('nameChecks', ({ event }) => event) },
        'sponsor.unlink': { actions: assign({ linkedSponsor: null }) },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'form.edit': {
              actions: assign({
                fieldErrors: ({ context, event }) =>
                  rules.errorsAfterEdit(context.fieldErrors, event.field, event.value),
              }),
            },
            'form.submit': [
              {
                guard: 'hasMissingFields',
                actions: assign({
                  fieldErrors: ({ context, event }) => rules.missingFields(context, event.form) ?? {},
                }),
              },
              { target: 'submitting', actions: assign({ fieldErrors: {}, error: null }) },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            src: 'register',
            input: ({ context, event }) => rules.registerBody(rules.withLink(context, submitted(event))),
            onDone: [
              {
                guard: { type: 'needsNoEmailCheck', params: ({ event }) => event.output },
                target: '#registration.registered',
                actions: [welcome, 'openLogin'],
              },
              {
                guard: { type: 'isAccepted', params: ({ event }) => event.output },
                target: '#registration.registered',
                actions: [
                  { type: 'storeUsername', params: ({ event }) => event.output },
                  welcome,
                  'openVerifyEmail',
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
    registered: { type: 'final' },
  },
});
