/**
 * The team's plain rules (contract/team.ts): no validator, so the payouts and level screens read the very same
 * values the server applies.
 */

export const LEVELS = 6;
export const payoutSources = ['LEVEL INCOME', 'NFT TRADE', 'CRYPTO TRADE'] as const;
export type PayoutSource = (typeof payoutSources)[number];

export const teamMessages = {
  outside: 'This member is not in your team',
  notFound: 'No member has this username',
  payoutNotFound: 'No payout has this id',
} as const;

/** Members of a level listed per page, in user-team-details and in the level's own pages. */
export const LEVEL_PAGE_SIZE = 50;
