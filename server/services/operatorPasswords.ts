import { and, eq, isNull, ne } from 'drizzle-orm';
import type { OperatorPasswordBody } from '../../src/api/contract';
import type { Tx } from '../db/client';
import { operatorSessions, operators } from '../db/schema/ops';
import { ApiError, fieldError } from './errors';
import { countOperatorFailure, recordOperatorStep } from './operatorAccounts';
import { hashPassword, sha256, verifyPassword } from './secrets';
import { totpStep } from './twoFactor';

/**
 * An operator's change of their own password. Returned rather than thrown where a failure must be counted,
 * so the transaction that counts it commits.
 */
export type PasswordChange =
  | { kind: 'changed'; sessionsEnded: number }
  /** The current password or the code was wrong; the failure counts toward the lock like a sign-in's. */
  | { kind: 'refused' }
  | { kind: 'locked' };

/** The error a refused or locked change answers with; null once changed. */
export function passwordChangeRefusal(result: PasswordChange): ApiError | null {
  if (result.kind === 'refused') {
    return new ApiError(422, 'The current password or the authenticator code is wrong', {
      current_password: ['The current password or the authenticator code is wrong'],
    });
  }
  if (result.kind === 'locked') {
    return new ApiError(423, 'Too many failed attempts: this operator account is locked for 30 minutes');
  }
  return null;
}

/**
 * Sets a new password once the current one and a fresh authenticator code are right, and ends every other
 * session of the operator (the one asking stays signed in). Wrong attempts count with the sign-in's, so the
 * change cannot be used to guess a password past the lock.
 */
export async function changeOperatorPassword(
  tx: Tx,
  input: { operatorId: number; sessionToken: string } & OperatorPasswordBody,
  now: Date,
): Promise<PasswordChange> {
  const [row] = await tx.select().from(operators).where(eq(operators.id, input.operatorId)).for('update');
  if (!row || row.disabledAt) throw new ApiError(401, 'The operator session has ended: sign in again');
  if (row.lockedUntil && row.lockedUntil > now) return { kind: 'locked' };
  const passwordOk = await verifyPassword(row.passwordHash, input.current_password);
  const step =
    passwordOk && row.totpSecret ? await totpStep(row.totpSecret, input.code, now, row.lastTotpStep) : null;
  if (step === null) return { kind: await countOperatorFailure(tx, row, now) };
  if (await verifyPassword(row.passwordHash, input.new_password)) {
    throw fieldError('new_password', 'The new password must differ from the current one');
  }
  await recordOperatorStep(tx, row.id, step, row.totpSecret!);
  await tx
    .update(operators)
    .set({ passwordHash: await hashPassword(input.new_password) })
    .where(eq(operators.id, row.id));
  const ended = await tx
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(operatorSessions.operatorId, row.id),
        isNull(operatorSessions.revokedAt),
        ne(operatorSessions.tokenHash, sha256(input.sessionToken)),
      ),
    )
    .returning({ id: operatorSessions.id });
  return { kind: 'changed', sessionsEnded: ended.length };
}
