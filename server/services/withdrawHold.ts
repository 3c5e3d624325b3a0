import { eq, sql } from 'drizzle-orm';
import { WITHDRAW_HOLD_HOURS } from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { ApiError } from './errors';
import { formatUtc } from './factorAttempts';

const HOLD_MS = WITHDRAW_HOLD_HOURS * 60 * 60 * 1000;

/**
 * Withdrawals wait 24 hours after a password, PIN or 2FA change, a recovery-code sign-in or a new withdrawal
 * destination: the moves a thief makes first, before the member reads the mail about them. Refused before the
 * second factor is asked for, so no PIN attempt is spent on a withdrawal that cannot happen yet.
 */
export function refuseDuringHold(holdUntil: Date | null, now: Date): void {
  if (!holdUntil || holdUntil <= now) return;
  throw new ApiError(
    423,
    `Withdrawals are paused until ${formatUtc(holdUntil)} after a recent security change on your account`,
  );
}

/**
 * Refuses withdrawals for the next 24 hours (never shortening a hold already running); answers its end. Called
 * only by the security notice that records why (securityNotices.noteSecurityChange).
 */
export async function holdWithdrawals(tx: DbOrTx, memberId: number, at: Date): Promise<Date> {
  const until = new Date(at.getTime() + HOLD_MS);
  const iso = until.toISOString();
  const [row] = await tx
    .update(users)
    .set({
      withdrawHoldUntil: sql`greatest(coalesce(${users.withdrawHoldUntil}, ${iso}::timestamptz), ${iso}::timestamptz)`,
    })
    .where(eq(users.id, memberId))
    .returning({ until: users.withdrawHoldUntil });
  return row?.until ?? until;
}
