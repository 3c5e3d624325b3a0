import { asc, inArray } from 'drizzle-orm';
import {
  fromMicros,
  type ReserveIncome,
  type ReserveLog,
  type ReservePlan,
  type ReserveSubscription,
  ratePercent,
} from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import type { PlanTerms } from '../db/reservePlans';
import { reserveIncomes, reserveLogs, type reserveSubscriptions } from '../db/schema';

type PlanRow = PlanTerms;
type SubscriptionRow = typeof reserveSubscriptions.$inferSelect;
type LogRow = typeof reserveLogs.$inferSelect;
type IncomeRow = typeof reserveIncomes.$inferSelect;

export const planView = (row: PlanRow): ReservePlan => ({
  id: row.id,
  type: row.type,
  level: row.level,
  name: row.name,
  minimum_price: fromMicros(row.minimumPrice, 2),
  maximum_price: fromMicros(row.maximumPrice, 2),
  min_roi_percentage: ratePercent(row.minRoiPpm),
  roi_percentage: ratePercent(row.maxRoiPpm),
  min_trade_time: row.minTradeTime,
  item_count: row.itemCount,
});

/** How far below the top of the range a result may land, as a percent of the top, 2 decimals (rounded down). */
export function riskFactor(minRoiPpm: number, maxRoiPpm: number): string {
  if (maxRoiPpm <= 0) return '0.00';
  const hundredths = (BigInt(maxRoiPpm - minRoiPpm) * 10_000n) / BigInt(maxRoiPpm);
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

/** An item's share of the amount plus the return at a rate, rounded down like the draw itself. */
export const withReturn = (amount: bigint, ratePpm: number) =>
  amount + (amount * BigInt(ratePpm)) / 1_000_000n;

const logView = (row: LogRow, risk: string): ReserveLog => ({
  id: row.id,
  type: row.type,
  image_id: row.imageId,
  amount: fromMicros(row.amount),
  min_amount: fromMicros(row.minAmount),
  max_amount: fromMicros(row.maxAmount),
  profit: row.profit === null ? null : fromMicros(row.profit),
  roi_ppm: row.roiPpm,
  risk_factor: risk,
  status: row.status,
  traded_at: row.tradedAt?.toISOString() ?? null,
});

export const incomeView = (row: IncomeRow): ReserveIncome => ({
  income_id: row.id,
  is_paid: row.isPaid,
  profit: fromMicros(row.profit),
  principal: fromMicros(row.principal),
  source: row.source,
  created_at: row.createdAt.toISOString(),
  paid_at: row.paidAt?.toISOString() ?? null,
});

function subscriptionView(row: SubscriptionRow, logs: LogRow[], income: IncomeRow | undefined) {
  const risk = riskFactor(row.minRoiPpm, row.maxRoiPpm);
  const view: ReserveSubscription = {
    id: row.id,
    invoice_id: row.invoiceId,
    type: row.type,
    amount_paid: fromMicros(row.amount, 2),
    is_claimed: row.isClaimed,
    created_at: row.createdAt.toISOString(),
    next_trade_time: row.nextTradeTime.toISOString(),
    package: {
      id: row.planId,
      level: row.level,
      name: row.planName,
      minimum_price: fromMicros(row.minimumPrice, 2),
      maximum_price: fromMicros(row.maximumPrice, 2),
      min_roi_percentage: ratePercent(row.minRoiPpm),
      roi_percentage: ratePercent(row.maxRoiPpm),
      min_trade_time: row.minTradeTime,
    },
    seed_hash: row.seedHash,
    // The commitment is opened only once no result can change any more.
    seed: row.isClaimed === 1 ? row.seed : null,
    reserve_logs: logs.map((log) => logView(log, risk)),
    income: income ? incomeView(income) : null,
  };
  return view;
}

/** The subscriptions as the member sees them, with their collections and claims, in the given order. */
export async function subscriptionViews(db: DbOrTx, rows: SubscriptionRow[]): Promise<ReserveSubscription[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const logs = await db
    .select()
    .from(reserveLogs)
    .where(inArray(reserveLogs.subscriptionId, ids))
    .orderBy(asc(reserveLogs.id));
  const incomes = await db.select().from(reserveIncomes).where(inArray(reserveIncomes.subscriptionId, ids));
  return rows.map((row) =>
    subscriptionView(
      row,
      logs.filter((l) => l.subscriptionId === row.id),
      incomes.find((i) => i.subscriptionId === row.id),
    ),
  );
}
