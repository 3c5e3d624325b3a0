import type { z } from 'zod';
import { fromMicros, type incomePlanChangeBody, percentPpm, toMicros } from '../../src/api/contract';
import type { Tx } from '../db/client';
import {
  incomePlanHistory,
  lockIncomePlan,
  type PlanInForce,
  type PlanTerms,
  writeIncomePlanVersion,
} from '../db/incomePlan';
import { ApiError } from './errors';
import { effectiveFromOf, type Written } from './planChanges';

type IncomeChange = z.output<typeof incomePlanChangeBody>;

const PPM_WHOLE = 1_000_000;

/** The latest version's terms with the change applied; a level or rank named twice is refused. */
function applied(latest: PlanTerms, change: IncomeChange, problems: Record<string, string[]>): PlanTerms {
  const levels = latest.levels.map((l) => ({ ...l }));
  const seenLevels = new Set<number>();
  for (const item of change.levels ?? []) {
    if (seenLevels.has(item.level)) problems.levels = [`Level ${item.level} is named twice`];
    seenLevels.add(item.level);
    const level = levels[item.level - 1]!;
    if (item.staking_percentage !== undefined) level.stakingRatePpm = percentPpm(item.staking_percentage);
    if (item.reserve_percentage !== undefined) level.reserveRatePpm = percentPpm(item.reserve_percentage);
  }
  const ranks = latest.ranks.map((r) => ({ ...r }));
  const seenRanks = new Set<string>();
  for (const item of change.ranks ?? []) {
    if (seenRanks.has(item.name)) problems.ranks = [`${item.name} is named twice`];
    seenRanks.add(item.name);
    const rank = ranks[Number(item.name.slice(3)) - 1]!;
    if (item.valid_directs !== undefined) rank.validDirects = item.valid_directs;
    if (item.team_business !== undefined) rank.teamBusiness = toMicros(item.team_business);
  }
  const qualifyingStake =
    change.qualifying_stake === undefined ? latest.qualifyingStake : toMicros(change.qualifying_stake);
  return { qualifyingStake, levels, ranks };
}

/**
 * Team income never pays out more than the income it comes from: the six levels' rates of each kind add up
 * to at most 100 %. A higher rank never asks for less than the one below it.
 */
function honestyProblems(plan: PlanTerms, problems: Record<string, string[]>) {
  for (const kind of ['stakingRatePpm', 'reserveRatePpm'] as const) {
    const total = plan.levels.reduce((sum, l) => sum + l[kind], 0);
    if (total > PPM_WHOLE) {
      const field = kind === 'stakingRatePpm' ? 'staking_percentage' : 'reserve_percentage';
      problems.levels = [
        ...(problems.levels ?? []),
        `The six levels' ${field} add up to more than 100 (${total / 10_000})`,
      ];
    }
  }
  plan.ranks.forEach((rank, i) => {
    const below = plan.ranks[i - 1];
    if (below && (rank.validDirects < below.validDirects || rank.teamBusiness < below.teamBusiness)) {
      problems.ranks = [
        ...(problems.ranks ?? []),
        `VIP${i + 1} must ask at least what VIP${i} asks (${below.validDirects} valid directs, ${fromMicros(below.teamBusiness)} USDT)`,
      ];
    }
  });
}

/**
 * A new version of the income plan: the latest version's terms with the change applied, checked to stay
 * honest, in force from `effective_from`. Publishers take turns on the plan's lock. The caller tells the
 * rank cache once the transaction has committed (incomePlanChanged).
 */
export async function changeIncomePlan(
  tx: Tx,
  change: IncomeChange,
  now: Date,
): Promise<Written<PlanInForce>> {
  const { effective_from: _e, ...named } = change;
  if (!Object.values(named).some((v) => v !== undefined)) {
    throw new ApiError(422, 'Name at least one term to change', {
      body: ['Name at least one term to change'],
    });
  }
  await lockIncomePlan(tx);
  const history = await incomePlanHistory(tx);
  const latest = history.at(-1);
  if (!latest) throw new Error('no income plan');
  const problems: Record<string, string[]> = {};
  const plan = applied(latest, change, problems);
  honestyProblems(plan, problems);
  const first = Object.values(problems)[0]?.[0];
  if (first) throw new ApiError(422, first, problems);
  const latestFrom = new Date(Math.max(...history.map((v) => v.effectiveFrom.getTime())));
  const effectiveFrom = effectiveFromOf(change.effective_from, now, latestFrom);
  // Valid members are counted when a version is written, so a new qualifying stake has to apply at once.
  if (change.qualifying_stake !== undefined && effectiveFrom > now) {
    const message = 'qualifying_stake can change only with effect from now';
    throw new ApiError(422, message, { qualifying_stake: [message] });
  }
  const version = await writeIncomePlanVersion(tx, plan, effectiveFrom);
  return { before: latest, after: { ...plan, version, effectiveFrom } };
}
