import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { AuthType } from '../../api/contract';
import { type ApiResult, firstErrorMessage, isOk } from '../../api/errors';
import {
  filterAmount,
  newIdempotencyKey,
  postTransfer,
  type TransferBody,
  type TransferResponse,
  type TransferWallet,
} from '../../api/wallet';
import {
  amountError,
  isUncertain,
  REQUIRED,
  type WalletBalances,
  wireAmount,
} from '../verification/moneyRules';
import { type VerificationEvent, verificationMachine } from '../verification/verificationMachine';

/** Shown when a transfer may not have reached the server (spec document 2 §8). */
export const TRANSFER_EXCEPTION = 'Request failed login again';

const sourceWallet: Record<TransferWallet, keyof WalletBalances> = {
  pay_in_to_reserve: 'pay_in',
  pay_out_to_reserve: 'pay_out',
};

export interface TransferForm {
  wallet: TransferWallet | '';
  amount: string;
}

export const emptyTransferForm: TransferForm = { wallet: '', amount: '' };

export interface TransferInput {
  username: string;
  authType: AuthType;
  balances?: WalletBalances;
}

export type SubmitTransferInput = TransferBody & { idempotencyKey: string };

export interface TransferContext {
  username: string;
  authType: AuthType;
  balances: WalletBalances;
  form: TransferForm;
  fieldErrors: Partial<Record<keyof TransferForm, string>>;
  /** The confirmed code, kept so a retry after a network failure sends the same request. */
  code: string | null;
  /** One key per confirmed submission; a retry of that submission reuses it. */
  idempotencyKey: string | null;
  error: string | null;
}

export type TransferEvent =
  | { type: 'form.change'; field: keyof TransferForm; value: string }
  | { type: 'form.next' }
  | { type: 'balances.update'; balances: WalletBalances }
  | { type: 'verification.cancel' }
  | { type: 'submit.retry' }
  | VerificationEvent;

export function transferErrors(
  context: Pick<TransferContext, 'form' | 'balances'>,
): TransferContext['fieldErrors'] {
  const { wallet, amount } = context.form;
  const errors: TransferContext['fieldErrors'] = {};
  const known = wallet !== '' && wallet in sourceWallet;
  if (!known) errors.wallet = REQUIRED;
  const amountProblem = amountError(amount, known ? context.balances[sourceWallet[wallet]] : undefined);
  if (amountProblem) errors.amount = amountProblem;
  return errors;
}

const hasErrors = (errors: object) => Object.keys(errors).length > 0;

function submission(context: TransferContext): SubmitTransferInput {
  return {
    wallet: context.form.wallet as TransferWallet,
    transfer_amount: wireAmount(context.form.amount),
    payee: context.username,
    [context.authType]: context.code ?? '',
    idempotencyKey: context.idempotencyKey ?? '',
  };
}

/**
 * The Transfer page: the 'Transfer To' modal (wallet and amount), the verification modal, then the move.
 * Transfers go from the Wallet or Withdraw balance to the member's own Reserve wallet; the payee is the member.
 */
export const transferMachine = setup({
  types: {
    context: {} as TransferContext,
    input: {} as TransferInput,
    events: {} as TransferEvent,
  },
  actors: {
    verification: verificationMachine,
    submitTransfer: fromPromise<ApiResult<TransferResponse>, SubmitTransferInput>(
      ({ input: { idempotencyKey, ...body } }) => postTransfer(body, idempotencyKey),
    ),
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    /** Reloads the balances and the Transfer History after a move. */
    refresh: () => {},
    forgetSubmission: assign({ code: null, idempotencyKey: null }),
  },
  guards: {
    formIsInvalid: ({ context }) => hasErrors(transferErrors(context)),
  },
}).createMachine({
  id: 'transfer',
  context: ({ input }) => ({
    username: input.username,
    authType: input.authType,
    balances: input.balances ?? {},
    form: emptyTransferForm,
    fieldErrors: {},
    code: null,
    idempotencyKey: null,
    error: null,
  }),
  on: {
    'balances.update': { actions: assign({ balances: ({ event }) => event.balances }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.change': {
          actions: assign({
            form: ({ context, event }) => ({
              ...context.form,
              [event.field]: event.field === 'amount' ? filterAmount(event.value) : event.value,
            }),
            fieldErrors: ({ context, event }) => ({ ...context.fieldErrors, [event.field]: undefined }),
          }),
        },
        'form.next': [
          {
            guard: 'formIsInvalid',
            actions: assign({ fieldErrors: ({ context }) => transferErrors(context) }),
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
          action: 'transfer' as const,
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
        // The modal's own events belong to the verification step.
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
        input: ({ context }) => submission(context),
        onDone: [
          {
            guard: ({ event }) => isOk(event.output),
            target: 'editing',
            actions: [
              'forgetSubmission',
              assign({ form: emptyTransferForm, fieldErrors: {}, error: null }),
              {
                type: 'notifySuccess',
                params: ({ event }) => ({ message: firstErrorMessage(event.output, 'Transfer successful') }),
              },
              'refresh',
            ],
          },
          {
            guard: ({ event }) => isUncertain(event.output),
            target: 'failed',
            actions: [
              assign({ error: TRANSFER_EXCEPTION }),
              { type: 'notifyError', params: { message: TRANSFER_EXCEPTION } },
            ],
          },
          {
            // A refusal moved nothing: the 'Transfer To' modal reopens with the server's message.
            target: 'editing',
            actions: [
              'forgetSubmission',
              assign({ error: ({ event }) => firstErrorMessage(event.output) }),
              { type: 'notifyError', params: ({ event }) => ({ message: firstErrorMessage(event.output) }) },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign({ error: TRANSFER_EXCEPTION }),
            { type: 'notifyError', params: { message: TRANSFER_EXCEPTION } },
          ],
        },
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'submit.retry': { target: 'submitting', actions: assign({ error: null }) },
        'verification.cancel': { target: 'editing', actions: 'forgetSubmission' },
      },
    },
  },
});
