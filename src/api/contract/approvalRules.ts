/**
 * The two-person rule's plain rules (contract/approvals.ts): no validator, so the back office offers the very
 * same kinds, wallets and directions the server accepts.
 */

export const approvalKinds = ['deposit', 'withdrawal', 'adjustment'] as const;
export const approvalStatuses = ['pending', 'approved', 'declined'] as const;
/** The wallets an adjustment may credit or debit. */
export const adjustableWallets = ['pay_in', 'pay_out', 'reserve'] as const;
/** Which way an adjustment moves the wallet. */
export const adjustmentDirections = ['credit', 'debit'] as const;
