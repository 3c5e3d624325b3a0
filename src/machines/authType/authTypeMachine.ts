import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { AuthType } from '../../api/contract';
import { type ChangeAuthenticationBody, postAuthentication } from '../../api/security';
import { setSession } from '../../api/session';
import { isAcceptedAnswer, notifyAnswer, notifyRefusal, outputOf, refusalOf } from '../answers';
import { otpCooldownMachine } from '../otpCooldown/otpCooldownMachine';
import { codeError, filterCode } from '../verification/moneyRules';
import {
  type AuthTypeContext,
  type AuthTypeEvent,
  type AuthTypeInput,
  authTypeIn,
  missingSetUp,
  SELECT_OPTION,
  type SetUpTab,
} from './authTypeRules';

export * from './authTypeRules';

/**
 * The Authentication tab (spec document 2 §4 'Authentication type'): the member picks otp, mpin or
 * authenticator and confirms with the code of the method in use now, so a session taken over cannot move
 * sign-in to a method only the intruder holds. A method not set up is refused before anything is sent, and
 * the screen is asked to open the tab where it is set up. On success the session follows the new type.
 */
export const authTypeMachine = setup({
  types: { context: {} as AuthTypeContext, input: {} as AuthTypeInput, events: {} as AuthTypeEvent },
  actors: {
    changeAuthentication: fromPromise(({ input }: { input: ChangeAuthenticationBody }) =>
      postAuthentication(input),
    ),
    otpCooldown: otpCooldownMachine,
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    /** Moves the member to the Profile tab where the chosen method is set up. */
    openTab: (_, _params: { tab: SetUpTab }) => {},
    /** Reloads GET authentication and GET user. */
    refresh: () => {},
    storeAuthType: (_, params: { authType: AuthType }) => setSession({ auth_type: params.authType }),
    showRefusal: assign({ code: '', error: ({ event }) => refusalOf(event) }),
    takeNewType: assign(({ context, event }) => ({
      current: authTypeIn(outputOf(event)) ?? context.selected!,
      selected: null,
      code: '',
      error: null,
    })),
  },
  guards: {
    hasNoSelection: ({ context }) => context.selected === null,
    isNotSetUp: ({ context }) => missingSetUp(context) !== null,
    codeIsInvalid: ({ context }) => codeError(context.current, context.code) !== null,
    signsInWithOtp: ({ context }) => context.current === 'otp',
    isAccepted: ({ event }) => isAcceptedAnswer(event),
  },
}).createMachine({
  id: 'authType',
  context: ({ input }) => ({ ...input, selected: null, code: '', fieldErrors: {}, error: null }),
  // The e-mailed code confirming the change is asked for by the member, with the usual resend countdown.
  invoke: {
    id: 'otp',
    src: 'otpCooldown',
    input: ({ context }) => ({
      username: context.username,
      from: 'security' as const,
      start: 'idle' as const,
    }),
  },
  on: {
    'authentication.update': {
      actions: assign(({ context, event }) => ({
        current: event.current,
        setUp: event.setUp,
        code: event.current === context.current ? context.code : '',
      })),
    },
  },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'type.select': {
          target: '.editing',
          actions: assign(({ context, event }) => ({
            selected: event.authType,
            fieldErrors: { ...context.fieldErrors, type: undefined },
          })),
        },
        'code.change': {
          actions: assign(({ context, event }) => ({
            code: filterCode(context.current, event.code),
            fieldErrors: { ...context.fieldErrors, code: undefined },
          })),
        },
        'otp.resend': { guard: 'signsInWithOtp', actions: sendTo('otp', { type: 'otp.send' }) },
        'form.submit': [
          {
            guard: 'hasNoSelection',
            target: '.editing',
            actions: assign({ fieldErrors: { type: SELECT_OPTION } }),
          },
          {
            guard: 'isNotSetUp',
            target: '.notSetUp',
            actions: [
              { type: 'notifyError', params: ({ context }) => ({ message: missingSetUp(context)!.message }) },
              { type: 'openTab', params: ({ context }) => ({ tab: missingSetUp(context)!.tab }) },
            ],
          },
          {
            guard: 'codeIsInvalid',
            target: '.editing',
            actions: assign({
              fieldErrors: ({ context }) => ({ code: codeError(context.current, context.code)! }),
            }),
          },
          { target: 'submitting', actions: assign({ fieldErrors: {}, error: null }) },
        ],
      },
      initial: 'editing',
      states: {
        editing: {},
        notSetUp: { tags: ['error'] },
        refused: { tags: ['error'] },
        changed: {},
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'changeAuthentication',
        input: ({ context }) => ({ type: context.selected!, [context.current]: context.code }),
        onDone: [
          {
            guard: 'isAccepted',
            target: 'choosing.changed',
            actions: [
              'takeNewType',
              { type: 'storeAuthType', params: ({ context }) => ({ authType: context.current }) },
              notifyAnswer('Authentication changed'),
              'refresh',
            ],
          },
          { target: 'choosing.refused', actions: ['showRefusal', notifyRefusal] },
        ],
        onError: { target: 'choosing.refused', actions: ['showRefusal', notifyRefusal] },
      },
    },
  },
});
