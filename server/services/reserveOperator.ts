import { eq } from 'drizzle-orm';
import type { OperatorReservePlanResponse } from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { reservePlans } from '../db/schema';
import { ApiError } from './errors';
import { planView } from './reserveViews';

/**
 * POST operator/reserve/plans/{id}: changes a plan's wait or withdraws it from sale. Reservations already made
 * keep the terms copied into them, so only new reservations see the change.
 */
export async function updateReservePlan(
  tx: DbOrTx,
  id: number,
  change: { min_trade_time?: number | undefined; active?: boolean | undefined },
): Promise<OperatorReservePlanResponse['data']> {
  const set: Partial<typeof reservePlans.$inferInsert> = {};
  if (change.min_trade_time !== undefined) set.minTradeTime = change.min_trade_time;
  if (change.active !== undefined) set.active = change.active;
  const [row] =
    Object.keys(set).length > 0
      ? await tx.update(reservePlans).set(set).where(eq(reservePlans.id, id)).returning()
      : await tx.select().from(reservePlans).where(eq(reservePlans.id, id));
  if (!row) throw new ApiError(404, 'No plan has this id');
  return { ...planView(row), active: row.active };
}
