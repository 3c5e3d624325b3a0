import {
  branchOf,
  buildSumTree,
  drawSalts,
  hashLeavesAlone,
  type Owed,
} from '../../server/proofOfReserves/tree';

const seconds = (ms: number) => (ms / 1000).toFixed(2);

/**
 * The proof of reserves at scale: a Merkle sum tree of BENCH_POR_MEMBERS (default 1,000,000) members built,
 * against hashing the same leaves alone (goal ≥ 0.5×: the tree hashes every leaf and as many nodes again), then
 * a member's branch, whose time must not grow with the tree (O(log n)). 0 skips it.
 */
export async function benchProofOfReserves(): Promise<void> {
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
}
