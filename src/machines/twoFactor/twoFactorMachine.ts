import { assign, fromPromise, sendTo, setup } from 'xstate';
import {
  type Disable2faBody,
  type Enable2faBody,
  postDisable2fa,
  postEnable2fa,
  postRecoveryCodes,
  type RenewRecoveryCodesBody,
} from '../../api/security';
import { isAcceptedAnswer, notifyAnswer, notifyRefusal, outputOf, refusalOf } from '../answers';
import { verificationMachine } from '../verification/verificationMachine';
import * as rules from './twoFactorRules';
import type { TwoFactorContext, TwoFactorEvent, TwoFactorInput } from './twoFactorTypes';

export type { TwoFactorContext, TwoFactorEvent, TwoFactorInput } from './twoFactorTypes';

/** A refusal, or an answer that never came: the server's message, and GET user again in case it did change. */
const refused = (target: 'enrolling' | 'confirmingDisable' | 'on') => ({
  target,
  actions: ['showRefusal', notifyRefusal, 'refresh'] as const,
});
/** The code step of turning 2FA on or off; the switch, pressed again, backs out of it like Cancel. */
const codeStep = (send: 'enabling' | 'disabling', back: 'off' | 'on') =>
  ({
    'code.change': { actions: 'takeCode' },
    'code.submit': [{ guard: 'codeIsInvalid', actions: 'showCodeError' }, { target: send }],
    'step.cancel': { target: back, actions: 'clearEntry' },
    'twoFactor.toggle': { target: back, actions: 'clearEntry' },
  }) as const;
/** GET user says 2FA changed under the member's eyes (a lost answer, another tab): the switch follows it. */
const followServer = (target: 'off' | 'on') =>
  ({ 'status.sync': { guard: 'serverDiffers', target, actions: ['followServer', 'clearEntry'] } }) as const;

/**
 * The 2FA toggle of the Profile screen (spec document 2 §4 '2FA'). The switch always shows the server's state,
 * so a refusal leaves it where it was: the member stays at the code step with the server's message and tries
 * the next code. Turning 2FA on shows the ten recovery codes once; renewing them is confirmed like any
 * security change, by the member's auth type.
 */
export const twoFactorMachine = setup({
  types: { context: {} as TwoFactorContext, input: {} as TwoFactorInput, events: {} as TwoFactorEvent },
  actors: {
    enable2fa: fromPromise(({ input }: { input: Enable2faBody }) => postEnable2fa(input)),
    disable2fa: fromPromise(({ input }: { input: Disable2faBody }) => postDisable2fa(input)),
    renewRecoveryCodes: fromPromise(({ input }: { input: RenewRecoveryCodesBody }) =>
      postRecoveryCodes(input),
    ),
    verification: verificationMachine,
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    /** Reloads GET user: the 2FA state, a fresh enrolment secret, the codes left. */
    refresh: () => {},
    clearEntry: assign({ code: '', codeError: null, error: null }),
    takeCode: assign({
      code: ({ context, event }) =>
        event.type === 'code.change' ? rules.filterStepCode(context.enabled, event.code) : context.code,
      codeError: null,
    }),
    showCodeError: assign({ codeError: ({ context }) => rules.stepCodeError(context.enabled, context.code) }),
    showRefusal: assign({ code: '', error: ({ event }) => refusalOf(event) }),
    followServer: assign({
      enabled: ({ context, event }) => (event.type === 'status.sync' ? event.enabled : context.enabled),
    }),
    markOn: assign({ enabled: true }),
    markOff: assign({ enabled: false }),
    keepCodes: assign({ recoveryCodes: ({ event }) => rules.recoveryCodesIn(outputOf(event)) }),
    forwardToVerification: sendTo('verification', ({ event }) => event),
  },
  guards: {
    isEnabled: ({ context }) => context.enabled,
    isAccepted: ({ event }) => isAcceptedAnswer(event),
    codeIsInvalid: ({ context }) => rules.stepCodeError(context.enabled, context.code) !== null,
    serverDiffers: ({ context, event }) => event.type === 'status.sync' && event.enabled !== context.enabled,
  },
}).createMachine({
  id: 'twoFactor',
  context: ({ input }) => ({ ...input, code: '', codeError: null, error: null, recoveryCodes: [] }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isEnabled', target: 'on' }, { target: 'off' }] },
    off: {
      on: { 'twoFactor.toggle': { target: 'enrolling', actions: 'clearEntry' }, ...followServer('on') },
    },
    enrolling: { on: { ...codeStep('enabling', 'off'), ...followServer('on') } },
    enabling: {
      tags: ['busy'],
      invoke: {
        src: 'enable2fa',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: 'isAccepted',
            target: 'showingRecoveryCodes',
            actions: ['markOn', 'keepCodes', 'clearEntry', notifyAnswer('2FA enabled'), 'refresh'],
          },
          refused('enrolling'),
        ],
        onError: refused('enrolling'),
      },
    },
    showingRecoveryCodes: { on: { 'codes.saved': { target: 'on', actions: assign({ recoveryCodes: [] }) } } },
    on: {
      on: {
        'twoFactor.toggle': { target: 'confirmingDisable', actions: 'clearEntry' },
        'codes.renew': { target: 'confirmingRenewal', actions: 'clearEntry' },
        ...followServer('off'),
      },
    },
    confirmingDisable: { on: { ...codeStep('disabling', 'on'), ...followServer('off') } },
    disabling: {
      tags: ['busy'],
      invoke: {
        src: 'disable2fa',
        input: ({ context }) => ({ code: rules.wireDisableCode(context.code) }),
        onDone: [
          {
            guard: 'isAccepted',
            target: 'off',
            actions: ['markOff', 'clearEntry', notifyAnswer('2FA disabled'), 'refresh'],
          },
          refused('confirmingDisable'),
        ],
        onError: refused('confirmingDisable'),
      },
    },
    confirmingRenewal: {
      invoke: {
        id: 'verification',
        src: 'verification',
        input: ({ context: { authType, username } }) => ({ authType, username, action: 'security' }),
        onDone: { target: 'renewing', actions: assign({ code: ({ event }) => event.output.code }) },
      },
      on: {
        'code.change': { actions: 'forwardToVerification' },
        'code.submit': { actions: 'forwardToVerification' },
        'otp.resend': { actions: 'forwardToVerification' },
        'step.cancel': { target: 'on', actions: 'clearEntry' },
      },
    },
    renewing: {
      tags: ['busy'],
      invoke: {
        src: 'renewRecoveryCodes',
        input: ({ context }) => ({ [context.authType]: context.code }),
        onDone: [
          {
            guard: 'isAccepted',
            target: 'showingRecoveryCodes',
            actions: ['keepCodes', 'clearEntry', notifyAnswer('New recovery codes created'), 'refresh'],
          },
          refused('on'),
        ],
        onError: refused('on'),
      },
    },
  },
});
