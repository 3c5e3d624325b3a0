import { z } from 'zod';

/**
 * Proof of reserves on the wire (Tessera's own API): the snapshots a visitor reads on /reserves, the proof a
 * member checks in Account, and the operator's side of taking one. The tree's rule and the check of a proof
 * are in proofOfReserves.ts. Amounts are decimal USDT, except inside a proof, where the balance and every sum
 * are whole micro-USDT, exactly as they are hashed.
 */

/** How a snapshot came to be: the daily schedule, or an operator (published once a second one approves). */
export const reserveSnapshotTriggers = ['schedule', 'operator'] as const;
export const reserveSnapshotStatuses = ['pending', 'published', 'declined'] as const;
export type ReserveSnapshotStatus = (typeof reserveSnapshotStatuses)[number];

/**
 * An operator's proof that the platform controls a treasury address: a message naming the address, signed
 * offline by the address's key (EIP-191 `personal_sign` on BEP20, TRON's `signMessageV2` on TRC20). Anyone
 * can recover the signer from the message and the signature; the server never holds the key.
 */
export const addressOwnership = z.object({
  message: z.string(),
  /** 65 bytes, 0x-prefixed hex (r, s, v). */
  signature: z.string(),
  /** ISO 8601: when it was imported and checked. */
  proven_at: z.string(),
});
export type AddressOwnership = z.infer<typeof addressOwnership>;

/** One address the holdings were read from, at the chain's block. */
export const reserveAddress = z.object({
  address: z.string(),
  /** USDT */
  balance: z.string(),
  /** Whether the operator proved control of it with a signed message (treasury addresses only). */
  proven: z.boolean(),
  /** The signed message that proves it, when it is proven. */
  ownership: addressOwnership.optional(),
});

/** What one chain held at the snapshot's block. */
export const reserveChainHolding = z.object({
  /** 'BEP20' or 'TRC20' */
  network: z.string(),
  /** 'USDT BEP20' */
  method: z.string(),
  /** The token contract read. */
  token: z.string(),
  /** The block every balance on this chain was read at. */
  block: z.string(),
  /** Members' deposit addresses holding the token: how many, and their sum (USDT). */
  deposit_addresses: z.object({ count: z.number().int(), total: z.string() }),
  /** The treasury addresses the operator declared, each with its balance. */
  treasury: z.array(reserveAddress),
  /** USDT */
  total: z.string(),
});
export type ReserveChainHolding = z.infer<typeof reserveChainHolding>;

export const reserveSnapshotSummary = z.object({
  id: z.number().int(),
  /** ISO 8601: the ledger point and the blocks were read then. */
  taken_at: z.string(),
  trigger: z.enum(reserveSnapshotTriggers),
  /** The last ledger transfer the balances include. */
  ledger_point: z.string(),
  /** The Merkle sum tree's root hash, 64 hex digits. */
  root_hash: z.string(),
  /** Members in the tree (one leaf each). */
  members: z.number().int(),
  /** The root's sum: what members were owed, USDT. */
  liabilities: z.string(),
  /** What the chains held, USDT. */
  holdings: z.string(),
  /** holdings ÷ liabilities as a percentage with two decimals, rounded down; null when nothing was owed. */
  ratio_percent: z.string().nullable(),
});
export type ReserveSnapshotSummary = z.infer<typeof reserveSnapshotSummary>;

export const reserveSnapshot = reserveSnapshotSummary.extend({
  chains: z.array(reserveChainHolding),
});
export type ReserveSnapshot = z.infer<typeof reserveSnapshot>;

/** How many published snapshots the public history carries, newest first. */
export const RESERVE_HISTORY_LENGTH = 90;

// GET proof-of-reserves/{id}/addresses.csv (public): every address a published snapshot read, with its
// balance and block (network, address, kind, balance_usdt, block), so anyone can check each on its chain.
export const reserveSnapshotParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(2_147_483_647, 'id is too large'),
});

// GET proof-of-reserves (public: no sign-in)
export const publicReservesResponse = z.object({
  status: z.literal(true),
  data: z.object({
    /** The newest published snapshot; null before the first. */
    latest: reserveSnapshot.nullable(),
    /** Published snapshots, newest first, at most RESERVE_HISTORY_LENGTH. */
    history: z.array(reserveSnapshotSummary),
  }),
});
export type PublicReservesResponse = z.infer<typeof publicReservesResponse>;

const microSum = z.string().regex(/^\d{1,20}$/);
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/** The member's proof (ReserveProof in proofOfReserves.ts), as downloaded and as the verifier reads it. */
export const reserveProof = z.object({
  snapshot_id: z.number().int(),
  member_id: z.number().int(),
  salt: hex64,
  /** Micro-USDT, decimal. */
  balance: microSum,
  path: z.array(z.object({ side: z.enum(['left', 'right']), hash: hex64, sum: microSum })),
  root: z.object({ hash: hex64, sum: microSum }),
});

// GET proof-of-reserves/me (member): the member's leaf and branch in the newest published snapshot.
// 404 when none is published yet, or when the member joined after it was taken.
export const myReserveProofResponse = z.object({
  status: z.literal(true),
  data: z.object({
    proof: reserveProof,
    /** ISO 8601 */
    taken_at: z.string(),
    /** The balance in USDT, as the member reads it. */
    balance: z.string(),
  }),
});
export type MyReserveProofResponse = z.infer<typeof myReserveProofResponse>;

/** A snapshot as the back office lists it: published, waiting for a second operator, or declined. */
export const operatorReserveSnapshot = reserveSnapshot.extend({
  status: z.enum(reserveSnapshotStatuses),
  /** The operator who took it ('operator key', or null for the schedule). */
  taken_by: z.string().nullable(),
  /** The approval request that publishes it, for an operator's snapshot. */
  approval_id: z.number().int().nullable(),
  /** ISO 8601, once published. */
  published_at: z.string().nullable(),
});
export type OperatorReserveSnapshot = z.infer<typeof operatorReserveSnapshot>;

// GET operator/proof-of-reserves (money.read): the newest snapshots of every status, newest first.
export const OPERATOR_RESERVE_SNAPSHOTS = 30;
export const operatorReserveSnapshotsResponse = z.object({
  status: z.literal(true),
  data: z.array(operatorReserveSnapshot),
});
export type OperatorReserveSnapshotsResponse = z.infer<typeof operatorReserveSnapshotsResponse>;

// POST operator/proof-of-reserves (money.write): takes a snapshot now. It is built and stored at once, and
// published when a second operator approves its request: answered 202 with the snapshot and the request.
export const takeReserveSnapshotResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: operatorReserveSnapshot,
  approval_id: z.number().int(),
});
export type TakeReserveSnapshotResponse = z.infer<typeof takeReserveSnapshotResponse>;

export const reserveNetworks = ['BEP20', 'TRC20'] as const;

// POST operator/proof-of-reserves/addresses (money.write): imports a signed message proving control of a
// declared treasury address. 422 when the address is not declared, the message does not name it, or the
// signature was made by another key.
export const addressProofBody = z.strictObject({
  network: z.enum(reserveNetworks, 'network must be BEP20 or TRC20'),
  address: z.string().min(1, 'address is required').max(64, 'address is at most 64 characters'),
  message: z.string().min(1, 'message is required').max(1_000, 'message is at most 1000 characters'),
  signature: z
    .string()
    .regex(/^(0x)?[0-9a-fA-F]{130}$/, 'signature must be 65 bytes of hex (r, s, v), as a wallet signs'),
});
export type AddressProofBody = z.infer<typeof addressProofBody>;

/** A declared treasury address and whether its control is proven. */
export const treasuryAddress = z.object({
  network: z.enum(reserveNetworks),
  address: z.string(),
  proven: z.boolean(),
  ownership: addressOwnership.nullable(),
  /** Who imported the proof ('operator key' for the key), null while unproven. */
  proven_by: z.string().nullable(),
});
export type TreasuryAddress = z.infer<typeof treasuryAddress>;

// GET operator/proof-of-reserves/addresses (money.read): every declared treasury address, proven or not.
export const treasuryAddressesResponse = z.object({
  status: z.literal(true),
  data: z.array(treasuryAddress),
});
export type TreasuryAddressesResponse = z.infer<typeof treasuryAddressesResponse>;
export const addressProofResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: treasuryAddress,
});
export type AddressProofResponse = z.infer<typeof addressProofResponse>;
