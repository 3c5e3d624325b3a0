import { reasonRefusal, txHashRefusal } from '../../api/contract/operatorFieldRules';
import { type ApiResult, firstErrorMessage, isOk, refusalIn } from '../../api/errors';
import {
  isWaiting,
  postApprovalApprove,
  postApprovalDecline,
  postDepositCredit,
  postWithdrawalApprove,
  postWithdrawalPaid,
  postWithdrawalReject,
} from '../../api/operatorMoney';

export const decisionActions = [
  'approval.approve',
  'approval.decline',
  'withdrawal.approve',
  'withdrawal.paid',
  'withdrawal.reject',
  'deposit.credit',
] as const;
export type DecisionAction = (typeof decisionActions)[number];

/** What one decision needs typed before it is sent, named as the server names the field. */
export const decisionField: Record<DecisionAction, 'reason' | 'tx' | null> = {
  'approval.approve': null,
  'approval.decline': 'reason',
  'withdrawal.approve': null,
  'withdrawal.paid': 'tx',
  'withdrawal.reject': 'reason',
  'deposit.credit': null,
};

/** A decision about one listed item; `subject` is how the operator reads it ('the deposit of 5.00 USDT for alice'). */
export interface DecisionTarget {
  action: DecisionAction;
  id: number;
  subject: string;
}

export interface DecisionRequest {
  action: DecisionAction;
  id: number;
  text: string;
}

/** A payout on a watched chain is confirming until final: the server's message says how deep it is. */
export type DecisionAnswer = ApiResult<{
  status: true;
  message?: string;
  confirmations?: { seen: number; required: number };
}>;

/** Checked before anything is sent, by the very rules the server checks it with again. */
export function textError(action: DecisionAction, text: string): string | null {
  const field = decisionField[action];
  if (field === 'reason') return reasonRefusal(text);
  if (field === 'tx') return txHashRefusal(text);
  return null;
}

/** The one request each decision makes. */
export function sendDecision({ action, id, text }: DecisionRequest): Promise<DecisionAnswer> {
  const value = text.trim();
  switch (action) {
    case 'approval.approve':
      return postApprovalApprove(id);
    case 'approval.decline':
      return postApprovalDecline(id, value);
    case 'withdrawal.approve':
      return postWithdrawalApprove(id);
    case 'withdrawal.paid':
      return postWithdrawalPaid(id, value);
    case 'withdrawal.reject':
      return postWithdrawalReject(id, value);
    case 'deposit.credit':
      return postDepositCredit(id);
  }
}

export const isAccepted = (answer: DecisionAnswer | undefined) => answer !== undefined && isOk(answer);

/** The refusal's message for the typed field, when the server pinned it there. */
export function fieldRefusal(action: DecisionAction, answer: DecisionAnswer | undefined): string | null {
  const field = decisionField[action];
  const errors = refusalIn(answer)?.errors;
  return (field && errors?.[field]?.[0]) || null;
}

/** 404 or 409: someone else decided first, so the list on screen is out of date. */
export const isStale = (answer: DecisionAnswer | undefined) => {
  const code = refusalIn(answer)?.code;
  return code === 404 || code === 409;
};

export const refusalMessage = (answer: DecisionAnswer | undefined) => firstErrorMessage(refusalIn(answer));

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the operator is told once the server has answered yes. */
export function outcomeMessage(target: DecisionTarget, answer: DecisionAnswer): string {
  const subject = capital(target.subject);
  switch (target.action) {
    case 'approval.approve':
      return `Approved: ${target.subject} is made.`;
    case 'approval.decline':
      return `Declined: ${target.subject}. Nothing was changed.`;
    case 'withdrawal.approve':
      return isWaiting(answer)
        ? `${subject} is above the threshold: waiting for a second operator's approval.`
        : `${subject} is now Processing. Mark it paid once the transfer is sent.`;
    case 'withdrawal.paid':
      return isOk(answer) && answer.confirmations && answer.message
        ? `${subject}: ${answer.message}.`
        : `${subject} is marked paid.`;
    case 'withdrawal.reject':
      return `${subject} is rejected; the amount is back in the member's wallet.`;
    case 'deposit.credit':
      return isWaiting(answer)
        ? `${subject} is above the threshold: waiting for a second operator's approval.`
        : `${subject} is credited to the member's Receiving Wallet.`;
  }
}
