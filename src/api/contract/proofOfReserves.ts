/**
 * The proof of reserves' Merkle sum tree, in one place the server (which builds it), the member's browser and
 * the standalone verifier (which check a branch of it) all run. Like reserveDraw.ts (whose hex helpers it uses)
 * it needs no library: the caller hashes with its own SHA-256 (node:crypto on the server, Web Crypto elsewhere).
 *
 * The tree, as the Reserves page and the README state it:
 * 1. Each member is a leaf carrying what the platform owes them, in micro-USDT (an unsigned 64-bit integer),
 *    and the hash SHA-256(LEAF_TAG ‖ salt ‖ member id ‖ balance): the salt is 32 random bytes drawn for the
 *    member at each snapshot, the member id and the balance 8 bytes each, unsigned big-endian. The salt keeps a
 *    leaf from telling anyone else whose it is or what it holds.
 * 2. The leaves are shuffled, then padded with empty leaves (the hash SHA-256(EMPTY_TAG), sum 0) to a power of
 *    two.
 * 3. Each node sums its children, and hashes SHA-256(NODE_TAG ‖ left hash ‖ left sum ‖ right hash ‖ right sum),
 *    sums as 8 bytes unsigned big-endian. A negative balance cannot be written as one, and a sum over 2^64 − 1
 *    cannot be built, so no node can hide a debt inside a total.
 * 4. The root's hash and sum are published; the sum is the total owed to members at the snapshot.
 * 5. A member's branch is their leaf and, from the bottom up, the sibling (hash and sum) at each level and
 *    which side it is on. Recomputing the path from the leaf must give the published root exactly, and every
 *    sum on the way must be a whole number of micro-USDT from 0 to 2^64 − 1.
 */

import { bytesToHex, hexToBytes } from './reserveDraw';

export const LEAF_TAG = 'tessera-por-leaf-v1';
export const NODE_TAG = 'tessera-por-node-v1';
export const EMPTY_TAG = 'tessera-por-empty-v1';
export const SALT_BYTES = 32;
export const MAX_SUM = 2n ** 64n - 1n;

/** One level of a branch: the sibling of the node on the path, left or right of it. */
export interface ProofStep {
  side: 'left' | 'right';
  hash: string;
  /** Micro-USDT, decimal. */
  sum: string;
}

/** What a member downloads and checks: their leaf, its branch and the root it must reach. */
export interface ReserveProof {
  snapshot_id: number;
  member_id: number;
  /** 64 hex digits. */
  salt: string;
  /** Micro-USDT, decimal. */
  balance: string;
  path: ProofStep[];
  root: { hash: string; sum: string };
}

/** The bytes to hash are always a plain ArrayBuffer's, as Web Crypto takes them. */
export type Sha256 = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array | Promise<Uint8Array>;

export type ProofCheck = { ok: true; balance: bigint; total: bigint } | { ok: false; reason: string };

const text = new TextEncoder();

/** An unsigned 64-bit integer as 8 bytes, big-endian; anything else is refused. */
export function u64(value: bigint): Uint8Array {
  if (value < 0n || value > MAX_SUM) throw new RangeError(`${value} is not a sum from 0 to 2^64 − 1`);
  const out = new Uint8Array(8);
  let rest = value;
  for (let i = 7; i >= 0; i -= 1) {
    out[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return out;
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The bytes a leaf's hash is taken of. */
export function leafPreimage(salt: Uint8Array, memberId: number, balance: bigint): Uint8Array<ArrayBuffer> {
  if (salt.length !== SALT_BYTES) throw new RangeError(`a salt is ${SALT_BYTES} bytes`);
  if (!Number.isSafeInteger(memberId) || memberId < 0) throw new RangeError(`not a member id: ${memberId}`);
  return concat(text.encode(LEAF_TAG), salt, u64(BigInt(memberId)), u64(balance));
}

/** The bytes a node's hash is taken of. */
export function nodePreimage(
  left: Uint8Array,
  leftSum: bigint,
  right: Uint8Array,
  rightSum: bigint,
): Uint8Array<ArrayBuffer> {
  return concat(text.encode(NODE_TAG), left, u64(leftSum), right, u64(rightSum));
}

export const emptyLeafPreimage = (): Uint8Array<ArrayBuffer> => text.encode(EMPTY_TAG);

/** A decimal sum of micro-USDT as written in a proof, or null when it is not a whole number from 0 to 2^64 − 1. */
function sumOf(value: string): bigint | null {
  if (!/^\d{1,20}$/.test(value)) return null;
  const sum = BigInt(value);
  return sum <= MAX_SUM ? sum : null;
}

const HASH = /^[0-9a-f]{64}$/;

/**
 * Checks a member's proof: the leaf from its salt, id and balance, then every level up to the root, each sum
 * a whole non-negative number of micro-USDT that fits, each parent the sum of its children. Answers the
 * balance and the total the proof shows, or the first thing that is wrong, in words.
 */
export async function verifyReserveProof(proof: ReserveProof, sha256: Sha256): Promise<ProofCheck> {
  const balance = sumOf(proof.balance);
  if (balance === null)
    return { ok: false, reason: `the balance ${proof.balance} is not a sum from 0 to 2^64 − 1` };
  if (!/^[0-9a-f]{64}$/i.test(proof.salt)) return { ok: false, reason: 'the salt is not 64 hex digits' };
  if (!Number.isSafeInteger(proof.member_id) || proof.member_id < 0)
    return { ok: false, reason: 'the member id is not a whole number' };
  let hash = await sha256(leafPreimage(hexToBytes(proof.salt), proof.member_id, balance));
  let sum = balance;
  for (const [level, step] of proof.path.entries()) {
    const sibling = sumOf(step.sum);
    if (sibling === null)
      return {
        ok: false,
        reason: `level ${level + 1}: the sum ${step.sum} is negative, not whole or too large`,
      };
    if (!HASH.test(step.hash))
      return { ok: false, reason: `level ${level + 1}: the hash is not 64 hex digits` };
    if (step.side !== 'left' && step.side !== 'right')
      return { ok: false, reason: `level ${level + 1}: the side is neither left nor right` };
    const parent = sum + sibling;
    if (parent > MAX_SUM) return { ok: false, reason: `level ${level + 1}: the sums overflow 2^64 − 1` };
    const other = hexToBytes(step.hash);
    hash = await sha256(
      step.side === 'left'
        ? nodePreimage(other, sibling, hash, sum)
        : nodePreimage(hash, sum, other, sibling),
    );
    sum = parent;
  }
  const rootSum = sumOf(proof.root.sum);
  if (rootSum === null)
    return { ok: false, reason: `the root's sum ${proof.root.sum} is not a sum of micro-USDT` };
  if (bytesToHex(hash) !== proof.root.hash.toLowerCase())
    return { ok: false, reason: 'the path does not lead to the published root: the proof was changed' };
  if (sum !== rootSum)
    return { ok: false, reason: `the path adds up to ${sum} micro-USDT, the published total is ${rootSum}` };
  return { ok: true, balance, total: sum };
}
