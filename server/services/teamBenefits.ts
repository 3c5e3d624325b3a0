import type { ReserveType } from '../../src/api/contract';
import type { DbOrTx, Tx } from '../db/client';

/** A reserve profit just paid to a member, in the transaction that paid it. */
export interface ReserveProfitPaid {
  incomeId: number;
  subscriptionId: number;
  memberId: number;
  type: ReserveType;
  profit: bigint;
  ledgerTransferId: number;
}

/**
 * Where team benefits on reserve profits are paid from: called once per paid claim, inside the same
 * transaction, so a benefit commits or rolls back with the profit it is derived from. None is paid yet; the
 * plan's levels and rates are not defined, so the dashboard's level_bonus stays 0.
 */
export async function payTeamBenefitsOnReserveProfit(_tx: Tx, _paid: ReserveProfitPaid): Promise<void> {}

/** What team benefits on reserve profits have paid the member, in micro-USDT: nothing until they exist. */
export async function reserveTeamBenefitsOf(_db: DbOrTx, _memberId: number): Promise<bigint> {
  return 0n;
}
