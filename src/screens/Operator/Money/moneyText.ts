import {
  type AdjustableWallet,
  type ApprovalKind,
  type ApprovalRequest,
  depositMethods,
  type OperatorWithdrawal,
} from '../../../api/operatorMoney';
import type { MoneyFormOutcome } from '../../../machines/operatorMoneyForm/operatorMoneyFormMachine';
import { formatUsdt } from '../../../ui';

export const MONEY_PATH = '/operator/money';
export const APPROVALS_PATH = `${MONEY_PATH}/approvals`;

export const kindLabels: Record<ApprovalKind, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  adjustment: 'Adjustment',
};

export const walletLabels: Record<AdjustableWallet, string> = {
  pay_in: 'Deposit wallet',
  pay_out: 'Withdraw wallet',
  reserve: 'Reserve wallet',
};

export const methodLabel = (id: unknown) =>
  depositMethods.find((method) => String(method.id) === String(id))?.label ?? `Method ${String(id)}`;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The request as the operator reads it in a sentence: 'the deposit of 1500.00 USDT for alice'. */
export const approvalSubject = (request: ApprovalRequest) =>
  `the ${request.kind} of ${formatUsdt(request.amount)} for ${request.username} (request #${request.id})`;

/** What was asked for, beyond kind, member and amount. */
export function approvalDetail(request: ApprovalRequest): string {
  const { details } = request;
  if (request.kind === 'deposit')
    return `${methodLabel(details.payment_method_id)}, hash ${text(details.txhash)}`;
  if (request.kind === 'withdrawal')
    return `Withdrawal ${text(details.code) || `#${text(details.withdrawal_id)}`}`;
  const wallet = walletLabels[text(details.wallet) as AdjustableWallet] ?? text(details.wallet);
  const direction = details.direction === 'debit' ? 'Debit from' : 'Credit to';
  return `${direction} ${wallet}: ${text(details.reason)}`;
}

export const withdrawalSubject = (withdrawal: OperatorWithdrawal) =>
  `withdrawal ${withdrawal.code} of ${formatUsdt(withdrawal.amount_from)} for ${withdrawal.username}`;

/** Where the money goes: the chain address, or the bank account. */
export const withdrawalDestination = (withdrawal: OperatorWithdrawal) =>
  withdrawal.coin_type === 'bank'
    ? `${withdrawal.bank_name ?? 'Bank'} ${withdrawal.ac_no ?? ''}`.trim()
    : `${withdrawal.network ?? withdrawal.coin_type} ${withdrawal.address ?? ''}`.trim();

/** What the page says once a deposit or an adjustment was taken. */
export function formOutcomeMessage({ kind, waiting, approvalId, form }: MoneyFormOutcome): string {
  const amount = formatUsdt(form.amount ?? '0');
  const who = form.username?.trim() ?? '';
  const request = approvalId === null ? '' : ` (request #${approvalId})`;
  if (kind === 'deposit') {
    return waiting
      ? `The deposit of ${amount} for ${who} is above the threshold and now waits for a second operator's approval${request}.`
      : `Recorded: ${amount} by ${methodLabel(form.payment_method_id)} for ${who}. The member's next balance sync credits it.`;
  }
  const wallet = walletLabels[form.wallet as AdjustableWallet] ?? 'wallet';
  const move = form.direction === 'debit' ? `debit of ${amount} from` : `credit of ${amount} to`;
  return `The ${move} ${who}'s ${wallet} now waits for a second operator's approval${request}.`;
}
