import {
  postTransfer,
  type TransferBody,
  type TransferResponse,
  type TransferWallet,
} from '../../api/wallet';
import {
  type FieldErrors,
  type FormModalEvent,
  type MoneyMoveContext,
  type MoneyMoveEvent,
  type MoneyMoveInput,
  moneyMoveMachine,
  type Submission,
} from '../verification/moneyMove';
import { type WalletBalances, walletAmountErrors, wireAmount } from '../verification/moneyRules';

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

export type TransferInput = MoneyMoveInput;

export type SubmitTransferInput = Submission<TransferBody>;

export type TransferContext = MoneyMoveContext<TransferForm>;

export type TransferEvent = MoneyMoveEvent<TransferForm> | FormModalEvent;

export function transferErrors(
  context: Pick<TransferContext, 'form' | 'balances'>,
): FieldErrors<TransferForm> {
  const { wallet, amount } = context.form;
  const source = wallet !== '' && Object.hasOwn(sourceWallet, wallet) ? sourceWallet[wallet] : undefined;
  return walletAmountErrors(amount, source, context.balances);
}

/**
 * The Transfer page: 'Click for transfer' opens the 'Transfer To' modal (wallet and amount), then the
 * verification modal, then the move. Transfers go from the Wallet or Withdraw balance to the member's own
 * Reserve wallet; the payee is the member. A refusal reopens the 'Transfer To' modal with the server's
 * message (spec document 2 §8); a lost answer says 'Request failed login again' and offers a retry.
 */
export const transferMachine = moneyMoveMachine<
  TransferForm,
  TransferBody,
  TransferResponse,
  'submitTransfer',
  TransferEvent
>({
  id: 'transfer',
  emptyForm: emptyTransferForm,
  fieldErrors: transferErrors,
  body: (context) => ({
    wallet: context.form.wallet as TransferWallet,
    transfer_amount: wireAmount(context.form.amount),
    payee: context.username,
  }),
  submitActor: 'submitTransfer',
  submit: postTransfer,
  form: 'modal',
  succeeded: 'Transfer successful',
  uncertain: TRANSFER_EXCEPTION,
});
