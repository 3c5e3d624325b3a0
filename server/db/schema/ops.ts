import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { OperatorRole } from '../../../src/api/contract';

/**
 * Mail waits here until it is delivered. Rows are written inside the transaction of the request that caused
 * them, so a rolled-back request sends nothing. A sender claims a row by setting `claimed_until` (a lease),
 * which keeps two server instances from delivering the same mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    purpose: text('purpose'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_user_idx').on(t.userId, t.createdAt),
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/** Operator keys, stored as SHA-256 hashes: the clear key is shown once and never kept. */
export const operatorKeys = pgTable('operator_keys', {
  id: serial('id').primaryKey(),
  keyHash: text('key_hash').notNull().unique('operator_keys_key_hash_unique'),
  label: text('label').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * Every operator action, reads and refusals included: who (an operator, or a stored key; both null for the
 * OPERATOR_KEY set in the environment), what, the state before and after where one changed, address and time.
 * Rows are never changed or deleted (a trigger refuses both).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: text('action').notNull(),
    subjectUsername: text('subject_username'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    operatorKeyId: integer('operator_key_id').references(() => operatorKeys.id),
    operatorId: integer('operator_id').references(() => operators.id),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_subject_idx').on(t.subjectUsername),
    index('audit_log_operator_idx').on(t.operatorId, t.id),
    // Filters of the back office's log: an action or its start, a member (any case), a username tried.
    index('audit_log_action_idx').on(t.action.op('text_pattern_ops'), t.id),
    index('audit_log_subject_lower_idx').on(sql`lower(${t.subjectUsername})`, t.id),
    index('audit_log_sign_in_idx')
      .on(sql`(${t.details} ->> 'username')`, t.id)
      .where(sql`${t.action} = 'operator.sign-in'`),
  ],
);

/**
 * Keyed check values of secrets that live outside the database (a fixed text hashed under the secret),
 * written at the first start with this database and compared at every start: a server given another
 * PIN_PEPPER would otherwise run and refuse every security PIN and code.
 */
export const secretChecks = pgTable('secret_checks', {
  name: text('name').primaryKey(),
  checkValue: text('check_value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The people who run the platform, apart from members: a password (argon2id), an authenticator that is
 * mandatory from the first sign-in (`totp_pending_secret` until its first code confirms it) and one role.
 * Repeated failures lock the account for a while (`failed_attempts`, `locked_until`). An operator added
 * through the API can sign in once a second admin has approved them (`approved_at`); `created_by` and
 * `approved_by` name those two parties ('operator:<id>' or 'key'), whose requests this operator may never
 * approve.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique('operators_username_unique'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<OperatorRole>().notNull(),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    lastTotpStep: integer('last_totp_step'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: text('created_by'),
    approvedBy: text('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    check('operators_role_chk', sql`${t.role} in ('support', 'finance', 'admin', 'auditor')`),
    check('operators_username_chk', sql`${t.username} ~ '^[a-z0-9_]{3,32}$'`),
  ],
);

/** Operator sessions, stored as SHA-256 hashes of their tokens; each ends after 15 minutes without use. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique('operator_sessions_token_hash_unique'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);
