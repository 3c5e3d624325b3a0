import { createHmac } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import {
  drawMessage,
  drawProfitMicros,
  drawRatePpm,
  fromMicros,
  reserveMessages,
} from '../../src/api/contract';
import type { Db } from '../db/client';
import { reserveLogs, reserveSubscriptions } from '../db/schema';
import { ApiError, fieldError } from './errors';
import type { Member } from './sessions';

/** The rule of reserveDraw.ts with node:crypto: the rate and profit of item `logId` under `seedHex`. */
export function drawFor(seedHex: string, logId: number, minPpm: number, maxPpm: number, amount: bigint) {
  const digest = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(drawMessage(logId)).digest();
  const ratePpm = drawRatePpm(digest, minPpm, maxPpm);
  return { ratePpm, profit: drawProfitMicros(amount, ratePpm) };
}

const alreadyTraded = () => new ApiError(409, reserveMessages.alreadyTraded);

/**
 * POST reserve/trade: draws the item's result once its collection may be traded. Nothing moves in the
 * ledger; the claim pays. The conditional update lets exactly one of any number of concurrent trades win.
 */
export async function tradeItem(db: Db, member: Member, logId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ log: reserveLogs, subscription: reserveSubscriptions })
      .from(reserveLogs)
      .innerJoin(reserveSubscriptions, eq(reserveSubscriptions.id, reserveLogs.subscriptionId))
      .where(and(eq(reserveLogs.id, logId), eq(reserveLogs.userId, member.id)));
    // Another member's item answers like a missing one, so ids reveal nothing.
    if (!found) throw fieldError('id', reserveMessages.logNotFound, 404);
    const { log, subscription } = found;
    if (subscription.isClaimed !== 0) throw new ApiError(409, reserveMessages.claimed);
    if (log.status !== 0) throw alreadyTraded();
    if (now.getTime() < subscription.nextTradeTime.getTime())
      throw new ApiError(422, reserveMessages.tooEarly);

    const { ratePpm, profit } = drawFor(
      subscription.seed,
      log.id,
      subscription.minRoiPpm,
      subscription.maxRoiPpm,
      log.amount,
    );
    const [traded] = await tx
      .update(reserveLogs)
      .set({ status: 1, profit, roiPpm: ratePpm, tradedAt: now })
      .where(and(eq(reserveLogs.id, log.id), eq(reserveLogs.status, 0)))
      .returning({ id: reserveLogs.id });
    if (!traded) throw alreadyTraded();
    const [left] = await tx
      .select({ n: count() })
      .from(reserveLogs)
      .where(and(eq(reserveLogs.subscriptionId, subscription.id), eq(reserveLogs.status, 0)));
    return {
      id: log.id,
      amount: fromMicros(profit),
      roi_ppm: ratePpm,
      total: fromMicros(log.amount + profit),
      remaining: left?.n ?? 0,
    };
  });
}
