import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  type DepositTransaction,
  fromMicros,
  PAGE_SIZE,
  type PaymentMethod,
  type PendingDeposit,
} from '../../src/api/contract';
import type { Db, DbOrTx } from '../db/client';
import { depositRecords, deposits, memberDepositAddresses, paymentMethods } from '../db/schema';
import { accountIdOf, depositAddress } from '../deposits/addresses';
import { postDepositCredit } from '../deposits/ledgerCredit';
import { ApiError } from './errors';
import { newestFirst, readPage } from './listPaging';
import { type NoticeDeps, noticeMember } from './memberNotices';
import { requireMember } from './members';
import { pageEnvelope } from './paging';

type MethodRow = typeof paymentMethods.$inferSelect;

export async function listPaymentMethods(tx: DbOrTx, type: string): Promise<PaymentMethod[]> {
  const rows = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.type, type), eq(paymentMethods.active, true)))
    .orderBy(asc(paymentMethods.id));
  return rows.map((m) => ({ id: m.id, name: m.name, network_name: m.networkName }));
}

/** Largest id an integer column holds; a bigger one names no method and must not reach the database. */
const MAX_METHOD_ID = 2_147_483_647;

async function activeMethod(tx: DbOrTx, id: number): Promise<MethodRow> {
  const [method] =
    !Number.isSafeInteger(id) || id < 1 || id > MAX_METHOD_ID
      ? []
      : await tx
          .select()
          .from(paymentMethods)
          .where(
            and(
              eq(paymentMethods.id, id),
              eq(paymentMethods.active, true),
              eq(paymentMethods.type, 'deposit'),
            ),
          );
  if (!method) {
    const message = 'Please select a valid payment method';
    throw new ApiError(422, message, { payment_method_id: [message] });
  }
  return method;
}

/**
 * The member's address for a method: the stored one, else derived with the member's id as index and stored.
 * Two first requests at once both derive the same address; the loser's insert does nothing.
 */
export async function memberDepositAddress(
  db: Db,
  xpub: string,
  memberId: number,
  methodId: number,
): Promise<string> {
  const method = await activeMethod(db, methodId);
  const find = async () => {
    const [row] = await db
      .select({ address: memberDepositAddresses.address })
      .from(memberDepositAddresses)
      .where(
        and(
          eq(memberDepositAddresses.userId, memberId),
          eq(memberDepositAddresses.paymentMethodId, methodId),
        ),
      );
    return row?.address;
  };
  const stored = await find();
  if (stored) return stored;
  const address = depositAddress(xpub, method.networkName, memberId);
  await db
    .insert(memberDepositAddresses)
    .values({
      userId: memberId,
      paymentMethodId: methodId,
      address,
      accountId: accountIdOf(address),
      derivationIndex: memberId,
    })
    .onConflictDoNothing();
  const saved = await find();
  if (!saved) throw new Error(`deposit address for member ${memberId} could not be stored`);
  return saved;
}

export interface RecordedDeposit {
  id: number;
  memberId: number;
  username: string;
  network: string;
  paymentMethodId: number;
  thash: string;
  amount: bigint;
}

/**
 * What recording would refuse, checked before a large deposit waits for a second operator: an unknown
 * member or method, or a transaction already recorded. Returns the member's id.
 */
export async function checkDepositRecordable(
  tx: DbOrTx,
  input: { username: string; paymentMethodId: number; thash: string },
): Promise<number> {
  const member = await requireMember(tx, input.username);
  await activeMethod(tx, input.paymentMethodId);
  await refuseRecorded(tx, input.paymentMethodId, input.thash);
  return member.id;
}

/** A transaction the method has a deposit of, or sees on the chain waiting for confirmations, is refused. */
async function refuseRecorded(tx: DbOrTx, methodId: number, thash: string): Promise<void> {
  const [taken] = await tx
    .select({ id: depositRecords.id })
    .from(depositRecords)
    .where(and(eq(depositRecords.paymentMethodId, methodId), eq(depositRecords.thash, thash)));
  if (taken) throw alreadyRecorded(methodId, thash);
}

const alreadyRecorded = (methodId: number, thash: string) =>
  new ApiError(409, `Transaction ${thash} is already recorded for payment method ${methodId}`);

export async function recordDeposit(
  tx: DbOrTx,
  input: {
    username: string;
    paymentMethodId: number;
    amount: bigint;
    thash: string;
    source: string;
    now: Date;
  },
): Promise<RecordedDeposit> {
  const member = await requireMember(tx, input.username);
  const method = await activeMethod(tx, input.paymentMethodId);
  await refuseRecorded(tx, input.paymentMethodId, input.thash);
  const [row] = await tx
    .insert(deposits)
    .values({
      userId: member.id,
      paymentMethodId: input.paymentMethodId,
      thash: input.thash,
      amount: input.amount,
      source: input.source,
      recordedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: deposits.id });
  if (!row) throw alreadyRecorded(input.paymentMethodId, input.thash);
  return {
    id: row.id,
    memberId: member.id,
    username: member.username,
    network: method.networkName,
    paymentMethodId: input.paymentMethodId,
    thash: input.thash,
    amount: input.amount,
  };
}

/**
 * Credits every deposit an operator recorded for the member and method (the chain watcher credits its own at
 * depth), each exactly once, and returns
 * those this call credited: the
 * conditional update claims the deposit in the same transaction as the ledger transfer, so of two
 * concurrent syncs only one claims it (the other waits on the row lock, then finds it taken).
 */
export async function creditDeposits(
  db: Db,
  memberId: number,
  methodId: number,
  /** How the member is told of each deposit credited; null for history written at installation. */
  notice: { deps: NoticeDeps; at: Date } | null,
): Promise<Array<{ thash: string; amount: bigint; createdAt: Date }>> {
  const method = await activeMethod(db, methodId);
  const pending = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      and(
        eq(deposits.userId, memberId),
        eq(deposits.paymentMethodId, methodId),
        eq(deposits.status, 'recorded'),
      ),
    )
    .orderBy(asc(deposits.id));
  const credited: Array<{ thash: string; amount: bigint; createdAt: Date }> = [];
  for (const { id } of pending) {
    const done = await db
      .transaction(async (tx) => {
        const [deposit] = await tx
          .select()
          .from(deposits)
          .where(and(eq(deposits.id, id), eq(deposits.status, 'recorded')))
          .for('update');
        if (!deposit) return null;
        const transfer = await postDepositCredit(tx, {
          memberId,
          amount: deposit.amount,
          thash: deposit.thash,
        });
        const claimed = await tx
          .update(deposits)
          .set({ creditedTransferId: transfer.id, status: 'credited' })
          .where(and(eq(deposits.id, id), eq(deposits.status, 'recorded')))
          .returning({ id: deposits.id });
        // Taken by a concurrent sync after all: roll this transfer back.
        if (claimed.length !== 1) throw new DepositTaken();
        if (notice) {
          const { amount, thash } = deposit;
          const credited = { kind: 'deposit_credited' as const, amount, thash, network: method.networkName };
          await noticeMember(tx, notice.deps, memberId, credited, notice.at);
        }
        return { thash: deposit.thash, amount: deposit.amount, createdAt: deposit.recordedAt };
      })
      .catch((error: unknown) => {
        if (error instanceof DepositTaken) return null;
        throw error;
      });
    if (done) credited.push(done);
  }
  return credited;
}

class DepositTaken extends Error {}

/** The member's credited deposits of a method, newest first, one page. */
export async function depositHistory(tx: DbOrTx, memberId: number, methodId: number, page: number) {
  const where = and(
    eq(deposits.userId, memberId),
    eq(deposits.paymentMethodId, methodId),
    isNotNull(deposits.creditedTransferId),
  );
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(deposits).where(where);
  // A page in the second half is read from the oldest end, so the last page costs what the first does.
  const rows = await readPage(Number(total), { page, per_page: PAGE_SIZE }, (reversed, limit, offset) =>
    tx
      .select()
      .from(deposits)
      .where(where)
      .orderBy(...newestFirst(deposits.recordedAt, deposits.id, reversed))
      .limit(limit)
      .offset(offset),
  );
  const data: DepositTransaction[] = rows.map((d) => ({
    thash: d.thash,
    amount: fromMicros(d.amount),
    created_at: d.recordedAt.toISOString(),
  }));
  return pageEnvelope('balance-sync', page, total, data, `payment_method_id=${methodId}`);
}

/**
 * The member's deposits of a method found on the chain and not yet in the wallet, oldest first: those waiting
 * for confirmations (counted against `head`) and those held below the minimum.
 */
export async function pendingDeposits(
  tx: DbOrTx,
  memberId: number,
  methodId: number,
  chain: { head: bigint; required: number },
): Promise<PendingDeposit[]> {
  const rows = await tx
    .select()
    .from(depositRecords)
    .where(
      and(
        eq(depositRecords.userId, memberId),
        eq(depositRecords.paymentMethodId, methodId),
        inArray(depositRecords.status, ['seen', 'held']),
      ),
    )
    .orderBy(asc(depositRecords.recordedAt), asc(depositRecords.id));
  return rows.map((d) => {
    const depth = d.blockNumber === null ? 0n : chain.head - d.blockNumber + 1n;
    return {
      thash: d.thash,
      amount: fromMicros(d.amount),
      created_at: d.recordedAt.toISOString(),
      state: d.status === 'held' ? ('held' as const) : ('seen' as const),
      confirmations: Number(depth < 0n ? 0n : depth),
      required: chain.required,
    };
  });
}
