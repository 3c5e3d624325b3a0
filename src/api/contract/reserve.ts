import { z } from 'zod';
import { reserveMessages, reserveTypes } from './reserveRules';

export * from './reserveRules';

/**
 * Reserve (spec document 1 §2–§5, §7). Paths are relative to `/api`; every call carries the member's session
 * token (Bearer). Reserving itself is POST subscription/store with the reserve payload (see staking.ts).
 *
 * Rules the spec leaves to the server, defined here:
 * - Plans are data: per type (nft, crypto) Level 1–6, each with an amount range (minimum_price–maximum_price),
 *   a return range per item (min_roi_percentage–roi_percentage of the item's amount), the wait before the
 *   collection can be traded (min_trade_time, minutes) and the number of items in a collection (item_count).
 * - Reserving takes the whole reserve balance, capped at the plan's maximum_price, into the member's reserved
 *   hold ('Insufficient reserve balance' below its minimum_price) and creates the subscription with its
 *   collection: item_count reserve logs sharing the amount (equal shares; the first takes the remainder),
 *   each with its expected return range min_amount–max_amount (share + share × the range's ends).
 *   One unclaimed reservation per type at a time. `Idempotency-Key` header required.
 * - next_trade_time = created_at + min_trade_time minutes. From then on, while the reservation is unclaimed,
 *   each item is traded once with POST reserve/trade { id: log id }; its profit is drawn by the rule in
 *   reserveDraw.ts from the seed committed to by `seed_hash` at reservation.
 * - Once every item is traded, GET claim-profit?id={subscription id}&reserve_id={invoice_id} records the claim
 *   (is_claimed 1) and answers income_id; the claims worker then pays it: the principal back from the hold to
 *   the reserve wallet and the profit to the Out going wallet (pay_out) as income with source 'NFT TRADE' or
 *   'CRYPTO TRADE', and sets is_paid. check-claim-status/{income_id} reports it. A reservation is claimed
 *   and paid once; a second claim is refused. The seed is revealed once the reservation is claimed.
 * - risk_factor: how far below the top of the disclosed range a result may land, as a percent of the top:
 *   (roi_percentage − min_roi_percentage) / roi_percentage × 100.
 * - Refusals use the error shape with these statuses: 404 logNotFound (with errors.id), notFound, incomeNotFound;
 *   409 openReservation, alreadyTraded, claimed; 422 plan (errors.package_id), the below-minimum message,
 *   tooEarly, untraded, and a username other than the member's own (errors.username).
 * - Success messages: 'Reserve successful' (store), 'Trade complete' (trade), 'Your claim is recorded and being
 *   paid' (claim-profit). The claims worker pays within about 2 seconds.
 */

const positiveId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message),
  );

// --- Plans ---------------------------------------------------------------------------------------------

export const reservePlan = z.object({
  id: z.number().int(),
  type: z.enum(reserveTypes),
  level: z.number().int(),
  /** 'Level N'; the screen lists it as 'Level N (min%-max%)'. */
  name: z.string(),
  /** USDT, decimal strings with 2 decimals. */
  minimum_price: z.string(),
  maximum_price: z.string(),
  /** The return range of each item, percent of its amount: '1.00' … '1.50'. */
  min_roi_percentage: z.string(),
  roi_percentage: z.string(),
  /** Minutes from reservation until the collection can be traded. */
  min_trade_time: z.number().int(),
  item_count: z.number().int(),
});
export type ReservePlan = z.infer<typeof reservePlan>;

// GET reserve-packages
export const reservePackagesResponse = z.object({
  status: z.literal(true),
  data: z.object({ nft: z.array(reservePlan), crypto: z.array(reservePlan) }),
});
export type ReservePackagesResponse = z.infer<typeof reservePackagesResponse>;

// --- Reservations --------------------------------------------------------------------------------------

export const reserveLog = z.object({
  id: z.number().int(),
  type: z.enum(reserveTypes),
  /** Artwork at /api/assets/reserve/{type}/{image_id}.svg */
  image_id: z.number().int(),
  /** This item's share of the reserved amount, micro-USDT precision (6 decimals). */
  amount: z.string(),
  /** Expected return range of the item: amount + amount × min and max ROI (6 decimals). */
  min_amount: z.string(),
  max_amount: z.string(),
  /** The profit drawn when traded (6 decimals); null until then. */
  profit: z.string().nullable(),
  /** The rate drawn, in ppm of the amount; null until traded. */
  roi_ppm: z.number().int().nullable(),
  /** Percent, 2 decimals (see risk_factor above). */
  risk_factor: z.string(),
  /** 0 not traded yet, 1 traded. */
  status: z.number().int(),
  /** ISO 8601; null until traded. */
  traded_at: z.string().nullable(),
});
export type ReserveLog = z.infer<typeof reserveLog>;

export const reserveIncome = z.object({
  income_id: z.number().int(),
  is_paid: z.number().int(),
  /** The profit of the whole collection and the principal returned (6 decimals). */
  profit: z.string(),
  principal: z.string(),
  source: z.string(),
  /** ISO 8601 */
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type ReserveIncome = z.infer<typeof reserveIncome>;

export const reserveSubscription = z.object({
  id: z.number().int(),
  /** Shown as Reserve ID. */
  invoice_id: z.string(),
  type: z.enum(reserveTypes),
  amount_paid: z.string(),
  /** 0 open, 1 claimed. */
  is_claimed: z.number().int(),
  /** ISO 8601 */
  created_at: z.string(),
  /** ISO 8601: created_at + min_trade_time minutes. */
  next_trade_time: z.string(),
  /** The plan's terms as they were when reserved. */
  package: z.object({
    id: z.number().int(),
    level: z.number().int(),
    name: z.string(),
    minimum_price: z.string(),
    maximum_price: z.string(),
    min_roi_percentage: z.string(),
    roi_percentage: z.string(),
    min_trade_time: z.number().int(),
  }),
  /** The commitment: SHA-256 of the seed, hex. */
  seed_hash: z.string(),
  /** The seed, hex; null until the reservation is claimed. */
  seed: z.string().nullable(),
  reserve_logs: z.array(reserveLog),
  income: reserveIncome.nullable(),
});
export type ReserveSubscription = z.infer<typeof reserveSubscription>;

// GET reserve-dashboard
export const reserveDashboard = z.object({
  /** The reserve wallet (USDT, 2 decimals) and the summary boxes. */
  reserve_balance: z.string(),
  /**
   * What the member's reservations hold (the reserved hold of the ledger): taken from the reserve wallet when
   * reserving, it comes back with the profit once the claim is paid.
   */
  reserved_balance: z.string(),
  today_reserve_earning: z.string(),
  total_reserve_income: z.string(),
  /** Team benefits on reserve profits ('Team Benifits'). */
  level_bonus: z.string(),
  /** Open reservations and those made today (UTC), newest first. */
  reserve_history: z.array(reserveSubscription),
  /** The member's 50 most recent reservations, newest first. */
  all_reserve_history: z.array(reserveSubscription),
  /** ISO 8601: the server's clock, so a countdown does not depend on the device's. */
  server_time: z.string(),
});
export type ReserveDashboard = z.infer<typeof reserveDashboard>;
export const reserveDashboardResponse = z.object({ status: z.literal(true), data: reserveDashboard });
export type ReserveDashboardResponse = z.infer<typeof reserveDashboardResponse>;

// POST subscription/store with the reserve payload answers this.
export const reserveStoreResponse = z.object({
  status: z.literal(true),
  msg: z.string(),
  message: z.string(),
  data: reserveSubscription,
});
export type ReserveStoreResponse = z.infer<typeof reserveStoreResponse>;

// --- Trade ---------------------------------------------------------------------------------------------

// POST reserve/trade { id } (Tessera's own; the spec does not show the call behind 'Trade Now')
export const reserveTradeBody = z.strictObject({ id: positiveId(reserveMessages.logNotFound) });
export type ReserveTradeBody = z.input<typeof reserveTradeBody>;
export const reserveTradeResponse = z.object({
  status: z.literal(true),
  msg: z.string(),
  message: z.string(),
  data: z.object({
    /** The log id traded. */
    id: z.number().int(),
    /** The trade return: the profit drawn (6 decimals), shown in the Congratulations modal. */
    amount: z.string(),
    roi_ppm: z.number().int(),
    /** The item's amount plus the profit. */
    total: z.string(),
    /** Items of the collection still to trade; 0 means it can be claimed. */
    remaining: z.number().int(),
  }),
});
export type ReserveTradeResponse = z.infer<typeof reserveTradeResponse>;

// --- Claim ---------------------------------------------------------------------------------------------

// GET claim-profit?id={subscription id}&reserve_id={invoice_id}
export const claimProfitQuery = z.strictObject({
  id: positiveId(reserveMessages.notFound),
  reserve_id: z.string({ error: reserveMessages.notFound }).trim().min(1, reserveMessages.notFound).max(40),
});
export const claimProfitResponse = z.object({
  status: z.literal(true),
  msg: z.string(),
  message: z.string(),
  income_id: z.number().int(),
});
export type ClaimProfitResponse = z.infer<typeof claimProfitResponse>;

// GET check-claim-status/{income_id}
export const claimStatusParams = z.object({ income_id: positiveId(reserveMessages.incomeNotFound) });
export const claimStatusResponse = z.object({ status: z.literal(true), data: reserveIncome });
export type ClaimStatusResponse = z.infer<typeof claimStatusResponse>;

// --- Ticker --------------------------------------------------------------------------------------------

// GET reserve/ticker: the tape on the Crypto Trade tab, from Tessera's own results (no market data feed).
export const reserveTickerEntry = z.object({
  /** e.g. 'NFT Level 1'. */
  label: z.string(),
  /** The plan's disclosed range, e.g. '1.00%-1.50%'. */
  range: z.string(),
  /** The mean rate drawn by trades of the last 24 hours, percent; null when none. */
  last_24h_average: z.string().nullable(),
  trades_24h: z.number().int(),
});
export const reserveTickerResponse = z.object({
  status: z.literal(true),
  data: z.array(reserveTickerEntry),
});
export type ReserveTickerResponse = z.infer<typeof reserveTickerResponse>;

// --- Operator ------------------------------------------------------------------------------------------

// POST operator/reserve/plans/{id} { min_trade_time?, active? }: edits a plan; reservations keep their terms.
export const operatorReservePlanParams = z.object({ id: positiveId('No plan has this id') });
export const operatorReservePlanBody = z.strictObject({
  min_trade_time: z.number().int().min(0).max(10_080).optional(),
  active: z.boolean().optional(),
});
export const operatorReservePlanResponse = z.object({
  status: z.literal(true),
  data: reservePlan.extend({ active: z.boolean() }),
});
export type OperatorReservePlanResponse = z.infer<typeof operatorReservePlanResponse>;
