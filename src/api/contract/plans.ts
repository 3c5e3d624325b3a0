import { z } from 'zod';
import { usdtAmount, usdtAmountOrZero } from './money';
import { reserveTypes } from './reserve';
import { STAKE_STEP_USDT, stakingZones } from './stakingRules';
import { incomePlan, LEVELS } from './team';

/**
 * Plans as data, for the operator (Tessera's own, under `/api/operator`; not in the spec): the staking
 * packages, the reserve plans and the income plan, each a series of versions. Field names are the member
 * side's (GET packages, GET reserve-packages, GET income-plan).
 *
 * - A change writes a new version in force from `effective_from` (ISO 8601 with an offset; omitted: now). It is
 *   never in the past, and never before a version already written: a plan's versions follow each other in
 *   time, so the latest written is the one that is (or will be) in force last. To correct a scheduled
 *   version, write another from the same moment (the later-written one wins a tie).
 * - A change names only the terms it changes; the others are carried over from the latest version written.
 * - The income plan's qualifying_stake changes only with effect from now: valid members are counted when a
 *   version is written.
 * - The version in force at a moment is the latest whose effective_from has passed. What members see (package
 *   and plan lists, the terms preview) and what a new stake or reservation is made on is the version in force
 *   at that moment; a stake or reservation keeps the terms it was made on, whatever comes later.
 * - Terms stay honest: amounts positive and a minimum at most its maximum (staking amounts whole USDT in steps
 *   of 50), a return range's low end at most its top and at most 100 %, a daily rate above 0, an early-exit
 *   charge below 100 %, an Executive term of at least a day with its shortest at most its longest (a Free zone
 *   package has no term), a reserve wait of 0–10080 minutes and 1–12 items. Team income per level 0–100 % and
 *   the six levels together at most 100 % of the income they come from, a positive qualifying stake, and a rank
 *   ladder where no rank asks less than the one below.
 * - Refusals: 404 for an unknown id; 422 with `errors` per field for anything else, and nothing is written.
 * - Every change is audited with the version before (the latest written until then) and after.
 */

export const PLAN_MAX_TERM_DAYS = 3_650;
export const PLAN_MAX_TRADE_MINUTES = 10_080;
export const PLAN_MAX_ITEMS = 12;

const percentShape = /^\d{1,3}(\.\d{1,4})?$/;
/** A percent with at most four decimals ('0.50', '1.2345') as parts per million of the amount. */
export const percentPpm = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
};
const percent = (field: string, opts: { above0?: boolean; below100?: boolean } = {}) =>
  z
    .string({ error: `${field} must be a percent, e.g. '0.50'` })
    .trim()
    .regex(percentShape, `${field} must be a percent with at most 4 decimals, e.g. '0.50'`)
    .refine((s) => !percentShape.test(s) || percentPpm(s) <= 1_000_000, `${field} must be at most 100`)
    .refine(
      (s) => !opts.above0 || !percentShape.test(s) || percentPpm(s) > 0,
      `${field} must be greater than 0`,
    )
    .refine(
      (s) => !opts.below100 || !percentShape.test(s) || percentPpm(s) < 1_000_000,
      `${field} must be below 100`,
    );
const whole = (field: string, min: number, max: number) => {
  const message = `${field} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};
const wholeUsdt = /^[1-9]\d{0,9}$/;
const stakeAmount = (field: string) =>
  z
    .string({ error: `${field} must be whole USDT, e.g. '100'` })
    .trim()
    .regex(wholeUsdt, `${field} must be whole USDT, e.g. '100'`)
    .refine(
      (s) => !wholeUsdt.test(s) || BigInt(s) % STAKE_STEP_USDT === 0n,
      `${field} must be a multiple of ${STAKE_STEP_USDT}`,
    );
const effectiveFrom = z.iso
  .datetime({ offset: true, error: 'effective_from must be an ISO 8601 time, e.g. 2026-12-01T00:00:00Z' })
  .optional();

const planParams = (message: string) =>
  z.object({
    id: z.preprocess(
      (value) => (typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value),
      z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message),
    ),
  });

// --- Versions as shown --------------------------------------------------------------------------------------

const versionHead = {
  version: z.number().int(),
  /** ISO 8601 */
  effective_from: z.string(),
};

/** A staking package's terms in one version, named as GET packages names them. */
export const stakingPackageTerms = z.object({
  ...versionHead,
  minimum_price: z.string(),
  maximum_price: z.string(),
  roi_percentage: z.string(),
  min_duration: z.number().int().nullable(),
  duration: z.number().int().nullable(),
  early_exit_charge_percentage: z.string(),
  active: z.boolean(),
});
export type StakingPackageTerms = z.infer<typeof stakingPackageTerms>;

/** A reserve plan's terms in one version, named as GET reserve-packages names them. */
export const reservePlanTerms = z.object({
  ...versionHead,
  minimum_price: z.string(),
  maximum_price: z.string(),
  min_roi_percentage: z.string(),
  roi_percentage: z.string(),
  min_trade_time: z.number().int(),
  item_count: z.number().int(),
  active: z.boolean(),
});
export type ReservePlanTerms = z.infer<typeof reservePlanTerms>;

/** `in_force`: the version members see now; `scheduled`: versions written to take effect later, soonest first. */
const timeline = <T extends z.ZodType>(terms: T) => ({ in_force: terms, scheduled: z.array(terms) });

export const operatorStakingPackage = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  zone: z.enum(stakingZones),
  level: z.number().int().nullable(),
  ...timeline(stakingPackageTerms),
});
export type OperatorStakingPackage = z.infer<typeof operatorStakingPackage>;

export const operatorReservePlan = z.object({
  id: z.number().int(),
  type: z.enum(reserveTypes),
  level: z.number().int(),
  name: z.string(),
  ...timeline(reservePlanTerms),
});
export type OperatorReservePlan = z.infer<typeof operatorReservePlan>;

export const operatorIncomePlan = z.object(timeline(incomePlan));
export type OperatorIncomePlan = z.infer<typeof operatorIncomePlan>;

// GET operator/plans
export const operatorPlansResponse = z.object({
  status: z.literal(true),
  data: z.object({
    staking: z.array(operatorStakingPackage),
    reserve: z.array(operatorReservePlan),
    income: operatorIncomePlan,
  }),
});
export type OperatorPlansResponse = z.infer<typeof operatorPlansResponse>;

// --- Changes ------------------------------------------------------------------------------------------------

// POST operator/plans/staking/{id}
export const stakingPackageParams = planParams('No package has this id');
export const stakingPackageChangeBody = z.strictObject({
  minimum_price: stakeAmount('minimum_price').optional(),
  maximum_price: stakeAmount('maximum_price').optional(),
  roi_percentage: percent('roi_percentage', { above0: true }).optional(),
  /** Executive packages only: the shortest and longest term a member may choose, in days. */
  min_duration: whole('min_duration', 1, PLAN_MAX_TERM_DAYS).optional(),
  duration: whole('duration', 1, PLAN_MAX_TERM_DAYS).optional(),
  early_exit_charge_percentage: percent('early_exit_charge_percentage', { below100: true }).optional(),
  /** false takes the package off offer: not listed, and no new stake is made on it. */
  active: z.boolean({ error: 'active must be true or false' }).optional(),
  effective_from: effectiveFrom,
});
export type StakingPackageChangeBody = z.input<typeof stakingPackageChangeBody>;
export const stakingPackageChangeResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  msg: z.string(),
  data: z.object({ plan: operatorStakingPackage, version: stakingPackageTerms }),
});
export type StakingPackageChangeResponse = z.infer<typeof stakingPackageChangeResponse>;

// POST operator/plans/reserve/{id}
export const reservePlanParams = planParams('No plan has this id');
export const reservePlanChangeBody = z.strictObject({
  minimum_price: usdtAmount.optional(),
  maximum_price: usdtAmount.optional(),
  min_roi_percentage: percent('min_roi_percentage').optional(),
  roi_percentage: percent('roi_percentage').optional(),
  min_trade_time: whole('min_trade_time', 0, PLAN_MAX_TRADE_MINUTES).optional(),
  item_count: whole('item_count', 1, PLAN_MAX_ITEMS).optional(),
  /** false takes the plan off sale: not listed, and no new reservation is made on it. */
  active: z.boolean({ error: 'active must be true or false' }).optional(),
  effective_from: effectiveFrom,
});
export type ReservePlanChangeBody = z.input<typeof reservePlanChangeBody>;
export const reservePlanChangeResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  msg: z.string(),
  data: z.object({ plan: operatorReservePlan, version: reservePlanTerms }),
});
export type ReservePlanChangeResponse = z.infer<typeof reservePlanChangeResponse>;

// POST operator/plans/income: levels and ranks name only those that change.
export const incomePlanChangeBody = z.strictObject({
  qualifying_stake: usdtAmount.optional(),
  levels: z
    .array(
      z.strictObject({
        level: whole('level', 1, LEVELS),
        staking_percentage: percent('staking_percentage').optional(),
        reserve_percentage: percent('reserve_percentage').optional(),
      }),
    )
    .min(1, 'levels must name at least one level')
    .max(LEVELS, `levels must name at most ${LEVELS} levels`)
    .optional(),
  ranks: z
    .array(
      z.strictObject({
        name: z.enum(['VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5', 'VIP6'], {
          error: 'name must be one of VIP1 … VIP6',
        }),
        valid_directs: whole('valid_directs', 0, 1_000_000).optional(),
        team_business: usdtAmountOrZero.optional(),
      }),
    )
    .min(1, 'ranks must name at least one rank')
    .max(LEVELS, `ranks must name at most ${LEVELS} ranks`)
    .optional(),
  effective_from: effectiveFrom,
});
export type IncomePlanChangeBody = z.input<typeof incomePlanChangeBody>;
export const incomePlanChangeResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  msg: z.string(),
  data: z.object({ plan: operatorIncomePlan, version: incomePlan }),
});
export type IncomePlanChangeResponse = z.infer<typeof incomePlanChangeResponse>;
