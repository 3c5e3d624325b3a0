import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { AuthType } from '../../api/contract';
import { type ApiResult, firstErrorMessage, isOk, SOMETHING_WENT_WRONG } from '../../api/errors';
import {
  filterAmount,
  newIdempotencyKey,
  postWithdraw,
  type WithdrawBody,
  type WithdrawResponse,
  type WithdrawWallet,
} from '../../api/wallet';
import {
  amountError,
  isUncertain,
  REQUIRED,
  type WalletBalances,
  wireAmount,
} from '../verification/moneyRules';
import { type VerificationEvent, verificationMachine } from '../verification/verificationMachine';

export interface WithdrawForm {
  wallet: WithdrawWallet | '';
  amount: string;
  /** The payout account; the server checks it, the form does not (spec document 2 §5). */
  bank_id: string;
}

export const emptyWithdrawForm: WithdrawForm = { wallet: '', amount: '', bank_id: '' };

export interface WithdrawInput {
  username: string;
  authType: AuthType;
  balances?: WalletBalances;
}

export type SubmitWithdrawInput = WithdrawBody & { idempotencyKey: string };

export interface WithdrawContext {
  username: string;
  authType: AuthType;
  balances: WalletBalances;
  form: WithdrawForm;
  fieldErrors: Partial<Record<keyof WithdrawForm, string>>;
  /** The confirmed code, kept so a retry after a network failure sends the same request. */
  code: string | null;
  /** One key per confirmed submission; a retry of that submission reuses it. */
  idempotencyKey: string | null;
  error: string | null;
}

export type WithdrawEvent =
  | { type: 'form.change'; field: keyof WithdrawForm; value: string }
  | { type: 'form.next' }
  | { type: 'balances.update'; balances: WalletBalances }
  | { type: 'verification.cancel' }
  | { type: 'submit.retry' }
  | VerificationEvent;

export function withdrawErrors(
  context: Pick<WithdrawContext, 'form' | 'balances'>,
): WithdrawContext['fieldErrors'] {
  const { wallet, amount } = context.form;
  const errors: WithdrawContext['fieldErrors'] = {};
  const known = wallet === 'pay_out' || wallet === 'reserve';
  if (!known) errors.wallet = REQUIRED;
  const amountProblem = amountError(amount, known ? context.balances[wallet] : undefined);
  if (amountProblem) errors.amount = amountProblem;
  return errors;
}

const hasErrors = (errors: object) => Object.keys(errors).length > 0;

function submission(context: WithdrawContext): SubmitWithdrawInput {
  return {
    wallet: context.form.wallet as WithdrawWallet,
    amount: wireAmount(context.form.amount),
    ...(context.form.bank_id ? { bank_id: context.form.bank_id } : {}),
    [context.authType]: context.code ?? '',
    idempotencyKey: context.idempotencyKey ?? '',
  };
}

/**
 * The Manual Withdraw page: the form (wallet, amount, payout account), Next, the verification modal, then the
 * request. A refusal closes the modal and resets the code but keeps the form, so the member can correct it.
 */
export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    input: {} as WithdrawInput,
    events: {} as WithdrawEvent,
  },
  actors: {
    verification: verificationMachine,
    submitWithdraw: fromPromise<ApiResult<WithdrawResponse>, SubmitWithdrawInput>(
      ({ input: { idempotencyKey, ...body } }) => postWithdraw(body, idempotencyKey),
    ),
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    /** Reloads the balances and the Withdraw History after a request. */
    refresh: () => {},
    forgetSubmission: assign({ code: null, idempotencyKey: null }),
  },
  guards: {
    formIsInvalid: ({ context }) => hasErrors(withdrawErrors(context)),
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
            actions: assign({ fieldErrors: ({ context }) => withdrawErrors(context) }),
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
          action: 'withdraw' as const,
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
        src: 'submitWithdraw',
        input: ({ context }) => submission(context),
        onDone: [
          {
            guard: ({ event }) => isOk(event.output),
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
          {
            guard: ({ event }) => isUncertain(event.output),
            target: 'failed',
            actions: [
              assign({ error: SOMETHING_WENT_WRONG }),
              { type: 'notifyError', params: { message: SOMETHING_WENT_WRONG } },
            ],
          },
          {
            // A refusal moved nothing: the modal closes, the code is reset and the form stays for a correction.
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
            assign({ error: SOMETHING_WENT_WRONG }),
            { type: 'notifyError', params: { message: SOMETHING_WENT_WRONG } },
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
