import { amountMicros } from '../../api/amount';
import { type WithdrawBody, type WithdrawWallet, withdrawAmountProblem } from '../../api/withdraw';
import {
  type FieldErrors,
  INSUFFICIENT_BALANCE,
  type WalletBalances,
  walletAmountErrors,
  wireAmount,
} from '../verification/moneyRules';

export interface WithdrawForm {
  wallet: WithdrawWallet | '';
  amount: string;
  /** The payout account; the server checks it, the form does not (spec document 2 §5). */
  bank_id: string;
}

export const emptyWithdrawForm: WithdrawForm = { wallet: '', amount: '', bank_id: '' };

/** The wallet a withdrawal draws on; the select's value is only trusted when it names one. */
const sourceOf = (wallet: string): WithdrawWallet | undefined =>
  wallet === 'pay_out' || wallet === 'reserve' ? wallet : undefined;

/**
 * The form's checks, then the server's own rule on the amount (the minimum) with the server's words, in the
 * server's order: below the minimum is said before the balance, so no code is asked for a refused withdrawal.
 */
export function withdrawErrors(form: WithdrawForm, balances: WalletBalances): FieldErrors<WithdrawForm> {
  const errors: FieldErrors<WithdrawForm> = walletAmountErrors(form.amount, sourceOf(form.wallet), balances);
  const micros = amountMicros(form.amount);
  if (micros !== null && (!errors.amount || errors.amount === INSUFFICIENT_BALANCE)) {
    const problem = withdrawAmountProblem(micros);
    if (problem) errors.amount = problem;
  }
  return errors;
}

/** The request a checked form makes; Next refuses a form without a wallet, so one is always there. */
export function withdrawBody(form: WithdrawForm): WithdrawBody {
  const wallet = sourceOf(form.wallet);
  if (!wallet) throw new Error('A withdrawal is sent only once its wallet is chosen');
  return {
    wallet,
    amount: wireAmount(form.amount),
    ...(form.bank_id ? { bank_id: form.bank_id } : {}),
  };
}
