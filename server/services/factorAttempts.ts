import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client';
import { secondFactorChecks, users } from '../db/schema';
import { ApiError } from './errors';
import type { Member } from './sessions';

export const PIN_MAX_ATTEMPTS = 5;
export const PIN_LOCK_MS = 30 * 60 * 1000;
/** A check reserved by a process that died is given back after this long; a real check takes milliseconds. */
export const CHECK_RESERVATION_MS = 60 * 1000;
/** How long a request waits for its turn while other checks of the same member use up the budget. */
const TURN_WAIT_MS = 20 * 1000;

export const formatUtc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The refusal while the member's second factor is locked, on the field the member typed into. */
export function lockedError(until: Date, field: string): ApiError {
  const subject = field === 'mpin' ? 'Security Pin' : 'Verification';
  const message = `${subject} is locked until ${formatUtc(until)} after too many wrong attempts`;
  return new ApiError(423, message, { [field]: [message] });
}

export type Budget = { state: 'open'; member: Member } | { state: 'locked'; until: Date } | { state: 'busy' };

/**
 * Locks the member's row for the rest of `tx`. Every transaction that settles a check takes this lock first, and
 * 'no key update' lets the foreign-key checks of rows inserted meanwhile (events, tokens) pass it, so two
 * settling checks can never hold parts of the row each other needs.
 */
export async function lockMember(tx: DbOrTx, memberId: number): Promise<Member> {
  const [member] = await tx.select().from(users).where(eq(users.id, memberId)).for('no key update');
  if (!member) throw new ApiError(401, 'Unauthenticated');
  return member;
}

/**
 * Locks the member's row for the rest of `tx` and says whether one more check may be evaluated: not while the
 * second factor is locked, and only while the failures so far plus the checks in progress stay under the limit.
 * Answers the member's current row, so a check reads the PIN and secrets as they are now.
 */
export async function readBudget(tx: DbOrTx, memberId: number, now: Date): Promise<Budget> {
  const member = await lockMember(tx, memberId);
  if (member.pinLockedUntil && member.pinLockedUntil > now)
    return { state: 'locked', until: member.pinLockedUntil };
  await tx
    .delete(secondFactorChecks)
    .where(and(eq(secondFactorChecks.userId, memberId), lte(secondFactorChecks.expiresAt, now)));
  const [inFlight] = await tx
    .select({ n: count() })
    .from(secondFactorChecks)
    .where(and(eq(secondFactorChecks.userId, memberId), gt(secondFactorChecks.expiresAt, now)));
  const pending = Number(inFlight?.n ?? 0);
  if (member.pinFailedCount + pending < PIN_MAX_ATTEMPTS) return { state: 'open', member };
  if (pending > 0) return { state: 'busy' };
  // The limit was reached without a lock being written (a row from before the lock existed): lock now.
  const until = new Date(now.getTime() + PIN_LOCK_MS);
  await tx.update(users).set({ pinFailedCount: 0, pinLockedUntil: until }).where(eq(users.id, memberId));
  return { state: 'locked', until };
}

interface Turns {
  active: number;
  waiting: (() => void)[];
}
const turns = new Map<number, Turns>();

/**
 * Runs `check` once this process has fewer than the limit of the member's checks in progress, in arrival order.
 * This only spares the database the polling of requests that would find the budget full anyway; the budget in
 * the database stays the guard, across every instance of the server.
 */
export async function inTurn<T>(memberId: number, check: () => Promise<T>): Promise<T> {
  let queue = turns.get(memberId);
  if (!queue) {
    queue = { active: 0, waiting: [] };
    turns.set(memberId, queue);
  }
  const own = queue;
  if (own.active < PIN_MAX_ATTEMPTS) own.active++;
  else await new Promise<void>((resolve) => own.waiting.push(resolve));
  try {
    return await check();
  } finally {
    // The place passes straight to the next in line, so a newcomer cannot jump the queue.
    const next = own.waiting.shift();
    if (next) next();
    else if (--own.active === 0) turns.delete(memberId);
  }
}

/**
 * Runs `attempt` until the budget lets it through, waiting (outside any transaction) while checks of the member
 * made elsewhere (another instance) fill it: those end within milliseconds, giving their place back or locking.
 */
export async function takeTurn<T>(field: string, attempt: () => Promise<T | 'busy'>): Promise<T> {
  const deadline = performance.now() + TURN_WAIT_MS;
  for (let round = 0; ; round++) {
    const outcome = await attempt();
    if (outcome !== 'busy') return outcome;
    if (performance.now() > deadline) {
      const message = 'Too many verifications at once, please try again in a moment';
      throw new ApiError(429, message, { [field]: [message] }, 1);
    }
    // Jittered, so requests that met at the limit do not all come back at the same instant.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(10 + round * 10, 100) * (0.5 + Math.random())),
    );
  }
}

/** Reserves one check of the budget in its own short transaction; the evaluation happens outside it. */
export async function reserveCheck(
  db: Db,
  memberId: number,
  now: Date,
): Promise<{ state: 'reserved'; id: number; member: Member } | Exclude<Budget, { state: 'open' }>> {
  return db.transaction(async (tx) => {
    const budget = await readBudget(tx, memberId, now);
    if (budget.state !== 'open') return budget;
    const [row] = await tx
      .insert(secondFactorChecks)
      .values({ userId: memberId, expiresAt: new Date(now.getTime() + CHECK_RESERVATION_MS) })
      .returning({ id: secondFactorChecks.id });
    return { state: 'reserved' as const, id: row!.id, member: budget.member };
  });
}

export async function releaseCheck(tx: DbOrTx, checkId: number): Promise<void> {
  await tx.delete(secondFactorChecks).where(eq(secondFactorChecks.id, checkId));
}

/** A right second factor: the failures so far are forgiven. */
export async function clearFailures(tx: DbOrTx, memberId: number): Promise<void> {
  await tx.update(users).set({ pinFailedCount: 0, pinLockedUntil: null }).where(eq(users.id, memberId));
}

/**
 * Counts one wrong second factor; the last one allowed locks every second factor for 30 minutes. Answers the
 * lock's end, or how many tries are left.
 */
export async function countFailure(
  tx: Tx,
  memberId: number,
  now: Date,
): Promise<{ lockedUntil: Date } | { left: number }> {
  const failed = (await lockMember(tx, memberId)).pinFailedCount + 1;
  if (failed >= PIN_MAX_ATTEMPTS) {
    const lockedUntil = new Date(now.getTime() + PIN_LOCK_MS);
    await tx
      .update(users)
      .set({ pinFailedCount: 0, pinLockedUntil: lockedUntil })
      .where(eq(users.id, memberId));
    return { lockedUntil };
  }
  await tx.update(users).set({ pinFailedCount: failed }).where(eq(users.id, memberId));
  return { left: PIN_MAX_ATTEMPTS - failed };
}
