import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { stakingPackages } from './schema';

const usdt = (whole: number) => BigInt(whole) * 1_000_000n;

type PackageRow = typeof stakingPackages.$inferInsert;

/**
 * The packages a new installation starts with: Executive Level 1–6 (a fixed term chosen within the range,
 * a 2 % charge for leaving early) and a flexible Free zone package. Rates are per day, in ppm of the amount.
 */
export const defaultStakingPackages: PackageRow[] = [
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
    sortOrder: 10,
  },
];

/** Puts the default packages in place where missing; packages the operator changed are left as they are. */
export async function ensureStakingPackages(db: Db): Promise<void> {
  await db.insert(stakingPackages).values(defaultStakingPackages).onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('staking_packages', 'id'), (select max(id) from staking_packages))`,
  );
}
