import { hash, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  emptyLeafPreimage,
  LEAF_TAG,
  MAX_SUM,
  NODE_TAG,
  type ProofStep,
  SALT_BYTES,
} from '../../src/api/contract/proofOfReserves';
import {
  hashLeaves,
  hashNodes,
  hashPart,
  INPUT_BYTES,
  partJob,
  type SharedLevel,
  type TreePart,
} from './hashLevels.mjs';

/** What one member is owed at the snapshot, in micro-USDT. */
export interface Owed {
  memberId: number;
  balance: bigint;
}

/** A leaf: whose it is, what it holds, and where it sits among the shuffled leaves (its salt: saltOf). */
export interface Leaf extends Owed {
  index: number;
}

/**
 * A built Merkle sum tree (the rule is in src/api/contract/proofOfReserves.ts): every level's hashes, 32 bytes
 * each in one buffer, and sums, the leaves first. A member's branch is one node a level, so it answers in
 * O(log n).
 */
export interface SumTree {
  leaves: Leaf[];
  /** SALT_BYTES per leaf, in leaf order. */
  salts: Buffer;
  /** hashes[0] are the padded leaves' hashes; the last level is the root alone. */
  hashes: Buffer[];
  sums: BigUint64Array[];
  root: { hash: string; sum: bigint };
}

const HASH_BYTES = 32;
const LEAF = Buffer.from(LEAF_TAG);
const NODE = Buffer.from(NODE_TAG);
const EMPTY = hash('sha256', emptyLeafPreimage(), 'buffer');
/** Below this many leaves a tree is hashed in this thread: starting workers would cost more than it saves. */
const WORKERS_FROM = 1 << 14;

/** A leaf's salt: a view of the tree's salts, not a copy. */
export const saltOf = (salts: Buffer, index: number): Uint8Array =>
  salts.subarray(SALT_BYTES * index, SALT_BYTES * (index + 1));

/** Each leaf's salt, member id and balance, as the hashing reads them; `leaves` in their order. */
function inputOf(leaves: readonly Owed[], salts: Buffer): SharedArrayBuffer {
  const input = new SharedArrayBuffer(INPUT_BYTES * leaves.length);
  const bytes = Buffer.from(input);
  for (let i = 0; i < leaves.length; i += 1) {
    const leaf = leaves[i]!;
    const at = INPUT_BYTES * i;
    salts.copy(bytes, at, SALT_BYTES * i, SALT_BYTES * (i + 1));
    bytes.writeBigUInt64BE(BigInt(leaf.memberId), at + SALT_BYTES);
    bytes.writeBigUInt64BE(leaf.balance, at + SALT_BYTES + 8);
  }
  return input;
}

const sharedLevels = (width: number): SharedLevel[] => {
  const levels: SharedLevel[] = [];
  for (let count = width; count >= 1; count /= 2) {
    levels.push({
      hashes: new SharedArrayBuffer(HASH_BYTES * count),
      sums: new SharedArrayBuffer(8 * count),
    });
  }
  return levels;
};

/**
 * The leaves' hashes alone, in this thread, in the tree's own encoding: what any tree of them costs at least,
 * which the bench measures the tree against.
 */
export function hashLeavesAlone(leaves: readonly Owed[], salts: Buffer): Buffer {
  const levels = [
    {
      hashes: new SharedArrayBuffer(HASH_BYTES * leaves.length),
      sums: new SharedArrayBuffer(8 * leaves.length),
    },
  ];
  const part = {
    leafTag: LEAF,
    nodeTag: NODE,
    empty: EMPTY,
    input: inputOf(leaves, salts),
    count: leaves.length,
  };
  hashLeaves({ ...part, levels, from: 0, to: leaves.length });
  return Buffer.from(levels[0]!.hashes);
}

/** Runs one part of the tree in a worker thread. */
function inWorker(part: TreePart): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./hashLevels.mjs', import.meta.url), { workerData: partJob(part) });
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`a sum tree worker stopped with exit code ${code}`));
    });
  });
}

/**
 * Hashes every level of a tree of `width` leaves (a power of two), `leaves` first and empty ones after: in one
 * worker per core, each over an aligned part, then the few levels above the parts here.
 */
async function hashTree(leaves: readonly Leaf[], salts: Buffer, width: number): Promise<SharedLevel[]> {
  const levels = sharedLevels(width);
  const base = {
    leafTag: LEAF,
    nodeTag: NODE,
    empty: EMPTY,
    input: inputOf(leaves, salts),
    count: leaves.length,
    levels,
  };
  let parts = 1;
  if (width >= WORKERS_FROM) while (parts * 2 <= availableParallelism()) parts *= 2;
  const size = width / parts;
  if (parts === 1) hashPart({ ...base, from: 0, to: width });
  else {
    await Promise.all(
      Array.from({ length: parts }, (_, k) => inWorker({ ...base, from: k * size, to: (k + 1) * size })),
    );
  }
  let [level, count] = [Math.log2(size), parts];
  for (; count > 1; level += 1, count /= 2) hashNodes({ nodeTag: NODE, levels, level, from: 0, to: count });
  return levels;
}

/** Salts for `count` leaves, SALT_BYTES each, from one draw of the system's random source. */
export const drawSalts = (count: number): Buffer => randomBytes(SALT_BYTES * count);

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
export async function buildSumTree(owed: readonly Owed[]): Promise<SumTree> {
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
  // A literal, not a spread: at a million leaves the spread alone took seconds.
  const leaves: Leaf[] = shuffled(owed).map((member, index) => ({
    memberId: member.memberId,
    balance: member.balance,
    index,
  }));
  let width = 1;
  while (width < leaves.length) width *= 2;
  const levels = await hashTree(leaves, salts, width);
  const hashes = levels.map((level) => Buffer.from(level.hashes));
  const sums = levels.map((level) => new BigUint64Array(level.sums));
  const top = hashes.length - 1;
  return {
    leaves,
    salts,
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
