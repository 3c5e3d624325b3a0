import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './members';

export const memberAccountKinds = [
  'pay_in',
  'pay_out',
  'reserve',
  'hold_withdrawal',
  'hold_staked',
  'hold_reserved',
] as const;
export const platformAccountKinds = [
  'platform_deposits_clearing',
  'platform_income_paid',
  'platform_withdrawals_paid',
  'platform_fees',
  /** The other side of operators' manual adjustments (each approved by a second operator). */
  'platform_adjustments',
] as const;
export const accountKinds = [...memberAccountKinds, ...platformAccountKinds] as const;
export type MemberAccountKind = (typeof memberAccountKinds)[number];
export type PlatformAccountKind = (typeof platformAccountKinds)[number];
export type AccountKind = (typeof accountKinds)[number];

/**
 * One row per member wallet, member hold and platform account. `balance` is a cache of the sum of the
 * account's entries, kept in step by the single ledger write function; the CHECK makes the database itself
 * refuse a member balance below zero, whatever code path tries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    kind: text('kind').$type<AccountKind>().notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_kind_unique').on(t.ownerUserId, t.kind),
    uniqueIndex('ledger_accounts_platform_kind_unique').on(t.kind).where(sql`${t.ownerUserId} is null`),
    check('ledger_accounts_balance_check', sql`${t.allowNegative} or ${t.balance} >= 0`),
    check('ledger_accounts_negative_platform_only', sql`not ${t.allowNegative} or ${t.ownerUserId} is null`),
  ],
);

/** A balanced movement; its entries sum to zero. Inserted once, never changed: corrections are reversals. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    memberId: integer('member_id').references(() => users.id),
    reversesTransferId: bigint('reverses_transfer_id', { mode: 'number' }).references(
      (): AnyPgColumn => ledgerTransfers.id,
    ),
    /** '<hold kind>:<id>' on the transfer that settles a hold; unique, so a hold resolves exactly once. */
    holdRef: text('hold_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_reverses_unique').on(t.reversesTransferId),
    uniqueIndex('ledger_transfers_hold_ref_unique').on(t.holdRef),
    index('ledger_transfers_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** One leg of a transfer: + credits the account, − debits it; `balance_after` is the account's balance then. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    // A wallet's lines newest first, and those of some days: the order and the date filter of transactions.
    index('ledger_entries_account_time_idx').on(t.accountId, t.createdAt, t.id),
    index('ledger_entries_transfer_idx').on(t.transferId),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * A member wallet's lines of one UTC day, one transfer kind and one direction: how many and their sum, kept by
 * a trigger on every insert of entries (migration 0029). The transactions screen counts and totals its lines
 * under any filter (wallet, credit or debit, source, days) from these few rows instead of the ledger.
 */
export const memberWalletDays = pgTable(
  'member_wallet_days',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    credit: boolean('credit').notNull(),
    lines: integer('lines').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ name: 'member_wallet_days_pk', columns: [t.accountId, t.day, t.kind, t.credit] })],
);

/**
 * The first answer to a money-moving request, replayed for a retry with the same key. The row is claimed in
 * the same transaction as the ledger writes, so a key never outlives a rolled-back request.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    memberId: integer('member_id').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    statusCode: integer('status_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.memberId, t.route, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
