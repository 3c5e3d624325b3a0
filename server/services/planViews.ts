import {
  fromMicros,
  type IncomePlan,
  type OperatorIncomePlan,
  type OperatorReservePlan,
  type OperatorStakingPackage,
  type ReservePlanTerms,
  ratePercent,
  type StakingPackageTerms,
} from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { incomePlanHistory, type PlanInForce } from '../db/incomePlan';
import { type PlanVersionRow, planVersions } from '../db/reservePlans';
import { reservePlans, stakingPackages } from '../db/schema';
import { type PackageVersionRow, packageVersions } from '../db/stakingPackages';
import { packageImagePath } from './stakingTerms';

type StakingTermsRow = Omit<PackageVersionRow, 'packageId' | 'createdAt'>;
type ReserveTermsRow = Omit<PlanVersionRow, 'planId' | 'createdAt'>;

export const stakingTermsView = (row: StakingTermsRow): StakingPackageTerms => ({
  version: row.version,
  effective_from: row.effectiveFrom.toISOString(),
  minimum_price: fromMicros(row.minimumPrice, 0),
  maximum_price: fromMicros(row.maximumPrice, 0),
  roi_percentage: ratePercent(row.dailyRatePpm),
  min_duration: row.minDuration,
  duration: row.maxDuration,
  early_exit_charge_percentage: ratePercent(row.earlyExitChargePpm),
  active: row.active,
});

export const reserveTermsView = (row: ReserveTermsRow): ReservePlanTerms => ({
  version: row.version,
  effective_from: row.effectiveFrom.toISOString(),
  minimum_price: fromMicros(row.minimumPrice, 2),
  maximum_price: fromMicros(row.maximumPrice, 2),
  min_roi_percentage: ratePercent(row.minRoiPpm),
  roi_percentage: ratePercent(row.maxRoiPpm),
  min_trade_time: row.minTradeTime,
  item_count: row.itemCount,
  active: row.active,
});

export function incomePlanView(plan: PlanInForce): IncomePlan {
  return {
    version: plan.version,
    effective_from: plan.effectiveFrom.toISOString(),
    qualifying_stake: fromMicros(plan.qualifyingStake),
    levels: plan.levels.map((l, i) => ({
      level: i + 1,
      staking_percentage: ratePercent(l.stakingRatePpm),
      reserve_percentage: ratePercent(l.reserveRatePpm),
    })),
    ranks: plan.ranks.map((r, i) => ({
      name: `VIP${i + 1}`,
      valid_directs: r.validDirects,
      team_business: fromMicros(r.teamBusiness),
    })),
  };
}

/**
 * One plan's versions, oldest first, split at `now`: the one in force (the latest that has taken effect)
 * and those still to come, soonest first.
 */
export function splitAt<T extends { effectiveFrom: Date }>(versions: T[], now: Date) {
  const started = versions.filter((v) => v.effectiveFrom <= now);
  const inForce = started.at(-1);
  if (!inForce) throw new Error('a plan has no version in force');
  return { inForce, scheduled: versions.filter((v) => v.effectiveFrom > now) };
}

const byId = <T>(rows: T[], idOf: (row: T) => number) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(idOf(row), [...(groups.get(idOf(row)) ?? []), row]);
  return (id: number) => groups.get(id) ?? [];
};

/** Every staking package (or one) with its version in force at `now` and the versions scheduled after it. */
export async function operatorStakingPackages(
  tx: DbOrTx,
  now: Date,
  id?: number,
): Promise<OperatorStakingPackage[]> {
  const identities = await tx
    .select()
    .from(stakingPackages)
    .orderBy(stakingPackages.sortOrder, stakingPackages.id);
  const versionsOf = byId(await packageVersions(tx, id), (v) => v.packageId);
  return identities
    .filter((p) => id === undefined || p.id === id)
    .map((p) => {
      const { inForce, scheduled } = splitAt(versionsOf(p.id), now);
      return {
        id: p.id,
        name: p.name,
        image: packageImagePath(p.imageFile),
        zone: p.zone,
        level: p.level,
        in_force: stakingTermsView(inForce),
        scheduled: scheduled.map(stakingTermsView),
      };
    });
}

/** Every reserve plan (or one) with its version in force at `now` and the versions scheduled after it. */
export async function operatorReservePlans(
  tx: DbOrTx,
  now: Date,
  id?: number,
): Promise<OperatorReservePlan[]> {
  const identities = await tx.select().from(reservePlans).orderBy(reservePlans.id);
  const versionsOf = byId(await planVersions(tx, id), (v) => v.planId);
  return identities
    .filter((p) => id === undefined || p.id === id)
    .map((p) => {
      const { inForce, scheduled } = splitAt(versionsOf(p.id), now);
      return {
        id: p.id,
        type: p.type,
        level: p.level,
        name: p.name,
        in_force: reserveTermsView(inForce),
        scheduled: scheduled.map(reserveTermsView),
      };
    });
}

/** The income plan's version in force at `now` and the versions scheduled after it. */
export async function operatorIncomePlan(tx: DbOrTx, now: Date): Promise<OperatorIncomePlan> {
  const { inForce, scheduled } = splitAt(await incomePlanHistory(tx), now);
  return { in_force: incomePlanView(inForce), scheduled: scheduled.map(incomePlanView) };
}
