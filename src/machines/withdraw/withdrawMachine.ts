import { SOMETHING_WENT_WRONG } from '../../api/errors';
import {
  postWithdraw,
  type WithdrawBody,
  type WithdrawResponse,
  type WithdrawWallet,
} from '../../api/wallet';
import {
  type FieldErrors,
  type MoneyMoveContext,
  type MoneyMoveEvent,
  type MoneyMoveInput,
  moneyMoveMachine,
  type Submission,
} from '../verification/moneyMove';
import { walletAmountErrors, wireAmount } from '../verification/moneyRules';

export interface WithdrawForm {
  wallet: WithdrawWallet | '';
  amount: string;
  /** The payout account; the server checks it, the form does not (spec document 2 §5). */
  bank_id: string;
}

export const emptyWithdrawForm: WithdrawForm = { wallet: '', amount: '', bank_id: '' };

export type WithdrawInput = MoneyMoveInput;

export type SubmitWithdrawInput = Submission<WithdrawBody>;

export type WithdrawContext = MoneyMoveContext<WithdrawForm>;

export type WithdrawEvent = MoneyMoveEvent<WithdrawForm>;

export function withdrawErrors(
  context: Pick<WithdrawContext, 'form' | 'balances'>,
): FieldErrors<WithdrawForm> {
  const { wallet, amount } = context.form;
  const source = wallet === 'pay_out' || wallet === 'reserve' ? wallet : undefined;
  return walletAmountErrors(amount, source, context.balances);
}

/**
 * The Manual Withdraw page: the form (wallet, amount, payout account), Next, the verification modal, then the
 * request. A refusal closes the modal and resets the code but keeps the form, so the member can correct it
 * (spec document 2 §8); a lost answer offers a retry.
 */
export const withdrawMachine = moneyMoveMachine<
  WithdrawForm,
  WithdrawBody,
  WithdrawResponse,
  'submitWithdraw'
>({
  id: 'withdraw',
  emptyForm: emptyWithdrawForm,
  fieldErrors: withdrawErrors,
  body: (context) => ({
    wallet: context.form.wallet as WithdrawWallet,
    amount: wireAmount(context.form.amount),
    ...(context.form.bank_id ? { bank_id: context.form.bank_id } : {}),
  }),
  submitActor: 'submitWithdraw',
  submit: postWithdraw,
  form: 'page',
  succeeded: 'Withdrawal requested',
  uncertain: SOMETHING_WENT_WRONG,
});
