import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  fromMicros,
  type OperatorWithdrawal,
  type WithdrawalMove,
  withdrawalMoves,
  withdrawalStatusLabels,
} from '../../src/api/contract';
import type { DbOrTx, Tx } from '../db/client';
import { users, withdrawals } from '../db/schema';
import { holdRef, postTransfer } from '../ledger';
import { ApiError } from './errors';
import { refuseWhileFrozen } from './memberGuards';
import { type NoticeDeps, noticeMember } from './memberNotices';
import type { WithdrawalRow } from './withdrawals';

/** The operator's review of withdrawals: approve, mark paid, reject (the queue is withdrawalList.ts). */

export function operatorView(row: WithdrawalRow, username: string): OperatorWithdrawal {
  return {
    id: row.id,
    code: row.code,
    username,
    coin_type: row.coinType,
    type: row.wallet,
    network: row.network,
    address: row.address,
    ac_no: row.acNo,
    bank_name: row.bankName,
    holder_name: row.holderName,
    ifsc: row.ifsc,
    amount_from: fromMicros(row.amountFrom),
    fee: fromMicros(row.fee),
    net_amount: fromMicros(row.netAmount),
    status: row.status,
    t_hash: row.tHash,
    remarks: row.remarks,
    created_at: row.createdAt.toISOString(),
  };
}

/** One member's withdrawals for the operator, newest first. */
export async function listMemberWithdrawals(
  tx: DbOrTx,
  member: { id: number; username: string },
  limit: number,
): Promise<OperatorWithdrawal[]> {
  const rows = await tx
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, member.id))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
  return rows.map((row) => operatorView(row, member.username));
}

/** The username of the member a withdrawal belongs to, so the audit row of a decision names them; null if none. */
export async function withdrawalOwner(tx: DbOrTx, id: number): Promise<string | null> {
  const [owner] = await tx
    .select({ username: users.username })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.id, id));
  return owner?.username ?? null;
}

async function withUsername(tx: DbOrTx, row: WithdrawalRow): Promise<OperatorWithdrawal> {
  const [owner] = await tx.select({ username: users.username }).from(users).where(eq(users.id, row.userId));
  return operatorView(row, owner?.username ?? '');
}

/**
 * Moves a withdrawal from one of `from` to `to` with a single conditional UPDATE, so of two operators acting
 * at once exactly one wins; the other is told what the withdrawal has become.
 */
async function advance(
  tx: Tx,
  id: number,
  { from, to }: (typeof withdrawalMoves)[WithdrawalMove],
  set: Partial<Pick<WithdrawalRow, 'tHash' | 'remarks'>>,
  now: Date,
): Promise<WithdrawalRow> {
  const [row] = await tx
    .update(withdrawals)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, [...from])))
    .returning();
  if (row) return row;
  const [existing] = await tx
    .select({ status: withdrawals.status })
    .from(withdrawals)
    .where(eq(withdrawals.id, id));
  if (!existing) throw new ApiError(404, `No withdrawal has the id ${id}`);
  const is = withdrawalStatusLabels[existing.status];
  const may = from.map((s) => withdrawalStatusLabels[s]).join(' or ');
  throw new ApiError(
    409,
    `Withdrawal #${id} is ${is}; only a ${may} withdrawal can become ${withdrawalStatusLabels[to]}`,
  );
}

/** 0 Pending → 3 Processing. */
export async function approveWithdrawal(
  tx: Tx,
  id: number,
  now: Date,
  notices: NoticeDeps,
): Promise<OperatorWithdrawal> {
  const row = await advance(tx, id, withdrawalMoves.approve, {}, now);
  await noticeMember(tx, notices, row.userId, { kind: 'withdrawal_approved', withdrawal: row }, now);
  return withUsername(tx, row);
}

/** 3 Processing → 1 Completed: the hold is paid out, the net to withdrawals paid and the fee to fees. */
export async function markWithdrawalPaid(
  tx: Tx,
  id: number,
  tHash: string,
  now: Date,
  notices: NoticeDeps,
): Promise<OperatorWithdrawal> {
  const row = await advance(tx, id, withdrawalMoves.paid, { tHash }, now);
  // An operator froze the member's withdrawals after this one was approved: nothing may be sent now.
  const [member] = await tx
    .select({ withdrawalsFrozenAt: users.withdrawalsFrozenAt })
    .from(users)
    .where(eq(users.id, row.userId));
  if (member) refuseWhileFrozen(member);
  const legs = [
    { account: { member: row.userId, kind: 'hold_withdrawal' as const }, amount: -row.amountFrom },
    { account: { platform: 'platform_withdrawals_paid' as const }, amount: row.netAmount },
    ...(row.fee > 0n ? [{ account: { platform: 'platform_fees' as const }, amount: row.fee }] : []),
  ];
  const settled = await postTransfer(tx, {
    kind: 'withdrawal_paid',
    description: `Withdrawal ${row.code} paid, tx ${tHash}`,
    memberId: row.userId,
    holdRef: holdRef('hold_withdrawal', row.id),
    legs,
  });
  await noticeMember(tx, notices, row.userId, { kind: 'withdrawal_paid', withdrawal: row }, now);
  return finish(tx, row, settled.id);
}

/** 0 Pending or 3 Processing → 2 Rejected: the hold goes back to the wallet it came from. */
export async function rejectWithdrawal(
  tx: Tx,
  id: number,
  reason: string,
  now: Date,
  notices: NoticeDeps,
): Promise<OperatorWithdrawal> {
  const row = await advance(tx, id, withdrawalMoves.reject, { remarks: reason }, now);
  const settled = await postTransfer(tx, {
    kind: 'withdrawal_rejected',
    description: `Withdrawal ${row.code} rejected: ${reason}`,
    memberId: row.userId,
    holdRef: holdRef('hold_withdrawal', row.id),
    legs: [
      { account: { member: row.userId, kind: 'hold_withdrawal' }, amount: -row.amountFrom },
      { account: { member: row.userId, kind: row.wallet }, amount: row.amountFrom },
    ],
  });
  await noticeMember(tx, notices, row.userId, { kind: 'withdrawal_rejected', withdrawal: row, reason }, now);
  return finish(tx, row, settled.id);
}

async function finish(tx: Tx, row: WithdrawalRow, settleTransferId: number) {
  const [updated] = await tx
    .update(withdrawals)
    .set({ settleTransferId })
    .where(eq(withdrawals.id, row.id))
    .returning();
  return withUsername(tx, updated ?? row);
}
