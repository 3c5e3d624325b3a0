import { desc, eq, lte, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, perDatabase, type Tx } from './handle';
import { incomePlanLevels, incomePlanRanks, incomePlanVersions } from './schema';

const usdt = (whole: number) => BigInt(whole) * 1_000_000n;
/** Percent as parts per million: 10 % is 100_000 ppm. */
const ppm = (percent: number) => Math.round(percent * 10_000);

export interface PlanTerms {
  qualifyingStake: bigint;
  /** Index 0 is level 1. */
  levels: { stakingRatePpm: number; reserveRatePpm: number }[];
  /** Index 0 is VIP1. */
  ranks: { validDirects: number; teamBusiness: bigint }[];
}

/**
 * Version 1: level income on staking returns 10/5/3/2/1/1 %, team benefits on reserve profits
 * 5/3/2/1/0.5/0.5 %, a Valid Member holds at least 100 USDT of active stakes, and VIP1–VIP6 need valid directs
 * and team business of 1 & 500, 3 & 5,000, 5 & 25,000, 8 & 100,000, 12 & 300,000, 20 & 1,000,000 USDT.
 */
export const firstPlan: PlanTerms = {
  qualifyingStake: usdt(100),
  levels: [
    [10, 5],
    [5, 3],
    [3, 2],
    [2, 1],
    [1, 0.5],
    [1, 0.5],
  ].map(([staking, reserve]) => ({ stakingRatePpm: ppm(staking!), reserveRatePpm: ppm(reserve!) })),
  ranks: [
    [1, 500],
    [3, 5_000],
    [5, 25_000],
    [8, 100_000],
    [12, 300_000],
    [20, 1_000_000],
  ].map(([directs, business]) => ({ validDirects: directs!, teamBusiness: usdt(business!) })),
};

async function writeVersion(tx: DbOrTx, version: number, effectiveFrom: Date, plan: PlanTerms) {
  await tx
    .insert(incomePlanVersions)
    .values({ version, effectiveFrom, qualifyingStake: plan.qualifyingStake })
    .onConflictDoNothing();
  await tx
    .insert(incomePlanLevels)
    .values(plan.levels.map((l, i) => ({ version, level: i + 1, ...l })))
    .onConflictDoNothing();
  await tx
    .insert(incomePlanRanks)
    .values(plan.ranks.map((r, i) => ({ version, rank: i + 1, ...r })))
    .onConflictDoNothing();
}

/** Puts version 1 back where it is missing (a fresh or wiped database); later versions are left alone. */
export async function ensureIncomePlan(db: Db): Promise<void> {
  await writeVersion(db, 1, new Date('2000-01-01T00:00:00Z'), firstPlan);
}

export interface PlanInForce extends PlanTerms {
  version: number;
  effectiveFrom: Date;
}

/** The version in force: the newest that has taken effect. */
export async function planInForce(tx: DbOrTx, at: Date = new Date()): Promise<PlanInForce> {
  const [head] = await tx
    .select()
    .from(incomePlanVersions)
    .where(lte(incomePlanVersions.effectiveFrom, at))
    .orderBy(desc(incomePlanVersions.version))
    .limit(1);
  if (!head) throw new Error('no income plan in force');
  const levels = await tx
    .select()
    .from(incomePlanLevels)
    .where(eq(incomePlanLevels.version, head.version))
    .orderBy(incomePlanLevels.level);
  const ranks = await tx
    .select()
    .from(incomePlanRanks)
    .where(eq(incomePlanRanks.version, head.version))
    .orderBy(incomePlanRanks.rank);
  return {
    version: head.version,
    effectiveFrom: head.effectiveFrom,
    qualifyingStake: head.qualifyingStake,
    levels: levels.map((l) => ({ stakingRatePpm: l.stakingRatePpm, reserveRatePpm: l.reserveRatePpm })),
    ranks: ranks.map((r) => ({ validDirects: r.validDirects, teamBusiness: r.teamBusiness })),
  };
}

/** The number the next version takes. Call inside the transaction that writes it, after lockIncomePlan. */
async function nextVersion(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(version), 0)::int` })
    .from(incomePlanVersions);
  return Number(row?.max ?? 0) + 1;
}

/** One publisher at a time, so two changes cannot claim the same version number. */
export async function lockIncomePlan(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table income_plan_versions in share row exclusive mode`);
}

/**
 * Writes a new version in force from `effectiveFrom`, in the caller's transaction (which has called
 * lockIncomePlan). Valid-member counts are recounted, since the qualifying stake may have moved. Once the
 * transaction commits, call incomePlanChanged so ranks here read the new ladder at once.
 */
export async function writeIncomePlanVersion(tx: Tx, plan: PlanTerms, effectiveFrom: Date): Promise<number> {
  if (plan.levels.length !== 6 || plan.ranks.length !== 6) throw new Error('a plan has 6 levels and 6 ranks');
  const version = await nextVersion(tx);
  await writeVersion(tx, version, effectiveFrom, plan);
  await tx.execute(sql`select team_recount_stats()`);
  return version;
}

/**
 * The plan change: a new version, in force from `effectiveFrom` (now by default). Events already paid keep
 * the version they were paid under.
 */
export async function publishIncomePlan(
  db: Db,
  plan: PlanTerms,
  effectiveFrom = new Date(),
): Promise<number> {
  const published = await db.transaction(async (tx: Tx) => {
    await lockIncomePlan(tx);
    return writeIncomePlanVersion(tx, plan, effectiveFrom);
  });
  incomePlanChanged(db);
  return published;
}

/** Every version, oldest first (versions follow each other in time, so also by effective_from). */
export async function incomePlanHistory(tx: DbOrTx): Promise<PlanInForce[]> {
  const heads = await tx.select().from(incomePlanVersions).orderBy(incomePlanVersions.version);
  const levels = await tx.select().from(incomePlanLevels).orderBy(incomePlanLevels.level);
  const ranks = await tx.select().from(incomePlanRanks).orderBy(incomePlanRanks.rank);
  return heads.map((head) => ({
    version: head.version,
    effectiveFrom: head.effectiveFrom,
    qualifyingStake: head.qualifyingStake,
    levels: levels
      .filter((l) => l.version === head.version)
      .map((l) => ({ stakingRatePpm: l.stakingRatePpm, reserveRatePpm: l.reserveRatePpm })),
    ranks: ranks
      .filter((r) => r.version === head.version)
      .map((r) => ({ validDirects: r.validDirects, teamBusiness: r.teamBusiness })),
  }));
}

/** How long another instance's plan change may take to show in ranks here. */
export const RANK_LADDERS_TTL_MS = 5_000;

/** Every version's rank ladder, newest first, as read at `readAt`. */
interface RankLadders {
  readAt: number;
  versions: { effectiveFrom: number; ranks: { validDirects: number; teamBusiness: bigint }[] }[];
}

interface LadderCache {
  value: RankLadders | null;
  reading: Promise<RankLadders> | null;
  /** Moves on at each plan change here, so a read begun before it is not kept. */
  generation: number;
}

const ladders = perDatabase((_db: Db): LadderCache => ({ value: null, reading: null, generation: 0 }));

async function readRankLadders(db: Db): Promise<RankLadders> {
  const readAt = Date.now();
  const rows = await db
    .select({
      version: incomePlanVersions.version,
      effectiveFrom: incomePlanVersions.effectiveFrom,
      validDirects: incomePlanRanks.validDirects,
      teamBusiness: incomePlanRanks.teamBusiness,
    })
    .from(incomePlanVersions)
    .innerJoin(incomePlanRanks, eq(incomePlanRanks.version, incomePlanVersions.version))
    .orderBy(desc(incomePlanVersions.version), incomePlanRanks.rank);
  const versions: RankLadders['versions'] = [];
  let last: number | undefined;
  for (const r of rows) {
    if (r.version !== last) versions.push({ effectiveFrom: r.effectiveFrom.getTime(), ranks: [] });
    last = r.version;
    versions.at(-1)!.ranks.push({ validDirects: r.validDirects, teamBusiness: r.teamBusiness });
  }
  return { readAt, versions };
}

/** The ladders as last read, read again once older than RANK_LADDERS_TTL_MS; one read at a time. */
async function currentLadders(db: Db): Promise<RankLadders> {
  const cache = ladders(db);
  if (cache.value && Date.now() - cache.value.readAt <= RANK_LADDERS_TTL_MS) return cache.value;
  if (!cache.reading) {
    const generation = cache.generation;
    cache.reading = readRankLadders(db)
      .then((read) => {
        if (cache.generation === generation) cache.value = read;
        return read;
      })
      .finally(() => {
        if (cache.generation === generation) cache.reading = null;
      });
  }
  return cache.reading;
}

/** Drops the ladders read so far, and any read under way; the next rank reads them again. */
export function incomePlanChanged(db: Db): void {
  const cache = ladders(db);
  cache.generation++;
  cache.value = null;
  cache.reading = null;
}

/**
 * The rank (1 … 6 for VIP1 … VIP6, 0 below VIP1) that `validDirects` and `teamBusiness` reach under the plan
 * in force at `at`: the highest whose thresholds both are met. The ladders are few and change rarely, so they
 * are kept in memory: a change published here shows at once, one published by another instance within
 * RANK_LADDERS_TTL_MS.
 */
export async function rankReached(
  db: Db,
  validDirects: number,
  teamBusiness: bigint,
  at: Date,
): Promise<number> {
  const inForce = (await currentLadders(db)).versions.find((v) => v.effectiveFrom <= at.getTime());
  const met = (r: { validDirects: number; teamBusiness: bigint }) =>
    validDirects >= r.validDirects && teamBusiness >= r.teamBusiness;
  return (inForce?.ranks.findLastIndex(met) ?? -1) + 1;
}
