import type { OperatorReservePlanResponse } from '../../src/api/contract';
import type { Tx } from '../db/client';
import { type PlanVersionRow, planInForceOf } from '../db/reservePlans';
import { ApiError } from './errors';
import { changeReservePlan } from './planChanges';
import { planView } from './reserveViews';

type Change = { min_trade_time?: number | undefined; active?: boolean | undefined };

/**
 * POST operator/reserve/plans/{id}: changes a plan's wait or takes it off sale, as a new version in force
 * now. Reservations already made keep the terms copied into them, so only new reservations see the change.
 * A call that names no change writes nothing and answers the plan as it is.
 */
export async function updateReservePlan(
  tx: Tx,
  id: number,
  change: Change,
  now: Date,
): Promise<{ data: OperatorReservePlanResponse['data']; before?: PlanVersionRow; after?: PlanVersionRow }> {
  const written =
    change.min_trade_time === undefined && change.active === undefined
      ? undefined
      : await changeReservePlan(tx, id, change, now);
  const plan = await planInForceOf(tx, id, now);
  if (!plan) throw new ApiError(404, 'No plan has this id');
  return { data: { ...planView(plan), active: plan.active }, ...written };
}
