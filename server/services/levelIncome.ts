import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { addOwnIncome, payUplines, stageEvents } from './teamIncome';

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
 * Level income on staking returns, in the transaction that credited them. The source event is one member's
 * returns in one ledger entry (their stakes' returns for the day, summed in that batch), so its id is that
 * entry's: a batch, replayed or run twice at once, can pay each upline's level only once per entry.
 */
export async function payLevelIncomeOnStakingReturns(tx: Tx, paid: StakingReturnsPaid): Promise<void> {
  const day = paid.accrualDate;
  await stageEvents(
    tx,
    sql`select e.id, r.member_id, r.amount, 'LEVEL INCOME', 'staking returns for ' || ${day}, ${day}::date
      from (select member_id, sum(amount) as amount from (${paid.returns}) x group by member_id) r
      join ledger_accounts acc on acc.owner_user_id = r.member_id and acc.kind = 'pay_out'
      join ledger_entries e on e.transfer_id = ${paid.ledgerTransferId} and e.account_id = acc.id
      where r.amount > 0`,
  );
  await tx.execute(sql`analyze team_income_events`);
  await addOwnIncome(tx, 'staking_income', sql`select member_id, amount from team_income_events`);
  await payUplines(tx, {
    sourceKind: 'staking_return',
    transferKind: 'level_income',
    transferDescription: `Level income on staking returns for ${day}`,
    rate: 'staking_rate_ppm',
    incomeColumn: 'level_income',
    label: 'income',
  });
}
