import { z } from 'zod';
import { approvalPendingResponse } from './approvals';

/**
 * Operators' guards on a member's account (Tessera's own operator API, under `/api/operator/members/{username}`):
 * freezing withdrawals takes one operator, because it only keeps money in; lifting the freeze and resetting a
 * member's security PIN or second factor each answer 202 with a request a second person must approve, because
 * each could let money out or open the account to someone else.
 */

const reason = z
  .string({ error: 'reason is required' })
  .trim()
  .min(1, 'reason is required')
  .max(200, 'reason must be at most 200 characters');

// POST operator/members/{username}/freeze: withdrawals are refused until the freeze is lifted.
export const memberFreezeBody = z.strictObject({ reason });
export type MemberFreezeBody = z.infer<typeof memberFreezeBody>;

/** A member's withdrawal freeze as the back office shows it. */
export const withdrawalFreeze = z.object({
  /** ISO 8601 */
  frozen_at: z.string(),
  reason: z.string(),
  /** The operator's username, or 'operator key'. */
  frozen_by: z.string(),
});
export type WithdrawalFreeze = z.infer<typeof withdrawalFreeze>;
export const memberFreezeResponse = z.object({ status: z.literal(true), data: withdrawalFreeze });
export type MemberFreezeResponse = z.infer<typeof memberFreezeResponse>;

// POST operator/members/{username}/unfreeze, /reset-pin, /reset-2fa: 202 with the request that now waits.
export const memberGuardRequestBody = z.strictObject({ reason });
export type MemberGuardRequestBody = z.infer<typeof memberGuardRequestBody>;
export const memberGuardRequestResponse = approvalPendingResponse;
