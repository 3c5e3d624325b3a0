import { assign, setup } from 'xstate';
import type { ApiResult } from '../../api/errors';
import { postTransfer, type TransferResponse } from '../../api/wallet';
import { outputOf } from '../answers';
import * as moneyMove from '../verification/moneyMoveParts';
import { emptyTransferForm, transferBody, transferErrors, transferFailureMessage } from './transferForm';
import type { SubmitTransferInput, TransferContext, TransferEvent, TransferInput } from './transferTypes';

export { emptyTransferForm, TRANSFER_EXCEPTION, type TransferForm, transferErrors } from './transferForm';
export type { SubmitTransferInput, TransferContext, TransferEvent, TransferInput } from './transferTypes';

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
    ...moneyMove.actors,
    submitTransfer: moneyMove.keyedRequest<ApiResult<TransferResponse>, SubmitTransferInput>(postTransfer),
  },
  actions: {
    ...moneyMove.formActions<TransferContext, TransferEvent>(transferErrors),
    openForm: assign({ formOpen: true }),
    closeForm: assign({ formOpen: false, fieldErrors: {}, error: null }),
    clearForm: assign({ form: emptyTransferForm, fieldErrors: {}, formOpen: false, error: null }),
  },
  guards: moneyMove.formGuards(transferErrors),
}).createMachine({
  id: 'transfer',
  context: ({ input }) =>
    moneyMove.unconfirmed(input, { ...moneyMove.formFields(input, emptyTransferForm), formOpen: false }),
  on: moneyMove.balanceUpdates,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.open': { actions: 'openForm' },
        'form.close': { actions: 'closeForm' },
        ...moneyMove.formEvents('verifying'),
      },
    },
    verifying: moneyMove.verifying({ action: 'transfer', done: 'submitting', cancel: { target: 'editing' } }),
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitTransfer',
        input: ({ context }) => ({
          ...transferBody(context.form, context.username),
          ...moneyMove.confirmation(context),
        }),
        onDone: moneyMove.answered({
          accepted: { target: 'editing', actions: ['clearForm'], notify: 'Transfer successful' },
          uncertain: 'failed',
          // A refusal moved nothing: the 'Transfer To' modal shows again, with the server's message.
          refused: { target: 'editing', actions: ['openForm'] },
        }),
        onError: 'failed',
      },
    },
    failed: moneyMove.failed({
      // 'Request failed login again', or the plain network sentence when the server was not reached.
      message: ({ event }) => transferFailureMessage(outputOf(event)),
      retry: 'submitting',
      cancel: { target: 'editing' },
    }),
  },
});
