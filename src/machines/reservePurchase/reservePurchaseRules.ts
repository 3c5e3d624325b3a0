import { amountMicros } from '../../api/amount';
import { belowMinimum, type ReservePlan } from '../../api/reserve';
import type { ReservePurchaseContext } from './reservePurchaseTypes';

/** The amount a reservation takes: the whole reserve balance, capped at the plan's maximum_price. */
export function reserveAmount(balance: string, plan: ReservePlan | undefined): string {
  if (!plan) return '';
  const have = amountMicros(balance) ?? 0n;
  const cap = amountMicros(plan.maximum_price);
  return cap !== null && have > cap ? plan.maximum_price : balance;
}

/** The refusal a reservation below the selected plan's minimum would get, or null when it may go ahead. */
export function shortfall(context: ReservePurchaseContext): string | null {
  const plan = context.plans.find((p) => p.id === context.planId);
  if (!plan) return null;
  const have = amountMicros(context.balance) ?? 0n;
  const minimum = amountMicros(plan.minimum_price) ?? 0n;
  return have < minimum ? belowMinimum(plan.minimum_price) : null;
}
