import type { Tx } from '../db/client';
import { postTransfer } from '../ledger';

/** A deposit's credit in the ledger: from the deposits clearing account to the member's Receiving Wallet. */
export function postDepositCredit(tx: Tx, deposit: { memberId: number; amount: bigint; thash: string }) {
  return postTransfer(tx, {
    kind: 'deposit',
    description: `Deposit ${deposit.thash}`,
    memberId: deposit.memberId,
    legs: [
      { account: { platform: 'platform_deposits_clearing' }, amount: -deposit.amount },
      { account: { member: deposit.memberId, kind: 'pay_in' }, amount: deposit.amount },
    ],
  });
}
