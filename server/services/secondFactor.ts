import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
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
 * Takes one of the member's PIN attempts before the PIN is checked. Claiming first, in one conditional
 * update, means concurrent guesses can never add up to more than the limit. Returns the attempt's number,
 * or the refusal while the PIN is locked.
 */
export async function claimPinAttempt(tx: DbOrTx, memberId: number, now: Date): Promise<number | ApiError> {
  const [claimed] = await tx
    .update(users)
    .set({ pinFailedCount: sql`${users.pinFailedCount} + 1`, pinLockedUntil: null })
    .where(
      and(
        eq(users.id, memberId),
        lt(users.pinFailedCount, PIN_MAX_ATTEMPTS),
        or(isNull(users.pinLockedUntil), lte(users.pinLockedUntil, now)),
      ),
    )
    .returning({ attempt: users.pinFailedCount });
  if (claimed) return claimed.attempt;
  const [row] = await tx.select({ until: users.pinLockedUntil }).from(users).where(eq(users.id, memberId));
  return pinLockedError(row?.until && row.until > now ? row.until : new Date(now.getTime() + PIN_LOCK_MS));
}

/** A wrong PIN on the given attempt: the last one locks the PIN for 30 minutes. */
export async function refuseWrongPin(
  tx: DbOrTx,
  memberId: number,
  attempt: number,
  now: Date,
): Promise<ApiError> {
  if (attempt < PIN_MAX_ATTEMPTS) {
    const left = PIN_MAX_ATTEMPTS - attempt;
    const message = `Invalid Security Pin, ${left} ${left === 1 ? 'try' : 'tries'} left`;
    return new ApiError(422, message, { mpin: [message] });
  }
  const lockedUntil = new Date(now.getTime() + PIN_LOCK_MS);
  await tx
    .update(users)
    .set({ pinFailedCount: 0, pinLockedUntil: lockedUntil })
    .where(eq(users.id, memberId));
  return pinLockedError(lockedUntil);
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
