import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PayoutDetail, PayoutSource } from '../../../src/api/contract';
import { ledgerTransfers } from './ledger';
import { users } from './members';

/**
 * A version of the compensation plan. Versions are only ever added; the one in force is the newest whose
 * `effective_from` has passed, and every payout names the version it was computed under.
 */
export const incomePlanVersions = pgTable('income_plan_versions', {
  version: integer('version').primaryKey(),
  effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
  /** Active stakes a member must hold to be a Valid Member and receive team income, micro-USDT. */
  qualifyingStake: bigint('qualifying_stake', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rates as parts per million of the source amount: 10 % is 100_000. */
export const incomePlanLevels = pgTable(
  'income_plan_levels',
  {
    version: integer('version')
      .notNull()
      .references(() => incomePlanVersions.version),
    level: smallint('level').notNull(),
    stakingRatePpm: integer('staking_rate_ppm').notNull(),
    reserveRatePpm: integer('reserve_rate_ppm').notNull(),
  },
  (t) => [
    primaryKey({ name: 'income_plan_levels_pk', columns: [t.version, t.level] }),
    check('income_plan_levels_level_chk', sql`${t.level} between 1 and 6`),
    check(
      'income_plan_levels_rate_chk',
      sql`${t.stakingRatePpm} between 0 and 1000000 and ${t.reserveRatePpm} between 0 and 1000000`,
    ),
  ],
);

export const incomePlanRanks = pgTable(
  'income_plan_ranks',
  {
    version: integer('version')
      .notNull()
      .references(() => incomePlanVersions.version),
    /** 1 … 6 for VIP1 … VIP6. */
    rank: smallint('rank').notNull(),
    validDirects: integer('valid_directs').notNull(),
    teamBusiness: bigint('team_business', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ name: 'income_plan_ranks_pk', columns: [t.version, t.rank] })],
);

/**
 * The sponsor chain as a closure table: one row per (upline, member) at every depth, written when the member
 * registers, so uplines and a level's downline are index lookups.
 */
export const memberAncestors = pgTable(
  'member_ancestors',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => users.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ name: 'member_ancestors_pk', columns: [t.memberId, t.depth] }),
    index('member_ancestors_downline_idx').on(t.ancestorId, t.depth, t.memberId),
    check('member_ancestors_depth_chk', sql`${t.depth} >= 1`),
  ],
);

/**
 * Team income paid to an upline: one row per (source event, beneficiary, level), which the unique key makes
 * true however often or concurrently the event is processed. A staking source event is one member's returns
 * credited in one ledger entry (a member and a day in one batch); a reserve source event is one paid claim.
 */
export const teamPayouts = pgTable(
  'team_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => users.id),
    fromMemberId: integer('from_member_id')
      .notNull()
      .references(() => users.id),
    level: smallint('level').notNull(),
    source: text('source').$type<PayoutSource>().notNull(),
    sourceKind: text('source_kind').$type<PayoutDetail['source_event']['kind']>().notNull(),
    /** The ledger entry of the staking returns, or the reserve income (claim) id. */
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    sourceReference: text('source_reference').notNull(),
    sourceDate: date('source_date', { mode: 'string' }).notNull(),
    sourceAmount: bigint('source_amount', { mode: 'bigint' }).notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    planVersion: integer('plan_version')
      .notNull()
      .references(() => incomePlanVersions.version),
    description: text('description').notNull(),
    isPaid: smallint('is_paid').notNull().default(1),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_payouts_event_unique').on(t.sourceKind, t.sourceId, t.beneficiaryId, t.level),
    index('team_payouts_beneficiary_idx').on(t.beneficiaryId, t.createdAt, t.id),
    index('team_payouts_transfer_idx').on(t.transferId),
    check('team_payouts_source_chk', sql`${t.source} in ('LEVEL INCOME', 'NFT TRADE', 'CRYPTO TRADE')`),
    check('team_payouts_kind_chk', sql`${t.sourceKind} in ('staking_return', 'reserve_profit')`),
    check('team_payouts_level_chk', sql`${t.level} between 1 and 6`),
    check('team_payouts_amount_chk', sql`${t.amount} > 0`),
  ],
);

const micros = (name: string) => bigint(name, { mode: 'bigint' }).notNull().default(sql`0`);
const count = (name: string) => integer(name).notNull().default(0);

/**
 * A member's payouts of one UTC day, one source and paid or not: how many and their sum, kept by a trigger on
 * every insert (migration 0029). The payouts screen counts and totals its list under any filter from these.
 */
export const teamPayoutDays = pgTable(
  'team_payout_days',
  {
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').$type<PayoutSource>().notNull(),
    isPaid: smallint('is_paid').notNull(),
    payouts: integer('payouts').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ name: 'team_payout_days_pk', columns: [t.beneficiaryId, t.day, t.source, t.isPaid] })],
);

/** Everything the dashboard shows for a member, kept current by the transactions that change it. */
export const memberStats = pgTable('member_stats', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => users.id),
  /** Active stakes of the member, and of the whole downline. */
  ownBusiness: micros('own_business'),
  teamBusiness: micros('team_business'),
  stakingIncome: micros('staking_income'),
  nftIncome: micros('nft_income'),
  cryptoIncome: micros('crypto_income'),
  levelIncome: micros('level_income'),
  teamBenefitIncome: micros('team_benefit_income'),
  totalTeam: count('total_team'),
  /** Valid Members in the whole downline. */
  validTeam: count('valid_team'),
  directs: count('directs'),
  validDirects: count('valid_directs'),
  level2and3: count('level_2_and_3'),
  stakeCount: count('stake_count'),
  reserveCount: count('reserve_count'),
});

/** The same figures for one UTC day, for the dashboard's Daily panel. */
export const memberDailyStats = pgTable(
  'member_daily_stats',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    teamBusiness: micros('team_business'),
    stakingIncome: micros('staking_income'),
    nftIncome: micros('nft_income'),
    cryptoIncome: micros('crypto_income'),
    levelIncome: micros('level_income'),
    teamBenefitIncome: micros('team_benefit_income'),
    teamJoins: count('team_joins'),
  },
  (t) => [primaryKey({ name: 'member_daily_stats_pk', columns: [t.memberId, t.day] })],
);

/** Team income a member received from each level of their downline, for Level Details. */
export const memberLevelIncome = pgTable(
  'member_level_income',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    level: smallint('level').notNull(),
    amount: micros('amount'),
  },
  (t) => [primaryKey({ name: 'member_level_income_pk', columns: [t.memberId, t.level] })],
);

/**
 * Levels 1–6 of a member's downline at a glance: how many members each level holds and their active stakes,
 * kept current by the transactions that add members and change stakes, so Level Details never counts a level.
 * A row exists once the level has a member.
 */
export const memberLevelStats = pgTable(
  'member_level_stats',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    level: smallint('level').notNull(),
    members: count('members'),
    business: micros('business'),
  },
  (t) => [
    primaryKey({ name: 'member_level_stats_pk', columns: [t.memberId, t.level] }),
    check('member_level_stats_level_chk', sql`${t.level} between 1 and 6`),
  ],
);
