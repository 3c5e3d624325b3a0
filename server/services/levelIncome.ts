import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { analyzeScratch } from '../db/scratch';
import type { CounterpartLegs } from '../ledger';
import { addOwnIncome, payUplines, stageEvents } from './teamIncome';

/** A day's staking returns just credited as one ledger transfer, in the transaction that credited them. */
export interface StakingReturnsPaid {
  accrualDate: string;
  ledgerTransferId: number;
  /**
   * The members' entries of that transfer: (member_id integer, entry_id bigint, amount bigint), one per
   * member, their stakes' returns for the day summed. A query rather than rows, so a batch of any size stays
   * in the database.
   */
  entries: SQL;
}

/**
 * Level income on staking returns, in the transaction that credited them. The source event is one member's
 * returns in one ledger entry (their stakes' returns for the day, summed in that batch), so its id is that
 * entry's: a batch, replayed or run twice at once, can pay each upline's level only once per entry. With
 * `later`, the level income transfer's platform leg is held back there, as for payUplines.
 */
export async function payLevelIncomeOnStakingReturns(
  tx: Tx,
  paid: StakingReturnsPaid,
  later?: CounterpartLegs,
): Promise<void> {
  const day = paid.accrualDate;
  await stageEvents(
    tx,
    sql`select e.entry_id, e.member_id, e.amount, 'LEVEL INCOME', 'staking returns for ' || ${day}, ${day}::date
      from (${paid.entries}) e where e.amount > 0`,
  );
  await analyzeScratch(tx, 'team_income_events');
  await addOwnIncome(tx, 'staking_income', sql`select member_id, amount from team_income_events`);
  await payUplines(
    tx,
    {
      sourceKind: 'staking_return',
      transferKind: 'level_income',
      transferDescription: `Level income on staking returns for ${day}`,
      rate: 'staking_rate_ppm',
      incomeColumn: 'level_income',
      label: 'income',
    },
    later,
  );
}
