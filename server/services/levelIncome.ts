import type { Tx } from '../db/client';

/** A daily staking return just credited, in the transaction that credited it. */
export interface StakingReturnPaid {
  subscriptionId: number;
  memberId: number;
  accrualDate: string;
  amount: bigint;
  ledgerTransferId: number;
}

/**
 * Where team level income on staking returns is paid from: called once per credited return, inside the same
 * transaction, so level income commits or rolls back with the return it is derived from. No level income is
 * paid yet; the plan's levels and rates are not defined.
 */
export async function payLevelIncomeOnStakingReturn(_tx: Tx, _paid: StakingReturnPaid): Promise<void> {}
