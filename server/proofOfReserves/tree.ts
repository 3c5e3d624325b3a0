import { hash, randomBytes } from 'node:crypto';
import {
  emptyLeafPreimage,
  LEAF_TAG,
  MAX_SUM,
  NODE_TAG,
  type ProofStep,
  SALT_BYTES,
} from '../../src/api/contract/proofOfReserves';

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
 * A built Merkle sum tree (the rule is in src/api/contract/proofOfReserves.ts): every level's hashes, 32 bytes
 * each in one buffer, and sums, the leaves first. A member's branch is one node a level, so it answers in
 * O(log n).
 */
export interface SumTree {
  leaves: Leaf[];
  /** hashes[0] are the padded leaves' hashes; the last level is the root alone. */
  hashes: Buffer[];
  sums: BigUint64Array[];
  root: { hash: string; sum: bigint };
}

const HASH_BYTES = 32;
const LEAF = Buffer.from(LEAF_TAG);
const NODE = Buffer.from(NODE_TAG);

/** SHA-256 of `bytes` written into `out` at `at`: the contract's rule, without an allocation per preimage. */
const hashInto = (bytes: Buffer, out: Buffer, at: number) => {
  hash('sha256', bytes, 'buffer').copy(out, at);
};

/**
 * The hashes of `leaves` in order, then of empty leaves up to `width`: the least any tree of them costs, which
 * the bench measures the tree against.
 */
export function hashLeaves(
  leaves: readonly Pick<Leaf, 'salt' | 'memberId' | 'balance'>[],
  width: number,
): Buffer {
  const out = Buffer.alloc(HASH_BYTES * width);
  const preimage = Buffer.alloc(LEAF.length + SALT_BYTES + 16);
  LEAF.copy(preimage);
  const at = LEAF.length;
  for (const [i, leaf] of leaves.entries()) {
    preimage.set(leaf.salt, at);
    preimage.writeBigUInt64BE(BigInt(leaf.memberId), at + SALT_BYTES);
    preimage.writeBigUInt64BE(leaf.balance, at + SALT_BYTES + 8);
    hashInto(preimage, out, HASH_BYTES * i);
  }
  const empty = hash('sha256', emptyLeafPreimage(), 'buffer');
  for (let i = leaves.length; i < width; i += 1) empty.copy(out, HASH_BYTES * i);
  return out;
}

/** Salts for `count` leaves from one draw of the system's random source. */
export function drawSalts(count: number): Uint8Array[] {
  const pool = randomBytes(SALT_BYTES * count);
  return Array.from({ length: count }, (_, i) => pool.subarray(SALT_BYTES * i, SALT_BYTES * (i + 1)));
}

/** Fisher–Yates with a cryptographic source (unbiased: a draw past the last whole span is drawn again). */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  let pool = randomBytes(4 * out.length);
  let next = 0;
  const draw = () => {
    if (next + 4 > pool.length) {
      pool = randomBytes(4 * 1024);
      next = 0;
    }
    const value = pool.readUInt32LE(next);
    next += 4;
    return value;
  };
  for (let i = out.length - 1; i > 0; i -= 1) {
    const span = i + 1;
    const limit = 2 ** 32 - (2 ** 32 % span);
    let x = draw();
    while (x >= limit) x = draw();
    const j = x % span;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Builds the tree of `owed`: each member salted and shuffled, padded with empty leaves to a power of two. A
 * negative balance, a member twice, or a total over 2^64 − 1 micro-USDT is refused: such a tree would prove
 * nothing (and, refused here, no sum below can wrap).
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

  const salts = drawSalts(owed.length);
  const leaves: Leaf[] = shuffled(owed).map((member, index) => ({ ...member, salt: salts[index]!, index }));
  let width = 1;
  while (width < leaves.length) width *= 2;
  const hashes = [hashLeaves(leaves, width)];
  const sums = [new BigUint64Array(width)];
  for (const leaf of leaves) sums[0]![leaf.index] = leaf.balance;

  const preimage = Buffer.alloc(NODE.length + 2 * (HASH_BYTES + 8));
  NODE.copy(preimage);
  const left = NODE.length;
  const right = left + HASH_BYTES + 8;
  for (let count = width / 2; count >= 1; count /= 2) {
    const below = hashes[hashes.length - 1]!;
    const belowSums = sums[sums.length - 1]!;
    const up = Buffer.alloc(HASH_BYTES * count);
    const upSums = new BigUint64Array(count);
    for (let i = 0; i < count; i += 1) {
      const [leftSum, rightSum] = [belowSums[2 * i]!, belowSums[2 * i + 1]!];
      below.copy(preimage, left, HASH_BYTES * 2 * i, HASH_BYTES * (2 * i + 1));
      preimage.writeBigUInt64BE(leftSum, left + HASH_BYTES);
      below.copy(preimage, right, HASH_BYTES * (2 * i + 1), HASH_BYTES * (2 * i + 2));
      preimage.writeBigUInt64BE(rightSum, right + HASH_BYTES);
      hashInto(preimage, up, HASH_BYTES * i);
      upSums[i] = leftSum + rightSum;
    }
    hashes.push(up);
    sums.push(upSums);
  }
  const top = hashes.length - 1;
  return {
    leaves,
    hashes,
    sums,
    root: { hash: hashes[top]!.subarray(0, HASH_BYTES).toString('hex'), sum: sums[top]![0]! },
  };
}

/** The siblings from a leaf up to the root, bottom first. */
export function branchOf(tree: Pick<SumTree, 'hashes' | 'sums'>, leafIndex: number): ProofStep[] {
  const path: ProofStep[] = [];
  let index = leafIndex;
  for (let level = 0; level < tree.hashes.length - 1; level += 1) {
    const sibling = index ^ 1;
    path.push({
      side: sibling < index ? 'left' : 'right',
      hash: tree.hashes[level]!.subarray(HASH_BYTES * sibling, HASH_BYTES * (sibling + 1)).toString('hex'),
      sum: tree.sums[level]![sibling]!.toString(),
    });
    index >>= 1;
  }
  return path;
}
