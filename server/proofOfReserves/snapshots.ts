import { and, eq, sql } from 'drizzle-orm';
import { fromMicros } from '../../src/api/contract';
import type { Chains } from '../chain/chains';
import { type ChainHoldingsAt, readHoldings } from '../chain/holdings';
import { type Db, type DbOrTx, jsonRecords, rowsOf, type Tx } from '../db/client';
import {
  reserveSnapshotAddresses,
  reserveSnapshotChains,
  reserveSnapshotLeaves,
  reserveSnapshotNodes,
  reserveSnapshots,
} from '../db/schema';
import { partyOf, requestApproval } from '../services/approvals';
import { ApiError } from '../services/errors';
import type { AuditActor } from '../services/operator';
import { buildSumTree, type Owed, type SumTree, saltOf } from './tree';

/** Nodes per stored chunk of a level: a branch reads 40 bytes of one chunk a level. */
export const NODES_PER_CHUNK = 4_096;
/** Leaves written per statement. */
const LEAVES_PER_STATEMENT = 20_000;
/** Chunks written per statement (about 10 MB). */
const CHUNKS_PER_STATEMENT = 64;
/** Snapshots whose leaves and tree are kept for members' proofs; older ones keep their published figures. */
export const RESERVE_PROOFS_KEPT = 30;

/** What members were owed at one ledger point. */
export interface OwedAt {
  /** The last ledger transfer the balances include (0 before the first). */
  ledgerPoint: bigint;
  owed: Owed[];
}

/**
 * Every member's total owed at one ledger point, as the liabilities report counts it: every wallet and hold
 * in the ledger, and deposits recorded but not yet synced or held below the minimum. One repeatable-read
 * transaction, so every balance is of the same moment; every member is a leaf, those owed nothing too.
 */
export async function readOwed(db: Db): Promise<OwedAt> {
  return db.transaction(
    async (tx) => {
      const [point] = await rowsOf<{ id: string }>(
        tx,
        sql`select coalesce(max(id), 0)::text as id from ledger_transfers`,
      );
      const rows = await rowsOf<{ id: number; owed: string }>(
        tx,
        sql`
        select u.id, (coalesce(a.owed, 0) + coalesce(d.owed, 0))::text as owed
        from users u
        left join (select owner_user_id, sum(balance) as owed from ledger_accounts
                   where owner_user_id is not null group by 1) a on a.owner_user_id = u.id
        left join (select user_id, sum(amount) as owed from deposits
                   where status in ('recorded', 'held') group by 1) d on d.user_id = u.id
        order by u.id`,
      );
      return {
        ledgerPoint: BigInt(point?.id ?? 0),
        owed: rows.map((row) => ({ memberId: row.id, balance: BigInt(row.owed) })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const total = (balances: { balance: bigint }[]) => balances.reduce((n, b) => n + b.balance, 0n);

/** holdings ÷ liabilities as a percentage with two decimals, rounded down; null when nothing is owed. */
export function ratioPercent(holdings: bigint, liabilities: bigint): string | null {
  if (liabilities === 0n) return null;
  const hundredths = (holdings * 10_000n) / liabilities;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

/** A level's sums as 8 bytes each, unsigned big-endian, as they are hashed and stored. */
function sumsBytes(sums: BigUint64Array, from: number, to: number): Buffer {
  const out = Buffer.alloc(8 * (to - from));
  for (let i = from; i < to; i += 1) out.writeBigUInt64BE(sums[i]!, 8 * (i - from));
  return out;
}

async function storeTree(tx: Tx, snapshotId: number, tree: SumTree): Promise<void> {
  for (let start = 0; start < tree.leaves.length; start += LEAVES_PER_STATEMENT) {
    const rows = tree.leaves.slice(start, start + LEAVES_PER_STATEMENT).map((leaf) => ({
      m: leaf.memberId,
      i: leaf.index,
      s: Buffer.from(saltOf(tree.salts, leaf.index)).toString('hex'),
      b: leaf.balance.toString(),
    }));
    await tx.execute(sql`
      insert into reserve_snapshot_leaves (snapshot_id, member_id, leaf_index, salt, balance)
      select ${snapshotId}, t.m, t.i, decode(t.s, 'hex'), t.b::bigint
      from ${jsonRecords(rows, sql`m int, i int, s text, b text`)}`);
  }
  const chunks: (typeof reserveSnapshotNodes.$inferInsert)[] = [];
  for (const [level, sums] of tree.sums.entries()) {
    for (let from = 0; from < sums.length; from += NODES_PER_CHUNK) {
      const to = Math.min(sums.length, from + NODES_PER_CHUNK);
      chunks.push({
        snapshotId,
        level,
        chunk: from / NODES_PER_CHUNK,
        hashes: Buffer.from(tree.hashes[level]!.subarray(32 * from, 32 * to)),
        sums: sumsBytes(sums, from, to),
      });
    }
  }
  for (let start = 0; start < chunks.length; start += CHUNKS_PER_STATEMENT) {
    await tx.insert(reserveSnapshotNodes).values(chunks.slice(start, start + CHUNKS_PER_STATEMENT));
  }
}

async function storeHoldings(tx: Tx, snapshotId: number, chains: ChainHoldingsAt[]): Promise<void> {
  for (const chain of chains) {
    await tx.insert(reserveSnapshotChains).values({
      snapshotId,
      network: chain.network,
      method: chain.method,
      token: chain.token,
      block: chain.block,
    });
    const addresses = [
      ...chain.treasury.map((a) => ({ ...a, kind: 'treasury' as const })),
      ...chain.deposits.filter((a) => a.balance > 0n).map((a) => ({ ...a, kind: 'deposit' as const })),
    ];
    const seen = new Set<string>();
    const rows = addresses.flatMap((a) => {
      if (seen.has(a.address)) return [];
      seen.add(a.address);
      return [{ snapshotId, network: chain.network, address: a.address, kind: a.kind, balance: a.balance }];
    });
    for (let start = 0; start < rows.length; start += 5_000) {
      await tx.insert(reserveSnapshotAddresses).values(rows.slice(start, start + 5_000));
    }
  }
}

/** Who takes a snapshot: the daily schedule, or an operator (whose snapshot waits for a second one). */
export type SnapshotTaker = { trigger: 'schedule'; day: string } | { trigger: 'operator'; by: AuditActor };

export interface TakenSnapshot {
  id: number;
  approvalId: number | null;
}

/** What a snapshot is made of, read and built before the transaction that stores it. */
export interface PreparedSnapshot {
  ledgerPoint: bigint;
  holdingsAt: ChainHoldingsAt[];
  holdings: bigint;
  tree: SumTree;
}

/**
 * Reads what members are owed at one ledger point, then what every watched chain holds at its newest final
 * block (network calls, so outside any transaction), and builds the tree over the owed balances.
 */
export async function prepareSnapshot(db: Db, chains: Chains | undefined): Promise<PreparedSnapshot> {
  const { ledgerPoint, owed } = await readOwed(db);
  const holdingsAt = chains ? await readHoldings(db, chains) : [];
  const tree = await buildSumTree(owed);
  const holdings = holdingsAt.reduce((n, c) => n + total(c.deposits) + total(c.treasury), 0n);
  return { ledgerPoint, holdingsAt, holdings, tree };
}

/**
 * Stores a prepared snapshot in one transaction. The schedule's is published at once; an operator's waits for
 * a second operator to approve its request (kind `reserve_snapshot`), and only one waits at a time.
 */
export async function storeSnapshot(
  tx: Tx,
  { ledgerPoint, holdingsAt, holdings, tree }: PreparedSnapshot,
  taker: SnapshotTaker,
  now: Date,
): Promise<TakenSnapshot> {
  const operator = taker.trigger === 'operator';
  const [row] = await tx
    .insert(reserveSnapshots)
    .values({
      takenAt: now,
      trigger: taker.trigger,
      status: operator ? 'pending' : 'published',
      takenBy: operator ? partyOf(taker.by) : null,
      takenByOperatorId: operator ? taker.by.operatorId : null,
      publishedAt: operator ? null : now,
      ledgerPoint,
      rootHash: tree.root.hash,
      members: tree.leaves.length,
      liabilities: tree.root.sum,
      holdings,
      levels: tree.hashes.length,
      scheduledDay: operator ? null : taker.day,
    })
    .onConflictDoNothing()
    .returning({ id: reserveSnapshots.id });
  if (!row) {
    if (operator) await refuseWhilePending(tx);
    throw new ApiError(409, `The snapshot of ${taker.trigger === 'schedule' ? taker.day : 'today'} is taken`);
  }
  await storeHoldings(tx, row.id, holdingsAt);
  await storeTree(tx, row.id, tree);
  if (!operator) {
    await pruneProofs(tx);
    return { id: row.id, approvalId: null };
  }
  const approval = await requestApproval(
    tx,
    {
      kind: 'reserve_snapshot',
      subject: `reserve_snapshot:${row.id}`,
      details: {
        snapshot_id: row.id,
        root_hash: tree.root.hash,
        members: tree.leaves.length,
        liabilities: fromMicros(tree.root.sum),
        holdings: fromMicros(holdings),
        ratio_percent: ratioPercent(holdings, tree.root.sum),
      },
    },
    taker.by,
    now,
  );
  await tx.update(reserveSnapshots).set({ approvalId: approval.id }).where(eq(reserveSnapshots.id, row.id));
  return { id: row.id, approvalId: approval.id };
}

/** Prepares and stores a snapshot (the schedule's way; the operator's route audits the storing). */
export async function takeSnapshot(
  db: Db,
  chains: Chains | undefined,
  taker: SnapshotTaker,
  now: Date,
): Promise<TakenSnapshot> {
  if (taker.trigger === 'operator') await refuseWhilePending(db);
  const prepared = await prepareSnapshot(db, chains);
  return db.transaction((tx) => storeSnapshot(tx, prepared, taker, now));
}

/** An operator's snapshot is refused while another waits for its second operator. */
export async function refuseWhilePending(db: DbOrTx): Promise<void> {
  const [pending] = await db
    .select({ id: reserveSnapshots.id, approvalId: reserveSnapshots.approvalId })
    .from(reserveSnapshots)
    .where(eq(reserveSnapshots.status, 'pending'));
  if (pending) {
    throw new ApiError(
      409,
      `Snapshot #${pending.id} is already waiting for a second operator (request #${pending.approvalId}): ` +
        'approve or decline it first',
    );
  }
}

/** The snapshot an approval request publishes, by its details. */
const snapshotIdOf = (details: Record<string, unknown>): number => {
  const id = details.snapshot_id;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw new Error('the request names no snapshot');
  return id;
};

/** Publishes the snapshot a second operator approved, in the deciding transaction. */
export async function publishSnapshot(
  tx: Tx,
  details: Record<string, unknown>,
  now: Date,
): Promise<Record<string, unknown>> {
  const id = snapshotIdOf(details);
  const [row] = await tx
    .update(reserveSnapshots)
    .set({ status: 'published', publishedAt: now })
    .where(and(eq(reserveSnapshots.id, id), eq(reserveSnapshots.status, 'pending')))
    .returning({ id: reserveSnapshots.id });
  if (!row) throw new ApiError(409, `Snapshot #${id} is no longer waiting to be published`);
  await pruneProofs(tx);
  return { snapshot_id: id, published_at: now.toISOString() };
}

/** A declined snapshot is kept, marked, and never published; its tree is not kept. */
export async function declineSnapshot(tx: Tx, details: Record<string, unknown>): Promise<void> {
  const id = snapshotIdOf(details);
  await tx.update(reserveSnapshots).set({ status: 'declined' }).where(eq(reserveSnapshots.id, id));
  await tx.delete(reserveSnapshotLeaves).where(eq(reserveSnapshotLeaves.snapshotId, id));
  await tx.delete(reserveSnapshotNodes).where(eq(reserveSnapshotNodes.snapshotId, id));
}

/** Leaves and trees of published snapshots older than the newest RESERVE_PROOFS_KEPT go. */
async function pruneProofs(tx: Tx): Promise<void> {
  const kept = await tx
    .select({ id: reserveSnapshots.id })
    .from(reserveSnapshots)
    .where(eq(reserveSnapshots.status, 'published'))
    .orderBy(sql`${reserveSnapshots.id} desc`)
    .limit(RESERVE_PROOFS_KEPT);
  const oldest = kept.at(-1)?.id;
  if (kept.length < RESERVE_PROOFS_KEPT || oldest === undefined) return;
  const older = sql`(select id from reserve_snapshots where id < ${oldest} and status <> 'pending')`;
  await tx.execute(sql`delete from reserve_snapshot_leaves where snapshot_id in ${older}`);
  await tx.execute(sql`delete from reserve_snapshot_nodes where snapshot_id in ${older}`);
}
