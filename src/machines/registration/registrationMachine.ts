import { assign, fromPromise, setup } from 'xstate';
import {
  checkSponsor,
  checkUsername,
  getCountries,
  getPreRegister,
  register,
  type SponsorCheck,
  type UsernameCheck,
} from '../../api/auth';
import type { RegisterBody, RegisterResponse } from '../../api/contract';
import {
  ApiError,
  type ApiFailure,
  type ApiResult,
  firstErrorMessage,
  isOk,
  SOMETHING_WENT_WRONG,
} from '../../api/errors';
import { setSession } from '../../api/session';
import * as rules from './registrationRules';

export interface RegistrationInput {
  sponsor?: string | null;
  position?: string | null;
}

export interface RegistrationContext {
  info: rules.RegistrationInfo | null;
  linkedSponsor: string | null;
  linkedPosition: 'L' | 'R' | null;
  usernameAvailability: UsernameCheck['data'] | null;
  sponsorCheck: { availability: SponsorCheck['data']; info: string } | null;
  fieldErrors: rules.RegistrationErrors;
  error: string | null;
}

export type RegistrationEvent =
  | { type: 'username.commit'; username: string }
  | { type: 'sponsor.commit'; sponsor: string }
  | { type: 'form.submit'; form: rules.RegistrationForm }
  | {
      type: 'form.edit';
      field: keyof rules.RegistrationForm;
      value: rules.RegistrationForm[keyof rules.RegistrationForm];
    }
  | { type: 'info.retry' };

async function loadInfo(): Promise<rules.RegistrationInfo> {
  const [preRegister, countries] = await Promise.all([getPreRegister(), getCountries()]);
  if (!isOk(preRegister)) throw new ApiError(preRegister as ApiFailure);
  if (!isOk(countries)) throw new ApiError(countries as ApiFailure);
  return { preRegister, countries: countries.data };
}

function withLink(context: RegistrationContext, form: rules.RegistrationForm): rules.RegistrationForm {
  return {
    ...form,
    sponsor: context.linkedSponsor ?? form.sponsor,
    position: context.linkedPosition ?? form.position,
  };
}

const notifyError = {
  type: 'notifyError',
  params: ({ context }: { context: RegistrationContext }) => ({
    message: context.error ?? SOMETHING_WENT_WRONG,
  }),
} as const;

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    input: {} as RegistrationInput,
    events: {} as RegistrationEvent,
  },
  actors: {
    loadInfo: fromPromise<rules.RegistrationInfo>(() => loadInfo()),
    checkUsername: fromPromise<ApiResult<UsernameCheck>, string>(({ input }) => checkUsername(input)),
    checkSponsor: fromPromise<ApiResult<SponsorCheck>, string>(({ input }) => checkSponsor(input)),
    register: fromPromise<ApiResult<RegisterResponse>, RegisterBody>(({ input }) => register(input)),
  },
  actions: {
    storeUsername: (_, params: { username: string }) => setSession(params),
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    openLogin: () => {},
    openVerifyEmail: () => {},
  },
  guards: {
    hasLinkedSponsor: ({ context }) => Boolean(context.linkedSponsor),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    info: null,
    linkedSponsor: input.sponsor?.trim() || null,
    linkedPosition: rules.linkedPosition(input.position),
    usernameAvailability: null,
    sponsorCheck: null,
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
          actions: assign({
            error: ({ event }) =>
              event.error instanceof ApiError ? event.error.message : SOMETHING_WENT_WRONG,
          }),
        },
      },
    },
    loadFailed: { tags: ['error'], on: { 'info.retry': 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        username: {
          initial: 'unchecked',
          on: {
            'username.commit': [
              {
                guard: ({ event }) => !event.username.trim(),
                target: '.unchecked',
                actions: assign({ usernameAvailability: null }),
              },
              { target: '.checking', reenter: true },
            ],
          },
          states: {
            unchecked: {},
            checking: {
              invoke: {
                src: 'checkUsername',
                input: ({ event }) => (event.type === 'username.commit' ? event.username.trim() : ''),
                onDone: {
                  target: 'checked',
                  actions: assign({
                    usernameAvailability: ({ event }) => (isOk(event.output) ? event.output.data : null),
                  }),
                },
                onError: 'unchecked',
              },
            },
            checked: {},
          },
        },
        sponsor: {
          initial: 'unchecked',
          on: {
            'sponsor.commit': [
              {
                guard: ({ event }) => !event.sponsor.trim(),
                target: '.unchecked',
                actions: assign({ sponsorCheck: null }),
              },
              { target: '.checking', reenter: true },
            ],
          },
          states: {
            unchecked: { always: { guard: 'hasLinkedSponsor', target: 'checking' } },
            checking: {
              invoke: {
                src: 'checkSponsor',
                input: ({ context, event }) =>
                  event.type === 'sponsor.commit' ? event.sponsor.trim() : (context.linkedSponsor ?? ''),
                onDone: {
                  target: 'checked',
                  actions: assign({
                    sponsorCheck: ({ event }) =>
                      isOk(event.output)
                        ? { availability: event.output.data, info: event.output.info }
                        : { availability: 'Not Available' as const, info: '' },
                  }),
                },
                onError: 'checked',
              },
            },
            checked: {},
          },
        },
        form: {
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
                    guard: ({ context, event }) =>
                      rules.requiredErrors(
                        withLink(context, event.form),
                        context.info?.preRegister ?? null,
                      ) !== null,
                    actions: assign({
                      fieldErrors: ({ context, event }) =>
                        rules.requiredErrors(
                          withLink(context, event.form),
                          context.info?.preRegister ?? null,
                        ) ?? {},
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
                input: ({ context, event }) =>
                  rules.registerBody(
                    withLink(
                      context,
                      event.type === 'form.submit' ? event.form : rules.emptyRegistrationForm,
                    ),
                  ),
                onDone: [
                  {
                    guard: ({ event }) =>
                      isOk(event.output) && Number(event.output.user_details.email_required) === 0,
                    target: '#registration.registered',
                    actions: [
                      {
                        type: 'notifySuccess',
                        params: ({ event }) => ({ message: firstErrorMessage(event.output, 'Registered') }),
                      },
                      'openLogin',
                    ],
                  },
                  {
                    guard: ({ event }) => isOk(event.output),
                    target: '#registration.registered',
                    actions: [
                      {
                        type: 'storeUsername',
                        params: ({ event }) => ({
                          username: isOk(event.output) ? event.output.user_details.username : '',
                        }),
                      },
                      {
                        type: 'notifySuccess',
                        params: ({ event }) => ({ message: firstErrorMessage(event.output, 'Registered') }),
                      },
                      'openVerifyEmail',
                    ],
                  },
                  {
                    target: 'editing',
                    actions: [assign({ error: ({ event }) => firstErrorMessage(event.output) }), notifyError],
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: [assign({ error: SOMETHING_WENT_WRONG }), notifyError],
                },
              },
            },
          },
        },
      },
    },
    registered: { type: 'final' },
  },
});
