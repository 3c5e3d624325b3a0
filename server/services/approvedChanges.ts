import { moneyApprovalKinds } from '../../src/api/contract';
import { isOneOf } from '../../src/api/contract/literalRules';
import type { Tx } from '../db/client';
import { declineSnapshot, publishSnapshot } from '../proofOfReserves/snapshots';
import type { ApprovalRow, DecisionEffects } from './approvals';
import { applyMoneyMove } from './approvedMoves';
import { applyMemberChange } from './memberGuards';
import { applyOperatorChange, declineOperatorChange } from './operatorApprovals';
import type { NoticeDeps } from './securityNotices';

const isMoney = (kind: ApprovalRow['kind']) => isOneOf(moneyApprovalKinds, kind);

/**
 * What a decided request does, in the deciding transaction. Each kind's change is made by the one function
 * that owns it, the same that would make it without the rule.
 */
export const approvalEffects = (tx: Tx, now: Date, deps: NoticeDeps): DecisionEffects => ({
  async approve(row, approvedBy) {
    if (row.kind === 'reserve_snapshot') return publishSnapshot(tx, row.details, now);
    if (isMoney(row.kind)) {
      if (row.memberId === null || row.amount === null) throw new Error(`request #${row.id} names no money`);
      return applyMoneyMove(tx, { ...row, memberId: row.memberId, amount: row.amount }, now, deps);
    }
    if (row.operatorId !== null)
      return applyOperatorChange(tx, { ...row, operatorId: row.operatorId }, now, approvedBy);
    if (row.memberId !== null) return applyMemberChange(tx, deps, { ...row, memberId: row.memberId }, now);
    throw new Error(`request #${row.id} names nobody to change`);
  },
  decline: (row) =>
    row.kind === 'reserve_snapshot' ? declineSnapshot(tx, row.details) : declineOperatorChange(tx, row, now),
});
