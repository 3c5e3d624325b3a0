import { eq } from 'drizzle-orm';
import { type Db, type DbOrTx, perDatabase, type Tx } from '../db/client';
import { users } from '../db/schema';
import { ApiError, unauthenticated } from './errors';
import type { Member } from './sessions';

export const PIN_MAX_ATTEMPTS = 5;
export const PIN_LOCK_MS = 30 * 60 * 1000;

export const formatUtc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The refusal while the member's second factor is locked, on the field the member typed into. */
export function lockedError(until: Date, field: string): ApiError {
  const subject = field === 'mpin' ? 'Security Pin' : 'Verification';
  const message = `${subject} is locked until ${formatUtc(until)} after too many wrong attempts`;
  return new ApiError(423, message, { [field]: [message] });
}

/** When the member's second factor is locked, or null. */
export const lockedUntil = (member: Member, now: Date): Date | null =>
  member.pinLockedUntil && member.pinLockedUntil > now ? member.pinLockedUntil : null;

/**
 * Locks the member's row for the rest of `tx` and answers it as it is now. Every check of a second factor
 * settles under this lock, taken before anything else is written in its transaction; 'no key update' lets the
 * foreign-key checks of rows inserted meanwhile (events, tokens) pass it, so two settling checks can never
 * each hold a part of the row the other needs.
 */
export async function lockMember(tx: DbOrTx, memberId: number): Promise<Member> {
  const [member] = await tx.select().from(users).where(eq(users.id, memberId)).for('no key update');
  if (!member) throw unauthenticated();
  return member;
}

/** The queues of one server instance (one database handle): another instance keeps its own. */
const queuesOf = perDatabase(() => new Map<number, (() => void)[]>());

/**
 * Runs `check` when no other check of the member's second factor is in progress in this server instance, in
 * arrival order, without holding anything in the database while it waits. Across instances the member's row
 * lock orders the checks (see verifySecondFactor).
 */
export async function inTurn<T>(db: Db, memberId: number, check: () => Promise<T>): Promise<T> {
  const queues = queuesOf(db);
  let waiting = queues.get(memberId);
  if (waiting) await new Promise<void>((resolve) => waiting!.push(resolve));
  else {
    waiting = [];
    queues.set(memberId, waiting);
  }
  try {
    return await check();
  } finally {
    // The turn passes straight to the next in line, so a newcomer cannot jump the queue.
    const next = waiting.shift();
    if (next) next();
    else queues.delete(memberId);
  }
}

/** A right second factor: the failures so far are forgiven. */
export async function clearFailures(tx: DbOrTx, memberId: number): Promise<void> {
  await tx.update(users).set({ pinFailedCount: 0, pinLockedUntil: null }).where(eq(users.id, memberId));
}

/**
 * Counts one wrong second factor of a member whose row `tx` has locked; the last one allowed locks every
 * second factor for 30 minutes. Answers the lock's end, or how many tries are left.
 */
export async function countFailure(
  tx: Tx,
  member: Member,
  now: Date,
): Promise<{ lockedUntil: Date } | { left: number }> {
  const failed = member.pinFailedCount + 1;
  if (failed >= PIN_MAX_ATTEMPTS) {
    const until = new Date(now.getTime() + PIN_LOCK_MS);
    await tx.update(users).set({ pinFailedCount: 0, pinLockedUntil: until }).where(eq(users.id, member.id));
    return { lockedUntil: until };
  }
  await tx.update(users).set({ pinFailedCount: failed }).where(eq(users.id, member.id));
  return { left: PIN_MAX_ATTEMPTS - failed };
}
