import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fromMicros,
  MICROS_PER_USDT,
  percentPpm,
  type reservePlanChangeBody,
  type stakingPackageChangeBody,
  toMicros,
} from '../../src/api/contract';
import type { Tx } from '../db/client';
import { type PlanVersionRow, planVersions } from '../db/reservePlans';
import { reservePlans, reservePlanVersions, stakingPackages, stakingPackageVersions } from '../db/schema';
import { type PackageVersionRow, packageVersions } from '../db/stakingPackages';
import { ApiError } from './errors';

type StakingChange = z.output<typeof stakingPackageChangeBody>;
type ReserveChange = z.output<typeof reservePlanChangeBody>;
type Problems = Record<string, string[]>;

/** Each reserve item gets at least this much of the smallest reservation. */
const MIN_ITEM_MICROS = 10_000n;

/** A refusal with every broken rule, by field, when there is any. */
function refuseIf(problems: Problems) {
  const first = Object.values(problems)[0]?.[0];
  if (first) throw new ApiError(422, first, problems);
}

/**
 * When a new version takes effect: the stated time, or now. Never in the past, and never before the latest
 * version written, so a plan's versions follow each other in time and the latest by number is the latest by
 * time.
 */
export function effectiveFromOf(stated: string | undefined, now: Date, latest: Date): Date {
  const at = stated === undefined ? now : new Date(stated);
  if (at < now) {
    throw new ApiError(422, 'effective_from must be now or later', {
      effective_from: ['effective_from must be now or later, never in the past'],
    });
  }
  if (at < latest) {
    const message = `A version already takes effect at ${latest.toISOString()}: a change must take effect then or later`;
    throw new ApiError(422, message, { effective_from: [message] });
  }
  return at;
}

const terms = <T extends { effective_from?: string | undefined }>(change: T) => {
  const { effective_from: _e, ...rest } = change;
  return Object.values(rest).some((v) => v !== undefined);
};
const nothingToChange = () =>
  new ApiError(422, 'Name at least one term to change', { body: ['Name at least one term to change'] });

/** The latest version written, and the number the next one takes. */
function latestOf<T extends { version: number }>(versions: T[]) {
  const latest = versions.at(-1);
  if (!latest) throw new Error('a plan has no version');
  return { latest, next: Math.max(...versions.map((v) => v.version)) + 1 };
}

export interface Written<T> {
  before: T;
  after: T;
}

/**
 * A new version of a staking package: the latest version's terms with the change applied, checked to stay
 * honest, in force from `effective_from`. The package row is locked, so changes to one package take turns
 * (a lock that stakes referring to the package do not wait for).
 */
export async function changeStakingPackage(
  tx: Tx,
  id: number,
  change: StakingChange,
  now: Date,
): Promise<Written<PackageVersionRow>> {
  const [pkg] = await tx
    .select()
    .from(stakingPackages)
    .where(eq(stakingPackages.id, id))
    .for('no key update');
  if (!pkg) throw new ApiError(404, 'No package has this id');
  if (!terms(change)) throw nothingToChange();
  const { latest, next } = latestOf(await packageVersions(tx, id));
  const proposed = {
    minimumPrice:
      change.minimum_price === undefined
        ? latest.minimumPrice
        : BigInt(change.minimum_price) * MICROS_PER_USDT,
    maximumPrice:
      change.maximum_price === undefined
        ? latest.maximumPrice
        : BigInt(change.maximum_price) * MICROS_PER_USDT,
    dailyRatePpm:
      change.roi_percentage === undefined ? latest.dailyRatePpm : percentPpm(change.roi_percentage),
    minDuration: change.min_duration ?? latest.minDuration,
    maxDuration: change.duration ?? latest.maxDuration,
    earlyExitChargePpm:
      change.early_exit_charge_percentage === undefined
        ? latest.earlyExitChargePpm
        : percentPpm(change.early_exit_charge_percentage),
    active: change.active ?? latest.active,
  };
  const problems: Problems = {};
  if (proposed.minimumPrice > proposed.maximumPrice) {
    problems.minimum_price = [
      `minimum_price must be at most maximum_price (${fromMicros(proposed.maximumPrice, 0)})`,
    ];
  }
  if (pkg.zone === 'free') {
    for (const field of ['min_duration', 'duration'] as const) {
      if (change[field] !== undefined) problems[field] = ['A Free zone package has no term'];
    }
  } else if ((proposed.minDuration ?? 0) > (proposed.maxDuration ?? 0)) {
    problems.min_duration = [`min_duration must be at most duration (${proposed.maxDuration} days)`];
  }
  refuseIf(problems);
  const effectiveFrom = effectiveFromOf(change.effective_from, now, latest.effectiveFrom);
  const [after] = await tx
    .insert(stakingPackageVersions)
    .values({ packageId: id, version: next, effectiveFrom, ...proposed })
    .returning();
  return { before: latest, after: after! };
}

/**
 * A new version of a reserve plan: the latest version's terms with the change applied, checked to stay
 * honest, in force from `effective_from`. The plan row is locked, so changes to one plan take turns.
 */
export async function changeReservePlan(
  tx: Tx,
  id: number,
  change: ReserveChange,
  now: Date,
): Promise<Written<PlanVersionRow>> {
  const [plan] = await tx.select().from(reservePlans).where(eq(reservePlans.id, id)).for('no key update');
  if (!plan) throw new ApiError(404, 'No plan has this id');
  if (!terms(change)) throw nothingToChange();
  const { latest, next } = latestOf(await planVersions(tx, id));
  const proposed = {
    minimumPrice: change.minimum_price === undefined ? latest.minimumPrice : toMicros(change.minimum_price),
    maximumPrice: change.maximum_price === undefined ? latest.maximumPrice : toMicros(change.maximum_price),
    minRoiPpm:
      change.min_roi_percentage === undefined ? latest.minRoiPpm : percentPpm(change.min_roi_percentage),
    maxRoiPpm: change.roi_percentage === undefined ? latest.maxRoiPpm : percentPpm(change.roi_percentage),
    minTradeTime: change.min_trade_time ?? latest.minTradeTime,
    itemCount: change.item_count ?? latest.itemCount,
    active: change.active ?? latest.active,
  };
  const problems: Problems = {};
  if (proposed.minimumPrice > proposed.maximumPrice) {
    problems.minimum_price = [
      `minimum_price must be at most maximum_price (${fromMicros(proposed.maximumPrice, 2)})`,
    ];
  } else if (proposed.minimumPrice < MIN_ITEM_MICROS * BigInt(proposed.itemCount)) {
    problems.minimum_price = [
      `minimum_price must give each of the ${proposed.itemCount} items at least ${fromMicros(MIN_ITEM_MICROS, 2)} USDT`,
    ];
  }
  if (proposed.minRoiPpm > proposed.maxRoiPpm) {
    problems.min_roi_percentage = ['min_roi_percentage must be at most roi_percentage'];
  }
  refuseIf(problems);
  const effectiveFrom = effectiveFromOf(change.effective_from, now, latest.effectiveFrom);
  const [after] = await tx
    .insert(reservePlanVersions)
    .values({ planId: id, version: next, effectiveFrom, ...proposed })
    .returning();
  return { before: latest, after: after! };
}
