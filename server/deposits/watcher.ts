import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Hex } from 'viem';
import { asChainLeader } from '../chain/leader';
import type { ChainReader, TransferLog } from '../chain/reader';
import type { Db, Tx } from '../db/client';
import { chainBlocks, chainCursors, deposits, memberDepositAddresses } from '../db/schema';
import { postTransfer } from '../ledger';
import { type NoticeDeps, noticeMembers } from '../services/memberNotices';
import { addressFromAccountId, type DepositNetwork } from './addresses';

/** One deposit method watched on its chain: where to read, which token, and how deep is final. */
export interface ChainWatch {
  paymentMethodId: number;
  network: DepositNetwork;
  reader: ChainReader;
  /** The token contract's 20-byte account id (`0x…`), whatever the network writes addresses as. */
  token: Hex;
  /** The token's decimals: 18 for BSC's USDT, 6 for TRON's. */
  decimals: number;
  /** Blocks a deposit's block must have on top of it, itself included, before it is credited. */
  confirmations: number;
  /** The first block to scan when the method has no cursor yet. */
  startBlock: bigint;
  /** Deposits below this many micro-USDT are held for an operator instead of credited. */
  minimum: bigint;
  /** Blocks per `eth_getLogs` call; providers refuse wide ranges (BSC's public nodes: a few thousand). */
  maxRange: bigint;
}

export interface ScanResult {
  /** `busy`: another loop or instance is the scanner now. */
  outcome: 'scanned' | 'busy';
  head: bigint;
  scannedThrough: bigint;
  /** Deposits seen for the first time (or again, after a reorganisation) in this scan. */
  seen: number;
  credited: Array<{ memberId: number; thash: string; logIndex: number; amount: bigint; seenAt: Date }>;
  held: number;
  /** Deposits whose block a reorganisation replaced before they were deep enough. */
  dropped: number;
  /** The first block a reorganisation replaced, when this scan met one. */
  reorgFrom: bigint | null;
}

export interface ScanOptions {
  now: Date;
  /** Tells members of their deposits; null for history written at installation. */
  notices: NoticeDeps | null;
  /** Ranges scanned at most in one call, so a watcher far behind yields between catch-up calls. */
  maxRanges?: number;
  /** Told after each range is committed, with the last block it covered. */
  onRange?: (through: bigint) => void;
}

/** Another instance moved the cursor while this one read the chain; this range is theirs. */
class CursorMoved extends Error {}

/** 10^(decimals - 6): token base units per micro-USDT. */
function unitsPerMicro(decimals: number): bigint {
  if (decimals < 6) throw new Error('A token with fewer than 6 decimals cannot be held in micro-USDT');
  return 10n ** BigInt(decimals - 6);
}

/** Amounts above this do not fit the ledger's bigint; such a transfer is not one of Tessera's members'. */
const MAX_MICROS = 2n ** 63n - 1n;

/**
 * Scans the method's chain from its cursor to the head as the one scanner across instances (busy otherwise),
 * then credits the deposits that reached the required depth. Exactly once: a transfer is keyed by method,
 * transaction hash and log index; the cursor moves in the transaction that records what its range held,
 * only from the value this scan read; a deposit is credited in the transaction that claims it from `seen`.
 */
export async function scanChain(db: Db, watch: ChainWatch, options: ScanOptions): Promise<ScanResult> {
  const led = await asChainLeader(db, watch.paymentMethodId, () => scanOnce(db, watch, options));
  if (led.led) return led.value;
  const cursor = await readCursor(db, watch);
  return nothingYet('busy', cursor);
}

/** A scan that has found nothing (yet); `head` and `through` say where it stands. */
const nothingYet = (outcome: ScanResult['outcome'], at: bigint): ScanResult => ({
  outcome,
  head: at,
  scannedThrough: at,
  seen: 0,
  credited: [],
  held: 0,
  dropped: 0,
  reorgFrom: null,
});

async function readCursor(db: Db | Tx, watch: ChainWatch): Promise<bigint> {
  const [row] = await db
    .select({ through: chainCursors.scannedThrough })
    .from(chainCursors)
    .where(eq(chainCursors.paymentMethodId, watch.paymentMethodId));
  return row?.through ?? watch.startBlock - 1n;
}

/** The scan itself, without leadership: correct when two run at once (tests run it so), only wasteful. */
export async function scanOnce(db: Db, watch: ChainWatch, options: ScanOptions): Promise<ScanResult> {
  const result = nothingYet('scanned', 0n);
  const maxRanges = options.maxRanges ?? 50;
  for (let ranges = 0; ranges < maxRanges; ranges++) {
    const step = await scanRange(db, watch, options).catch((error: unknown) => {
      if (error instanceof CursorMoved) return null;
      throw error;
    });
    if (!step) break;
    result.head = step.head;
    result.scannedThrough = step.through;
    result.seen += step.seen;
    result.dropped += step.dropped;
    result.reorgFrom ??= step.reorgFrom;
    options.onRange?.(step.through);
    if (step.through >= step.head) break;
  }
  // Another scanner moved the cursor first: what is due is credited here too, each deposit by whoever claims it.
  if (result.head === 0n) {
    result.head = await watch.reader.head();
    result.scannedThrough = await readCursor(db, watch);
  }
  const due = await creditDue(db, watch, result.head, options);
  result.credited = due.credited;
  result.held = due.held;
  result.dropped += due.dropped;
  return result;
}

/** Where the chain left Tessera's record: the highest stored block it still has, when a newer one changed. */
async function findReorg(db: Db, watch: ChainWatch): Promise<bigint | null> {
  const stored = await db
    .select({ number: chainBlocks.number, hash: chainBlocks.hash })
    .from(chainBlocks)
    .where(eq(chainBlocks.paymentMethodId, watch.paymentMethodId))
    .orderBy(desc(chainBlocks.number));
  const newest = stored[0];
  if (!newest) return null;
  // Hashes chain: when the newest stored block is still there, every block under it is too.
  if ((await watch.reader.blockHash(newest.number)) === newest.hash) return null;
  for (const block of stored.slice(1)) {
    if ((await watch.reader.blockHash(block.number)) === block.hash) return block.number;
  }
  const oldest = stored[stored.length - 1] ?? newest;
  return oldest.number - 1n;
}

interface RangeStep {
  head: bigint;
  through: bigint;
  seen: number;
  dropped: number;
  reorgFrom: bigint | null;
}

async function scanRange(db: Db, watch: ChainWatch, options: ScanOptions): Promise<RangeStep> {
  const id = watch.paymentMethodId;
  const cursor = await readCursor(db, watch);
  const head = await watch.reader.head();
  const keptTo = await findReorg(db, watch);
  const resumeAfter = keptTo !== null && keptTo < cursor ? keptTo : cursor;
  const from = resumeAfter + 1n;
  if (head < from) {
    return { head, through: cursor, seen: 0, dropped: 0, reorgFrom: null };
  }
  // The range's last block is read before and after its logs: a change between them is a reorganisation
  // during the read, and the range is read again by the next scan.
  const { to, toHash, logs } = await readTransfers(watch, from, head);
  if (toHash === null || (await watch.reader.blockHash(to)) !== toHash) {
    return { head, through: cursor, seen: 0, dropped: 0, reorgFrom: null };
  }
  const found = await membersPaid(db, watch, logs);

  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ through: chainCursors.scannedThrough })
      .from(chainCursors)
      .where(eq(chainCursors.paymentMethodId, id))
      .for('update');
    if ((row?.through ?? watch.startBlock - 1n) !== cursor) throw new CursorMoved();

    let dropped = 0;
    if (resumeAfter < cursor) {
      const gone = await tx
        .update(deposits)
        .set({ status: 'dropped' })
        .where(
          and(
            eq(deposits.paymentMethodId, id),
            eq(deposits.status, 'seen'),
            gt(deposits.blockNumber, resumeAfter),
          ),
        )
        .returning({ id: deposits.id });
      dropped = gone.length;
      await tx
        .delete(chainBlocks)
        .where(and(eq(chainBlocks.paymentMethodId, id), gt(chainBlocks.number, resumeAfter)));
    }

    let seen = 0;
    const told: Array<{
      memberId: number;
      event: { kind: 'deposit_seen'; amount: bigint; thash: string; network: string };
    }> = [];
    for (let start = 0; start < found.length; start += INSERT_CHUNK) {
      const chunk = found.slice(start, start + INSERT_CHUNK);
      const rows = await tx
        .insert(deposits)
        .values(
          chunk.map((d) => ({
            userId: d.memberId,
            paymentMethodId: id,
            thash: d.log.txHash,
            logIndex: d.log.logIndex,
            amount: d.amount,
            source: 'chain',
            status: 'seen' as const,
            blockNumber: d.log.blockNumber,
            blockHash: d.log.blockHash,
            toAddress: d.address,
            recordedAt: options.now,
          })),
        )
        // Seen again: in a new block after a reorganisation, or the same block read twice.
        .onConflictDoUpdate({
          target: [deposits.paymentMethodId, deposits.thash, deposits.logIndex],
          set: {
            status: 'seen',
            blockNumber: sql`excluded.block_number`,
            blockHash: sql`excluded.block_hash`,
          },
          setWhere: sql`${deposits.status} in ('seen', 'dropped') and ${deposits.source} = 'chain'`,
        })
        .returning({
          memberId: deposits.userId,
          thash: deposits.thash,
          amount: deposits.amount,
          fresh: sql<boolean>`xmax = 0`,
        });
      for (const r of rows) {
        if (!r.fresh) continue;
        seen++;
        told.push({
          memberId: r.memberId,
          event: { kind: 'deposit_seen', amount: r.amount, thash: r.thash, network: watch.network },
        });
      }
    }
    // Seen is told in the member's list and live, not mailed: the mail comes once, when it is credited.
    if (options.notices && told.length > 0) {
      await noticeMembers(tx, options.notices, told, options.now, { mailed: false });
    }

    const blocks = new Map<bigint, string>([[to, toHash]]);
    for (const d of found) blocks.set(d.log.blockNumber, d.log.blockHash);
    await tx
      .insert(chainBlocks)
      .values([...blocks].map(([number, hash]) => ({ paymentMethodId: id, number, hash })))
      .onConflictDoUpdate({
        target: [chainBlocks.paymentMethodId, chainBlocks.number],
        set: { hash: sql`excluded.hash` },
      });
    // Blocks deep enough that no deposit waits in them are not needed to find a reorganisation, except the
    // newest, which anchors the next scan.
    await tx.delete(chainBlocks).where(
      and(
        eq(chainBlocks.paymentMethodId, id),
        lt(chainBlocks.number, to),
        lte(chainBlocks.number, head - BigInt(watch.confirmations)),
        sql`not exists (select 1 from ${deposits} d where d.payment_method_id = ${id}
              and d.status = 'seen' and d.block_number = ${chainBlocks.number})`,
      ),
    );
    await tx
      .insert(chainCursors)
      .values({ paymentMethodId: id, scannedThrough: to, updatedAt: options.now })
      .onConflictDoUpdate({
        target: chainCursors.paymentMethodId,
        set: { scannedThrough: to, updatedAt: options.now },
      });
    return { head, through: to, seen, dropped, reorgFrom: resumeAfter < cursor ? resumeAfter + 1n : null };
  });
}

/** Blocks per call that answered last time, per watch: a busy chain's ranges shrink, a quiet one's grow back. */
const spans = new WeakMap<ChainWatch, bigint>();

/**
 * The token's transfers from `from` on, in as wide a range as the provider answers: a range whose answer is
 * refused (too many results, or too large a body) is halved and read again, down to one block; after an
 * answer the next range is twice as wide again, up to the watch's maximum.
 */
async function readTransfers(watch: ChainWatch, from: bigint, head: bigint) {
  let span = spans.get(watch) ?? watch.maxRange;
  for (;;) {
    const to = head < from + span - 1n ? head : from + span - 1n;
    const toHash = await watch.reader.blockHash(to);
    try {
      const logs = await watch.reader.transfers(watch.token, from, to);
      spans.set(watch, span * 2n < watch.maxRange ? span * 2n : watch.maxRange);
      return { to, toHash, logs };
    } catch (error) {
      if (span === 1n) throw error;
      span /= 2n;
      spans.set(watch, span);
    }
  }
}

const INSERT_CHUNK = 1_000;
/** Addresses per owner lookup: at 5,000 PostgreSQL scans a million-row table instead of using its index. */
const LOOKUP_CHUNK = 1_000;

/** The transfers that paid an address Tessera issued for this method, with the member and amount. */
async function membersPaid(db: Db, watch: ChainWatch, logs: TransferLog[]) {
  const perUnit = unitsPerMicro(watch.decimals);
  const candidates = logs.flatMap((log) => {
    const amount = log.value / perUnit;
    // Dust under a micro-USDT cannot be credited; an amount beyond the ledger's range is not a member's.
    if (amount <= 0n || amount > MAX_MICROS) return [];
    return [{ log, amount, address: addressFromAccountId(watch.network, log.to) }];
  });
  const owners = new Map<string, number>();
  const addresses = [...new Set(candidates.map((c) => c.address))];
  for (let start = 0; start < addresses.length; start += LOOKUP_CHUNK) {
    const rows = await db
      .select({ address: memberDepositAddresses.address, memberId: memberDepositAddresses.userId })
      .from(memberDepositAddresses)
      .where(
        and(
          eq(memberDepositAddresses.paymentMethodId, watch.paymentMethodId),
          inArray(memberDepositAddresses.address, addresses.slice(start, start + LOOKUP_CHUNK)),
        ),
      );
    for (const row of rows) owners.set(row.address, row.memberId);
  }
  return candidates.flatMap((c) => {
    const memberId = owners.get(c.address);
    return memberId === undefined ? [] : [{ ...c, memberId }];
  });
}

const CREDIT_CHUNK = 200;

/**
 * Credits the seen deposits whose block has the required confirmations and is still the chain's block at
 * that height; one below the minimum is held for an operator. A block the chain no longer has drops its
 * deposits, and the next scan reads from under it.
 */
async function creditDue(
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
        const transfer = await postTransfer(tx, {
          kind: 'deposit',
          description: `Deposit ${d.thash}`,
          memberId: d.userId,
          legs: [
            { account: { platform: 'platform_deposits_clearing' }, amount: -d.amount },
            { account: { member: d.userId, kind: 'pay_in' }, amount: d.amount },
          ],
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
