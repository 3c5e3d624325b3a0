import { and, eq } from 'drizzle-orm';
import { reserveIncomeSources, reserveMessages } from '../../src/api/contract';
import type { Db, DbOrTx } from '../db/client';
import { reserveIncomes, reserveLogs, reserveSubscriptions } from '../db/schema';
import { ApiError } from './errors';
import { incomeView } from './reserveViews';
import type { Member } from './sessions';

const claimed = () => new ApiError(409, reserveMessages.claimed);

/**
 * GET claim-profit: records the claim of a fully traded reservation, once. The subscription row is locked, so
 * concurrent claims take turns and the second finds it claimed; the unique income per subscription backs that.
 * The claims worker pays the income.
 */
export async function claimProfit(
  db: Db,
  member: Member,
  query: { id: number; reserve_id: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(reserveSubscriptions)
      .where(and(eq(reserveSubscriptions.id, query.id), eq(reserveSubscriptions.userId, member.id)))
      .for('update');
    if (!subscription || subscription.invoiceId !== query.reserve_id) {
      throw new ApiError(404, reserveMessages.notFound);
    }
    if (subscription.isClaimed !== 0) throw claimed();
    const logs = await tx
      .select({ status: reserveLogs.status, profit: reserveLogs.profit })
      .from(reserveLogs)
      .where(eq(reserveLogs.subscriptionId, subscription.id));
    if (logs.length === 0 || logs.some((l) => l.status !== 1))
      throw new ApiError(422, reserveMessages.untraded);
    const profit = logs.reduce((sum, l) => sum + (l.profit ?? 0n), 0n);
    const [income] = await tx
      .insert(reserveIncomes)
      .values({
        subscriptionId: subscription.id,
        userId: member.id,
        type: subscription.type,
        source: reserveIncomeSources[subscription.type],
        profit,
        principal: subscription.amount,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: reserveIncomes.id });
    if (!income) throw claimed();
    await tx
      .update(reserveSubscriptions)
      .set({ isClaimed: 1, claimedAt: now })
      .where(eq(reserveSubscriptions.id, subscription.id));
    return income.id;
  });
}

/** GET check-claim-status/{income_id}: the member's own claims only. */
export async function claimStatus(db: DbOrTx, member: Member, incomeId: number) {
  const [row] = await db
    .select()
    .from(reserveIncomes)
    .where(and(eq(reserveIncomes.id, incomeId), eq(reserveIncomes.userId, member.id)));
  if (!row) throw new ApiError(404, reserveMessages.incomeNotFound);
  return incomeView(row);
}
