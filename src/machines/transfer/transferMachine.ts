import { assign, fromPromise, sendTo, setup } from 'xstate';
import { type ApiResult, firstErrorMessage, isOk } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotency';
import { postTransfer, type TransferResponse } from '../../api/wallet';
import { hasFieldErrors, isUncertain, withField } from '../verification/moneyRules';
import { verificationMachine } from '../verification/verificationMachine';
import { emptyTransferForm, transferBody, transferErrors, transferFailureMessage } from './transferForm';
import type { SubmitTransferInput, TransferContext, TransferEvent, TransferInput } from './transferTypes';

export { emptyTransferForm, TRANSFER_EXCEPTION, type TransferForm, transferErrors } from './transferForm';
export type { SubmitTransferInput, TransferContext, TransferEvent, TransferInput } from './transferTypes';

type TransferAnswer = ApiResult<TransferResponse>;

/**
 * The Transfer page: 'Click for transfer' opens the 'Transfer To' modal (wallet and amount), then the
 * verification modal, then the move. Transfers go from the Wallet or Withdraw balance to the member's own
 * Reserve wallet. A refusal reopens the 'Transfer To' modal with the server's message (spec document 2 §8); a
 * lost answer says 'Request failed login again' and offers a retry with the same Idempotency-Key and code, so
 * the money moves once however often the member retries.
 */
export const transferMachine = setup({
  types: { context: {} as TransferContext, input: {} as TransferInput, events: {} as TransferEvent },
  actors: {
    verification: verificationMachine,
    submitTransfer: fromPromise<TransferAnswer, SubmitTransferInput>(
      ({ input: { idempotencyKey, ...body } }) => postTransfer(body, idempotencyKey),
    ),
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    /** Reloads the balances and the history after a transfer. */
    refresh: () => {},
    forgetSubmission: assign({ code: null, idempotencyKey: null }),
  },
  guards: {
    hasFormErrors: ({ context }) => hasFieldErrors(transferErrors(context.form, context.balances)),
    isAccepted: (_, answer: TransferAnswer) => isOk(answer),
    isUncertain: (_, answer: TransferAnswer) => isUncertain(answer),
  },
}).createMachine({
  id: 'transfer',
  context: ({ input }) => ({
    username: input.username,
    authType: input.authType,
    balances: input.balances ?? {},
    form: emptyTransferForm,
    fieldErrors: {},
    formOpen: false,
    code: null,
    idempotencyKey: null,
    error: null,
  }),
  on: { 'balances.update': { actions: assign({ balances: ({ event }) => event.balances }) } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.open': { actions: assign({ formOpen: true }) },
        'form.close': { actions: assign({ formOpen: false, fieldErrors: {}, error: null }) },
        'form.change': {
          actions: assign({
            form: ({ context, event }) => withField(context.form, event.field, event.value),
            fieldErrors: ({ context, event }) => ({ ...context.fieldErrors, [event.field]: undefined }),
          }),
        },
        'form.next': [
          {
            guard: 'hasFormErrors',
            actions: assign({ fieldErrors: ({ context }) => transferErrors(context.form, context.balances) }),
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
          action: 'transfer',
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
        src: 'submitTransfer',
        input: ({ context }) => ({
          ...transferBody(context.form, context.username),
          [context.authType]: context.code ?? '',
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'editing',
            actions: [
              'forgetSubmission',
              assign({ form: emptyTransferForm, fieldErrors: {}, formOpen: false, error: null }),
              {
                type: 'notifySuccess',
                params: ({ event }) => ({ message: firstErrorMessage(event.output, 'Transfer successful') }),
              },
              'refresh',
            ],
          },
          { guard: { type: 'isUncertain', params: ({ event }) => event.output }, target: 'failed' },
          {
            // A refusal moved nothing: the 'Transfer To' modal shows again, with the server's message.
            target: 'editing',
            actions: [
              'forgetSubmission',
              assign({ formOpen: true, error: ({ event }) => firstErrorMessage(event.output) }),
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
        assign({ error: ({ event }) => transferFailureMessage((event as { output?: unknown }).output) }),
        {
          type: 'notifyError',
          params: ({ event }) => ({
            message: transferFailureMessage((event as { output?: unknown }).output),
          }),
        },
      ],
      on: {
        'submit.retry': { target: 'submitting', actions: assign({ error: null }) },
        'verification.cancel': { target: 'editing', actions: 'forgetSubmission' },
      },
    },
  },
});
