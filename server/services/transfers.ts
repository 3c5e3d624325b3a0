import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fromMicros,
  PAGE_SIZE,
  type SummaryCard,
  type TransactionWallet,
  type TransferRecord,
  type TransferWallet,
  toMicros,
  type transferBody,
  walletLabels,
} from '../../src/api/contract';
import type { DbOrTx, Tx } from '../db/client';
import { users, walletTransfers } from '../db/schema';
import { alreadyAnswered, balancesOf, InsufficientFunds, postTransfer, withIdempotency } from '../ledger';
import { fieldError } from './errors';
import { memberListCount } from './listCounts';
import { newestFirst, readPage } from './listPaging';
import { pageEnvelope } from './paging';
import type { VerifierDeps } from './secondFactor';
import type { RequestOrigin } from './securityEvents';
import type { Member } from './sessions';
import { verifyMoneyCode } from './verification';

export const transferLegs: Record<TransferWallet, { from: TransactionWallet; to: TransactionWallet }> = {
  pay_in_to_reserve: { from: 'pay_in', to: 'reserve' },
  pay_out_to_reserve: { from: 'pay_out', to: 'reserve' },
};

/**
 * Moves `amount` between two of the member's own wallets and records it for the Transfer screen, in the
 * caller's transaction. InsufficientFunds (422 'Insufficient Balance') leaves nothing behind.
 */
export async function transferBetweenWallets(
  tx: Tx,
  member: Member,
  input: { wallet: TransferWallet; amount: bigint; comment: string; now: Date },
): Promise<number> {
  const { from, to } = transferLegs[input.wallet];
  const posted = await postTransfer(tx, {
    kind: 'transfer',
    description: `Transfer from ${walletLabels[from]} to ${walletLabels[to]}`,
    memberId: member.id,
    legs: [
      { account: { member: member.id, kind: from }, amount: -input.amount },
      { account: { member: member.id, kind: to }, amount: input.amount },
    ],
  });
  const [row] = await tx
    .insert(walletTransfers)
    .values({
      payerUserId: member.id,
      payeeUserId: member.id,
      fromWallet: from,
      toWallet: to,
      transferAmount: input.amount,
      netTransferAmount: input.amount,
      transferType: input.wallet,
      comment: input.comment,
      status: 1,
      createdAt: input.now,
      ledgerTransferId: posted.id,
    })
    .returning({ id: walletTransfers.id });
  return row!.id;
}

/** The member's transfers, newest first, with balance and total cards. */
export async function transferHistory(
  tx: DbOrTx,
  member: Member,
  page: number,
): Promise<{ data: ReturnType<typeof pageEnvelope<TransferRecord>>; more_details: SummaryCard[] }> {
  const where = eq(walletTransfers.payerUserId, member.id);
  const counted = await memberListCount(tx, member.id, 'transfers');
  const summary = { total: counted.rows, moved: counted.amount.toString() };
  const payee = sql<string>`(select ${users.username} from ${users} where ${users.id} = ${walletTransfers.payeeUserId})`;
  // A page in the second half is read from the oldest end, so the last page costs what the first does.
  const rows = await readPage(
    Number(summary?.total ?? 0),
    { page, per_page: PAGE_SIZE },
    (reversed, limit, offset) =>
      tx
        .select({ row: walletTransfers, payee })
        .from(walletTransfers)
        .where(where)
        .orderBy(...newestFirst(walletTransfers.createdAt, walletTransfers.id, reversed))
        .limit(limit)
        .offset(offset),
  );
  const data: TransferRecord[] = rows.map(({ row, payee: payeeName }) => ({
    payer: member.username,
    payee: payeeName,
    from_wallet: row.fromWallet,
    to_wallet: row.toWallet,
    transfer_amount: fromMicros(row.transferAmount),
    net_transfer_amount: fromMicros(row.netTransferAmount),
    transfer_type: row.transferType,
    comment: row.comment,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }));
  const balances = await balancesOf(tx, member.id);
  return {
    data: pageEnvelope('transfer', page, summary?.total ?? 0, data),
    more_details: [
      { title: 'Wallet Balance', value: fromMicros(balances.pay_in) },
      { title: 'Withdraw Balance', value: fromMicros(balances.pay_out) },
      { title: 'Reserve Wallet', value: fromMicros(balances.reserve) },
      { title: 'Total Transferred', value: fromMicros(BigInt(summary?.moved ?? '0')) },
    ],
  };
}

const TRANSFER_ROUTE = 'transfer/amount';

/**
 * POST transfer/amount: checks the payee and the member's code, then moves the money at most once per
 * Idempotency-Key. The code is checked in its own transactions, before the key is claimed, so a wrong
 * guess still counts against the PIN or code while the move is refused.
 */
export async function requestTransfer(
  deps: VerifierDeps,
  member: Member,
  key: string,
  body: z.output<typeof transferBody>,
  origin: RequestOrigin,
) {
  const now = () => deps.now?.() ?? new Date();
  if (body.payee.toLowerCase() !== member.username.toLowerCase()) {
    throw fieldError('payee', 'Transfers go between your own wallets only');
  }
  // The code is not part of the request's identity: a retry may carry a fresh one.
  const identity = {
    wallet: body.wallet,
    transfer_amount: toMicros(body.transfer_amount),
    payee: member.username,
    comment: body.comment ?? '',
  };
  // A retry of a request that already went through replays its answer without asking for a new code.
  if (!(await alreadyAnswered(deps.db, { memberId: member.id, route: TRANSFER_ROUTE, key }, now()))) {
    // Refused before the code, so an impossible transfer costs no PIN attempt; the ledger checks it again.
    const { from } = transferLegs[body.wallet];
    if ((await balancesOf(deps.db, member.id))[from] < identity.transfer_amount) throw insufficient();
    await verifyMoneyCode(deps, member, body, 'transfer', origin);
  }
  try {
    return await withIdempotency(
      deps.db,
      { key, memberId: member.id, route: TRANSFER_ROUTE, body: identity, now: now() },
      async (tx) => {
        await transferBetweenWallets(tx, member, {
          wallet: body.wallet,
          amount: identity.transfer_amount,
          comment: identity.comment,
          now: now(),
        });
        const msg = 'Transfer successful';
        return { statusCode: 200, body: { status: true as const, msg, message: msg } };
      },
    );
  } catch (error) {
    if (error instanceof InsufficientFunds) throw insufficient();
    throw error;
  }
}

const insufficient = () => fieldError('transfer_amount', 'Insufficient Balance');
