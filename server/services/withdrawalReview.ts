import { and, desc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import {
  fromMicros,
  type OperatorWithdrawal,
  operatorMay,
  type WithdrawalMove,
  withdrawalMoves,
  withdrawalStatusLabels,
} from '../../src/api/contract';
import type { DbOrTx, Tx } from '../db/client';
import { users, withdrawals } from '../db/schema';
import { holdRef, postTransfer, violatedUniqueConstraint } from '../ledger';
import { ApiError, fieldError } from './errors';
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
    payout_block: row.payoutBlock === null ? null : Number(row.payoutBlock),
    payout_seen_at: row.payoutSeenAt?.toISOString() ?? null,
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

export async function withUsername(tx: DbOrTx, row: WithdrawalRow): Promise<OperatorWithdrawal> {
  const [owner] = await tx.select({ username: users.username }).from(users).where(eq(users.id, row.userId));
  return operatorView(row, owner?.username ?? '');
}

/** Why a withdrawal that is `status` cannot make `move`: for the refusal of a move that lost a race or came late. */
export function moveRefusal(id: number, status: WithdrawalRow['status'], move: WithdrawalMove): ApiError {
  const { from, to } = withdrawalMoves[move];
  const is = withdrawalStatusLabels[status];
  const may = from.map((s) => withdrawalStatusLabels[s]).join(' or ');
  return new ApiError(
    409,
    `Withdrawal #${id} is ${is}; only a ${may} withdrawal can become ${withdrawalStatusLabels[to]}`,
  );
}

/** A payout's transaction, once recorded, belongs to its withdrawal: no other one may be settled by it. */
export async function refuseHashOfAnother(tx: DbOrTx, id: number, tHash: string): Promise<void> {
  const [other] = await tx
    .select({ id: withdrawals.id, code: withdrawals.code })
    .from(withdrawals)
    .where(and(eq(withdrawals.tHash, tHash), ne(withdrawals.id, id)))
    .limit(1);
  if (other) {
    throw fieldError(
      'tx',
      `Transaction ${tHash} is already recorded for withdrawal #${other.id} (${other.code})`,
      409,
    );
  }
}

/** Two operators recording one hash at once: the unique index lets one through; the other is told so. */
export async function hashRecordedOnce<T>(tHash: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'withdrawals_t_hash_unique') {
      throw fieldError('tx', `Transaction ${tHash} is already recorded for another withdrawal`, 409);
    }
    throw error;
  }
}

type Recorded = Partial<Pick<WithdrawalRow, 'tHash' | 'remarks' | 'payoutBlock' | 'payoutSeenAt'>>;

/**
 * Moves a withdrawal by `move` with a single conditional UPDATE, so of two operators acting at once exactly
 * one wins; the other is told what the withdrawal has become. `guard` narrows the rows the move may take.
 */
async function advance(
  tx: Tx,
  id: number,
  move: WithdrawalMove,
  set: Recorded,
  now: Date,
  guard?: { where: SQL | undefined; refusal: (row: WithdrawalRow) => ApiError },
): Promise<WithdrawalRow> {
  const { from, to } = withdrawalMoves[move];
  const [row] = await hashRecordedOnce(set.tHash ?? '', () =>
    tx
      .update(withdrawals)
      .set({ ...set, status: to, updatedAt: now })
      .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, [...from]), guard?.where))
      .returning(),
  );
  if (row) return row;
  const [existing] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!existing) throw new ApiError(404, `No withdrawal has the id ${id}`);
  if (guard && operatorMay(move, existing.status)) throw guard.refusal(existing);
  throw moveRefusal(id, existing.status, move);
}

/** 0 Pending → 3 Processing. */
export async function approveWithdrawal(
  tx: Tx,
  id: number,
  now: Date,
  notices: NoticeDeps,
): Promise<OperatorWithdrawal> {
  const row = await advance(tx, id, 'approve', {}, now);
  await noticeMember(tx, notices, row.userId, { kind: 'withdrawal_approved', withdrawal: row }, now);
  return withUsername(tx, row);
}

/** Where a checked payout's transfer is on the chain, recorded with the withdrawal it completes. */
export interface PayoutOnChain {
  block: bigint;
  seenAt: Date;
}

/**
 * 3 Processing → 1 Completed: the hold is paid out, the net to withdrawals paid and the fee to fees. A payout
 * checked on the chain records its block; one settled after confirming only if it still waits on `tHash`.
 */
export async function markWithdrawalPaid(
  tx: Tx,
  id: number,
  tHash: string,
  now: Date,
  notices: NoticeDeps,
  onChain?: PayoutOnChain,
): Promise<OperatorWithdrawal> {
  await refuseHashOfAnother(tx, id, tHash);
  const recorded = onChain ? { payoutBlock: onChain.block, payoutSeenAt: onChain.seenAt } : {};
  const row = await advance(tx, id, 'paid', { tHash, ...recorded }, now, {
    where: or(isNull(withdrawals.payoutBlock), eq(withdrawals.tHash, tHash)),
    refusal: (existing) => awaitingAnother(existing),
  });
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

/** A withdrawal whose payout is confirming on the chain waits for that transaction and no other. */
export function awaitingAnother(row: WithdrawalRow): ApiError {
  return fieldError(
    'tx',
    `Withdrawal #${row.id} waits for its payout ${row.tHash ?? ''} in block ${String(row.payoutBlock)} to be ` +
      'final; it cannot be paid by another transaction',
    409,
  );
}

/** 0 Pending or 3 Processing → 2 Rejected: the hold goes back to the wallet it came from. */
export async function rejectWithdrawal(
  tx: Tx,
  id: number,
  reason: string,
  now: Date,
  notices: NoticeDeps,
): Promise<OperatorWithdrawal> {
  // A payout seen on the chain has left the hot wallet: handing the hold back too would pay the member twice.
  const row = await advance(tx, id, 'reject', { remarks: reason }, now, {
    where: isNull(withdrawals.payoutBlock),
    refusal: (existing) =>
      new ApiError(
        409,
        `Withdrawal #${id} has a payout confirming on the chain (${existing.tHash ?? ''}); it cannot be rejected`,
      ),
  });
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
