import {
  DAYS_PER_YEAR,
  dailyReturnMicros,
  exitChargeMicros,
  fromMicros,
  ratePercent,
  type StakeLimits,
  type StakeTerms,
  type StakingPackage,
  type StakingZone,
  stakeStatuses,
} from '../../src/api/contract';
import type { PackageTerms } from '../db/stakingPackages';

type PackageRow = PackageTerms;

/** The UTC calendar date of an instant, 'YYYY-MM-DD'. */
export const utcDate = (at: Date) => at.toISOString().slice(0, 10);

/** `date` moved by `days` whole days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00.000Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return utcDate(at);
}

/**
 * Members are grouped by id into buckets of this many for the daily returns: a day is claimed and paid per
 * bucket, and every stake of a member shares the member's bucket and so its progress.
 */
export const ACCRUAL_BUCKET_MEMBERS = 1024;
export const accrualBucketOf = (memberId: number) => Math.floor(memberId / ACCRUAL_BUCKET_MEMBERS);

/** The earning window and state of a stake, as stored. */
export interface StakeDates {
  startDate: string;
  endDate: string | null;
  status: number;
  closedAt: Date | null;
}

/**
 * The days a stake has been paid for when its bucket is paid through `paidThrough` (null: nothing yet). A
 * stake earns a day when it was held the whole UTC day: from its start date to its end date, and for an
 * unstaked one, up to the day before the unstake.
 */
export function paidDays(stake: StakeDates, paidThrough: string | null): number {
  if (paidThrough === null) return 0;
  let last = paidThrough;
  if (stake.endDate !== null && stake.endDate < last) last = stake.endDate;
  if (stake.status === stakeStatuses.unstaked && stake.closedAt !== null) {
    const dayBeforeClose = addDays(utcDate(stake.closedAt), -1);
    if (dayBeforeClose < last) last = dayBeforeClose;
  }
  if (last < stake.startDate) return 0;
  return (
    Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${stake.startDate}T00:00:00Z`)) / 86_400_000) +
    1
  );
}

export const packageImagePath = (file: string) => `/api/assets/packages/${file}`;

export const limitsOf = (row: PackageRow): StakeLimits => ({
  zone: row.zone,
  minimumMicros: row.minimumPrice,
  maximumMicros: row.maximumPrice,
  minDuration: row.minDuration,
  maxDuration: row.maxDuration,
});

export function packageView(row: PackageRow): StakingPackage {
  return {
    id: row.id,
    name: row.name,
    image: packageImagePath(row.imageFile),
    zone: row.zone,
    level: row.level,
    minimum_price: fromMicros(row.minimumPrice, 0),
    maximum_price: fromMicros(row.maximumPrice, 0),
    roi_percentage: ratePercent(row.dailyRatePpm),
    min_duration: row.minDuration,
    duration: row.maxDuration,
    early_exit_charge_percentage: ratePercent(row.earlyExitChargePpm),
  };
}

/** Everything that decides what a stake pays; frozen into the stake when it is made. */
export interface StakeBasis {
  packageId: number;
  packageName: string;
  zone: StakingZone;
  amount: bigint;
  dailyRatePpm: number;
  earlyExitChargePpm: number;
  durationDays: number | null;
  /** The UTC date the stake was (or would be) made. */
  stakeDate: string;
}

/** The schedule of a stake: the first and last days that earn, and the day the principal comes back. */
export function stakeSchedule(basis: Pick<StakeBasis, 'durationDays' | 'stakeDate'>) {
  const startDate = addDays(basis.stakeDate, 1);
  const endDate = basis.durationDays === null ? null : addDays(basis.stakeDate, basis.durationDays);
  return { startDate, endDate, principalReturnedOn: endDate === null ? null : addDays(endDate, 1) };
}

/**
 * The terms the member confirms, and what the stake, the daily returns and an unstake then use: one
 * function, so the preview cannot differ from what is paid.
 */
export function stakeTermsOf(basis: StakeBasis): StakeTerms & {
  dailyReturn: bigint;
  unstakeCharge: bigint;
  unstakeReturn: bigint;
} {
  const dailyReturn = dailyReturnMicros(basis.amount, basis.dailyRatePpm);
  const unstakeCharge = exitChargeMicros(basis.amount, basis.earlyExitChargePpm);
  const unstakeReturn = basis.amount - unstakeCharge;
  const { startDate, endDate, principalReturnedOn } = stakeSchedule(basis);
  const total = basis.durationDays === null ? null : dailyReturn * BigInt(basis.durationDays);
  return {
    package_id: basis.packageId,
    package: basis.packageName,
    zone: basis.zone,
    amount: fromMicros(basis.amount, 2),
    roi_percentage: ratePercent(basis.dailyRatePpm),
    daily_return: fromMicros(dailyReturn),
    yearly_percentage: ratePercent(basis.dailyRatePpm * DAYS_PER_YEAR),
    yearly_basis: 'simple, 365 days',
    start_date: startDate,
    end_date: endDate,
    principal_returned_on: principalReturnedOn,
    duration: basis.durationDays,
    expected_total_return: total === null ? null : fromMicros(total),
    expected_total_payout: total === null ? null : fromMicros(basis.amount + total),
    early_exit_charge_percentage: ratePercent(basis.earlyExitChargePpm),
    unstake_charge_today: fromMicros(unstakeCharge),
    unstake_return_today: fromMicros(unstakeReturn),
    dailyReturn,
    unstakeCharge,
    unstakeReturn,
  };
}
