import { isNetworkFailure, NETWORK_FAILURE } from '../../api/errors';
import type { TransferBody, TransferWallet } from '../../api/wallet';
import {
  type FieldErrors,
  type WalletBalances,
  walletAmountErrors,
  wireAmount,
} from '../verification/moneyRules';

export interface TransferForm {
  wallet: TransferWallet | '';
  amount: string;
}

/** Shown when a transfer may not have reached the server (spec document 2 §8). */
export const TRANSFER_EXCEPTION = 'Request failed login again';

/**
 * What an unanswered transfer says: the plain network sentence when the server was not reached (asking a
 * signed-in member to sign in again would not help), the spec's words for any other exception.
 */
export const transferFailureMessage = (answer: unknown): string =>
  isNetworkFailure(answer) ? NETWORK_FAILURE : TRANSFER_EXCEPTION;

export const emptyTransferForm: TransferForm = { wallet: '', amount: '' };

/** Each transfer is named by the balance it draws on; the select's value is only trusted when it names one. */
const sourceWallet: Record<TransferWallet, keyof WalletBalances> = {
  pay_in_to_reserve: 'pay_in',
  pay_out_to_reserve: 'pay_out',
};
const isTransferWallet = (wallet: string): wallet is TransferWallet => Object.hasOwn(sourceWallet, wallet);

export function transferErrors(form: TransferForm, balances: WalletBalances): FieldErrors<TransferForm> {
  const source = isTransferWallet(form.wallet) ? sourceWallet[form.wallet] : undefined;
  return walletAmountErrors(form.amount, source, balances);
}

/**
 * The request a checked form makes: to the member's own Reserve wallet, so the payee is the member. Next
 * refuses a form without a wallet, so one is always there.
 */
export function transferBody(form: TransferForm, username: string): TransferBody {
  const { wallet } = form;
  if (!isTransferWallet(wallet)) throw new Error('A transfer is sent only once its wallet is chosen');
  return { wallet, transfer_amount: wireAmount(form.amount), payee: username };
}
