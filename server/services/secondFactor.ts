import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { verify as verifyTotp } from 'otplib';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { ApiError } from './errors';
import type { Member } from './sessions';

export const PIN_MAX_ATTEMPTS = 5;
export const PIN_LOCK_MS = 30 * 60 * 1000;

const formatUtc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function pinLockedError(until: Date): ApiError {
  const message = `Security Pin is locked until ${formatUtc(until)} after too many wrong attempts`;
  return new ApiError(423, message, { mpin: [message] });
}

/**
 * Records a wrong PIN atomically; the fifth in a row locks the PIN for 30 minutes. Returns the refusal to
 * send once the transaction has committed.
 */
export async function recordWrongPin(tx: DbOrTx, memberId: number, now: Date): Promise<ApiError> {
  const lockUntil = new Date(now.getTime() + PIN_LOCK_MS);
  const [row] = await tx
    .update(users)
    .set({
      pinFailedCount: sql`case when ${users.pinFailedCount} + 1 >= ${PIN_MAX_ATTEMPTS} then 0 else ${users.pinFailedCount} + 1 end`,
      pinLockedUntil: sql`case when ${users.pinFailedCount} + 1 >= ${PIN_MAX_ATTEMPTS} then ${lockUntil.toISOString()}::timestamptz else ${users.pinLockedUntil} end`,
    })
    .where(eq(users.id, memberId))
    .returning({ count: users.pinFailedCount, lockedUntil: users.pinLockedUntil });
  if (row?.lockedUntil && row.lockedUntil.getTime() > now.getTime()) return pinLockedError(row.lockedUntil);
  const left = PIN_MAX_ATTEMPTS - (row?.count ?? 0);
  const message = `Invalid Security Pin, ${left} ${left === 1 ? 'try' : 'tries'} left`;
  return new ApiError(422, message, { mpin: [message] });
}

export async function clearPinFailures(tx: DbOrTx, memberId: number): Promise<void> {
  await tx.update(users).set({ pinFailedCount: 0, pinLockedUntil: null }).where(eq(users.id, memberId));
}

/**
 * Checks an authenticator code (RFC 6238, 30 s steps, one step either side) and records its step, so the
 * same code cannot be used twice. The conditional update makes two concurrent uses of one code fail once.
 */
export async function acceptTotp(tx: DbOrTx, member: Member, code: string, now: Date): Promise<boolean> {
  if (!member.totpSecret) return false;
  let step: number;
  try {
    const result = await verifyTotp({
      secret: member.totpSecret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: 30,
      ...(member.lastTotpStep !== null ? { afterTimeStep: member.lastTotpStep } : {}),
    });
    if (!result.valid || !('timeStep' in result)) return false;
    step = result.timeStep;
  } catch {
    return false;
  }
  const updated = await tx
    .update(users)
    .set({ lastTotpStep: step })
    .where(and(eq(users.id, member.id), or(isNull(users.lastTotpStep), lt(users.lastTotpStep, step))))
    .returning({ id: users.id });
  return updated.length === 1;
}
