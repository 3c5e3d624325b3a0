import type { ReservePlan, ReserveType } from '../../api/reserve';

export interface ReservePurchaseInput {
  username: string;
  type: ReserveType;
  plans: readonly ReservePlan[];
  /** The reserve wallet, decimal string. */
  balance: string;
}

export interface ReservePurchaseContext extends ReservePurchaseInput {
  planId: number | null;
  /** What Confirm will reserve: the balance, capped at the plan's maximum (the amount is not edited here). */
  amount: string;
  /** One key per confirmed reservation; confirming again after a lost answer reuses it. */
  idempotencyKey: string | null;
  error: string | null;
}

export type SubmitReserveInput = {
  username: string;
  package_id: number;
  type: ReserveType;
  idempotencyKey: string;
};

export type ReservePurchaseEvent =
  | { type: 'plan.select'; planId: number | null }
  | { type: 'data.update'; plans: readonly ReservePlan[]; balance: string }
  | { type: 'reserve.open' }
  | { type: 'confirm.close' }
  | { type: 'confirm.submit' };
