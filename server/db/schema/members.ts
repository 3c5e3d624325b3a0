import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  callingCode: text('calling_code').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    passwordHash: text('password_hash').notNull(),
    pinHash: text('pin_hash').notNull(),
    /** The UVID shown to members and used in referral links. */
    referralId: text('referral_id').notNull(),
    sponsorId: integer('sponsor_id').references((): AnyPgColumn => users.id),
    parentId: integer('parent_id').references((): AnyPgColumn => users.id),
    position: text('position'),
    authType: text('auth_type').notNull().default('mpin'),
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted, so a code cannot be replayed within its window. */
    lastTotpStep: integer('last_totp_step'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    pinFailedCount: integer('pin_failed_count').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    status2fa: smallint('status_2fa').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uidx').on(sql`lower(${t.username})`),
    uniqueIndex('users_referral_id_uidx').on(t.referralId),
    uniqueIndex('users_parent_position_uidx').on(t.parentId, t.position),
    // Only one member may sit at the top of the tree; NULL parents would otherwise never collide.
    uniqueIndex('users_single_root_uidx').on(sql`(${t.parentId} is null)`).where(sql`${t.parentId} is null`),
    index('users_sponsor_idx').on(t.sponsorId),
    check('users_position_chk', sql`${t.position} in ('L', 'R')`),
    check('users_auth_type_chk', sql`${t.authType} in ('mpin', 'otp', 'authenticator')`),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check(
      'one_time_codes_purpose_chk',
      sql`${t.purpose} in ('verify', 'login', 'forget', 'transfer', 'withdraw', 'unstake')`,
    ),
  ],
);

export const tokens = pgTable(
  'tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tokens_token_hash_uidx').on(t.tokenHash),
    index('tokens_user_idx').on(t.userId, t.kind),
    check('tokens_kind_chk', sql`${t.kind} in ('pre_login', 'session', 'login_link')`),
  ],
);
