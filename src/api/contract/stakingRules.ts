import { fromMicros, MICROS_PER_USDT } from './moneyRules';

/**
 * Staking's plain rules (contract/staking.ts): no validator, so the stake form and the server check an amount
 * and a duration by the very same code, and compute returns and charges by the same arithmetic.
 */

export const stakingZones = ['executive', 'free'] as const;
export type StakingZone = (typeof stakingZones)[number];
export const stakingZoneLabels: Record<StakingZone, string> = {
  executive: 'Executive Zone',
  free: 'Free Zone',
};

/** 1 active (may be unstaked), 0 unstaked by the member, 2 complete (the term ended, principal paid back). */
export const stakeStatuses = { unstaked: 0, active: 1, completed: 2 } as const;
export type StakeStatus = (typeof stakeStatuses)[keyof typeof stakeStatuses];
export const stakeStatusLabels: Record<StakeStatus, string> = { 0: 'Unstaked', 1: 'Active', 2: 'Completed' };

/** Stake amounts are whole USDT in steps of this many. */
export const STAKE_STEP_USDT = 50n;
/** Rates are kept as parts per million of the amount: 13_000 ppm is 1.3 %. */
export const RATE_PPM_PER_PERCENT = 10_000;
export const DAYS_PER_YEAR = 365;

export const stakeMessages = {
  plan: 'Please select your plan first',
  amount: 'Please Enter Amount',
  notDigits: 'Please enter the amount in whole USDT (digits only)',
  multiple: 'Please Enter amount multiple of 50',
  zone: 'Please Choose Zone',
  duration: 'Duration is required',
  noDuration: 'Free Zone stakes have no duration; they run until you unstake',
  reserve: 'Reserve is not available yet',
  notFound: 'No stake has this id',
  notActive: 'This stake is no longer active',
} as const;

export const amountRangeMessage = (minimum: string, maximum: string) =>
  `Please Enter amount between ${minimum} USDT - ${maximum} USDT`;
export const durationRangeMessage = (min: number, max: number) =>
  `Please choose a duration between ${min} and ${max} days`;

/** A rate in ppm as a percent with at least two decimals: 13_000 → '1.30', 12_345 → '1.2345'. */
export function ratePercent(ppm: number | bigint): string {
  const text = fromMicros(BigInt(ppm) * 100n, 6).replace(/0+$/, '');
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** What a stake of `amount` micro-USDT earns in one day at `ratePpm`, rounded down to a micro-USDT. */
export const dailyReturnMicros = (amount: bigint, ratePpm: number) => (amount * BigInt(ratePpm)) / 1_000_000n;
/** What an unstake keeps of `amount` at `chargePpm`, rounded down (the member is never charged a fraction more). */
export const exitChargeMicros = (amount: bigint, chargePpm: number) =>
  (amount * BigInt(chargePpm)) / 1_000_000n;

/** The limits of a package the amount and duration rules need. */
export interface StakeLimits {
  zone: StakingZone;
  minimumMicros: bigint;
  maximumMicros: bigint;
  minDuration: number | null;
  maxDuration: number | null;
}

/**
 * The spec's stake rules in the spec's order, as { field, message } of the first one broken, or null. The
 * amount is the text the member typed; the server runs the same check before anything moves.
 */
export function stakeInputError(
  limits: StakeLimits,
  input: { amount: string | undefined; duration: number | undefined },
): { field: 'investment_amount' | 'duration'; message: string } | null {
  const amount = input.amount?.trim() ?? '';
  if (amount === '') return { field: 'investment_amount', message: stakeMessages.amount };
  if (!/^\d{1,15}$/.test(amount)) return { field: 'investment_amount', message: stakeMessages.notDigits };
  const micros = BigInt(amount) * MICROS_PER_USDT;
  if (micros < limits.minimumMicros || micros > limits.maximumMicros) {
    return {
      field: 'investment_amount',
      message: amountRangeMessage(fromMicros(limits.minimumMicros, 0), fromMicros(limits.maximumMicros, 0)),
    };
  }
  if (BigInt(amount) % STAKE_STEP_USDT !== 0n) {
    return { field: 'investment_amount', message: stakeMessages.multiple };
  }
  if (limits.zone === 'free') {
    return input.duration === undefined ? null : { field: 'duration', message: stakeMessages.noDuration };
  }
  if (input.duration === undefined) return { field: 'duration', message: stakeMessages.duration };
  const min = limits.minDuration ?? 1;
  const max = limits.maxDuration ?? min;
  if (input.duration < min || input.duration > max) {
    return { field: 'duration', message: durationRangeMessage(min, max) };
  }
  return null;
}
