import { assign, fromPromise, sendTo, setup } from 'xstate';
import { type ApiResult, firstErrorMessage, isOk, SOMETHING_WENT_WRONG } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotency';
import { postWithdraw, type WithdrawResponse } from '../../api/withdraw';
import { hasFieldErrors, isUncertain, withField } from '../verification/moneyRules';
import { verificationMachine } from '../verification/verificationMachine';
import { emptyWithdrawForm, withdrawBody, withdrawErrors } from './withdrawForm';
import type { SubmitWithdrawInput, WithdrawContext, WithdrawEvent, WithdrawInput } from './withdrawTypes';

export { emptyWithdrawForm, type WithdrawForm, withdrawErrors } from './withdrawForm';
export type { SubmitWithdrawInput, WithdrawContext, WithdrawEvent, WithdrawInput } from './withdrawTypes';

type WithdrawAnswer = ApiResult<WithdrawResponse>;

/**
 * The Manual Withdraw page: the form (wallet, amount, payout account), Next, the verification modal, then the
 * request. A refusal closes the modal and resets the code but keeps the form, so the member can correct it
 * (spec document 2 §8); a lost answer leaves the request 'failed', where a retry sends it again with the same
 * Idempotency-Key and code, so the money moves once however often the member retries.
 */
export const withdrawMachine = setup({
  types: { context: {} as WithdrawContext, input: {} as WithdrawInput, events: {} as WithdrawEvent },
  actors: {
    verification: verificationMachine,
    submitWithdraw: fromPromise<WithdrawAnswer, SubmitWithdrawInput>(
      ({ input: { idempotencyKey, ...body } }) => postWithdraw(body, idempotencyKey),
    ),
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    /** Reloads the balances and the history after a withdrawal. */
    refresh: () => {},
    forgetSubmission: assign({ code: null, idempotencyKey: null }),
  },
  guards: {
    hasFormErrors: ({ context }) => hasFieldErrors(withdrawErrors(context.form, context.balances)),
    isAccepted: (_, answer: WithdrawAnswer) => isOk(answer),
    isUncertain: (_, answer: WithdrawAnswer) => isUncertain(answer),
  },
}).createMachine({
  id: 'withdraw',
  context: ({ input }) => ({
    username: input.username,
    authType: input.authType,
    balances: input.balances ?? {},
    form: emptyWithdrawForm,
    fieldErrors: {},
    code: null,
    idempotencyKey: null,
    error: null,
  }),
  on: { 'balances.update': { actions: assign({ balances: ({ event }) => event.balances }) } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.change': {
          actions: assign({
            form: ({ context, event }) => withField(context.form, event.field, event.value),
            fieldErrors: ({ context, event }) => ({ ...context.fieldErrors, [event.field]: undefined }),
          }),
        },
        'form.next': [
          {
            guard: 'hasFormErrors',
            actions: assign({ fieldErrors: ({ context }) => withdrawErrors(context.form, context.balances) }),
          },
          { target: 'verifying', actions: assign({ fieldErrors: {}, error: null }) },
        ],
      },
    },
    verifying: {
      invoke: {
        id: 'verification',
        src: 'verification',
        input: ({ context }) => ({
          authType: context.authType,
          action: 'withdraw',
          username: context.username,
        }),
        onDone: {
          target: 'submitting',
          actions: assign({
            code: ({ event }) => event.output.code,
            idempotencyKey: () => newIdempotencyKey(),
          }),
        },
      },
      on: {
        'code.change': { actions: sendTo('verification', ({ event }) => event) },
        'code.submit': { actions: sendTo('verification', ({ event }) => event) },
        'otp.resend': { actions: sendTo('verification', ({ event }) => event) },
        'verification.cancel': 'editing',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitWithdraw',
        input: ({ context }) => ({
          ...withdrawBody(context.form),
          [context.authType]: context.code ?? '',
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'editing',
            actions: [
              'forgetSubmission',
              assign({ form: emptyWithdrawForm, fieldErrors: {}, error: null }),
              {
                type: 'notifySuccess',
                params: ({ event }) => ({ message: firstErrorMessage(event.output, 'Withdrawal requested') }),
              },
              'refresh',
            ],
          },
          { guard: { type: 'isUncertain', params: ({ event }) => event.output }, target: 'failed' },
          {
            // A refusal moved nothing: the code modal closes and the form stays, with the server's message.
            target: 'editing',
            actions: [
              'forgetSubmission',
              assign({ error: ({ event }) => firstErrorMessage(event.output) }),
              { type: 'notifyError', params: ({ event }) => ({ message: firstErrorMessage(event.output) }) },
            ],
          },
        ],
        onError: 'failed',
      },
    },
    // The answer was lost, or the server failed on its side: the money may or may not have moved.
    failed: {
      tags: ['error'],
      entry: [
        assign({ error: SOMETHING_WENT_WRONG }),
        { type: 'notifyError', params: { message: SOMETHING_WENT_WRONG } },
      ],
      on: {
        'submit.retry': { target: 'submitting', actions: assign({ error: null }) },
        'verification.cancel': { target: 'editing', actions: 'forgetSubmission' },
      },
    },
  },
});
