import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AuthType } from '../../../src/api/contract';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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
    authType: text('auth_type').$type<AuthType>().notNull().default('mpin'),
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted, so a code cannot be replayed within its window. */
    lastTotpStep: integer('last_totp_step'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Wrong second factors (PIN, e-mailed code, authenticator or recovery code) from every address since the
     * last right one. Past the ceiling each further try waits until `pin_locked_until` (one per pace): slowed,
     * never locked, since a lock here would be one a stranger could put on the member (`factor_failures`
     * counts and locks each address on its own).
     */
    pinFailedCount: integer('pin_failed_count').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    status2fa: smallint('status_2fa').notNull().default(0),
    /** A secret offered for enrolment while 2FA is off; it becomes `totp_secret` when enable-2fa succeeds. */
    totpPendingSecret: text('totp_pending_secret'),
    gender: text('gender'),
    /** YYYY-MM-DD. */
    dob: text('dob'),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    taxId: text('tax_id').notNull().default(''),
    /** Withdrawals are refused until then, after a password, PIN or 2FA change or a recovery-code sign-in. */
    withdrawHoldUntil: timestamp('withdraw_hold_until', { withTimezone: true }),
    /**
     * An operator froze this member's withdrawals (a suspected takeover, a dispute): refused until a second
     * operator approves lifting it. `withdrawals_frozen_by` is the party who froze them.
     */
    withdrawalsFrozenAt: timestamp('withdrawals_frozen_at', { withTimezone: true }),
    withdrawalsFrozenReason: text('withdrawals_frozen_reason'),
    withdrawalsFrozenBy: text('withdrawals_frozen_by'),
    /** Set by the member in Profile; written at the top of every mail Tessera sends them, so a fake lacks it. */
    antiPhishingPhrase: text('anti_phishing_phrase'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uidx').on(sql`lower(${t.username})`),
    // One account per e-mail address, compared as the member would: ignoring case.
    uniqueIndex('users_email_lower_uidx').on(sql`lower(${t.email})`),
    uniqueIndex('users_referral_id_uidx').on(t.referralId),
    uniqueIndex('users_parent_position_uidx').on(t.parentId, t.position),
    // Only one member may sit at the top of the tree; NULL parents would otherwise never collide.
    uniqueIndex('users_single_root_uidx').on(sql`(${t.parentId} is null)`).where(sql`${t.parentId} is null`),
    index('users_sponsor_idx').on(t.sponsorId),
    // The back office's member list: by joining date, and the members whose withdrawals are frozen.
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_frozen_idx').on(t.withdrawalsFrozenAt).where(sql`${t.withdrawalsFrozenAt} is not null`),
    check('users_position_chk', sql`${t.position} in ('L', 'R')`),
    check('users_auth_type_chk', sql`${t.authType} in ('mpin', 'otp', 'authenticator')`),
    check('users_gender_chk', sql`${t.gender} in ('female', 'male')`),
    // 2FA is on exactly when an authenticator secret is enrolled.
    check('users_2fa_secret_chk', sql`(${t.status2fa} = 1) = (${t.totpSecret} is not null)`),
    check(
      'users_withdrawals_frozen_chk',
      sql`(${t.withdrawalsFrozenAt} is null) = (${t.withdrawalsFrozenReason} is null)`,
    ),
  ],
);

/**
 * Wrong second factors of a member from one address (an IPv4 address or an IPv6 /64) since the last right one
 * from there; the fifth locks that address, and no other, out of the member's second factor until
 * `locked_until`.
 */
export const factorFailures = pgTable(
  'factor_failures',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    failedCount: integer('failed_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'factor_failures_pk', columns: [t.userId, t.network] })],
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
      sql`${t.purpose} in ('verify', 'login', 'forget', 'transfer', 'withdraw', 'unstake', 'security')`,
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
    /** Where a session was opened from, for the member's list of sessions. */
    ip: text('ip'),
    country: text('country'),
    device: text('device'),
  },
  (t) => [
    uniqueIndex('tokens_token_hash_uidx').on(t.tokenHash),
    index('tokens_user_idx').on(t.userId, t.kind),
    check('tokens_kind_chk', sql`${t.kind} in ('pre_login', 'session', 'login_link')`),
  ],
);

/** A member's picture, re-encoded on upload; kept in the database so every server instance can serve it. */
export const memberAvatars = pgTable('member_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Single-use stand-ins for an authenticator code, stored hashed; all are replaced at once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_uidx').on(t.userId, t.codeHash)],
);

/**
 * How many rows each of a member's own lists holds (stakes, withdrawals, transfers, security events), and for
 * transfers the amount moved, kept by a trigger on every insert (migration 0029): a list's "of Z results"
 * and its total card are read here instead of counting the member's rows on every page.
 */
export const memberListCounts = pgTable(
  'member_list_counts',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').$type<'stakes' | 'withdrawals' | 'transfers' | 'security_events'>().notNull(),
    rows: integer('rows').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ name: 'member_list_counts_pk', columns: [t.memberId, t.list] })],
);

/** What GET logs lists: sign-ins and every change to how a member's account is protected. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: text('detail').notNull().default(''),
    ip: text('ip').notNull(),
    country: text('country').notNull(),
    device: text('device').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('security_events_user_idx').on(t.userId, t.createdAt),
    index('security_events_user_kind_device_idx').on(t.userId, t.kind, t.device),
  ],
);
