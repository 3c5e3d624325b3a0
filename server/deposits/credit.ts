import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { chainBlocks, chainCursors, deposits, seenTransfers } from '../db/schema';
import { noticeMembers } from '../services/memberNotices';
import { postDepositCredit } from './ledgerCredit';
import { type SettledTransfer, settleSeen, transferKeys } from './seen';
import type { ChainWatch, ScanOptions, ScanResult } from './watcher';

const CREDIT_CHUNK = 200;

/**
 * Credits the seen deposits whose block has the required confirmations and is still the chain's block at
 * that height; one below the minimum is held for an operator. A block the chain no longer has drops its
 * deposits, and the next scan reads from under it.
 */
export async function creditDue(
  db: Db,
  watch: ChainWatch,
  head: bigint,
  options: ScanOptions,
): Promise<{ credited: ScanResult['credited']; held: number; dropped: number }> {
  const id = watch.paymentMethodId;
  const depth = head - BigInt(watch.confirmations) + 1n;
  const due = await db
    .select({
      thash: seenTransfers.thash,
      logIndex: seenTransfers.logIndex,
      blockNumber: seenTransfers.blockNumber,
    })
    .from(seenTransfers)
    .where(and(eq(seenTransfers.paymentMethodId, id), lte(seenTransfers.blockNumber, depth)))
    .orderBy(asc(seenTransfers.blockNumber), asc(seenTransfers.logIndex));
  const canonical = new Map<bigint, string | null>();
  for (const d of due) {
    if (!canonical.has(d.blockNumber))
      canonical.set(d.blockNumber, await watch.reader.blockHash(d.blockNumber));
  }
  const credited: ScanResult['credited'] = [];
  let held = 0;
  let dropped = 0;
  for (let start = 0; start < due.length; start += CREDIT_CHUNK) {
    const keys = transferKeys(due.slice(start, start + CREDIT_CHUNK));
    await db.transaction(async (tx) => {
      const claimed = await tx
        .select()
        .from(seenTransfers)
        .where(
          and(
            eq(seenTransfers.paymentMethodId, id),
            sql`(${seenTransfers.thash}, ${seenTransfers.logIndex}) in (${keys})`,
          ),
        )
        .orderBy(asc(seenTransfers.blockNumber), asc(seenTransfers.logIndex))
        .for('update', { skipLocked: true });
      if (claimed.length === 0) return;
      // An operator may have recorded the transaction by hand while it waited: that record is its deposit.
      const recorded = new Set(
        (
          await tx
            .select({ thash: deposits.thash })
            .from(deposits)
            .where(
              and(
                eq(deposits.paymentMethodId, id),
                ne(deposits.source, 'chain'),
                inArray(deposits.thash, [...new Set(claimed.map((d) => d.thash))]),
              ),
            )
        ).map((d) => d.thash),
      );
      const told: Array<{
        memberId: number;
        event: { kind: 'deposit_credited'; amount: bigint; thash: string; network: string };
      }> = [];
      const settled: SettledTransfer[] = [];
      const done: ScanResult['credited'] = [];
      let heldHere = 0;
      let droppedHere = 0;
      let lowestGone: bigint | null = null;
      for (const d of claimed) {
        if (recorded.has(d.thash)) continue;
        if (canonical.get(d.blockNumber) !== d.blockHash) {
          settled.push({ ...d, status: 'dropped', creditedTransferId: null });
          if (lowestGone === null || d.blockNumber < lowestGone) lowestGone = d.blockNumber;
          droppedHere++;
          continue;
        }
        if (d.amount < watch.minimum) {
          settled.push({ ...d, status: 'held', creditedTransferId: null });
          heldHere++;
          continue;
        }
        const transfer = await postDepositCredit(tx, {
          memberId: d.userId,
          amount: d.amount,
          thash: d.thash,
        });
        settled.push({ ...d, status: 'credited', creditedTransferId: transfer.id });
        done.push({
          memberId: d.userId,
          thash: d.thash,
          logIndex: d.logIndex,
          amount: d.amount,
          seenAt: d.seenAt,
        });
        told.push({
          memberId: d.userId,
          event: { kind: 'deposit_credited', amount: d.amount, thash: d.thash, network: watch.network },
        });
      }
      await settleSeen(tx, id, claimed, settled);
      if (lowestGone !== null) await rewindBelow(tx, id, lowestGone);
      if (options.notices && told.length > 0) await noticeMembers(tx, options.notices, told, options.now);
      credited.push(...done);
      held += heldHere;
      dropped += droppedHere;
    });
  }
  return { credited, held, dropped };
}

/** A block found replaced at credit time: scanning starts again under it. */
async function rewindBelow(tx: Tx, methodId: number, block: bigint): Promise<void> {
  await tx
    .delete(chainBlocks)
    .where(and(eq(chainBlocks.paymentMethodId, methodId), sql`${chainBlocks.number} >= ${block}`));
  await tx
    .update(chainCursors)
    .set({ scannedThrough: sql`least(${chainCursors.scannedThrough}, ${block - 1n})` })
    .where(eq(chainCursors.paymentMethodId, methodId));
}
