import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import { type OperatorAccountView, operatorRoles } from '../../src/api/contract';
import { isOneOf } from '../../src/api/contract/literalRules';
import type { DbOrTx } from '../db/client';
import { operatorSessions, operators } from '../db/schema/ops';
import { ApiError, fieldError } from './errors';
import { hashPassword, randomToken, sha256, verifyDecoyPassword, verifyPassword } from './secrets';
import { totpStep } from './twoFactor';

/** A session ends after this long without a request. */
export const OPERATOR_IDLE_MS = 15 * 60_000;
/** Wrong passwords or codes in a row before the account locks, and for how long. */
export const OPERATOR_MAX_FAILURES = 5;
export const OPERATOR_LOCK_MS = 30 * 60_000;
export const OPERATOR_PASSWORD_MIN = 12;

const USERNAME = /^[a-z0-9_]{3,32}$/;

/** An operator as the operator API shows one. */
export type OperatorAccount = OperatorAccountView;

export interface NewOperator {
  username: string;
  password: string;
  role: string;
}

/**
 * Who added an operator ('operator:<id>' or 'key'; null at installation) and whether they may sign in at once:
 * an operator added through the operator API waits for a second admin's approval.
 */
export interface Lineage {
  createdBy: string | null;
  approvedBy: string | null;
  approved: boolean;
}
const installed: Lineage = { createdBy: null, approvedBy: null, approved: true };

/** Adds an operator; the authenticator is set up at their first sign-in, before any session is issued. */
export async function createOperator(
  tx: DbOrTx,
  input: NewOperator,
  now: Date,
  lineage: Lineage = installed,
): Promise<OperatorAccount> {
  const username = input.username.trim().toLowerCase();
  if (!USERNAME.test(username)) {
    throw fieldError('username', 'username must be 3 to 32 lower-case letters, digits or _');
  }
  if (input.password.length < OPERATOR_PASSWORD_MIN || input.password.length > 256) {
    throw fieldError('password', `password must be ${OPERATOR_PASSWORD_MIN} to 256 characters`);
  }
  const { role } = input;
  if (!isOneOf(operatorRoles, role)) {
    throw fieldError('role', `role must be one of ${operatorRoles.join(', ')}`);
  }
  const passwordHash = await hashPassword(input.password);
  const [row] = await tx
    .insert(operators)
    .values({
      username,
      passwordHash,
      role,
      createdAt: now,
      createdBy: lineage.createdBy,
      approvedBy: lineage.approvedBy,
      approvedAt: lineage.approved ? now : null,
    })
    .onConflictDoNothing()
    .returning({ id: operators.id, username: operators.username, role: operators.role });
  if (!row) throw fieldError('username', 'This operator username is taken');
  return row;
}

export type OperatorSignIn =
  /** The password was right and the authenticator is not set up yet: scan this secret, then sign in with a code. */
  | { kind: 'enrol'; secret: string }
  | { kind: 'signed-in'; token: string; operator: OperatorAccount }
  /** Returned, not thrown, so the transaction that counted the failure commits. */
  | { kind: 'refused' }
  | { kind: 'locked' }
  /** The password was right, but a second admin has not yet approved this operator. */
  | { kind: 'waiting' };

/** The error a refused or locked sign-in answers with (one text for every wrong part); null otherwise. */
export function signInRefusal(result: OperatorSignIn): ApiError | null {
  if (result.kind === 'refused') return new ApiError(401, 'Wrong username, password or code');
  if (result.kind === 'locked') {
    return new ApiError(423, 'Too many failed attempts: this operator account is locked for 30 minutes');
  }
  if (result.kind === 'waiting') {
    return new ApiError(403, "This operator account is waiting for a second admin's approval");
  }
  return null;
}

/**
 * Signs an operator in with username, password and authenticator code, all in one request. Without a code
 * and before the authenticator is set up, a right password answers with the secret to enrol. Every refusal
 * reads the same (`signInRefusal`); failures in a row lock the account, and a locked account checks nothing.
 */
export async function signInOperator(
  tx: DbOrTx,
  input: { username: string; password: string; code?: string; ip?: string | null },
  now: Date,
): Promise<OperatorSignIn> {
  const [row] = await tx
    .select()
    .from(operators)
    .where(eq(operators.username, input.username.trim().toLowerCase()))
    .for('update');
  if (!row || row.disabledAt) {
    await verifyDecoyPassword(input.password);
    return { kind: 'refused' };
  }
  if (row.lockedUntil && row.lockedUntil > now) return { kind: 'locked' };
  const passwordOk = await verifyPassword(row.passwordHash, input.password);
  if (passwordOk && !row.approvedAt) return { kind: 'waiting' };
  if (passwordOk && !row.totpSecret && !input.code) {
    const secret = row.totpPendingSecret ?? generateSecret();
    await tx.update(operators).set({ totpPendingSecret: secret }).where(eq(operators.id, row.id));
    return { kind: 'enrol', secret };
  }
  const secret = row.totpSecret ?? row.totpPendingSecret;
  const step =
    passwordOk && secret && input.code ? await totpStep(secret, input.code, now, row.lastTotpStep) : null;
  if (step === null || !secret) return { kind: await countOperatorFailure(tx, row, now) };
  await recordOperatorStep(tx, row.id, step, secret);
  const token = randomToken();
  await tx.insert(operatorSessions).values({
    operatorId: row.id,
    tokenHash: sha256(token),
    ip: input.ip ?? null,
    createdAt: now,
    lastSeenAt: now,
  });
  return {
    kind: 'signed-in',
    token,
    operator: { id: row.id, username: row.username, role: row.role },
  };
}

type OperatorRow = typeof operators.$inferSelect;

/**
 * A wrong password or code, by sign-in or by a password change: failures in a row lock the account. This
 * module alone writes an operator's authenticator and failure count (tests/tools/guardedColumns.ts).
 */
export async function countOperatorFailure(
  tx: DbOrTx,
  row: OperatorRow,
  now: Date,
): Promise<'locked' | 'refused'> {
  const failures = row.failedAttempts + 1;
  const lock = failures >= OPERATOR_MAX_FAILURES;
  await tx
    .update(operators)
    .set({
      failedAttempts: lock ? 0 : failures,
      lockedUntil: lock ? new Date(now.getTime() + OPERATOR_LOCK_MS) : row.lockedUntil,
    })
    .where(eq(operators.id, row.id));
  return lock ? 'locked' : 'refused';
}

/**
 * A right code: the failures are forgotten, the code's step cannot be used again, and a secret being enrolled
 * becomes the operator's authenticator.
 */
export async function recordOperatorStep(
  tx: DbOrTx,
  id: number,
  step: number,
  secret: string,
): Promise<void> {
  await tx
    .update(operators)
    .set({
      failedAttempts: 0,
      lockedUntil: null,
      lastTotpStep: step,
      totpSecret: secret,
      totpPendingSecret: null,
    })
    .where(eq(operators.id, id));
}

/** Forgets the authenticator (and any lock): the operator sets up a new one at the next sign-in. */
export async function clearOperatorAuthenticator(tx: DbOrTx, id: number): Promise<void> {
  await tx
    .update(operators)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      lastTotpStep: null,
      failedAttempts: 0,
      lockedUntil: null,
    })
    .where(eq(operators.id, id));
}

/**
 * The operator behind a session token, if the session stands: not revoked, used within the last 15 minutes,
 * its operator not disabled. Each use moves the idle deadline on.
 */
export async function operatorOfSession(
  tx: DbOrTx,
  token: string,
  now: Date,
): Promise<OperatorAccount | null> {
  const idleSince = new Date(now.getTime() - OPERATOR_IDLE_MS);
  const [row] = await tx
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .from(operators)
    .where(
      and(
        eq(operatorSessions.tokenHash, sha256(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.lastSeenAt, idleSince),
        eq(operators.id, operatorSessions.operatorId),
        isNull(operators.disabledAt),
        isNotNull(operators.approvedAt),
      ),
    )
    .returning({ id: operators.id, username: operators.username, role: operators.role });
  return row ?? null;
}

/** Whether a session still stands, without counting this as a use (an open event stream is not activity). */
export async function operatorSessionStands(tx: DbOrTx, token: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: operatorSessions.id })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, sha256(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.lastSeenAt, new Date(now.getTime() - OPERATOR_IDLE_MS)),
        isNull(operators.disabledAt),
      ),
    );
  return row !== undefined;
}

/** Ends a session (signing out); false when it had ended already. */
export async function endOperatorSession(tx: DbOrTx, token: string, now: Date): Promise<boolean> {
  const ended = await tx
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.tokenHash, sha256(token)), isNull(operatorSessions.revokedAt)))
    .returning({ id: operatorSessions.id });
  return ended.length === 1;
}
