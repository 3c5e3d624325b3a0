/**
 * The two-person rule's plain rules (contract/approvals.ts): no validator, so the back office offers the very
 * same kinds, wallets and directions the server accepts.
 */

/** Moves of money: each names a member and an amount. */
export const moneyApprovalKinds = ['deposit', 'withdrawal', 'adjustment'] as const;
/** Changes to who runs the platform: each names the operator it concerns. */
export const operatorApprovalKinds = [
  'operator_create',
  'operator_role',
  'operator_enable',
  'operator_authenticator_reset',
] as const;
/** Changes to a member's account that could open it to someone else, or release their money. */
export const memberApprovalKinds = ['member_unfreeze', 'member_pin_reset', 'member_2fa_reset'] as const;
/** Publishing a proof of reserves an operator took: the figures every member and visitor will read. */
export const reserveApprovalKinds = ['reserve_snapshot'] as const;
export const approvalKinds = [
  ...moneyApprovalKinds,
  ...operatorApprovalKinds,
  ...memberApprovalKinds,
  ...reserveApprovalKinds,
] as const;
export type ApprovalKind = (typeof approvalKinds)[number];
export const approvalStatuses = ['pending', 'approved', 'declined'] as const;
/** The wallets an adjustment may credit or debit. */
export const adjustableWallets = ['pay_in', 'pay_out', 'reserve'] as const;
/** Which way an adjustment moves the wallet. */
export const adjustmentDirections = ['credit', 'debit'] as const;

/**
 * Above this many USDT a deposit or withdrawal waits for a second operator, unless the platform sets another
 * amount (APPROVAL_THRESHOLD_USDT).
 */
export const DEFAULT_APPROVAL_THRESHOLD_USDT = 1_000;

/**
 * Whether a move of money waits for a second operator: every adjustment does, and a deposit or withdrawal
 * above the threshold (both in micro-USDT). The server decides by it; a screen may tell the operator beforehand.
 */
export function waitsForSecondOperator(
  kind: (typeof moneyApprovalKinds)[number],
  amount: bigint,
  threshold: bigint,
): boolean {
  return kind === 'adjustment' || amount > threshold;
}
