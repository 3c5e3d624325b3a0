import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  type AdjustmentBody,
  type ApprovalRequest,
  adjustableWallets,
  adjustmentDirections,
  fromMicros,
  type OperatorDepositBody,
  type OperatorDepositResponse,
  type OperatorWithdrawal,
  toMicros,
  waitsForSecondOperator,
  withdrawalStatuses,
} from '../../src/api/contract';
import type { DbOrTx, Tx } from '../db/client';
import { users, withdrawals } from '../db/schema';
import { InsufficientFunds, postTransfer } from '../ledger';
import { type ApprovalRow, requestApproval } from './approvals';
import { checkDepositRecordable } from './deposits';
import { ApiError } from './errors';
import { creditHeldDeposit, lockHeldDeposit } from './heldDeposits';
import { refuseWhileFrozen } from './memberGuards';
import type { NoticeDeps } from './memberNotices';
import { requireMember } from './members';
import { type AuditActor, recordOperatorDeposit } from './operator';
import { approveWithdrawal } from './withdrawalReview';

/**
 * What each kind of money request keeps in its details: written through these shapes when it is filed, and
 * read back through them when it is approved, so a request whose details do not fit moves no money.
 */
const moveDetails = {
  deposit: z.union([
    // A deposit an operator records.
    z.strictObject({
      username: z.string(),
      payment_method_id: z.number().int().positive(),
      txhash: z.string(),
    }),
    // A deposit the chain watcher held below its method's minimum, credited.
    z.strictObject({ held_deposit_id: z.number().int().positive() }),
  ]),
  withdrawal: z.strictObject({ withdrawal_id: z.number().int().positive(), code: z.string() }),
  adjustment: z.strictObject({
    wallet: z.enum(adjustableWallets),
    direction: z.enum(adjustmentDirections),
    amount: z.string(),
    reason: z.string(),
  }),
};
type MoveKind = keyof typeof moveDetails;
type MoveDetails<K extends MoveKind> = z.infer<(typeof moveDetails)[K]>;

function detailsOf<T>(shape: z.ZodType<T>, row: ApprovalRow): T {
  const parsed = shape.safeParse(row.details);
  if (!parsed.success) {
    throw new Error(
      `request #${row.id} holds ${row.kind} details that cannot be read: ${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}

/** What a money call did: the move itself, or a request now waiting for a second operator. */
export type Moved<T> = { kind: 'done'; data: T } | { kind: 'waiting'; approval: ApprovalRequest };

export interface Asker {
  by: AuditActor;
  threshold: bigint;
  now: Date;
  /** How the member is told of a move made at once. */
  notices: NoticeDeps;
}

/** A deposit within the threshold is recorded at once; above it, it waits and nothing is recorded. */
export async function depositOrRequest(
  tx: DbOrTx,
  body: Omit<OperatorDepositBody, 'payment_method_id'> & { payment_method_id: number },
  { by, threshold, now, notices }: Asker,
): Promise<Moved<OperatorDepositResponse['data']>> {
  const amount = toMicros(body.amount);
  if (!waitsForSecondOperator('deposit', amount, threshold)) {
    return { kind: 'done', data: await recordOperatorDeposit(tx, body, now, notices) };
  }
  const memberId = await checkDepositRecordable(tx, {
    username: body.username,
    paymentMethodId: body.payment_method_id,
    thash: body.txhash,
  });
  const approval = await requestApproval(
    tx,
    {
      kind: 'deposit',
      subject: `deposit:${body.payment_method_id}:${body.txhash}`,
      memberId,
      amount,
      details: {
        username: body.username,
        payment_method_id: body.payment_method_id,
        txhash: body.txhash,
      } satisfies MoveDetails<'deposit'>,
    },
    by,
    now,
  );
  return { kind: 'waiting', approval };
}

/**
 * A deposit held below its method's minimum is credited at once up to the threshold; above it, it waits for a
 * second operator, as any deposit does.
 */
export async function creditHeldOrRequest(
  tx: Tx,
  id: number,
  { by, threshold, now, notices }: Asker,
): Promise<Moved<OperatorDepositResponse['data']>> {
  const { deposit } = await lockHeldDeposit(tx, id);
  if (!waitsForSecondOperator('deposit', deposit.amount, threshold)) {
    return { kind: 'done', data: await creditHeldDeposit(tx, id, now, notices) };
  }
  const approval = await requestApproval(
    tx,
    {
      kind: 'deposit',
      subject: `held-deposit:${id}`,
      memberId: deposit.userId,
      amount: deposit.amount,
      details: { held_deposit_id: id } satisfies MoveDetails<'deposit'>,
    },
    by,
    now,
  );
  return { kind: 'waiting', approval };
}

/** A pending withdrawal above the threshold waits for a second operator; any other goes the usual way. */
export async function approveWithdrawalOrRequest(
  tx: Tx,
  id: number,
  { by, threshold, now, notices }: Asker,
): Promise<Moved<OperatorWithdrawal>> {
  // Locked, so a member cancelling it at the same moment finishes first or waits for this decision.
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  if (row) await refuseFrozenMember(tx, row.userId);
  if (
    !row ||
    row.status !== withdrawalStatuses.pending ||
    !waitsForSecondOperator('withdrawal', row.amountFrom, threshold)
  ) {
    return { kind: 'done', data: await approveWithdrawal(tx, id, now, notices) };
  }
  const approval = await requestApproval(
    tx,
    {
      kind: 'withdrawal',
      subject: `withdrawal:${id}`,
      memberId: row.userId,
      amount: row.amountFrom,
      details: { withdrawal_id: id, code: row.code } satisfies MoveDetails<'withdrawal'>,
    },
    by,
    now,
  );
  return { kind: 'waiting', approval };
}

/** Money does not leave a member whose withdrawals an operator froze, whoever approves it. */
async function refuseFrozenMember(tx: DbOrTx, memberId: number): Promise<void> {
  const [member] = await tx
    .select({ withdrawalsFrozenAt: users.withdrawalsFrozenAt })
    .from(users)
    .where(eq(users.id, memberId));
  if (member) refuseWhileFrozen(member);
}

/** Every adjustment waits; the idempotency key names it, so a retry finds the request already filed. */
export async function requestAdjustment(
  tx: DbOrTx,
  body: AdjustmentBody,
  idempotencyKey: string,
  { by, now }: Omit<Asker, 'threshold' | 'notices'>,
): Promise<ApprovalRequest> {
  const member = await requireMember(tx, body.username);
  const amount = toMicros(body.amount);
  const details: MoveDetails<'adjustment'> = {
    wallet: body.wallet,
    direction: body.direction,
    amount: fromMicros(amount),
    reason: body.reason,
  };
  return requestApproval(
    tx,
    { kind: 'adjustment', subject: `adjustment:${idempotencyKey}`, memberId: member.id, amount, details },
    by,
    now,
  );
}

/** The move an approved money request makes, in the approving transaction; its result is kept as the outcome. */
export async function applyMoneyMove(
  tx: Tx,
  row: ApprovalRow & { memberId: number; amount: bigint },
  now: Date,
  notices: NoticeDeps,
): Promise<Record<string, unknown>> {
  switch (row.kind) {
    case 'deposit': {
      const details = detailsOf(moveDetails.deposit, row);
      if ('held_deposit_id' in details) {
        const credited = await creditHeldDeposit(tx, details.held_deposit_id, now, notices);
        return { deposit_id: credited.id };
      }
      const recorded = await recordOperatorDeposit(
        tx,
        { ...details, amount: fromMicros(row.amount) },
        now,
        notices,
      );
      return { deposit_id: recorded.id };
    }
    case 'withdrawal': {
      const { withdrawal_id } = detailsOf(moveDetails.withdrawal, row);
      await refuseFrozenMember(tx, row.memberId);
      const approved = await approveWithdrawal(tx, withdrawal_id, now, notices);
      return { withdrawal_status: approved.status };
    }
    case 'adjustment':
      return applyAdjustment(tx, row);
    default:
      throw new Error(`request #${row.id} is not a money move`);
  }
}

async function applyAdjustment(
  tx: Tx,
  row: ApprovalRow & { memberId: number; amount: bigint },
): Promise<Record<string, unknown>> {
  const { wallet, direction, reason } = detailsOf(moveDetails.adjustment, row);
  const signed = direction === 'debit' ? -row.amount : row.amount;
  try {
    const posted = await postTransfer(tx, {
      kind: 'adjustment',
      description: `Adjustment by the operators (request #${row.id}): ${reason}`,
      memberId: row.memberId,
      legs: [
        { account: { member: row.memberId, kind: wallet }, amount: signed },
        { account: { platform: 'platform_adjustments' }, amount: -signed },
      ],
    });
    return { transfer_id: posted.id };
  } catch (error) {
    if (error instanceof InsufficientFunds) {
      throw new ApiError(
        409,
        `The member's ${wallet} wallet holds less than ${fromMicros(row.amount, 2)} USDT`,
      );
    }
    throw error;
  }
}
