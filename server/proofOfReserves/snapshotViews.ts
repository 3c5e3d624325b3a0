import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  fromMicros,
  type MyReserveProofResponse,
  OPERATOR_RESERVE_SNAPSHOTS,
  type OperatorReserveSnapshot,
  type PublicReservesResponse,
  RESERVE_HISTORY_LENGTH,
  type ReserveChainHolding,
  type ReserveSnapshot,
  type ReserveSnapshotSummary,
} from '../../src/api/contract';
import type { ProofStep } from '../../src/api/contract/proofOfReserves';
import { type DbOrTx, rowsOf } from '../db/client';
import {
  operators,
  reserveSnapshotAddresses,
  reserveSnapshotChains,
  reserveSnapshotLeaves,
  reserveSnapshots,
} from '../db/schema';
import { accountIdOf } from '../deposits/addresses';
import { ApiError } from '../services/errors';
import { ownershipOf } from './addressOwnership';
import { NODES_PER_CHUNK, ratioPercent } from './snapshots';

type SnapshotRow = typeof reserveSnapshots.$inferSelect;

const summaryOf = (row: SnapshotRow): ReserveSnapshotSummary => ({
  id: row.id,
  taken_at: row.takenAt.toISOString(),
  trigger: row.trigger,
  ledger_point: row.ledgerPoint.toString(),
  root_hash: row.rootHash,
  members: row.members,
  liabilities: fromMicros(row.liabilities),
  holdings: fromMicros(row.holdings),
  ratio_percent: ratioPercent(row.holdings, row.liabilities),
});

/** Each snapshot's chains: block and token, members' deposit addresses in sum, treasury addresses each. */
async function chainsOf(db: DbOrTx, ids: number[]): Promise<Map<number, ReserveChainHolding[]>> {
  const out = new Map<number, ReserveChainHolding[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const chains = await db
    .select()
    .from(reserveSnapshotChains)
    .where(inArray(reserveSnapshotChains.snapshotId, ids))
    .orderBy(reserveSnapshotChains.snapshotId, reserveSnapshotChains.network);
  const deposits = await db
    .select({
      snapshotId: reserveSnapshotAddresses.snapshotId,
      network: reserveSnapshotAddresses.network,
      count: sql<number>`count(*)::int`,
      total: sql<string>`sum(${reserveSnapshotAddresses.balance})::text`,
    })
    .from(reserveSnapshotAddresses)
    .where(
      and(inArray(reserveSnapshotAddresses.snapshotId, ids), eq(reserveSnapshotAddresses.kind, 'deposit')),
    )
    .groupBy(reserveSnapshotAddresses.snapshotId, reserveSnapshotAddresses.network);
  const treasury = await db
    .select()
    .from(reserveSnapshotAddresses)
    .where(
      and(inArray(reserveSnapshotAddresses.snapshotId, ids), eq(reserveSnapshotAddresses.kind, 'treasury')),
    )
    .orderBy(reserveSnapshotAddresses.address);
  const proofs = new Map<string, Awaited<ReturnType<typeof ownershipOf>>>();
  for (const network of new Set(chains.map((chain) => chain.network))) {
    proofs.set(network, await ownershipOf(db, network));
  }
  for (const chain of chains) {
    const onDeposits = deposits.find((d) => d.snapshotId === chain.snapshotId && d.network === chain.network);
    const held = treasury.filter((t) => t.snapshotId === chain.snapshotId && t.network === chain.network);
    const depositTotal = BigInt(onDeposits?.total ?? 0);
    const treasuryTotal = held.reduce((n, t) => n + t.balance, 0n);
    out.get(chain.snapshotId)?.push({
      network: chain.network,
      method: chain.method,
      token: chain.token,
      block: chain.block.toString(),
      deposit_addresses: { count: onDeposits?.count ?? 0, total: fromMicros(depositTotal) },
      treasury: held.map((t) => {
        const ownership = proofs.get(chain.network)?.get(accountIdOf(t.address));
        return {
          address: t.address,
          balance: fromMicros(t.balance),
          proven: ownership !== undefined,
          ...(ownership ? { ownership } : {}),
        };
      }),
      total: fromMicros(depositTotal + treasuryTotal),
    });
  }
  return out;
}

const withChains = async (db: DbOrTx, rows: SnapshotRow[]) => {
  const chains = await chainsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row): ReserveSnapshot => ({ ...summaryOf(row), chains: chains.get(row.id) ?? [] }));
};

/** The newest published snapshot with its chains, and the published history, newest first. */
export async function publicReserves(db: DbOrTx): Promise<PublicReservesResponse['data']> {
  const rows = await db
    .select()
    .from(reserveSnapshots)
    .where(eq(reserveSnapshots.status, 'published'))
    .orderBy(desc(reserveSnapshots.id))
    .limit(RESERVE_HISTORY_LENGTH);
  const [latest] = rows[0] ? await withChains(db, [rows[0]]) : [];
  return { latest: latest ?? null, history: rows.map(summaryOf) };
}

/** The newest snapshots of every status, as the back office lists them. */
export async function operatorSnapshots(db: DbOrTx, id?: number): Promise<OperatorReserveSnapshot[]> {
  const rows = await db
    .select({ snapshot: reserveSnapshots, operator: operators.username })
    .from(reserveSnapshots)
    .leftJoin(operators, eq(operators.id, reserveSnapshots.takenByOperatorId))
    .where(id === undefined ? undefined : eq(reserveSnapshots.id, id))
    .orderBy(desc(reserveSnapshots.id))
    .limit(OPERATOR_RESERVE_SNAPSHOTS);
  const views = await withChains(
    db,
    rows.map((row) => row.snapshot),
  );
  return rows.map(({ snapshot, operator }, i) => ({
    ...views[i]!,
    status: snapshot.status,
    taken_by: snapshot.takenBy === null ? null : (operator ?? 'operator key'),
    approval_id: snapshot.approvalId,
    published_at: snapshot.publishedAt?.toISOString() ?? null,
  }));
}

/** One snapshot as the back office shows it. */
export async function operatorSnapshot(db: DbOrTx, id: number): Promise<OperatorReserveSnapshot> {
  const [found] = await operatorSnapshots(db, id);
  if (!found) throw new ApiError(404, `No snapshot has the id ${id}`);
  return found;
}

/**
 * The siblings from a leaf up to the root, bottom first: one node a level, 40 bytes of one stored chunk each,
 * in one query, so a branch answers in O(log n) whatever the size of the tree.
 */
async function storedBranch(
  db: DbOrTx,
  snapshotId: number,
  leafIndex: number,
  levels: number,
): Promise<ProofStep[]> {
  if (levels <= 1) return [];
  const wanted = Array.from({ length: levels - 1 }, (_, level) => {
    const sibling = (leafIndex >> level) ^ 1;
    return { level, sibling, chunk: Math.floor(sibling / NODES_PER_CHUNK), at: sibling % NODES_PER_CHUNK };
  });
  const rows = await rowsOf<{ level: number; hash: string; sum: string }>(
    db,
    sql`
    select n.level, encode(substring(n.hashes from w.at * 32 + 1 for 32), 'hex') as hash,
           ('x' || encode(substring(n.sums from w.at * 8 + 1 for 8), 'hex'))::bit(64)::bigint::numeric
             + case when get_byte(n.sums, w.at * 8) >= 128 then 18446744073709551616 else 0 end as sum
    from reserve_snapshot_nodes n
    join (values ${sql.join(
      wanted.map((w) => sql`(${w.level}::smallint, ${w.chunk}::int, ${w.at}::int)`),
      sql`, `,
    )}) as w(level, chunk, at) on n.level = w.level and n.chunk = w.chunk
    where n.snapshot_id = ${snapshotId}
    order by n.level`,
  );
  if (rows.length !== wanted.length) throw new Error(`snapshot ${snapshotId}'s tree is not complete`);
  return rows.map((row, i) => ({
    side: wanted[i]!.sibling < leafIndex >> i ? 'left' : 'right',
    hash: row.hash,
    sum: BigInt(row.sum).toString(),
  }));
}

/** The member's leaf and branch in the newest published snapshot. */
export async function memberProof(db: DbOrTx, memberId: number): Promise<MyReserveProofResponse['data']> {
  const [latest] = await db
    .select()
    .from(reserveSnapshots)
    .where(eq(reserveSnapshots.status, 'published'))
    .orderBy(desc(reserveSnapshots.id))
    .limit(1);
  if (!latest) throw new ApiError(404, 'No proof of reserves has been published yet');
  const [leaf] = await db
    .select()
    .from(reserveSnapshotLeaves)
    .where(
      and(eq(reserveSnapshotLeaves.snapshotId, latest.id), eq(reserveSnapshotLeaves.memberId, memberId)),
    );
  if (!leaf) {
    throw new ApiError(
      404,
      `You joined after the latest proof of reserves was taken (${latest.takenAt.toISOString()}): the next one includes you`,
    );
  }
  return {
    proof: {
      snapshot_id: latest.id,
      member_id: memberId,
      salt: leaf.salt.toString('hex'),
      balance: leaf.balance.toString(),
      path: await storedBranch(db, latest.id, leaf.leafIndex, latest.levels),
      root: { hash: latest.rootHash, sum: latest.liabilities.toString() },
    },
    taken_at: latest.takenAt.toISOString(),
    balance: fromMicros(leaf.balance),
  };
}

/** One address a published snapshot read, as its CSV lists it. */
export interface SnapshotAddressRow {
  network: string;
  address: string;
  kind: 'deposit' | 'treasury';
  balance: bigint;
  block: bigint;
}

const ADDRESS_BATCH = 5_000;

/**
 * Every address a published snapshot read the chains at (deposit addresses that held the token, and every
 * treasury address), in batches by (network, address), so anyone can check each balance on the chain.
 */
export async function publishedSnapshotAddresses(
  db: DbOrTx,
  id: number,
): Promise<{ takenAt: Date; batches: AsyncIterable<SnapshotAddressRow[]> }> {
  const [snapshot] = await db
    .select({ takenAt: reserveSnapshots.takenAt })
    .from(reserveSnapshots)
    .where(and(eq(reserveSnapshots.id, id), eq(reserveSnapshots.status, 'published')));
  if (!snapshot) throw new ApiError(404, `No published snapshot has the id ${id}`);
  async function* batches() {
    let after: { network: string; address: string } | null = null;
    for (;;) {
      const rows: SnapshotAddressRow[] = await db
        .select({
          network: reserveSnapshotAddresses.network,
          address: reserveSnapshotAddresses.address,
          kind: reserveSnapshotAddresses.kind,
          balance: reserveSnapshotAddresses.balance,
          block: reserveSnapshotChains.block,
        })
        .from(reserveSnapshotAddresses)
        .innerJoin(
          reserveSnapshotChains,
          and(
            eq(reserveSnapshotChains.snapshotId, reserveSnapshotAddresses.snapshotId),
            eq(reserveSnapshotChains.network, reserveSnapshotAddresses.network),
          ),
        )
        .where(
          and(
            eq(reserveSnapshotAddresses.snapshotId, id),
            after
              ? sql`(${reserveSnapshotAddresses.network}, ${reserveSnapshotAddresses.address}) > (${after.network}, ${after.address})`
              : undefined,
          ),
        )
        .orderBy(reserveSnapshotAddresses.network, reserveSnapshotAddresses.address)
        .limit(ADDRESS_BATCH);
      if (rows.length === 0) return;
      yield rows;
      const last = rows.at(-1)!;
      after = { network: last.network, address: last.address };
      if (rows.length < ADDRESS_BATCH) return;
    }
  }
  return { takenAt: snapshot.takenAt, batches: batches() };
}
