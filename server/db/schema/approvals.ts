import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './members';
import { operators } from './ops';

/**
 * Money moves that wait for a second operator: a deposit or a withdrawal above the approval threshold, and
 * every manual adjustment. Nothing reaches the ledger until a different operator approves; `subject` names
 * what is asked for ('deposit:<method>:<txhash>', 'withdrawal:<id>', 'adjustment:<key>'), and only one
 * request per subject may be open or approved. Parties are 'operator:<id>', 'key:<id>' or 'key:env'.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<'deposit' | 'withdrawal' | 'adjustment'>().notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedByOperatorId: integer('requested_by_operator_id').references(() => operators.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'pending' | 'approved' | 'declined'>().notNull().default('pending'),
    decidedBy: text('decided_by'),
    decidedByOperatorId: integer('decided_by_operator_id').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
  },
  (t) => [
    check('approval_requests_kind_chk', sql`${t.kind} in ('deposit', 'withdrawal', 'adjustment')`),
    check('approval_requests_status_chk', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check('approval_requests_amount_chk', sql`${t.amount} > 0`),
    check(
      'approval_requests_second_person_chk',
      sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy} or ${t.status} = 'declined'`,
    ),
    uniqueIndex('approval_requests_subject_open_unique').on(t.subject).where(sql`${t.status} <> 'declined'`),
    index('approval_requests_status_idx').on(t.status, t.id),
  ],
);
