import { and, eq, inArray } from 'drizzle-orm';
import {
  fromMicros,
  isCancellableStatus,
  WITHDRAWAL_CANCELLED_REMARK,
  walletLabels,
  withdrawalStatuses,
  withdrawalStatusLabels,
} from '../../src/api/contract';
import type { Db } from '../db/client';
import { approvalRequests, withdrawals } from '../db/schema';
import { holdRef, postTransfer, withIdempotency } from '../ledger';
import { ApiError } from './errors';
import { type NoticeDeps, noticeMember } from './memberNotices';
import type { Member } from './sessions';

export const WITHDRAW_CANCEL_ROUTE = 'withdraw-cancel';

/**
 * POST withdraw/cancel: the member takes back their own Pending withdrawal. The row is locked first, so an
 * operator approving it at the same moment either finishes before (and the cancel is refused) or waits and finds
 * it cancelled; one begun by a first operator and waiting for a second is refused too. The held amount goes back
 * to the wallet it came from through the ledger, settling the hold exactly once, at most once per
 * Idempotency-Key. Another member's code is answered as unknown.
 */
export async function cancelWithdrawal(
  deps: NoticeDeps & { db: Db; now?: (() => Date) | undefined },
  member: Member,
  key: string,
  code: string,
) {
  const now = deps.now?.() ?? new Date();
  return withIdempotency(
    deps.db,
    { key, memberId: member.id, route: WITHDRAW_CANCEL_ROUTE, body: { code }, now },
    async (tx) => {
      const [row] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.code, code), eq(withdrawals.userId, member.id)))
        .for('update');
      if (!row) throw new ApiError(404, `You have no withdrawal with the code ${code}`);
      if (!isCancellableStatus(row.status)) {
        const is = withdrawalStatusLabels[row.status];
        throw new ApiError(409, `Withdrawal ${code} is ${is}; only a Pending withdrawal can be cancelled`);
      }
      const [approval] = await tx
        .select({ id: approvalRequests.id })
        .from(approvalRequests)
        .where(
          and(
            eq(approvalRequests.subject, `withdrawal:${row.id}`),
            inArray(approvalRequests.status, ['pending', 'approved']),
          ),
        )
        .limit(1);
      if (approval) {
        throw new ApiError(409, `Withdrawal ${code} is being approved and can no longer be cancelled`);
      }
      const settled = await postTransfer(tx, {
        kind: 'withdrawal_cancelled',
        description: `Withdrawal ${code} cancelled by the member`,
        memberId: member.id,
        holdRef: holdRef('hold_withdrawal', row.id),
        legs: [
          { account: { member: member.id, kind: 'hold_withdrawal' }, amount: -row.amountFrom },
          { account: { member: member.id, kind: row.wallet }, amount: row.amountFrom },
        ],
      });
      await tx
        .update(withdrawals)
        .set({
          status: withdrawalStatuses.rejected,
          remarks: WITHDRAWAL_CANCELLED_REMARK,
          updatedAt: now,
          settleTransferId: settled.id,
        })
        .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, withdrawalStatuses.pending)));
      await noticeMember(tx, deps, member.id, { kind: 'withdrawal_cancelled', withdrawal: row }, now);
      const msg = `Withdrawal ${code} cancelled: ${fromMicros(row.amountFrom, 2)} USDT is back in your ${walletLabels[row.wallet]}`;
      return { statusCode: 200, body: { status: true as const, msg, message: msg, code } };
    },
  );
}
