import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  emptyLeafPreimage,
  leafPreimage,
  MAX_SUM,
  nodePreimage,
  type ProofStep,
  SALT_BYTES,
} from '../../src/api/contract/proofOfReserves';
import { bytesToHex } from '../../src/api/contract/reserveDraw';

/** What one member is owed at the snapshot, in micro-USDT. */
export interface Owed {
  memberId: number;
  balance: bigint;
}

/** A leaf as stored: whose it is, what it holds, its salt, and where it sits among the shuffled leaves. */
export interface Leaf extends Owed {
  salt: Uint8Array;
  index: number;
}

/**
 * A built Merkle sum tree (the rule is in src/api/contract/proofOfReserves.ts): every level's hashes and sums,
 * the leaves first. A member's branch is one node a level, so it answers in O(log n).
 */
export interface SumTree {
  leaves: Leaf[];
  /** levels[0] are the padded leaves, the last level is the root alone. */
  hashes: Uint8Array[][];
  sums: bigint[][];
  root: { hash: string; sum: bigint };
}

const sha256 = (bytes: Uint8Array): Uint8Array => createHash('sha256').update(bytes).digest();

/** Fisher–Yates with a cryptographic source, so a leaf's place says nothing of who it is. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Builds the tree of `owed`: each member salted and shuffled, padded with empty leaves to a power of two. A
 * negative balance, a member twice, or a total over 2^64 − 1 micro-USDT is refused: such a tree would prove
 * nothing.
 */
export function buildSumTree(owed: readonly Owed[]): SumTree {
  const seen = new Set<number>();
  let total = 0n;
  for (const { memberId, balance } of owed) {
    if (balance < 0n)
      throw new RangeError(`member ${memberId} is owed ${balance}: a negative balance cannot be a leaf`);
    if (seen.has(memberId)) throw new RangeError(`member ${memberId} is in the snapshot twice`);
    seen.add(memberId);
    total += balance;
  }
  if (total > MAX_SUM) throw new RangeError(`the total ${total} does not fit in 64 bits`);

  const leaves: Leaf[] = shuffled(owed).map((member, index) => ({
    ...member,
    salt: randomBytes(SALT_BYTES),
    index,
  }));
  let width = 1;
  while (width < leaves.length) width *= 2;
  const empty = sha256(emptyLeafPreimage());
  const hashes: Uint8Array[][] = [new Array<Uint8Array>(width)];
  const sums: bigint[][] = [new Array<bigint>(width)];
  for (let i = 0; i < width; i += 1) {
    const leaf = leaves[i];
    hashes[0]![i] = leaf ? sha256(leafPreimage(leaf.salt, leaf.memberId, leaf.balance)) : empty;
    sums[0]![i] = leaf ? leaf.balance : 0n;
  }
  for (let level = 0; hashes[level]!.length > 1; level += 1) {
    const below = hashes[level]!;
    const belowSums = sums[level]!;
    const up: Uint8Array[] = new Array(below.length / 2);
    const upSums: bigint[] = new Array(below.length / 2);
    for (let i = 0; i < up.length; i += 1) {
      const [left, right] = [below[2 * i]!, below[2 * i + 1]!];
      const [leftSum, rightSum] = [belowSums[2 * i]!, belowSums[2 * i + 1]!];
      up[i] = sha256(nodePreimage(left, leftSum, right, rightSum));
      upSums[i] = leftSum + rightSum;
    }
    hashes.push(up);
    sums.push(upSums);
  }
  const top = hashes.length - 1;
  return { leaves, hashes, sums, root: { hash: bytesToHex(hashes[top]![0]!), sum: sums[top]![0]! } };
}

/** The siblings from a leaf up to the root, bottom first. */
export function branchOf(tree: Pick<SumTree, 'hashes' | 'sums'>, leafIndex: number): ProofStep[] {
  const path: ProofStep[] = [];
  let index = leafIndex;
  for (let level = 0; level < tree.hashes.length - 1; level += 1) {
    const sibling = index ^ 1;
    path.push({
      side: sibling < index ? 'left' : 'right',
      hash: bytesToHex(tree.hashes[level]![sibling]!),
      sum: tree.sums[level]![sibling]!.toString(),
    });
    index >>= 1;
  }
  return path;
}
