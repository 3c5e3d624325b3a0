import { sql } from 'drizzle-orm';
import type { ReserveType } from '../../src/api/contract';
import { reserveIncomeSources } from '../../src/api/contract';
import { type DbOrTx, rowsOf, type Tx } from '../db/client';
import { addOwnIncome, payUplines, stageEvents } from './teamIncome';

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
 * Team benefits on a reserve profit, in the transaction that paid it: the source event is the claim (its
 * reserve income id), so a replayed claim payment pays each upline's level once.
 */
export async function payTeamBenefitsOnReserveProfit(tx: Tx, paid: ReserveProfitPaid): Promise<void> {
  if (paid.profit <= 0n) return;
  // A replayed payment of a claim whose uplines were paid adds nothing, not even to the member's own totals.
  const seen = await rowsOf<unknown>(
    tx,
    sql`select 1 from team_payouts where source_kind = 'reserve_profit' and source_id = ${paid.incomeId} limit 1`,
  );
  if (seen.length > 0) return;
  const source = reserveIncomeSources[paid.type];
  const profit = sql`${paid.profit.toString()}::bigint`;
  await stageEvents(
    tx,
    sql`select i.id, ${paid.memberId}::int, ${profit}, ${source}, 'reserve ' || s.invoice_id, team_today()
      from reserve_incomes i join reserve_subscriptions s on s.id = i.subscription_id where i.id = ${paid.incomeId}`,
  );
  await addOwnIncome(
    tx,
    paid.type === 'nft' ? 'nft_income' : 'crypto_income',
    sql`select ${paid.memberId}::int as member_id, ${profit} as amount`,
  );
  await payUplines(tx, {
    sourceKind: 'reserve_profit',
    transferKind: 'team_benefit',
    transferDescription: `Team benefits on the ${source.toLowerCase()} profit of claim ${paid.incomeId}`,
    rate: 'reserve_rate_ppm',
    incomeColumn: 'team_benefit_income',
    label: 'team benefit',
  });
}

/** What team benefits on reserve profits have paid the member, in micro-USDT. */
export async function reserveTeamBenefitsOf(db: DbOrTx, memberId: number): Promise<bigint> {
  const [stats] = await rowsOf<{ v: string }>(
    db,
    sql`select team_benefit_income::text as v from member_stats where member_id = ${memberId}`,
  );
  return BigInt(stats?.v ?? '0');
}
