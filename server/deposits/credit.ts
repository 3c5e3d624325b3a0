import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { chainBlocks, chainCursors, deposits } from '../db/schema';
import { noticeMembers } from '../services/memberNotices';
import { postDepositCredit } from './ledgerCredit';
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
    .select({ id: deposits.id, blockNumber: deposits.blockNumber, blockHash: deposits.blockHash })
    .from(deposits)
    .where(
      and(eq(deposits.paymentMethodId, id), eq(deposits.status, 'seen'), lte(deposits.blockNumber, depth)),
    )
    .orderBy(asc(deposits.blockNumber), asc(deposits.id));
  const canonical = new Map<bigint, string | null>();
  for (const d of due) {
    if (d.blockNumber !== null && !canonical.has(d.blockNumber)) {
      canonical.set(d.blockNumber, await watch.reader.blockHash(d.blockNumber));
    }
  }
  const credited: ScanResult['credited'] = [];
  let held = 0;
  let dropped = 0;
  for (let start = 0; start < due.length; start += CREDIT_CHUNK) {
    const chunk = due.slice(start, start + CREDIT_CHUNK);
    await db.transaction(async (tx) => {
      const claimed = await tx
        .select()
        .from(deposits)
        .where(
          and(
            inArray(
              deposits.id,
              chunk.map((d) => d.id),
            ),
            eq(deposits.status, 'seen'),
          ),
        )
        .orderBy(asc(deposits.id))
        .for('update', { skipLocked: true });
      const told: Array<{
        memberId: number;
        event: { kind: 'deposit_credited'; amount: bigint; thash: string; network: string };
      }> = [];
      const done: ScanResult['credited'] = [];
      let heldHere = 0;
      let droppedHere = 0;
      for (const d of claimed) {
        if (d.blockNumber === null || canonical.get(d.blockNumber) !== d.blockHash) {
          await tx.update(deposits).set({ status: 'dropped' }).where(eq(deposits.id, d.id));
          if (d.blockNumber !== null) await rewindBelow(tx, id, d.blockNumber);
          droppedHere++;
          continue;
        }
        if (d.amount < watch.minimum) {
          await tx.update(deposits).set({ status: 'held' }).where(eq(deposits.id, d.id));
          heldHere++;
          continue;
        }
        const transfer = await postDepositCredit(tx, {
          memberId: d.userId,
          amount: d.amount,
          thash: d.thash,
        });
        await tx
          .update(deposits)
          .set({ status: 'credited', creditedTransferId: transfer.id })
          .where(eq(deposits.id, d.id));
        done.push({
          memberId: d.userId,
          thash: d.thash,
          logIndex: d.logIndex,
          amount: d.amount,
          seenAt: d.recordedAt,
        });
        told.push({
          memberId: d.userId,
          event: { kind: 'deposit_credited', amount: d.amount, thash: d.thash, network: watch.network },
        });
      }
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
