import {
  type ApprovalKind,
  memberApprovalKinds,
  moneyApprovalKinds,
  operatorApprovalKinds,
  reserveApprovalKinds,
} from './approvalRules';

/**
 * The plain rules every back-office list shares (contract/operatorLists.ts): the page sizes, the orders each
 * list offers and the age bands of the overview. No validator, so the back office offers exactly what the
 * server accepts.
 */

/** Rows a page may hold; a list starts at the default. */
export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;
export type ListPageSize = (typeof LIST_PAGE_SIZES)[number];
export const LIST_PAGE_SIZE = 50;

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** What each list can be ordered by; the first is its default (newest first; members by username, A to Z). */
export const listSorts = {
  withdrawals: ['created_at', 'amount'],
  deposits: ['recorded_at', 'amount'],
  approvals: ['requested_at', 'amount'],
  members: ['username', 'joined_at'],
  tickets: ['last_activity', 'created_at'],
  audit: ['time'],
} as const;
export type ListName = keyof typeof listSorts;
export type ListSort<L extends ListName> = (typeof listSorts)[L][number];

/** A deposit recorded but not yet in the member's wallet waits for the member's balance sync. */
/**
 * Where a deposit stands in the back office: `unsynced` (an operator's record waiting for the member's Sync
 * Balance), `seen` on the chain but short of its confirmations, `credited`, `held` below the method's
 * minimum for an operator, `dropped` by a reorganisation before it was deep enough.
 */
export const depositStates = ['unsynced', 'seen', 'credited', 'held', 'dropped'] as const;
export type DepositState = (typeof depositStates)[number];

/** The overview's age bands of what waits: under an hour, up to a day, over a day. */
export const ageBands = ['under_1h', 'h1_to_24h', 'over_24h'] as const;
export type AgeBand = (typeof ageBands)[number];
export const AGE_BAND_LIMITS_MS = { under_1h: 3_600_000, h1_to_24h: 86_400_000 } as const;

/**
 * A spreadsheet runs a cell that begins with one of these as a formula (and a tab or carriage return can hide
 * one), so an exported cell that begins with any of them is written with a leading apostrophe.
 */
export const CSV_FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'] as const;

/**
 * The kinds of approval request a role reads: money moves with money.read, changes to operators with
 * operators.read, changes to a member's account with members.read.
 */
export function approvalKindsReadable(rights: readonly string[]): ApprovalKind[] {
  return [
    ...(rights.includes('money.read') ? moneyApprovalKinds : []),
    ...(rights.includes('operators.read') ? operatorApprovalKinds : []),
    ...(rights.includes('members.read') ? memberApprovalKinds : []),
    ...(rights.includes('money.read') ? reserveApprovalKinds : []),
  ];
}

/** The shortest operator password, when one is set and when it is changed. */
export const OPERATOR_PASSWORD_MIN = 12;
