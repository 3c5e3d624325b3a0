import { z } from 'zod';
import { usernameText } from './common';
import { stakeMessages, stakingZones } from './stakingRules';
import { moneyCodeFields, paged, pageQuery } from './wallet';

export * from './stakingRules';

/**
 * Staking (Explore; spec document 1 §2–§5, §7). Paths are relative to `/api`; every call carries the member's
 * session token (Bearer).
 *
 * Rules the spec leaves to the server, defined here:
 * - Packages are data. The Executive zone holds Level 1–6 packages with a fixed term chosen by the member
 *   within the package's range (min_duration to duration days); the Free zone is flexible: no term, it runs
 *   until unstaked. Every package discloses its daily rate (roi_percentage, percent of the amount per day) and
 *   its early-exit charge (percent of the amount kept when unstaking before the term ends; 0 by default).
 * - The amount is whole USDT (digits only), a multiple of 50, within the package's minimum and maximum.
 *   Staking moves it from the Receiving wallet (pay_in) into the member's staked hold; 'Insufficient Balance'
 *   when pay_in is short. POST subscription/store requires an `Idempotency-Key` header like every money move.
 * - Which days pay: a stake made on UTC date D counts its first day on D+1. A return is paid for each whole
 *   UTC day the stake is held, once that day has ended, into the Out going wallet (pay_out): amount × daily
 *   rate, in micro-USDT, rounded down. A fixed term of N days counts D+1 … D+N; after day D+N the last return
 *   and the principal go to pay_out together and the stake is complete (status 2). Missed days are caught up,
 *   oldest first. Each (stake, day) is paid exactly once: members are grouped by id into fixed buckets, and a
 *   day is paid for a bucket only with its (day, bucket) claim, whose key is unique, in the same transaction.
 *   `days` and `paid_roi_income` count the days paid so far (`paid_roi_income` = days × the daily return).
 * - Unstake (POST subscription/{id}/cancel, status 1 only) needs the member's code like a withdrawal (`mpin`,
 *   `otp` requested by POST resendotp with `from: 'unstake'`, or `authenticator`) and an `Idempotency-Key`.
 *   It returns the amount less the package's early-exit charge to pay_out at once and stops the returns:
 *   an unstake on day X keeps the return of every day before X the stake was held (a day not paid yet is paid
 *   by the next run) and earns nothing from X on. A stake is unstaked at most once.
 * - GET staking/terms previews exactly what the stake would pay, computed by the same rule the store and the
 *   daily returns use. The yearly rate is the simple sum of 365 daily rates (no compounding).
 * - POST subscription/store also takes the reserve payload (model 'reserve'), answered as reserve.ts describes.
 */

/** A whole number sent as a JSON number or as digits (query strings, path ids); nothing else is coerced. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

// --- Packages -------------------------------------------------------------------------------------------

// GET packages?model=staking[&zone=executive|free]
export const packagesQuery = z.object({
  model: z.enum(['staking'], { error: 'model must be staking' }),
  zone: z.enum(stakingZones, { error: 'zone must be executive or free' }).optional(),
});
export const stakingPackage = z.object({
  id: z.number().int(),
  name: z.string(),
  /** URL path of the package artwork, served by the API (e.g. '/api/assets/packages/level-1.svg'). */
  image: z.string(),
  zone: z.enum(stakingZones),
  /** 1–6 in the Executive zone; null in the Free zone. */
  level: z.number().int().nullable(),
  /** Whole USDT, decimal strings. */
  minimum_price: z.string(),
  maximum_price: z.string(),
  /** Daily rate, percent of the amount per day (e.g. '0.50'). */
  roi_percentage: z.string(),
  /** Allowed term in days (Executive); both null in the Free zone (flexible). */
  min_duration: z.number().int().nullable(),
  duration: z.number().int().nullable(),
  /** Percent of the amount kept when unstaking before the term ends; '0.00' when none. */
  early_exit_charge_percentage: z.string(),
});
export type StakingPackage = z.infer<typeof stakingPackage>;
/** The spec reads the list at data.data. */
export const packagesResponse = z.object({
  status: z.literal(true),
  data: z.object({ data: z.array(stakingPackage) }),
});
export type PackagesResponse = z.infer<typeof packagesResponse>;

// --- Terms ---------------------------------------------------------------------------------------------

// GET staking/terms?package_id=&amount=&duration= (Tessera's own: what the member confirms)
export const stakeTermsQuery = z.object({
  package_id: wholeNumber(stakeMessages.plan, 1, 2_147_483_647),
  amount: z.string({ error: stakeMessages.amount }).max(32, stakeMessages.notDigits),
  duration: wholeNumber(stakeMessages.duration, 0, 100_000).optional(),
});
export type StakeTermsQuery = z.input<typeof stakeTermsQuery>;

export const stakeTerms = z.object({
  package_id: z.number().int(),
  package: z.string(),
  zone: z.enum(stakingZones),
  amount: z.string(),
  roi_percentage: z.string(),
  daily_return: z.string(),
  /** roi_percentage × 365, simple (no compounding). */
  yearly_percentage: z.string(),
  yearly_basis: z.literal('simple, 365 days'),
  /** The first day that earns (YYYY-MM-DD, UTC): the day after the stake. */
  start_date: z.string(),
  /** The last day that earns; null in the Free zone (runs until unstaked). */
  end_date: z.string().nullable(),
  /** The day the principal comes back by itself (after end_date); null in the Free zone. */
  principal_returned_on: z.string().nullable(),
  duration: z.number().int().nullable(),
  /** daily_return × duration; null in the Free zone (it depends on when you unstake). */
  expected_total_return: z.string().nullable(),
  /** amount + expected_total_return; null in the Free zone. */
  expected_total_payout: z.string().nullable(),
  early_exit_charge_percentage: z.string(),
  /** What an unstake today would keep and give back (the returns already paid stay paid). */
  unstake_charge_today: z.string(),
  unstake_return_today: z.string(),
});
export type StakeTerms = z.infer<typeof stakeTerms>;
export const stakeTermsResponse = z.object({ status: z.literal(true), data: stakeTerms });
export type StakeTermsResponse = z.infer<typeof stakeTermsResponse>;

// --- Subscriptions -------------------------------------------------------------------------------------

// GET subscriptions?model=staking&page=
export const subscriptionsQuery = z.object({
  model: z.enum(['staking'], { error: 'model must be staking' }),
  page: pageQuery,
});
export const stakeRecord = z.object({
  id: z.number().int(),
  /** The package's name. */
  package: z.string(),
  package_id: z.number().int(),
  amount_paid: z.string(),
  zone: z.enum(stakingZones),
  /** Shown as Stake id. */
  invoice_id: z.string(),
  /** Days paid so far. */
  days: z.number().int(),
  paid_roi_income: z.string(),
  /** 1 active, 0 unstaked, 2 complete. */
  status: z.number().int(),
  /** ISO 8601 */
  created_at: z.string(),
  roi_percentage: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  duration: z.number().int().nullable(),
  expected_total_return: z.string().nullable(),
  early_exit_charge_percentage: z.string(),
  /** ISO 8601: when the stake was unstaked or completed. */
  closed_at: z.string().nullable(),
});
export type StakeRecord = z.infer<typeof stakeRecord>;
export const subscriptionsResponse = z.object({ status: z.literal(true), data: paged(stakeRecord) });
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponse>;

// POST subscription/store (header Idempotency-Key)
const positiveId = (message: string) => wholeNumber(message, 1, 2_147_483_647);

export const stakeBody = z.strictObject({
  model: z.literal('staking'),
  package_id: positiveId(stakeMessages.plan),
  /** Whole USDT as digits; the rules are checked by stakeInputError against the package. */
  investment_amount: z
    .string({
      error: (issue) => (issue.input === undefined ? stakeMessages.amount : stakeMessages.notDigits),
    })
    .max(32, stakeMessages.notDigits),
  zone: z.enum(stakingZones, { error: stakeMessages.zone }),
  duration: wholeNumber(stakeMessages.duration, 0, 100_000).optional(),
  username: usernameText,
  subscription_type: z
    .enum(['variable'], { error: "subscription_type must be 'variable'" })
    .default('variable'),
});
export type StakeBody = z.input<typeof stakeBody>;

export const reserveStoreBody = z.strictObject({
  model: z.literal('reserve'),
  package_id: positiveId(stakeMessages.plan),
  type: z.enum(['nft', 'crypto'], { error: 'type must be nft or crypto' }),
  username: usernameText,
  subscription_type: z
    .enum(['variable'], { error: "subscription_type must be 'variable'" })
    .default('variable'),
});
export type ReserveStoreBody = z.input<typeof reserveStoreBody>;

export const subscriptionStoreBody = z.discriminatedUnion('model', [stakeBody, reserveStoreBody], {
  error: 'model must be staking or reserve',
});
export type SubscriptionStoreBody = z.input<typeof subscriptionStoreBody>;
export const subscriptionStoreResponse = z.object({
  status: z.literal(true),
  msg: z.string(),
  message: z.string(),
  data: stakeRecord,
});
export type SubscriptionStoreResponse = z.infer<typeof subscriptionStoreResponse>;

// POST subscription/{id}/cancel (header Idempotency-Key)
export const subscriptionParams = z.object({ id: positiveId(stakeMessages.notFound) });
export const unstakeBody = z.strictObject({ ...moneyCodeFields });
export type UnstakeBody = z.input<typeof unstakeBody>;
export const unstakeResponse = z.object({
  status: z.literal(true),
  msg: z.string(),
  message: z.string(),
  /** What went back to pay_out, and what the early-exit charge kept. */
  returned: z.string(),
  charge: z.string(),
  data: stakeRecord,
});
export type UnstakeResponse = z.infer<typeof unstakeResponse>;

// --- Operator ------------------------------------------------------------------------------------------

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      message: 'date must be a real calendar date (YYYY-MM-DD)',
    },
  );

// POST operator/staking/accrue { date? }: pays every return due through `date` (default: yesterday, UTC).
export const operatorAccrueBody = z.strictObject({ date: isoDate.optional() });
export const operatorAccrueResponse = z.object({
  status: z.literal(true),
  data: z.object({
    /** The last day paid through (YYYY-MM-DD). */
    through: z.string(),
    /** 'busy' when another instance was running the job; nothing was done by this call. */
    outcome: z.enum(['done', 'busy']),
    returns_paid: z.number().int(),
    returns_total: z.string(),
    stakes_completed: z.number().int(),
    principal_returned: z.string(),
  }),
});
export type OperatorAccrueResponse = z.infer<typeof operatorAccrueResponse>;
