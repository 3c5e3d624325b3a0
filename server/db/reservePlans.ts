import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { reservePlans } from './schema';

const usdt = (whole: number) => BigInt(whole) * 1_000_000n;
/** Percent of an item's amount as parts per million: 0.8 % is 8_000 ppm. */
const ppm = (percent: number) => Math.round(percent * 10_000);

type PlanRow = typeof reservePlans.$inferInsert;

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

export const defaultReservePlans: PlanRow[] = (['nft', 'crypto'] as const).flatMap((type) =>
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
    sortOrder: i + 1,
  })),
);

/** Puts the default plans in place where missing; plans the operator changed are left as they are. */
export async function ensureReservePlans(db: Db): Promise<void> {
  await db.insert(reservePlans).values(defaultReservePlans).onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('reserve_plans', 'id'), (select max(id) from reserve_plans))`,
  );
}
