import { z } from 'zod';
import { withdrawalFreeze } from './memberGuards';
import { operatorBalances, operatorWithdrawal } from './operator';
import { listPage, listQuery } from './operatorLists';
import { MEMBER_SEARCH_MIN } from './operatorMemberRules';
import { logEntry, memberSession } from './profile';
import { reserveSubscription } from './reserve';
import { stakeRecord } from './staking';
import { ticket } from './support';
import { withdrawAddressChange } from './withdraw';

/**
 * The operator's view of members (Tessera's own operator API, under /api/operator): search, and one member's
 * whole file. Read with `members.read`; ending a member's sessions needs `members.act`.
 */

export const MEMBER_FILE_ROWS = 20;
export const MEMBER_LEDGER_ROWS = 50;

// GET operator/members?q=&frozen=&from=&to=&sort=&dir=&page=&per_page= (contract/operatorLists.ts), and
// operator/members.csv: every member, or those a search finds, a whole username or UVID first.
export const memberSearchQuery = listQuery('members', { dir: 'asc' }).extend({
  /** Part of a username, name or e-mail, or a whole UVID; left out, every member. */
  q: z
    .string()
    .trim()
    .min(MEMBER_SEARCH_MIN, `q must be at least ${MEMBER_SEARCH_MIN} characters`)
    .max(64, 'q must be at most 64 characters')
    .optional(),
  /** true: only members whose withdrawals are frozen. */
  frozen: z.enum(['true', 'false'], 'frozen must be true or false').optional(),
});
export type MemberSearchQuery = z.input<typeof memberSearchQuery>;
export const memberSearchHit = z.object({
  username: z.string(),
  name: z.string(),
  email: z.string(),
  uvid: z.string(),
  /** ISO 8601 */
  joined_at: z.string(),
  email_verified: z.boolean(),
});
export type MemberSearchHit = z.infer<typeof memberSearchHit>;
export const memberListItem = memberSearchHit.extend({
  /** An operator has frozen the member's withdrawals. */
  withdrawals_frozen: z.boolean(),
});
export type MemberListItem = z.infer<typeof memberListItem>;
export const memberSearchResponse = listPage(memberListItem);
export type MemberSearchResponse = z.infer<typeof memberSearchResponse>;

export const memberUsernameParams = z.object({ username: z.string().trim().min(1).max(64) });

export const memberLedgerLine = z.object({
  entry_id: z.number().int(),
  /** ISO 8601 */
  created_at: z.string(),
  /** The transfer's kind, e.g. deposit, stake, withdrawal_paid, adjustment. */
  kind: z.string(),
  description: z.string(),
  /** The member account moved: pay_in, pay_out, reserve, hold_withdrawal, hold_staked, hold_reserved. */
  account: z.string(),
  /** Signed: + credits the account. */
  amount: z.string(),
  balance_after: z.string(),
});
export type MemberLedgerLine = z.infer<typeof memberLedgerLine>;

// GET operator/members/{username}
export const memberFile = z.object({
  profile: z.object({
    username: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    country: z.string(),
    uvid: z.string(),
    auth_type: z.string(),
    two_factor: z.boolean(),
    email_verified_at: z.string().nullable(),
    joined_at: z.string(),
    /** Withdrawals are held until then after a security change; null when not held. */
    withdraw_hold_until: z.string().nullable(),
    pin_locked_until: z.string().nullable(),
    /** Withdrawals frozen by an operator until a second person approves lifting it; null when not frozen. */
    withdrawals_frozen: withdrawalFreeze.nullable(),
    /** Where withdrawals are paid now (the address and network, or the bank account); null while none is saved. */
    payout_destination: z.string().nullable(),
    /** A new payout address waiting out its 24-hour cooling-off, which the member or their mailed link can cancel. */
    payout_address_waiting: withdrawAddressChange.nullable(),
  }),
  sponsor: z.string().nullable(),
  /** Where the member sits in the tree: under `parent`, on its L or R leg. */
  placement: z.object({ parent: z.string().nullable(), position: z.enum(['L', 'R']).nullable() }),
  /** Straight from the ledger. */
  balances: operatorBalances,
  /** Newest first, the last 50 movements of the member's accounts. */
  ledger: z.array(memberLedgerLine),
  /** Newest first, the last 20 of each. */
  stakes: z.array(stakeRecord),
  reservations: z.array(reserveSubscription),
  withdrawals: z.array(operatorWithdrawal),
  tickets: z.array(ticket),
  sessions: z.array(memberSession.omit({ current: true })),
  security_log: z.array(logEntry),
});
export type MemberFile = z.infer<typeof memberFile>;
export const memberFileResponse = z.object({ status: z.literal(true), data: memberFile });
export type MemberFileResponse = z.infer<typeof memberFileResponse>;

// POST operator/members/{username}/sessions/{id}/revoke and POST operator/members/{username}/sessions/revoke-all
export const memberSessionParams = memberUsernameParams.extend({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const memberSessionsRevokedResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  revoked: z.number().int(),
});
export type MemberSessionsRevokedResponse = z.infer<typeof memberSessionsRevokedResponse>;

export const EARNINGS_TRACE_PAGE = 50;

// GET operator/members/{username}/earnings?before_id=: the member's team income, each with where it came from
export const earningsTraceQuery = z.object({
  before_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
});
export const earningsTraceRow = z.object({
  id: z.number().int(),
  /** ISO 8601 */
  created_at: z.string(),
  /** 'LEVEL INCOME', 'NFT TRADE' or 'CRYPTO TRADE'. */
  source: z.string(),
  /** The member whose staking returns or reserve profit it was paid on, and how many levels down. */
  from_member: z.string(),
  level: z.number().int(),
  source_reference: z.string(),
  /** The UTC day of the source event. */
  source_date: z.string(),
  source_amount: z.string(),
  /** The plan's rate at that level, in percent, and the plan version it was paid under. */
  rate_percent: z.string(),
  plan_version: z.number().int(),
  amount: z.string(),
  /** floor(source_amount × rate) recomputed here equals amount. */
  amount_checks: z.boolean(),
  transfer_id: z.number().int().nullable(),
});
export type EarningsTraceRow = z.infer<typeof earningsTraceRow>;
export const earningsTraceResponse = z.object({
  status: z.literal(true),
  data: z.array(earningsTraceRow),
  /** What the member received in all, by source. */
  totals: z.record(z.string(), z.string()),
  next_before_id: z.number().int().nullable(),
});
export type EarningsTraceResponse = z.infer<typeof earningsTraceResponse>;
