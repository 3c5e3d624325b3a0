import {
  type AdjustableWallet,
  type ApprovalRequest,
  depositMethods,
  type OperatorDepositRow,
  type OperatorWithdrawal,
} from '../../../api/operatorMoney';
import type { MoneyFormOutcome } from '../../../machines/operatorMoneyForm/operatorMoneyFormMachine';
import { formatUsdt, shorten } from '../../../ui';
import { kindLabels } from '../shared/approvalLabels';

export const MONEY_PATH = '/operator/money';
export const APPROVALS_PATH = `${MONEY_PATH}/approvals`;

export const walletLabels: Record<AdjustableWallet, string> = {
  pay_in: 'Deposit wallet',
  pay_out: 'Withdraw wallet',
  reserve: 'Reserve wallet',
};

export const methodLabel = (id: unknown) =>
  depositMethods.find((method) => String(method.id) === String(id))?.label ?? `Method ${String(id)}`;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Whom a request concerns: the member of a money move or member change, the operator of an operator change. */
export const approvalConcerns = (request: ApprovalRequest) =>
  request.operator !== null ? `operator ${request.operator}` : (request.username ?? '');

/** The request as the operator reads it in a sentence: 'the deposit of 1500.00 USDT for alice'. */
export function approvalSubject(request: ApprovalRequest): string {
  const number = `(request #${request.id})`;
  if (request.kind === 'reserve_snapshot')
    return `the publishing of proof of reserves snapshot #${text(request.details.snapshot_id)} ${number}`;
  if (request.amount !== null)
    return `the ${request.kind} of ${formatUsdt(request.amount)} for ${request.username} ${number}`;
  return `the ${kindLabels[request.kind].toLowerCase()} for ${approvalConcerns(request)} ${number}`;
}

/** The figures a second operator publishes by approving a proof of reserves snapshot. */
function reserveSnapshotDetail(details: ApprovalRequest['details']): string {
  const ratio = text(details.ratio_percent);
  const root = text(details.root_hash);
  return (
    `Publish snapshot #${text(details.snapshot_id)}: ${text(details.members)} members owed ` +
    `${formatUsdt(text(details.liabilities) || '0')}, ${formatUsdt(text(details.holdings) || '0')} held` +
    `${ratio ? ` (${ratio}%)` : ''}${root ? `, root ${shorten(root, 8)}` : ''}`
  );
}

/** What was asked for, beyond kind, member and amount. */
export function approvalDetail(request: ApprovalRequest): string {
  const { details } = request;
  switch (request.kind) {
    case 'operator_create':
      return `Add ${text(details.username)} as ${text(details.role)}`;
    case 'operator_role':
      return `From ${text(details.from)} to ${text(details.role)}`;
    case 'operator_enable':
      return 'Let them sign in again';
    case 'operator_authenticator_reset':
      return 'They set up a new authenticator at their next sign-in';
    case 'member_unfreeze':
    case 'member_pin_reset':
    case 'member_2fa_reset':
      return text(details.reason);
    case 'reserve_snapshot':
      return reserveSnapshotDetail(details);
  }
  if (request.kind === 'deposit' && details.held_deposit_id !== undefined)
    return `Deposit #${text(details.held_deposit_id)} held below its method's minimum`;
  if (request.kind === 'deposit')
    return `${methodLabel(details.payment_method_id)}, hash ${text(details.txhash)}`;
  if (request.kind === 'withdrawal')
    return `Withdrawal ${text(details.code) || `#${text(details.withdrawal_id)}`}`;
  const wallet = walletLabels[text(details.wallet) as AdjustableWallet] ?? text(details.wallet);
  const direction = details.direction === 'debit' ? 'Debit from' : 'Credit to';
  return `${direction} ${wallet}: ${text(details.reason)}`;
}

export const depositSubject = (deposit: OperatorDepositRow) =>
  `deposit #${deposit.id} of ${formatUsdt(deposit.amount)} for ${deposit.username}`;

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
