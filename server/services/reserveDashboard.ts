import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { fromMicros, type ReserveDashboard, ratePercent, reserveTypeLabels } from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { activePlans } from '../db/reservePlans';
import { reserveIncomes, reserveLogs, reserveSubscriptions } from '../db/schema';
import { balancesOf } from '../ledger';
import { subscriptionViews } from './reserveViews';
import type { Member } from './sessions';
import { reserveTeamBenefitsOf } from './teamBenefits';

const DAY_MS = 86_400_000;
const HISTORY_SIZE = 50;
const startOfUtcDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

async function paidProfit(db: DbOrTx, memberId: number, since?: Date, until?: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${reserveIncomes.profit}), 0)::text` })
    .from(reserveIncomes)
    .where(
      and(
        eq(reserveIncomes.userId, memberId),
        eq(reserveIncomes.isPaid, 1),
        since ? gte(reserveIncomes.paidAt, since) : undefined,
        until ? lt(reserveIncomes.paidAt, until) : undefined,
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** GET reserve-dashboard: the four summary boxes and the member's collections, both types together. */
export async function reserveDashboard(db: DbOrTx, member: Member, now: Date): Promise<ReserveDashboard> {
  const today = startOfUtcDay(now);
  const balances = await balancesOf(db, member.id);
  const newestFirst = [desc(reserveSubscriptions.createdAt), desc(reserveSubscriptions.id)];
  const current = await db
    .select()
    .from(reserveSubscriptions)
    .where(
      and(
        eq(reserveSubscriptions.userId, member.id),
        or(eq(reserveSubscriptions.isClaimed, 0), gte(reserveSubscriptions.createdAt, today)),
      ),
    )
    .orderBy(...newestFirst);
  const all = await db
    .select()
    .from(reserveSubscriptions)
    .where(eq(reserveSubscriptions.userId, member.id))
    .orderBy(...newestFirst)
    .limit(HISTORY_SIZE);
  return {
    // Whole micro-USDT, like every amount on the wire: screens round for display by one rule (half away
    // from zero), so the same figure reads the same on Reserve and on Account.
    reserve_balance: fromMicros(balances.reserve),
    reserved_balance: fromMicros(balances.hold_reserved),
    today_reserve_earning: fromMicros(
      await paidProfit(db, member.id, today, new Date(today.getTime() + DAY_MS)),
    ),
    total_reserve_income: fromMicros(await paidProfit(db, member.id)),
    level_bonus: fromMicros(await reserveTeamBenefitsOf(db, member.id)),
    reserve_history: await subscriptionViews(db, current),
    all_reserve_history: await subscriptionViews(db, all),
    server_time: now.toISOString(),
  };
}

/** GET reserve/ticker: per active plan, its disclosed range and what trades drew in the last 24 hours. */
export async function reserveTicker(db: DbOrTx, now: Date) {
  const since = new Date(now.getTime() - DAY_MS);
  const plans = (await activePlans(db, now)).sort((a, b) => a.type.localeCompare(b.type));
  const drawn = await db
    .select({
      planId: reserveSubscriptions.planId,
      trades: sql<number>`count(*)::int`,
      rateSum: sql<string>`sum(${reserveLogs.roiPpm})::text`,
    })
    .from(reserveLogs)
    .innerJoin(reserveSubscriptions, eq(reserveSubscriptions.id, reserveLogs.subscriptionId))
    .where(and(eq(reserveLogs.status, 1), gte(reserveLogs.tradedAt, since)))
    .groupBy(reserveSubscriptions.planId);
  return plans.map((plan) => {
    const stats = drawn.find((d) => d.planId === plan.id);
    const trades = Number(stats?.trades ?? 0);
    return {
      label: `${reserveTypeLabels[plan.type].replace(' Trade', '')} ${plan.name}`,
      range: `${ratePercent(plan.minRoiPpm)}%-${ratePercent(plan.maxRoiPpm)}%`,
      last_24h_average: trades > 0 ? ratePercent(BigInt(stats!.rateSum) / BigInt(trades)) : null,
      trades_24h: trades,
    };
  });
}
