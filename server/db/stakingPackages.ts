import { and, asc, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { StakingZone } from '../../src/api/contract';
import type { Db, DbOrTx } from './handle';
import { stakingPackages, stakingPackageVersions } from './schema';

const usdt = (whole: number) => BigInt(whole) * 1_000_000n;

type PackageIdentity = typeof stakingPackages.$inferSelect;
export type PackageVersionRow = typeof stakingPackageVersions.$inferSelect;
/** A package with the terms of one of its versions. */
export type PackageTerms = PackageIdentity & Omit<PackageVersionRow, 'packageId' | 'createdAt'>;
type DefaultPackage = Omit<PackageTerms, 'version' | 'effectiveFrom'>;

/** Version 1 of every package is in force from long before any stake, like the income plan's. */
export const FIRST_VERSION_FROM = new Date('2000-01-01T00:00:00Z');

/**
 * The packages a new installation starts with: Executive Level 1–6 (a fixed term chosen within the range,
 * a 2 % charge for leaving early) and a flexible Free zone package. Rates are per day, in ppm of the amount.
 */
export const defaultStakingPackages: DefaultPackage[] = [
  ...[
    { level: 1, min: 100, max: 500, ratePpm: 5_000, minDays: 10, maxDays: 30 },
    { level: 2, min: 550, max: 1_000, ratePpm: 5_500, minDays: 10, maxDays: 60 },
    { level: 3, min: 1_050, max: 2_500, ratePpm: 6_000, minDays: 15, maxDays: 90 },
    { level: 4, min: 2_550, max: 5_000, ratePpm: 6_500, minDays: 30, maxDays: 120 },
    { level: 5, min: 5_050, max: 10_000, ratePpm: 7_000, minDays: 30, maxDays: 180 },
    { level: 6, min: 10_050, max: 50_000, ratePpm: 7_500, minDays: 30, maxDays: 365 },
  ].map((p) => ({
    id: p.level,
    zone: 'executive' as const,
    level: p.level,
    name: `Level ${p.level}`,
    imageFile: `level-${p.level}.svg`,
    minimumPrice: usdt(p.min),
    maximumPrice: usdt(p.max),
    dailyRatePpm: p.ratePpm,
    minDuration: p.minDays,
    maxDuration: p.maxDays,
    earlyExitChargePpm: 20_000,
    active: true,
    sortOrder: p.level,
  })),
  {
    id: 7,
    zone: 'free',
    level: null,
    name: 'Free Zone',
    imageFile: 'free.svg',
    minimumPrice: usdt(100),
    maximumPrice: usdt(2_000),
    dailyRatePpm: 2_000,
    minDuration: null,
    maxDuration: null,
    earlyExitChargePpm: 0,
    active: true,
    sortOrder: 10,
  },
];

/** Puts the default packages and their version 1 in place where missing; later versions are left alone. */
export async function ensureStakingPackages(db: Db): Promise<void> {
  await db
    .insert(stakingPackages)
    .values(
      defaultStakingPackages.map(({ id, zone, level, name, imageFile, sortOrder }) => ({
        id,
        zone,
        level,
        name,
        imageFile,
        sortOrder,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(stakingPackageVersions)
    .values(
      defaultStakingPackages.map((p) => ({
        packageId: p.id,
        version: 1,
        effectiveFrom: FIRST_VERSION_FROM,
        minimumPrice: p.minimumPrice,
        maximumPrice: p.maximumPrice,
        dailyRatePpm: p.dailyRatePpm,
        minDuration: p.minDuration,
        maxDuration: p.maxDuration,
        earlyExitChargePpm: p.earlyExitChargePpm,
        active: p.active,
      })),
    )
    .onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('staking_packages', 'id'), (select max(id) from staking_packages))`,
  );
}

const merged = (identity: PackageIdentity, version: PackageVersionRow): PackageTerms => {
  const { packageId: _p, createdAt: _c, ...terms } = version;
  return { ...identity, ...terms };
};

/**
 * Every package (or those `where` picks) with the terms in force at `at`: for each, the latest version whose
 * effective_from has passed. Display order.
 */
export async function packagesInForce(db: DbOrTx, at: Date, where?: SQL): Promise<PackageTerms[]> {
  const v = stakingPackageVersions;
  const rows = await db
    .selectDistinctOn([v.packageId], { identity: stakingPackages, version: v })
    .from(v)
    .innerJoin(stakingPackages, eq(stakingPackages.id, v.packageId))
    .where(and(lte(v.effectiveFrom, at), where))
    .orderBy(v.packageId, desc(v.effectiveFrom), desc(v.version));
  return rows
    .map((r) => merged(r.identity, r.version))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

/** The active packages at `at`, of one zone or both, in display order. */
export async function activePackages(db: DbOrTx, at: Date, zone?: StakingZone): Promise<PackageTerms[]> {
  const rows = await packagesInForce(db, at, zone ? eq(stakingPackages.zone, zone) : undefined);
  return rows.filter((p) => p.active);
}

/** One package with the terms in force at `at`, or undefined when there is no such package. */
export async function packageInForce(db: DbOrTx, id: number, at: Date): Promise<PackageTerms | undefined> {
  const [row] = await packagesInForce(db, at, eq(stakingPackages.id, id));
  return row;
}

/** Every version of every package (or of one), oldest first. */
export async function packageVersions(db: DbOrTx, id?: number) {
  const v = stakingPackageVersions;
  return db
    .select()
    .from(v)
    .where(id === undefined ? undefined : eq(v.packageId, id))
    .orderBy(v.packageId, asc(v.effectiveFrom), asc(v.version));
}
