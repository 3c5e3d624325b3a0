import { and, asc, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './handle';
import { reservePlans, reservePlanVersions } from './schema';
import { FIRST_VERSION_FROM } from './stakingPackages';

const usdt = (whole: number) => BigInt(whole) * 1_000_000n;
/** Percent of an item's amount as parts per million: 0.8 % is 8_000 ppm. */
const ppm = (percent: number) => Math.round(percent * 10_000);

type PlanIdentity = typeof reservePlans.$inferSelect;
export type PlanVersionRow = typeof reservePlanVersions.$inferSelect;
/** A plan with the terms of one of its versions. */
export type PlanTerms = PlanIdentity & Omit<PlanVersionRow, 'planId' | 'createdAt'>;
type DefaultPlan = Omit<PlanTerms, 'version' | 'effectiveFrom'>;

/**
 * The plans a new installation starts with: NFT and crypto Level 1–6. The return range is per item, per
 * collection, and modest; a crypto collection has more, smaller items and a shorter wait.
 */
const levels = {
  nft: [
    { min: 50, max: 500, roi: [0.8, 1.2] },
    { min: 500, max: 1_500, roi: [0.9, 1.3] },
    { min: 1_500, max: 3_000, roi: [1.0, 1.4] },
    { min: 3_000, max: 6_000, roi: [1.1, 1.5] },
    { min: 6_000, max: 12_000, roi: [1.2, 1.6] },
    { min: 12_000, max: 25_000, roi: [1.3, 1.8] },
  ],
  crypto: [
    { min: 30, max: 300, roi: [0.6, 1.0] },
    { min: 300, max: 1_000, roi: [0.7, 1.1] },
    { min: 1_000, max: 2_500, roi: [0.8, 1.2] },
    { min: 2_500, max: 5_000, roi: [0.9, 1.3] },
    { min: 5_000, max: 10_000, roi: [1.0, 1.4] },
    { min: 10_000, max: 20_000, roi: [1.1, 1.5] },
  ],
} as const;

const terms = {
  nft: { firstId: 1, minTradeTime: 60, itemCount: 2 },
  crypto: { firstId: 7, minTradeTime: 30, itemCount: 3 },
} as const;

export const defaultReservePlans: DefaultPlan[] = (['nft', 'crypto'] as const).flatMap((type) =>
  levels[type].map((p, i) => ({
    id: terms[type].firstId + i,
    type,
    level: i + 1,
    name: `Level ${i + 1}`,
    minimumPrice: usdt(p.min),
    maximumPrice: usdt(p.max),
    minRoiPpm: ppm(p.roi[0]),
    maxRoiPpm: ppm(p.roi[1]),
    minTradeTime: terms[type].minTradeTime,
    itemCount: terms[type].itemCount,
    active: true,
    sortOrder: i + 1,
  })),
);

/** Puts the default plans and their version 1 in place where missing; later versions are left alone. */
export async function ensureReservePlans(db: Db): Promise<void> {
  await db
    .insert(reservePlans)
    .values(
      defaultReservePlans.map(({ id, type, level, name, sortOrder }) => ({
        id,
        type,
        level,
        name,
        sortOrder,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(reservePlanVersions)
    .values(
      defaultReservePlans.map((p) => ({
        planId: p.id,
        version: 1,
        effectiveFrom: FIRST_VERSION_FROM,
        minimumPrice: p.minimumPrice,
        maximumPrice: p.maximumPrice,
        minRoiPpm: p.minRoiPpm,
        maxRoiPpm: p.maxRoiPpm,
        minTradeTime: p.minTradeTime,
        itemCount: p.itemCount,
        active: p.active,
      })),
    )
    .onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('reserve_plans', 'id'), (select max(id) from reserve_plans))`,
  );
}

/**
 * Every plan (or those `where` picks) with the terms in force at `at`: for each, the latest version whose
 * effective_from has passed. Display order: by type as listed, then level.
 */
export async function plansInForce(db: DbOrTx, at: Date, where?: SQL): Promise<PlanTerms[]> {
  const v = reservePlanVersions;
  const rows = await db
    .selectDistinctOn([v.planId], { identity: reservePlans, version: v })
    .from(v)
    .innerJoin(reservePlans, eq(reservePlans.id, v.planId))
    .where(and(lte(v.effectiveFrom, at), where))
    .orderBy(v.planId, desc(v.effectiveFrom), desc(v.version));
  return rows
    .map(({ identity, version: { planId: _p, createdAt: _c, ...terms } }) => ({ ...identity, ...terms }))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

/** The plans on sale at `at`, in display order. */
export async function activePlans(db: DbOrTx, at: Date): Promise<PlanTerms[]> {
  return (await plansInForce(db, at)).filter((p) => p.active);
}

/** One plan with the terms in force at `at`, or undefined when there is no such plan. */
export async function planInForceOf(db: DbOrTx, id: number, at: Date): Promise<PlanTerms | undefined> {
  const [row] = await plansInForce(db, at, eq(reservePlans.id, id));
  return row;
}

/** Every version of every plan (or of one), oldest first. */
export async function planVersions(db: DbOrTx, id?: number) {
  const v = reservePlanVersions;
  return db
    .select()
    .from(v)
    .where(id === undefined ? undefined : eq(v.planId, id))
    .orderBy(v.planId, asc(v.effectiveFrom), asc(v.version));
}
