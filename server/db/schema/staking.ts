import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
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
import type { StakingZone } from '../../../src/api/contract';
import { ledgerTransfers } from './ledger';
import { users } from './members';

/**
 * A staking package: what it is (zone, level, name, artwork, place in the list). Its terms live in versions
 * (staking_package_versions), so a change never rewrites the terms a member was shown.
 */
export const stakingPackages = pgTable(
  'staking_packages',
  {
    id: serial('id').primaryKey(),
    zone: text('zone').$type<StakingZone>().notNull(),
    level: integer('level'),
    name: text('name').notNull(),
    /** File name under server/assets/packages. */
    imageFile: text('image_file').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('staking_packages_zone_chk', sql`${t.zone} in ('executive', 'free')`)],
);

/**
 * A version of a package's terms. Versions are only ever added; the one in force at a moment is the latest
 * whose `effective_from` has passed, and a new version never takes effect before an existing one, so the
 * latest by time is also the latest by number. Rates are parts per million of the amount (13_000 = 1.3 %),
 * so every return is exact integer arithmetic. Durations are null for the Free zone (no term).
 */
export const stakingPackageVersions = pgTable(
  'staking_package_versions',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => stakingPackages.id),
    version: integer('version').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    minimumPrice: bigint('minimum_price', { mode: 'bigint' }).notNull(),
    maximumPrice: bigint('maximum_price', { mode: 'bigint' }).notNull(),
    dailyRatePpm: integer('daily_rate_ppm').notNull(),
    minDuration: integer('min_duration'),
    maxDuration: integer('max_duration'),
    earlyExitChargePpm: integer('early_exit_charge_ppm').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'staking_package_versions_pk', columns: [t.packageId, t.version] }),
    index('staking_package_versions_effective_idx').on(t.packageId, t.effectiveFrom),
    check('staking_package_versions_version_chk', sql`${t.version} >= 1`),
    check(
      'staking_package_versions_price_chk',
      sql`${t.minimumPrice} > 0 and ${t.maximumPrice} >= ${t.minimumPrice} and ${t.minimumPrice} % 50000000 = 0 and ${t.maximumPrice} % 50000000 = 0`,
    ),
    check('staking_package_versions_rate_chk', sql`${t.dailyRatePpm} > 0 and ${t.dailyRatePpm} <= 1000000`),
    check(
      'staking_package_versions_charge_chk',
      sql`${t.earlyExitChargePpm} >= 0 and ${t.earlyExitChargePpm} < 1000000`,
    ),
    check(
      'staking_package_versions_duration_chk',
      sql`(${t.minDuration} is null and ${t.maxDuration} is null) or (${t.minDuration} >= 1 and ${t.maxDuration} >= ${t.minDuration})`,
    ),
  ],
);

/**
 * A member's stake. The terms of the package version in force when it was made (rate, charge) are copied in,
 * and the version is named, so a later version of the package never changes what an existing stake pays. Which days it earns follows from its dates alone
 * (start_date, end_date, closed_at), so paying a day writes nothing per stake: days and paid_roi_income are
 * derived from the member's bucket's progress when read.
 */
export const stakingSubscriptions = pgTable(
  'staking_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => stakingPackages.id),
    /** The version of the package's terms the stake was made on. */
    packageVersion: integer('package_version').notNull(),
    zone: text('zone').$type<StakingZone>().notNull(),
    invoiceId: text('invoice_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    dailyRatePpm: integer('daily_rate_ppm').notNull(),
    earlyExitChargePpm: integer('early_exit_charge_ppm').notNull(),
    durationDays: integer('duration_days'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    status: integer('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    stakeTransferId: bigint('stake_transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    closeTransferId: bigint('close_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  },
  (t) => [
    uniqueIndex('staking_subscriptions_invoice_unique').on(t.invoiceId),
    foreignKey({
      name: 'staking_subscriptions_package_version_fk',
      columns: [t.packageId, t.packageVersion],
      foreignColumns: [stakingPackageVersions.packageId, stakingPackageVersions.version],
    }),
    index('staking_subscriptions_member_idx').on(t.userId, t.createdAt),
    // The terms that end on a given day, which the accrual completes and whose principal it returns.
    index('staking_subscriptions_ending_idx').on(t.endDate, t.userId).where(sql`${t.status} = 1`),
    check('staking_subscriptions_status_chk', sql`${t.status} in (0, 1, 2)`),
    check('staking_subscriptions_amount_chk', sql`${t.amount} > 0`),
  ],
);

/**
 * A day of staking returns claimed for one bucket of members (members are bucketed by id, see
 * ACCRUAL_BUCKET_MEMBERS). It is inserted in the transaction that pays the bucket's day, and its key is
 * what makes every (stake, day) paid exactly once, whatever runs twice, concurrently or after a crash.
 * `transfer_id` is the ledger transfer that credited the returns (none when nothing was owed).
 */
export const stakingAccrualClaims = pgTable(
  'staking_accrual_claims',
  {
    accrualDate: date('accrual_date', { mode: 'string' }).notNull(),
    bucket: integer('bucket').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'staking_accrual_claims_pk', columns: [t.accrualDate, t.bucket] })],
);

/**
 * How far each bucket's returns are paid: every day up to `paid_through` is claimed, with no gap, because
 * a bucket's days are claimed oldest first.
 */
export const stakingAccrualProgress = pgTable(
  'staking_accrual_progress',
  {
    bucket: integer('bucket').primaryKey(),
    paidThrough: date('paid_through', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staking_accrual_progress_bucket_chk', sql`${t.bucket} >= 0`)],
);
