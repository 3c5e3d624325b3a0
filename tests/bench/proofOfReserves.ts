import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { reserveSnapshots } from '../../server/db/schema';
import { storeSnapshot } from '../../server/proofOfReserves/snapshots';
import { memberProof } from '../../server/proofOfReserves/snapshotViews';
import {
  branchOf,
  buildSumTree,
  drawSalts,
  hashLeavesAlone,
  type Owed,
  type SumTree,
} from '../../server/proofOfReserves/tree';

const seconds = (ms: number) => (ms / 1000).toFixed(2);

/**
 * The proof of reserves at scale: a Merkle sum tree of BENCH_POR_MEMBERS (default 1,000,000) members built,
 * against hashing the same leaves alone (goal ≥ 0.5×: the tree hashes every leaf and as many nodes again), then
 * a member's branch, whose time must not grow with the tree (O(log n)), in memory and as the member's route
 * reads it from the database once the snapshot is stored. 0 skips it.
 */
export async function benchProofOfReserves(db: Db): Promise<void> {
  const members = Number(process.env.BENCH_POR_MEMBERS ?? 1_000_000);
  if (members <= 0) return;
  console.log(`\nproof of reserves: a Merkle sum tree of ${members.toLocaleString('en-US')} members…`);
  const owed: Owed[] = Array.from({ length: members }, (_, i) => ({
    memberId: i + 1,
    balance: BigInt((i * 7_919) % 5_000_000_000),
  }));

  // The baseline: the same leaves salted and hashed, and nothing else (no shuffle, no node above them).
  let started = performance.now();
  const leafHashes = hashLeavesAlone(owed, drawSalts(members));
  const leavesMs = performance.now() - started;

  started = performance.now();
  const tree = await buildSumTree(owed);
  const treeMs = performance.now() - started;
  const ratio = leavesMs / treeMs;
  console.log(
    `salting and hashing the ${members.toLocaleString('en-US')} leaves alone (baseline)   ${seconds(leavesMs).padStart(6)} s  1.00×  (${leafHashes.length / 32} hashes)`,
  );
  console.log(
    `building the tree (salts, shuffle, leaves, ${(tree.hashes.length - 1).toString()} levels) ${seconds(treeMs).padStart(6)} s  ${ratio.toFixed(2)}×, goal ≥ 0.5: ${ratio >= 0.5 ? 'meets it' : 'MISSES it'}`,
  );
  const picks = 10_000;
  started = performance.now();
  let steps = 0;
  for (let i = 0; i < picks; i += 1) steps += branchOf(tree, (i * 104_729) % tree.leaves.length).length;
  const branchUs = ((performance.now() - started) * 1000) / picks;
  console.log(
    `a member's branch: ${steps / picks} steps, ${branchUs.toFixed(1)} µs each (mean of ${picks.toLocaleString('en-US')})`,
  );
  await benchStoredBranches(db, tree);
}

/** The tree stored as a snapshot is, and members' branches read back as GET proof-of-reserves/me reads them. */
async function benchStoredBranches(db: Db, tree: SumTree): Promise<void> {
  let started = performance.now();
  const { id } = await db.transaction((tx) =>
    storeSnapshot(
      tx,
      { ledgerPoint: 0n, holdingsAt: [], holdings: 0n, tree },
      { trigger: 'schedule', day: `bench-${Date.now()}` },
      new Date(),
    ),
  );
  const storeMs = performance.now() - started;
  console.log(
    `storing it (${tree.leaves.length.toLocaleString('en-US')} leaves, ${tree.hashes.length} levels in chunks)          ${seconds(storeMs).padStart(6)} s`,
  );
  try {
    const reads = 200;
    const times: number[] = [];
    for (let i = 0; i < reads; i += 1) {
      const leaf = tree.leaves[(i * 104_729) % tree.leaves.length]!;
      started = performance.now();
      await memberProof(db, leaf.memberId);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `a member's proof read from the database: p50 ${times[reads / 2]!.toFixed(2)} ms, p99 ${times[Math.floor(reads * 0.99)]!.toFixed(2)} ms (${reads} reads)`,
    );
  } finally {
    await db.delete(reserveSnapshots).where(eq(reserveSnapshots.id, id));
  }
}
