import { assign, setup } from 'xstate';
import type { ApiResult } from '../../api/errors';
import { postWithdraw, type WithdrawResponse } from '../../api/withdraw';
import * as moneyMove from '../verification/moneyMoveParts';
import { emptyWithdrawForm, withdrawBody, withdrawErrors } from './withdrawForm';
import type { SubmitWithdrawInput, WithdrawContext, WithdrawEvent, WithdrawInput } from './withdrawTypes';

export { emptyWithdrawForm, type WithdrawForm, withdrawErrors } from './withdrawForm';
export type { SubmitWithdrawInput, WithdrawContext, WithdrawEvent, WithdrawInput } from './withdrawTypes';

/**
 * The Manual Withdraw page: the form (wallet, amount, payout account), Next, the verification modal, then the
 * request. A refusal closes the modal and resets the code but keeps the form, so the member can correct it
 * (spec document 2 §8); a lost answer leaves the request 'failed', where a retry sends it again with the same
 * Idempotency-Key and code, so the money moves once however often the member retries.
 */
export const withdrawMachine = setup({
  types: { context: {} as WithdrawContext, input: {} as WithdrawInput, events: {} as WithdrawEvent },
  actors: {
    ...moneyMove.actors,
    submitWithdraw: moneyMove.keyedRequest<ApiResult<WithdrawResponse>, SubmitWithdrawInput>(postWithdraw),
  },
  actions: {
    ...moneyMove.formActions<WithdrawContext, WithdrawEvent>(withdrawErrors),
    clearForm: assign({ form: emptyWithdrawForm, fieldErrors: {}, error: null }),
  },
  guards: moneyMove.formGuards(withdrawErrors),
}).createMachine({
  id: 'withdraw',
  context: ({ input }) => moneyMove.unconfirmed(input, moneyMove.formFields(input, emptyWithdrawForm)),
  on: moneyMove.balanceUpdates,
  initial: 'editing',
  states: {
    editing: { on: moneyMove.formEvents('verifying') },
    verifying: moneyMove.verifying({ action: 'withdraw', done: 'submitting', cancel: { target: 'editing' } }),
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitWithdraw',
        input: ({ context }) => ({ ...withdrawBody(context.form), ...moneyMove.confirmation(context) }),
        onDone: moneyMove.answered({
          accepted: { target: 'editing', actions: ['clearForm'], notify: 'Withdrawal requested' },
          uncertain: 'failed',
          // A refusal moved nothing: the code modal closes and the form stays, with the server's message.
          refused: { target: 'editing' },
        }),
        onError: 'failed',
      },
    },
    failed: moneyMove.failed({ retry: 'submitting', cancel: { target: 'editing' } }),
  },
});
