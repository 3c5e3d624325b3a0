import { z } from 'zod';
import { adjustableWallets, adjustmentDirections, approvalKinds, approvalStatuses } from './approvalRules';
import { usernameText } from './common';
import { usdtAmount } from './money';
import { operatorReason } from './operatorFields';
import { listPage, listQuery, usernameFilter } from './operatorLists';

export * from './approvalRules';

/**
 * The two-person rule (Tessera's own operator API): a deposit or a withdrawal above the approval threshold,
 * every manual adjustment, every change to who runs the platform (adding an operator, a new role, re-enabling,
 * an authenticator reset) and every change that could open a member's account or release their money (lifting
 * a withdrawal freeze, resetting a PIN or second factor) waits as an approval request until a second person
 * approves it. Nothing happens before the approval. Who asked cannot approve (403), nor can an operator in
 * their first 24 hours or one created or approved by whoever asked; every operator key counts as one person.
 */

export const approvalRequest = z.object({
  id: z.number().int(),
  kind: z.enum(approvalKinds),
  /** The member a money move or a member change concerns; null for an operator change. */
  username: z.string().nullable(),
  /** The operator an operator change concerns; null otherwise. */
  operator: z.string().nullable(),
  /** USDT, for money moves; null for any other change. */
  amount: z.string().nullable(),
  /** What was asked for: the deposit's method and hash, the withdrawal's id, the adjustment, the new role… */
  details: z.record(z.string(), z.unknown()),
  /** The operator's username, or 'operator key'. */
  requested_by: z.string(),
  /** ISO 8601 */
  requested_at: z.string(),
  status: z.enum(approvalStatuses),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  outcome: z.record(z.string(), z.unknown()).nullable(),
});
export type ApprovalRequest = z.infer<typeof approvalRequest>;

/** Answered with 202 where a request had to wait for a second operator. */
export const approvalPendingResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  approval: approvalRequest,
});
export type ApprovalPendingResponse = z.infer<typeof approvalPendingResponse>;

// GET operator/approvals?status=&kind=&username=&from=&to=&sort=&dir=&page=&per_page= (contract/operatorLists.ts),
// and operator/approvals.csv. Each role sees only the kinds it reads (approvalKindsReadable).
export const approvalsQuery = listQuery('approvals').extend({
  status: z.enum(approvalStatuses, `status must be one of ${approvalStatuses.join(', ')}`).optional(),
  kind: z.enum(approvalKinds, `kind must be one of ${approvalKinds.join(', ')}`).optional(),
  /** The member a request concerns. */
  username: usernameFilter,
});
export type ApprovalsQuery = z.input<typeof approvalsQuery>;
export const approvalsResponse = listPage(approvalRequest).extend({
  /** Above this amount (USDT) a deposit or withdrawal needs a second operator. */
  threshold: z.string(),
  /** The kinds the caller may approve or decline (others' requests; never their own). */
  decides: z.array(z.enum(approvalKinds)),
});
export type ApprovalsResponse = z.infer<typeof approvalsResponse>;

export const approvalParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
// POST operator/approvals/{id}/decline
export const approvalDeclineBody = z.strictObject({
  reason: operatorReason,
});
export const approvalResponse = z.object({ status: z.literal(true), data: approvalRequest });
export type ApprovalResponse = z.infer<typeof approvalResponse>;

// POST operator/adjustments (Idempotency-Key header required): always waits for a second operator.
export const adjustmentBody = z.strictObject({
  username: usernameText,
  wallet: z.enum(adjustableWallets, `wallet must be one of ${adjustableWallets.join(', ')}`),
  direction: z.enum(adjustmentDirections, 'direction must be credit or debit'),
  amount: usdtAmount,
  reason: operatorReason,
});
export type AdjustmentBody = z.infer<typeof adjustmentBody>;
