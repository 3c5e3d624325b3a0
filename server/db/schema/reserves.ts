import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './members';
import { operators } from './ops';

/**
 * Proof of reserves. A snapshot is what members were owed at one ledger point (the root of a Merkle sum tree of
 * their salted balances) beside what the chains held at one block each. The daily schedule publishes its own;
 * an operator's waits (`pending`) until a second operator approves its request, or is `declined`. Only one
 * operator's snapshot waits at a time.
 */
export const reserveSnapshots = pgTable(
  'reserve_snapshots',
  {
    id: serial('id').primaryKey(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    trigger: text('trigger').$type<'schedule' | 'operator'>().notNull(),
    status: text('status').$type<'pending' | 'published' | 'declined'>().notNull(),
    /** 'operator:<id>' or 'key'; null for the schedule. */
    takenBy: text('taken_by'),
    takenByOperatorId: integer('taken_by_operator_id').references(() => operators.id),
    approvalId: bigint('approval_id', { mode: 'number' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The last ledger transfer the balances include. */
    ledgerPoint: bigint('ledger_point', { mode: 'bigint' }).notNull(),
    rootHash: text('root_hash').notNull(),
    members: integer('members').notNull(),
    /** Micro-USDT: the root's sum. */
    liabilities: bigint('liabilities', { mode: 'bigint' }).notNull(),
    /** Micro-USDT: every chain's holdings at its block. */
    holdings: bigint('holdings', { mode: 'bigint' }).notNull(),
    /** Levels of the tree, the leaves' and the root's included. */
    levels: smallint('levels').notNull(),
    /** The day (UTC) a scheduled snapshot is for: one each. */
    scheduledDay: text('scheduled_day'),
  },
  (t) => [
    check('reserve_snapshots_trigger_chk', sql`${t.trigger} in ('schedule', 'operator')`),
    check('reserve_snapshots_status_chk', sql`${t.status} in ('pending', 'published', 'declined')`),
    check('reserve_snapshots_amounts_chk', sql`${t.liabilities} >= 0 and ${t.holdings} >= 0`),
    uniqueIndex('reserve_snapshots_one_pending_idx').on(t.status).where(sql`${t.status} = 'pending'`),
    uniqueIndex('reserve_snapshots_day_idx').on(t.scheduledDay),
    index('reserve_snapshots_published_idx').on(t.id).where(sql`${t.status} = 'published'`),
  ],
);

/** Each chain's block and token at a snapshot. */
export const reserveSnapshotChains = pgTable(
  'reserve_snapshot_chains',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => reserveSnapshots.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    method: text('method').notNull(),
    token: text('token').notNull(),
    block: bigint('block', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.network] })],
);

/**
 * Every address read at a snapshot that held the token, and every treasury address (held or not): members'
 * deposit addresses and the platform's declared ones, each balance in micro-USDT at its chain's block.
 */
export const reserveSnapshotAddresses = pgTable(
  'reserve_snapshot_addresses',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => reserveSnapshots.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    address: text('address').notNull(),
    kind: text('kind').$type<'deposit' | 'treasury'>().notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.snapshotId, t.network, t.address] }),
    check('reserve_snapshot_addresses_kind_chk', sql`${t.kind} in ('deposit', 'treasury')`),
  ],
);

/**
 * A member's leaf: where it sits among the shuffled leaves, its salt and its balance (micro-USDT). Kept for the
 * newest snapshots only (RESERVE_PROOFS_KEPT); older ones keep their published figures.
 */
export const reserveSnapshotLeaves = pgTable(
  'reserve_snapshot_leaves',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => reserveSnapshots.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull(),
    leafIndex: integer('leaf_index').notNull(),
    salt: bytea('salt').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.memberId] })],
);

/**
 * The tree's levels in chunks of consecutive nodes: `hashes` 32 bytes a node, `sums` 8 bytes a node (unsigned,
 * big-endian). A branch reads one node a level out of them, so it answers in O(log n).
 */
export const reserveSnapshotNodes = pgTable(
  'reserve_snapshot_nodes',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => reserveSnapshots.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    chunk: integer('chunk').notNull(),
    hashes: bytea('hashes').notNull(),
    sums: bytea('sums').notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.level, t.chunk] })],
);

/**
 * Proofs that the platform controls a treasury address: a message naming it, signed offline by its key, and
 * checked when imported. A newer proof of an address replaces the older.
 */
export const treasuryAddressProofs = pgTable(
  'treasury_address_proofs',
  {
    network: text('network').notNull(),
    address: text('address').notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    provenAt: timestamp('proven_at', { withTimezone: true }).notNull(),
    /** 'operator:<id>' or 'key'. */
    provenBy: text('proven_by').notNull(),
    provenByOperatorId: integer('proven_by_operator_id').references(() => operators.id),
  },
  (t) => [primaryKey({ columns: [t.network, t.address] })],
);
