import { eq } from 'drizzle-orm';
import { fromMicros, type OperatorDepositResponse } from '../../src/api/contract';
import type { DbOrTx, Tx } from '../db/client';
import { deposits, paymentMethods, users } from '../db/schema';
import { postDepositCredit } from '../deposits/ledgerCredit';
import { ApiError } from './errors';
import { type NoticeDeps, noticeMember } from './memberNotices';

/**
 * A deposit the chain watcher held because it is below its method's minimum: confirmed on the chain and paid
 * to the member's address, it waits for an operator to credit it. Locked, so two operators crediting it at
 * once credit it once.
 */
export async function lockHeldDeposit(tx: Tx, id: number) {
  const [row] = await tx
    .select({ deposit: deposits, username: users.username, network: paymentMethods.networkName })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.paymentMethodId))
    .where(eq(deposits.id, id))
    .for('update', { of: deposits });
  if (!row) throw new ApiError(404, `Deposit #${id} is not found`);
  if (row.deposit.status !== 'held') {
    const now = row.deposit.status === 'credited' ? 'is already in the wallet' : `is ${row.deposit.status}`;
    throw new ApiError(409, `Deposit #${id} is not held for review: it ${now}`);
  }
  return row;
}

/** Whose deposit it is, for the audit log; null when there is no such deposit. */
export async function depositOwner(tx: DbOrTx, id: number): Promise<string | null> {
  const [owner] = await tx
    .select({ username: users.username })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(eq(deposits.id, id));
  return owner?.username ?? null;
}

/** Credits a held deposit to the member's Receiving Wallet through the ledger, and tells the member. */
export async function creditHeldDeposit(
  tx: Tx,
  id: number,
  now: Date,
  notices: NoticeDeps,
): Promise<OperatorDepositResponse['data']> {
  const { deposit, username, network } = await lockHeldDeposit(tx, id);
  const transfer = await postDepositCredit(tx, {
    memberId: deposit.userId,
    amount: deposit.amount,
    thash: deposit.thash,
  });
  await tx
    .update(deposits)
    .set({ status: 'credited', creditedTransferId: transfer.id })
    .where(eq(deposits.id, id));
  const credited = {
    kind: 'deposit_credited' as const,
    amount: deposit.amount,
    thash: deposit.thash,
    network,
  };
  await noticeMember(tx, notices, deposit.userId, credited, now);
  return {
    id,
    username,
    payment_method_id: deposit.paymentMethodId,
    thash: deposit.thash,
    amount: fromMicros(deposit.amount),
  };
}
