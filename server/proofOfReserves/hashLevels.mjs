// The hashing of a Merkle sum tree's levels (the rule is in src/api/contract/proofOfReserves.ts), over
// SharedArrayBuffers so worker threads can each take a part of the tree: tree.ts runs it in a worker per core
// for a large tree, and in its own thread for a small one and for the levels above the workers' parts.
// Plain JavaScript, so a worker loads it without the TypeScript loader.
import { hash } from 'node:crypto';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

const HASH = 32;
/** Per leaf in `input`: its salt (32 bytes), member id and balance (8 bytes each, unsigned big-endian). */
export const INPUT_BYTES = 48;
const JOB = 'tessera-sum-tree';

/**
 * Hashes leaves [from, to) into level 0 (an index at or past `count` is an empty leaf), then every node above
 * them that lies wholly inside the range.
 */
export function hashPart(part) {
  hashLeaves(part);
  let [lo, hi] = [part.from, part.to];
  for (let level = 0; hi - lo > 1; level += 1) {
    hashNodes({ nodeTag: part.nodeTag, levels: part.levels, level, from: lo, to: hi });
    [lo, hi] = [lo / 2, hi / 2];
  }
}

/** Hashes leaves [from, to) into level 0; an index at or past `count` is an empty leaf. */
export function hashLeaves({ leafTag, empty, input, count, levels, from, to }) {
  const source = new Uint8Array(input);
  const view = new DataView(input);
  const preimage = Buffer.alloc(leafTag.length + INPUT_BYTES);
  preimage.set(leafTag);
  const hashes = Buffer.from(levels[0].hashes);
  const sums = new BigUint64Array(levels[0].sums);
  for (let i = from; i < to; i += 1) {
    if (i < count) {
      preimage.set(source.subarray(INPUT_BYTES * i, INPUT_BYTES * (i + 1)), leafTag.length);
      hash('sha256', preimage, 'buffer').copy(hashes, HASH * i);
      sums[i] = view.getBigUint64(INPUT_BYTES * i + 40);
    } else {
      hashes.set(empty, HASH * i);
      sums[i] = 0n;
    }
  }
}

/** Hashes the nodes of level + 1 whose children are the nodes [from, to) of `level`. */
export function hashNodes({ nodeTag, levels, level, from, to }) {
  const below = Buffer.from(levels[level].hashes);
  const belowSums = new BigUint64Array(levels[level].sums);
  const up = Buffer.from(levels[level + 1].hashes);
  const upSums = new BigUint64Array(levels[level + 1].sums);
  const preimage = Buffer.alloc(nodeTag.length + 2 * (HASH + 8));
  preimage.set(nodeTag);
  const left = nodeTag.length;
  const right = left + HASH + 8;
  for (let i = from / 2; i < to / 2; i += 1) {
    const leftSum = belowSums[2 * i];
    const rightSum = belowSums[2 * i + 1];
    below.copy(preimage, left, HASH * 2 * i, HASH * (2 * i + 1));
    preimage.writeBigUInt64BE(leftSum, left + HASH);
    below.copy(preimage, right, HASH * (2 * i + 1), HASH * (2 * i + 2));
    preimage.writeBigUInt64BE(rightSum, right + HASH);
    hash('sha256', preimage, 'buffer').copy(up, HASH * i);
    upSums[i] = leftSum + rightSum;
  }
}

/** The job a worker is started with: `hashPart`'s arguments and this marker. */
export const partJob = (part) => ({ ...part, job: JOB });

if (!isMainThread && workerData?.job === JOB) {
  hashPart(workerData);
  parentPort?.postMessage('done');
}
