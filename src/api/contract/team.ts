import { z } from 'zod';
import { usernameText } from './common';
import { payoutSources, teamMessages } from './teamRules';
import { paged, pageQuery, summaryCard } from './wallet';

export * from './teamRules';

/**
 * The team, its income and the account at a glance (spec document 2 §2 Account dashboard, Payouts, Direct
 * Tree, Level Details; §3 entities; §7 calls). Paths are relative to `/api`; every call carries the member's
 * session token (Bearer).
 *
 * Rules the spec leaves to the server, defined here:
 * - The compensation plan is data with versions (GET income-plan). A version holds the level income rates
 *   for levels 1–6 on staking returns ('Level Profit'), the team-benefit rates for levels 1–6 on reserve
 *   profits ('Team Benifits', level_bonus), who qualifies (a 'Valid Member' holds active stakes of at least
 *   `qualifying_stake`) and the rank ladder VIP1–VIP6. A change creates a new version; every payout records the
 *   version that applied.
 * - When a staking return or a reserve profit is credited, each qualifying upline on the sponsor chain up to
 *   level 6 (level 1 = the direct sponsor) receives rate × that amount, rounded down to a micro-USDT, in the
 *   same transaction, exactly once per (source event, beneficiary, level). An upline that does not qualify at
 *   that moment receives nothing for that event (nothing is held back for later).
 * - Payouts are the member's team income: one row per (source event, level). `amount` is what the member
 *   received; `level_amount` is the same figure (the spec reads level_amount for NFT TRADE and CRYPTO TRADE
 *   rows); `source_amount` is the income of the downline member it was derived from. Paid at once: is_paid 1.
 * - A member sees only their own downline: GET directTeam?username= for anyone outside it is refused (403).
 * - Team figures count the whole downline (every depth) unless a level is named; business is the sum of
 *   active stakes.
 */

const ddmmyyyy = z
  .string()
  .regex(/^\d{2}-\d{2}-\d{4}$/, 'Date must be DD-MM-YYYY')
  .refine((s) => {
    const [d = Number.NaN, m = Number.NaN, y = Number.NaN] = s
      .split('-')
      .map((part) => Number.parseInt(part, 10));
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'Date must be DD-MM-YYYY');
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

// --- Compensation plan ---------------------------------------------------------------------------------

export const planLevelRate = z.object({
  level: z.number().int(),
  /** Percent of the source amount, e.g. '10.00'. */
  staking_percentage: z.string(),
  reserve_percentage: z.string(),
});
export const planRank = z.object({
  /** 'VIP1' … 'VIP6'. */
  name: z.string(),
  /** Direct referrals who are Valid Members. */
  valid_directs: z.number().int(),
  /** Team business (active stakes of the whole downline), USDT. */
  team_business: z.string(),
});
export const incomePlan = z.object({
  version: z.number().int(),
  /** ISO 8601 */
  effective_from: z.string(),
  /** Active stakes a member must hold to be a Valid Member and receive team income, USDT. */
  qualifying_stake: z.string(),
  levels: z.array(planLevelRate),
  ranks: z.array(planRank),
});
export type IncomePlan = z.infer<typeof incomePlan>;
// GET income-plan: the version in force
export const incomePlanResponse = z.object({ status: z.literal(true), data: incomePlan });

// --- Payouts -------------------------------------------------------------------------------------------

/** GET payouts?… : every filter optional; dates DD-MM-YYYY (UTC, inclusive); `export=csv` answers text/csv. */
export const payoutsFilter = z.object({
  page: pageQuery,
  from_date: z.preprocess(emptyToUndefined, ddmmyyyy.optional()),
  to_date: z.preprocess(emptyToUndefined, ddmmyyyy.optional()),
  source: z.preprocess(emptyToUndefined, z.enum(payoutSources, { error: 'Unknown source' }).optional()),
  is_paid: z.preprocess(emptyToUndefined, z.enum(['0', '1'], { error: 'is_paid must be 0 or 1' }).optional()),
  /** 'today': only payouts created today (UTC), as /user/Referralpayouts with its 'sort' state asks. */
  sort: z.preprocess(emptyToUndefined, z.enum(['today'], { error: 'Unknown sort' }).optional()),
  export: z.preprocess(emptyToUndefined, z.enum(['csv']).optional()),
});
export type PayoutsFilter = z.input<typeof payoutsFilter>;

export const payout = z.object({
  id: z.number().int(),
  /** ISO 8601 */
  created_at: z.string(),
  from_username: z.string(),
  amount: z.string(),
  level_amount: z.string(),
  description: z.string(),
  source: z.enum(payoutSources),
  is_paid: z.number().int(),
  level: z.number().int(),
});
export type Payout = z.infer<typeof payout>;
export const payoutsResponse = z.object({
  status: z.literal(true),
  data: paged(payout),
  /** Totals of the filtered list and of today. */
  more_details: z.array(summaryCard),
  source: z.array(z.string()),
});
export type PayoutsResponse = z.infer<typeof payoutsResponse>;

// GET payouts/{id}: why the member earned it
export const payoutParams = z.object({
  id: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v),
    z.number({ error: teamMessages.payoutNotFound }).int().min(1).max(Number.MAX_SAFE_INTEGER),
  ),
});
export const payoutDetail = payout.extend({
  /** 'staking return' or 'reserve profit', and what it was (stake or reservation id, its date). */
  source_event: z.object({
    kind: z.enum(['staking_return', 'reserve_profit']),
    /**
     * A staking source event is one member's returns for a day (every stake of theirs paid that day, one
     * ledger entry): 'staking returns for YYYY-MM-DD'. A reserve source event is a paid claim: its Reserve ID.
     */
    reference: z.string(),
    /** YYYY-MM-DD: the day the return was for, or the day the profit was paid. */
    date: z.string(),
  }),
  /** The downline member's income it was derived from. */
  source_amount: z.string(),
  /** Percent applied, e.g. '10.00'. */
  rate_percentage: z.string(),
  plan_version: z.number().int(),
});
export type PayoutDetail = z.infer<typeof payoutDetail>;
export const payoutDetailResponse = z.object({ status: z.literal(true), data: payoutDetail });

// --- Direct team ---------------------------------------------------------------------------------------

// GET directTeam[?username=]: the direct team of the caller, or of a member of the caller's downline.
export const directTeamQuery = z.object({
  username: z.preprocess(emptyToUndefined, usernameText.optional()),
});
export const directTeamMember = z.object({
  username: z.string(),
  sponsor: z.string().nullable(),
  sponsor_sponsor: z.string().nullable(),
  /** 1 when the member holds an active stake (a 'paid' member); live_is_paid when it is a Valid Member. */
  is_paid: z.number().int(),
  live_is_paid: z.number().int(),
  /** Active stakes, USDT. */
  total_subscription: z.string(),
  /** Active stakes of the member's whole downline, USDT. */
  team_business: z.string(),
  total_team: z.number().int(),
  paid_team: z.number().int(),
  /** 'L' or 'R' under the sponsor. */
  position: z.string().nullable(),
  /** Members directly below; 0 means the tree shows no children to load. */
  direct_count: z.number().int(),
  sponsor_is_paid: z.number().int(),
  sponsor_live_is_paid: z.number().int(),
  sponsor_total_subscription: z.string(),
  sponsor_team_business: z.string(),
  sponsor_package_subscription: z.string(),
  sponsor_team_fixed_subscription: z.string(),
  sponsor_team_live_subscription: z.string(),
  sponsor_team_package_subscription: z.string(),
  sponsor_total_team: z.number().int(),
  sponsor_paid_team: z.number().int(),
});
export type DirectTeamMember = z.infer<typeof directTeamMember>;
export const directTeamResponse = z.object({
  status: z.literal(true),
  /** The member asked for (the caller when no username), then its direct team. */
  data: z.array(directTeamMember),
});
export type DirectTeamResponse = z.infer<typeof directTeamResponse>;

// --- Level details -------------------------------------------------------------------------------------

// GET user-team-details: levels 1–6 of the caller's downline. A level's figures cover all its members; its
// `downline` lists the first LEVEL_PAGE_SIZE of them, and GET user-team-details/{level}?page=P the rest, so
// the answer stays small however large the team grows (user_count says how many there are in all).
export const levelRecord = z.object({
  level: z.number().int(),
  user_count: z.number().int(),
  /** Active stakes of the level's members, USDT. */
  investment: z.string(),
  /** Team income the caller received from this level, USDT. */
  level_income: z.string(),
  /** Parallel arrays, one entry per member of the level's first page, oldest first. */
  downline: z.object({
    username: z.array(z.string()),
    self_investment: z.array(z.string()),
    /** ISO 8601 */
    joining_date: z.array(z.string()),
  }),
});
export type LevelRecord = z.infer<typeof levelRecord>;
export const teamDetailsResponse = z.object({ status: z.literal(true), data: z.array(levelRecord) });
export type TeamDetailsResponse = z.infer<typeof teamDetailsResponse>;

// GET user-team-details/{level}?page=P: one page of the level's members (level 1–6), oldest first, in the
// paged envelope with LEVEL_PAGE_SIZE rows a page. A level outside 1–6 answers 422.
export const levelDownlineParams = z.object({ level: z.coerce.number().int().min(1).max(6) });
export const levelDownlineQuery = z.object({ page: pageQuery });
export const downlineMember = z.object({
  /** 1-based position in the level, oldest first: the modal's serial number. */
  serial: z.number().int(),
  username: z.string(),
  /** Active stakes of the member, USDT. */
  self_investment: z.string(),
  /** ISO 8601 */
  joining_date: z.string(),
});
export type DownlineMember = z.infer<typeof downlineMember>;
export const levelDownlineResponse = z.object({ status: z.literal(true), data: paged(downlineMember) });
export type LevelDownlineResponse = z.infer<typeof levelDownlineResponse>;

// --- Dashboard -----------------------------------------------------------------------------------------

/** GET dashboard: every figure in USDT (decimal strings) or counts; 'todays_' figures are for today (UTC). */
export const dashboardData = z.object({
  name: z.string(),
  username: z.string(),
  referral_id: z.string(),
  /** 'VIP1' … 'VIP6', or '' below VIP1. */
  rank: z.string(),
  payin_balance: z.string(),
  pay_in_balance: z.string(),
  pay_out_balance: z.string(),
  reserve_balance: z.string(),
  todays_income: z.string(),
  todays_business: z.string(),
  todays_crypto_reserve_income: z.string(),
  todays_nft_reserve_income: z.string(),
  todays_staking_income: z.string(),
  todays_level_income: z.string(),
  todays_team_count: z.number().int(),
  total_income: z.string(),
  business_amount: z.string(),
  total_crypto_reserve_income: z.string(),
  total_nft_reserve_income: z.string(),
  total_staking_income: z.string(),
  total_level_income: z.string(),
  total_team_count: z.number().int(),
  /** Direct referrals, and those of them who are Valid Members. */
  total_referral_team: z.number().int(),
  total_paid_referral_team: z.number().int(),
  /** 'A enthusiast' (level 1) and 'B+C enthusiasts' (levels 2 and 3). */
  level_1_count: z.number().int(),
  level_2_count: z.number().int(),
  /** Valid Members in the whole downline. */
  valid_members: z.number().int(),
  stakeCount: z.number().int(),
  reserveCount: z.number().int(),
});
export type DashboardData = z.infer<typeof dashboardData>;
export const dashboardResponse = z.object({ status: z.literal(true), data: dashboardData });
export type DashboardResponse = z.infer<typeof dashboardResponse>;
