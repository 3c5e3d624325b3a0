import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ReserveType } from '../../../src/api/contract';
import { ledgerTransfers } from './ledger';
import { users } from './members';

/**
 * A reserve plan (one level of one type): what it is and its place in the list. Its terms live in versions
 * (reserve_plan_versions), so a change never rewrites the terms a member was shown.
 */
export const reservePlans = pgTable(
  'reserve_plans',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<ReserveType>().notNull(),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('reserve_plans_type_level_unique').on(t.type, t.level),
    check('reserve_plans_type_chk', sql`${t.type} in ('nft', 'crypto')`),
    check('reserve_plans_level_chk', sql`${t.level} between 1 and 6`),
  ],
);

/**
 * A version of a plan's terms. Versions are only ever added; the one in force at a moment is the latest whose
 * `effective_from` has passed (a new version never takes effect before an existing one). Return rates are
 * parts per million of an item's amount, so every result is exact integer arithmetic.
 */
export const reservePlanVersions = pgTable(
  'reserve_plan_versions',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => reservePlans.id),
    version: integer('version').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    minimumPrice: bigint('minimum_price', { mode: 'bigint' }).notNull(),
    maximumPrice: bigint('maximum_price', { mode: 'bigint' }).notNull(),
    minRoiPpm: integer('min_roi_ppm').notNull(),
    maxRoiPpm: integer('max_roi_ppm').notNull(),
    /** Minutes from reservation until the collection can be traded. */
    minTradeTime: integer('min_trade_time').notNull(),
    itemCount: integer('item_count').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'reserve_plan_versions_pk', columns: [t.planId, t.version] }),
    index('reserve_plan_versions_effective_idx').on(t.planId, t.effectiveFrom),
    check('reserve_plan_versions_version_chk', sql`${t.version} >= 1`),
    check(
      'reserve_plan_versions_price_chk',
      sql`${t.minimumPrice} > 0 and ${t.maximumPrice} >= ${t.minimumPrice}`,
    ),
    check(
      'reserve_plan_versions_roi_chk',
      sql`${t.minRoiPpm} >= 0 and ${t.maxRoiPpm} >= ${t.minRoiPpm} and ${t.maxRoiPpm} <= 1000000`,
    ),
    check('reserve_plan_versions_trade_time_chk', sql`${t.minTradeTime} between 0 and 10080`),
    check('reserve_plan_versions_items_chk', sql`${t.itemCount} between 1 and 12`),
  ],
);

/**
 * A member's reservation. The terms of the plan version in force when it was made are copied in and the
 * version is named, so a later version never changes an existing reservation. `seed` stays secret until the claim; `seed_hash` (SHA-256 of its 32 bytes) is the
 * commitment shown from the start. One unclaimed reservation per member and type, enforced by the database.
 */
export const reserveSubscriptions = pgTable(
  'reserve_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => reservePlans.id),
    /** The version of the plan's terms the reservation was made on. */
    planVersion: integer('plan_version').notNull(),
    type: text('type').$type<ReserveType>().notNull(),
    invoiceId: text('invoice_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    level: integer('level').notNull(),
    planName: text('plan_name').notNull(),
    minimumPrice: bigint('minimum_price', { mode: 'bigint' }).notNull(),
    maximumPrice: bigint('maximum_price', { mode: 'bigint' }).notNull(),
    minRoiPpm: integer('min_roi_ppm').notNull(),
    maxRoiPpm: integer('max_roi_ppm').notNull(),
    minTradeTime: integer('min_trade_time').notNull(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    isClaimed: integer('is_claimed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    nextTradeTime: timestamp('next_trade_time', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    reserveTransferId: bigint('reserve_transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
  },
  (t) => [
    uniqueIndex('reserve_subscriptions_invoice_unique').on(t.invoiceId),
    foreignKey({
      name: 'reserve_subscriptions_plan_version_fk',
      columns: [t.planId, t.planVersion],
      foreignColumns: [reservePlanVersions.planId, reservePlanVersions.version],
    }),
    uniqueIndex('reserve_subscriptions_open_unique').on(t.userId, t.type).where(sql`${t.isClaimed} = 0`),
    index('reserve_subscriptions_member_idx').on(t.userId, t.createdAt),
    check('reserve_subscriptions_claimed_chk', sql`${t.isClaimed} in (0, 1)`),
    check('reserve_subscriptions_amount_chk', sql`${t.amount} > 0`),
  ],
);

/** One item of a reservation's collection. Its id is the HMAC message of its draw, so it is fixed at creation. */
export const reserveLogs = pgTable(
  'reserve_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => reserveSubscriptions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<ReserveType>().notNull(),
    imageId: integer('image_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    profit: bigint('profit', { mode: 'bigint' }),
    roiPpm: integer('roi_ppm'),
    status: integer('status').notNull().default(0),
    tradedAt: timestamp('traded_at', { withTimezone: true }),
  },
  (t) => [
    index('reserve_logs_subscription_idx').on(t.subscriptionId, t.id),
    index('reserve_logs_traded_idx').on(t.tradedAt).where(sql`${t.status} = 1`),
    check('reserve_logs_status_chk', sql`${t.status} in (0, 1)`),
    check(
      'reserve_logs_traded_chk',
      sql`(${t.status} = 0 and ${t.profit} is null) or (${t.status} = 1 and ${t.profit} >= 0 and ${t.tradedAt} is not null)`,
    ),
  ],
);

/** The claim of a reservation: one per subscription, paid by the claims worker. */
export const reserveIncomes = pgTable(
  'reserve_incomes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => reserveSubscriptions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<ReserveType>().notNull(),
    source: text('source').notNull(),
    profit: bigint('profit', { mode: 'bigint' }).notNull(),
    principal: bigint('principal', { mode: 'bigint' }).notNull(),
    isPaid: integer('is_paid').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    principalTransferId: bigint('principal_transfer_id', { mode: 'number' }).references(
      () => ledgerTransfers.id,
    ),
    profitTransferId: bigint('profit_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  },
  (t) => [
    uniqueIndex('reserve_incomes_subscription_unique').on(t.subscriptionId),
    index('reserve_incomes_unpaid_idx').on(t.id).where(sql`${t.isPaid} = 0`),
    index('reserve_incomes_member_idx').on(t.userId, t.paidAt),
    check('reserve_incomes_paid_chk', sql`${t.isPaid} in (0, 1)`),
    check('reserve_incomes_amount_chk', sql`${t.profit} >= 0 and ${t.principal} > 0`),
  ],
);
