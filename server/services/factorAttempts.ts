import { and, eq, sql } from 'drizzle-orm';
import {
  FACTOR_FAILURES_PER_ACCOUNT,
  FACTOR_FAILURES_PER_ADDRESS,
  FACTOR_LOCK_MINUTES,
  FACTOR_PACE_SECONDS,
} from '../../src/api/contract';
import { type Db, type DbOrTx, perDatabase, type Tx } from '../db/client';
import { factorFailures, users } from '../db/schema';
import { ApiError, unauthenticated } from './errors';
import type { Member } from './sessions';

/**
 * Wrong second factors are counted twice (figures in the contract's authRules.ts). Per address, in a row: the
 * last one allowed locks that address, and only that one, out of the member's second factor for a while. Per
 * member, from every address since the last right factor: past a ceiling each further try waits a short pace,
 * and crossing it mails the member. A stranger who has the password can so slow the member down, never lock
 * them out from where they are.
 */
export const PIN_MAX_ATTEMPTS = FACTOR_FAILURES_PER_ADDRESS;
export const PIN_LOCK_MS = FACTOR_LOCK_MINUTES * 60 * 1000;
export const FACTOR_CEILING = FACTOR_FAILURES_PER_ACCOUNT;
export const FACTOR_PACE_MS = FACTOR_PACE_SECONDS * 1000;

export const formatUtc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The refusal while the member's second factor is locked, on the field the member typed into. */
export function lockedError(until: Date, field: string): ApiError {
  const subject = field === 'mpin' ? 'Security Pin' : 'Verification';
  const message = `${subject} is locked until ${formatUtc(until)} after too many wrong attempts`;
  return new ApiError(423, message, { [field]: [message] });
}

/** The refusal while guesses on the member's second factor are slowed down, with when to come back. */
export function pacedError(until: Date, now: Date, field: string): ApiError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const message = `Too many wrong codes for this account. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  return new ApiError(429, message, { [field]: [message] }, seconds);
}

/** Why the member's second factor may not be tried from `network` now (locked there, or slowed), or null. */
export async function refusalBefore(
  tx: DbOrTx,
  member: Member,
  network: string,
  field: string,
  now: Date,
): Promise<ApiError | null> {
  const [here] = await tx
    .select({ lockedUntil: factorFailures.lockedUntil })
    .from(factorFailures)
    .where(and(eq(factorFailures.userId, member.id), eq(factorFailures.network, network)));
  if (here?.lockedUntil && here.lockedUntil > now) return lockedError(here.lockedUntil, field);
  const slowed = member.pinFailedCount >= FACTOR_CEILING ? member.pinLockedUntil : null;
  return slowed && slowed > now ? pacedError(slowed, now, field) : null;
}

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

/**
 * A right second factor from `network`: the failures counted there and the run across every address are
 * forgiven; other addresses keep their locks. Without a network (a new PIN) every failure is forgiven.
 */
export async function clearFailures(tx: DbOrTx, memberId: number, network?: string): Promise<void> {
  await tx.update(users).set({ pinFailedCount: 0, pinLockedUntil: null }).where(eq(users.id, memberId));
  await tx
    .delete(factorFailures)
    .where(
      network === undefined
        ? eq(factorFailures.userId, memberId)
        : and(eq(factorFailures.userId, memberId), eq(factorFailures.network, network)),
    );
}

export interface CountedFailure {
  /** The address is locked out of the member's second factor until then. */
  lockedUntil?: Date;
  /** Tries left from this address before it is locked. */
  left: number;
  /** This failure took the member's run across every address to the ceiling: the member is to be told. */
  burst: boolean;
}

/** Counts one wrong second factor from `network` of a member whose row `tx` has locked. */
export async function countFailure(
  tx: Tx,
  member: Member,
  network: string,
  now: Date,
): Promise<CountedFailure> {
  const [here] = await tx
    .insert(factorFailures)
    .values({ userId: member.id, network, failedCount: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [factorFailures.userId, factorFailures.network],
      set: { failedCount: sql`${factorFailures.failedCount} + 1`, updatedAt: now },
    })
    .returning({ failedCount: factorFailures.failedCount });
  const inARow = here?.failedCount ?? 1;
  let lockedUntil: Date | undefined;
  if (inARow >= PIN_MAX_ATTEMPTS) {
    lockedUntil = new Date(now.getTime() + PIN_LOCK_MS);
    await tx
      .update(factorFailures)
      .set({ failedCount: 0, lockedUntil })
      .where(and(eq(factorFailures.userId, member.id), eq(factorFailures.network, network)));
  }
  const everywhere = member.pinFailedCount + 1;
  const slowedUntil = everywhere >= FACTOR_CEILING ? new Date(now.getTime() + FACTOR_PACE_MS) : null;
  await tx
    .update(users)
    .set({ pinFailedCount: everywhere, pinLockedUntil: slowedUntil })
    .where(eq(users.id, member.id));
  return {
    ...(lockedUntil ? { lockedUntil } : {}),
    left: Math.max(0, PIN_MAX_ATTEMPTS - inARow),
    burst: everywhere === FACTOR_CEILING,
  };
}
