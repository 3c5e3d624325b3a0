import { eq } from 'drizzle-orm';
import type { Chains } from '../chain/chains';
import { asLeader } from '../chain/leader';
import type { Db } from '../db/client';
import { reserveSnapshots } from '../db/schema';
import { takeSnapshot } from '../proofOfReserves/snapshots';
import { ApiError } from '../services/errors';

/** The advisory lock class of the daily snapshot: one instance takes it. */
const RESERVES_LOCK_CLASS = 1_952_804_724;

export type DailySnapshot =
  | { outcome: 'taken'; id: number }
  | { outcome: 'already' }
  | { outcome: 'busy' }
  | { outcome: 'off' };

/**
 * The day's proof of reserves, published by the schedule itself (no person can choose its moment or its
 * figures): taken once per UTC day, by one instance, at the first run of the day. A day already taken, or
 * taken by another instance meanwhile, is left as it is.
 */
export async function runDailySnapshot(
  db: Db,
  chains: Chains | undefined,
  now: Date,
  every: 'daily' | 'off' = 'daily',
): Promise<DailySnapshot> {
  if (every === 'off') return { outcome: 'off' };
  const day = now.toISOString().slice(0, 10);
  const taken = async () =>
    (
      await db
        .select({ id: reserveSnapshots.id })
        .from(reserveSnapshots)
        .where(eq(reserveSnapshots.scheduledDay, day))
    ).length > 0;
  if (await taken()) return { outcome: 'already' };
  const led = await asLeader(db, RESERVES_LOCK_CLASS, 0, async (): Promise<DailySnapshot> => {
    if (await taken()) return { outcome: 'already' };
    try {
      const { id } = await takeSnapshot(db, chains, { trigger: 'schedule', day }, now);
      return { outcome: 'taken', id };
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 409) return { outcome: 'already' };
      throw error;
    }
  });
  return led.led ? led.value : { outcome: 'busy' };
}
