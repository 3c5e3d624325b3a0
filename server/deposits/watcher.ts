import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Hex } from 'viem';
import { asChainLeader } from '../chain/leader';
import type { ChainReader } from '../chain/reader';
import type { Db, Tx } from '../db/client';
import { chainBlocks, chainCursors, seenTransfers } from '../db/schema';
import { type MoneyEvent, type NoticeDeps, noticeMembers } from '../services/memberNotices';
import type { DepositNetwork } from './addresses';
import { type ReadAhead, readAfter, readPaid } from './chainTransfers';
import { creditDue } from './credit';
import { dropSeen, recordSeen } from './seen';

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
  /**
   * The first block to scan when the method has no cursor yet; null for the chain's head at the first scan
   * that reaches it, kept as the cursor so later starts go on from there.
   */
  startBlock: bigint | null;
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

/** The cursor before the first scan: the block before the start block (null until the head is read). */
const startCursor = (watch: ChainWatch) => (watch.startBlock === null ? null : watch.startBlock - 1n);

async function readCursor(db: Db | Tx, watch: ChainWatch): Promise<bigint> {
  const read = async () => {
    const [row] = await db
      .select({ through: chainCursors.scannedThrough })
      .from(chainCursors)
      .where(eq(chainCursors.paymentMethodId, watch.paymentMethodId));
    return row?.through;
  };
  const through = await read();
  if (through !== undefined) return through;
  if (watch.startBlock !== null) return watch.startBlock - 1n;
  // From the head on: kept at once, so a scan that fails later, or another instance, starts from it too.
  const head = await watch.reader.head();
  await db
    .insert(chainCursors)
    .values({ paymentMethodId: watch.paymentMethodId, scannedThrough: head - 1n })
    .onConflictDoNothing();
  return (await read()) ?? head - 1n;
}

/** The scan itself, without leadership: correct when two run at once (tests run it so), only wasteful. */
export async function scanOnce(db: Db, watch: ChainWatch, options: ScanOptions): Promise<ScanResult> {
  const result = nothingYet('scanned', 0n);
  const maxRanges = options.maxRanges ?? 50;
  let ahead: ReadAhead | null = null;
  for (let ranges = 0; ranges < maxRanges; ranges++) {
    const step: RangeStep | null = await scanRange(db, watch, options, ahead, ranges + 1 < maxRanges).catch(
      (error: unknown) => {
        if (error instanceof CursorMoved) return null;
        throw error;
      },
    );
    if (!step) break;
    ahead = step.ahead;
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
  /** The range after this one, already being read; null at the head. */
  ahead: ReadAhead | null;
}

async function scanRange(
  db: Db,
  watch: ChainWatch,
  options: ScanOptions,
  ahead: ReadAhead | null,
  more: boolean,
): Promise<RangeStep> {
  const id = watch.paymentMethodId;
  const cursor = await readCursor(db, watch);
  const head = await watch.reader.head();
  const keptTo = await findReorg(db, watch);
  const resumeAfter = keptTo !== null && keptTo < cursor ? keptTo : cursor;
  const from = resumeAfter + 1n;
  const nothing = { head, through: cursor, seen: 0, dropped: 0, reorgFrom: null, ahead: null };
  if (head < from) return nothing;
  // The range's last block is read before and after its logs: a change between them is a reorganisation
  // during the read, and the range is read again by the next scan. A range read ahead is used only when it
  // starts where this one must; its last block is checked again here, after any wait.
  const { to, toHash, found } = await (ahead?.from === from ? ahead.read : readPaid(db, watch, from, head));
  if (toHash === null || (await watch.reader.blockHash(to)) !== toHash) return nothing;
  const next = more && to < head ? await readAfter(db, watch, ahead, to + 1n, head) : null;

  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ through: chainCursors.scannedThrough })
      .from(chainCursors)
      .where(eq(chainCursors.paymentMethodId, id))
      .for('update');
    if ((row?.through ?? startCursor(watch)) !== cursor) throw new CursorMoved();

    let dropped = 0;
    if (resumeAfter < cursor) {
      dropped = await dropSeen(tx, id, gt(seenTransfers.blockNumber, resumeAfter));
      await tx
        .delete(chainBlocks)
        .where(and(eq(chainBlocks.paymentMethodId, id), gt(chainBlocks.number, resumeAfter)));
    }

    let seen = 0;
    const told: Array<{ memberId: number; event: MoneyEvent }> = [];
    for (const r of await recordSeen(tx, id, found, options.now)) {
      if (!r.fresh) continue;
      seen++;
      told.push({
        memberId: r.user_id,
        event: {
          kind: 'deposit_seen',
          amount: BigInt(r.amount),
          thash: r.thash,
          network: watch.network,
          confirmations: watch.confirmations,
        },
      });
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
    // newest, which anchors the next scan. The waiting transfers' blocks are read once, as a hashed set.
    await tx.delete(chainBlocks).where(
      and(
        eq(chainBlocks.paymentMethodId, id),
        lt(chainBlocks.number, to),
        lte(chainBlocks.number, head - BigInt(watch.confirmations)),
        sql`${chainBlocks.number} not in (select s.block_number from ${seenTransfers} s
              where s.payment_method_id = ${id})`,
      ),
    );
    await tx
      .insert(chainCursors)
      .values({ paymentMethodId: id, scannedThrough: to, updatedAt: options.now })
      .onConflictDoUpdate({
        target: chainCursors.paymentMethodId,
        set: { scannedThrough: to, updatedAt: options.now },
      });
    return {
      head,
      through: to,
      seen,
      dropped,
      reorgFrom: resumeAfter < cursor ? resumeAfter + 1n : null,
      ahead: next,
    };
  });
}
