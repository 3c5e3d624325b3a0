/** One level of a sum tree, in memory worker threads share: 32 bytes of hash and 8 of sum per node. */
export interface SharedLevel {
  hashes: SharedArrayBuffer;
  sums: SharedArrayBuffer;
}

export interface TreePart {
  leafTag: Uint8Array;
  nodeTag: Uint8Array;
  /** The empty leaf's hash. */
  empty: Uint8Array;
  /** INPUT_BYTES per real leaf: salt, member id and balance. */
  input: SharedArrayBuffer;
  /** Real leaves; the rest up to the level's width are empty. */
  count: number;
  levels: SharedLevel[];
  /** The leaves this part hashes, a power of two aligned to its size. */
  from: number;
  to: number;
}

export const INPUT_BYTES: number;
export function hashPart(part: TreePart): void;
export function hashLeaves(part: TreePart): void;
export function hashNodes(nodes: {
  nodeTag: Uint8Array;
  levels: SharedLevel[];
  level: number;
  from: number;
  to: number;
}): void;
export function partJob(part: TreePart): TreePart & { job: string };
