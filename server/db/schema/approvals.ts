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
import {
  type ApprovalKind,
  approvalKinds,
  moneyApprovalKinds,
} from '../../../src/api/contract/approvalRules';
import { users } from './members';
import { operators } from './ops';

/**
 * What waits for a second person: a deposit or a withdrawal above the approval threshold and every manual
 * adjustment (money kinds: a member and an amount), a change to who runs the platform (an operator's creation,
 * role, re-enabling or authenticator reset: `operator_id`), and a change that could open a member's account or
 * release their money (lifting a withdrawal freeze, resetting their PIN or second factor). Nothing happens
 * until a different person approves; `subject` names what is asked for ('deposit:<method>:<txhash>',
 * 'withdrawal:<id>', 'adjustment:<key>', 'operator_role:<id>'…). A money subject may be open or approved only
 * once; any other subject may have one request open at a time. Parties are 'operator:<id>' or 'key' (every
 * operator key is the same person).
 */
const inList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);
const moneyKinds = inList(moneyApprovalKinds);

export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<ApprovalKind>().notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id').references(() => users.id),
    /** The operator an operator change concerns. */
    operatorId: integer('operator_id').references(() => operators.id),
    amount: bigint('amount', { mode: 'bigint' }),
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
    check('approval_requests_kind_chk', sql`${t.kind} in ${inList(approvalKinds)}`),
    check('approval_requests_status_chk', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check('approval_requests_amount_chk', sql`${t.amount} is null or ${t.amount} > 0`),
    check(
      'approval_requests_money_chk',
      sql`${t.kind} not in ${moneyKinds} or (${t.amount} is not null and ${t.memberId} is not null)`,
    ),
    check(
      'approval_requests_second_person_chk',
      sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy} or ${t.status} = 'declined'`,
    ),
    uniqueIndex('approval_requests_subject_open_unique')
      .on(t.subject)
      .where(sql`${t.status} = 'pending' or (${t.status} = 'approved' and ${t.kind} in ${moneyKinds})`),
    index('approval_requests_status_idx').on(t.status, t.id),
    // The back office shows each role only the kinds it may read, and a member's requests.
    index('approval_requests_kind_idx').on(t.kind, t.status, t.id),
    index('approval_requests_member_idx').on(t.memberId, t.id),
  ],
);
