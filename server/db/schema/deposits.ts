import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
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
    derivationIndex: integer('derivation_index').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_deposit_addresses_member_method_unique').on(t.userId, t.paymentMethodId),
    uniqueIndex('member_deposit_addresses_address_unique').on(t.address),
  ],
);

/**
 * An incoming payment seen on chain. A transaction hash is recorded once per method; `credited_transfer_id`
 * is set, once, by the ledger transfer that credits it.
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
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    source: text('source').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    creditedTransferId: bigint('credited_transfer_id', { mode: 'number' }).references(
      () => ledgerTransfers.id,
    ),
  },
  (t) => [
    uniqueIndex('deposits_method_thash_unique').on(t.paymentMethodId, t.thash),
    index('deposits_member_idx').on(t.userId, t.paymentMethodId, t.recordedAt),
    // The back office's deposit list: by time or amount, and those still waiting for the member's sync.
    index('deposits_recorded_idx').on(t.recordedAt, t.id),
    index('deposits_amount_idx').on(t.amount, t.id),
    index('deposits_unsynced_idx').on(t.recordedAt, t.id).where(sql`${t.creditedTransferId} is null`),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
  ],
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
