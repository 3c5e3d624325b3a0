import { z } from 'zod';
import { adjustableWallets, adjustmentDirections, approvalKinds, approvalStatuses } from './approvalRules';
import { usernameText } from './common';
import { usdtAmount } from './money';

export * from './approvalRules';

/**
 * The two-person rule (Tessera's own operator API): a deposit or a withdrawal above the approval threshold,
 * and every manual adjustment, waits as an approval request until a second operator approves it. The one
 * who asked cannot approve (403); nothing reaches the ledger or the withdrawal before the approval.
 */

export const approvalRequest = z.object({
  id: z.number().int(),
  kind: z.enum(approvalKinds),
  username: z.string(),
  amount: z.string(),
  /** What was asked for: the deposit's method and hash, the withdrawal's id, or the adjustment. */
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

// GET operator/approvals?status=
export const approvalsQuery = z.object({ status: z.enum(approvalStatuses).optional() });
export const approvalsResponse = z.object({
  status: z.literal(true),
  /** Newest first, at most 100. */
  data: z.array(approvalRequest),
  /** Above this amount (USDT) a deposit or withdrawal needs a second operator. */
  threshold: z.string(),
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
  reason: z.string({ error: 'reason is required' }).trim().min(1, 'reason is required').max(200),
});
export const approvalResponse = z.object({ status: z.literal(true), data: approvalRequest });
export type ApprovalResponse = z.infer<typeof approvalResponse>;

// POST operator/adjustments (Idempotency-Key header required): always waits for a second operator.
export const adjustmentBody = z.strictObject({
  username: usernameText,
  wallet: z.enum(adjustableWallets, `wallet must be one of ${adjustableWallets.join(', ')}`),
  direction: z.enum(adjustmentDirections, 'direction must be credit or debit'),
  amount: usdtAmount,
  reason: z.string({ error: 'reason is required' }).trim().min(1, 'reason is required').max(200),
});
export type AdjustmentBody = z.infer<typeof adjustmentBody>;
