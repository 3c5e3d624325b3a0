import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransfers } from './ledger';
import { users } from './members';

/** Deposit methods as data; ids 1 (USDT TRC20) and 2 (USDT BEP20) are seeded by the migration. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    networkName: text('network_name').$type<'TRC20' | 'BEP20'>().notNull(),
    type: text('type').notNull().default('deposit'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('payment_methods_name_network_type_unique').on(t.name, t.networkName, t.type)],
);

/** The address handed to a member for a method; derived once from the operator's extended public key. */
export const memberDepositAddresses = pgTable(
  'member_deposit_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    address: text('address').notNull(),
    /**
     * The address's 20-byte account id as the chain's logs carry it (`0x` + lower-case hex), so a watcher
     * finds the owner of a transfer without writing its recipient in the network's form first.
     */
    accountId: text('account_id').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_deposit_addresses_member_method_unique').on(t.userId, t.paymentMethodId),
    uniqueIndex('member_deposit_addresses_address_unique').on(t.address),
    uniqueIndex('member_deposit_addresses_account_unique').on(t.paymentMethodId, t.accountId),
  ],
);

/**
 * Where a deposit stands. `recorded`: entered by an operator, credited by the member's next Sync Balance.
 * From the chain watcher: `seen` in a block not yet deep enough (a row of `seen_transfers`, not yet of
 * `deposits`), `credited` at the method's confirmations, `dropped` when a reorganisation removed its block first
 * (seen again if the transaction is mined again), and `held` when it is below the method's minimum and waits
 * for an operator.
 */
export const depositStatuses = ['recorded', 'seen', 'credited', 'dropped', 'held'] as const;
export type DepositStatus = (typeof depositStatuses)[number];
/** The statuses a row of `deposits` can have: a seen transfer is kept in `seen_transfers`. */
export type SettledDepositStatus = Exclude<DepositStatus, 'seen'>;

/**
 * An incoming payment. One transfer is recorded once: keyed by method (so chain), transaction hash and log
 * index, as one transaction can carry several transfers (an operator's record has log index 0).
 * `credited_transfer_id` is set, once, by the ledger transfer that credits it.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    thash: text('thash').notNull(),
    logIndex: integer('log_index').notNull().default(0),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    source: text('source').notNull(),
    status: text('status').$type<SettledDepositStatus>().notNull().default('recorded'),
    /** The block holding the transfer, for chain deposits; checked against the chain until credited. */
    blockNumber: bigint('block_number', { mode: 'bigint' }),
    blockHash: text('block_hash'),
    /** The deposit address the transfer paid, as the member was shown it. */
    toAddress: text('to_address'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    creditedTransferId: bigint('credited_transfer_id', { mode: 'number' }).references(
      () => ledgerTransfers.id,
    ),
  },
  (t) => [
    uniqueIndex('deposits_method_thash_log_unique').on(t.paymentMethodId, t.thash, t.logIndex),
    index('deposits_member_idx').on(t.userId, t.paymentMethodId, t.recordedAt),
    // The back office's deposit list: by time or amount, and the few that wait for someone (the member's sync,
    // an operator's review) or were dropped, which the sums of what members are owed read too.
    index('deposits_recorded_idx').on(t.recordedAt, t.id),
    index('deposits_amount_idx').on(t.amount, t.id),
    index('deposits_waiting_idx')
      .on(t.status, t.recordedAt, t.id)
      .where(sql`${t.status} in ('recorded', 'held', 'dropped')`),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
    check('deposits_status_chk', sql`${t.status} in ('recorded', 'credited', 'dropped', 'held')`),
    check('deposits_credited_chk', sql`(${t.status} = 'credited') = (${t.creditedTransferId} is not null)`),
  ],
);

/**
 * Transfers the watcher has seen paying a member's deposit address in a block not yet deep enough. Keyed as the
 * deposit each becomes, with little else to keep up (an index by block, no foreign key: the member is the owner
 * of an issued address, and the row is checked against `users` when it moves), so a scan that sees thousands
 * at once writes little. The settling transaction moves a row into `deposits`, its id with it: credited, held
 * below the minimum, or dropped by a reorganisation. Few rows wait here at any time.
 */
export const seenTransfers = pgTable(
  'seen_transfers',
  {
    paymentMethodId: integer('payment_method_id').notNull(),
    thash: text('thash').notNull(),
    logIndex: integer('log_index').notNull(),
    /** Drawn from the deposits' own sequence, so the deposit keeps it. */
    id: bigint('id', { mode: 'number' }).notNull().default(sql`nextval('deposits_id_seq')`),
    userId: integer('user_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    toAddress: text('to_address').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentMethodId, t.thash, t.logIndex] }),
    // Blocks only grow, so each new row adds at the index's end; what is due, what a reorganisation drops and
    // which blocks still hold a waiting transfer are read by it, however many settled rows wait for a vacuum.
    index('seen_transfers_block_idx').on(t.paymentMethodId, t.blockNumber),
  ],
);

/**
 * Every deposit as members and operators list them: the rows of `deposits` and, as `seen`, the transfers
 * waiting in `seen_transfers` (migration 0030 defines it).
 */
export const depositRecords = pgView('deposit_records', {
  id: bigint('id', { mode: 'number' }).notNull(),
  userId: integer('user_id').notNull(),
  paymentMethodId: integer('payment_method_id').notNull(),
  thash: text('thash').notNull(),
  logIndex: integer('log_index').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  source: text('source').notNull(),
  status: text('status').$type<DepositStatus>().notNull(),
  blockNumber: bigint('block_number', { mode: 'bigint' }),
  blockHash: text('block_hash'),
  toAddress: text('to_address'),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  creditedTransferId: bigint('credited_transfer_id', { mode: 'number' }),
}).existing();

/** How far the chain watcher of a method has scanned: every block up to `scanned_through` is recorded. */
export const chainCursors = pgTable('chain_cursors', {
  paymentMethodId: integer('payment_method_id')
    .primaryKey()
    .references(() => paymentMethods.id),
  scannedThrough: bigint('scanned_through', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Hashes of recently scanned blocks (the newest scanned block and every block holding a deposit not yet
 * credited): a stored hash the chain no longer has is a reorganisation, and the highest one it still has is
 * where scanning starts again.
 */
export const chainBlocks = pgTable(
  'chain_blocks',
  {
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    number: bigint('number', { mode: 'bigint' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentMethodId, t.number] })],
);

/** A move between a member's own wallets, as listed on the Transfer screen; the money moved in the ledger. */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payerUserId: integer('payer_user_id')
      .notNull()
      .references(() => users.id),
    payeeUserId: integer('payee_user_id')
      .notNull()
      .references(() => users.id),
    fromWallet: text('from_wallet').notNull(),
    toWallet: text('to_wallet').notNull(),
    transferAmount: bigint('transfer_amount', { mode: 'bigint' }).notNull(),
    netTransferAmount: bigint('net_transfer_amount', { mode: 'bigint' }).notNull(),
    transferType: text('transfer_type').notNull(),
    comment: text('comment').notNull().default(''),
    status: integer('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
  },
  (t) => [
    index('wallet_transfers_payer_idx').on(t.payerUserId, t.createdAt),
    uniqueIndex('wallet_transfers_ledger_transfer_unique').on(t.ledgerTransferId),
  ],
);
