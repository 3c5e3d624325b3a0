import type { SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';

/** A day's staking returns just credited as one ledger transfer, in the transaction that credited them. */
export interface StakingReturnsPaid {
  accrualDate: string;
  ledgerTransferId: number;
  /**
   * The returns credited, one row per stake: (subscription_id bigint, member_id integer, amount bigint). A
   * query rather than rows, so a batch of any size stays in the database.
   */
  returns: SQL;
}

/**
 * Where team level income on staking returns will be paid: called once per credited batch of returns,
 * inside the same transaction, so level income commits or rolls back with the returns it is derived from
 * and is paid there exactly once per source event (each stake's return for a day is in exactly one batch).
 * No level income is paid yet; the plan's levels and rates are not defined.
 */
export async function payLevelIncomeOnStakingReturns(_tx: Tx, _paid: StakingReturnsPaid): Promise<void> {}
