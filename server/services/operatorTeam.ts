import { and, asc, count, eq, isNull, max, ne } from 'drizzle-orm';
import type { OperatorChangeBody, OperatorListItem, OperatorRole } from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { operatorSessions, operators } from '../db/schema/ops';
import { ApiError } from './errors';
import type { AuditActor } from './operator';

type OperatorRow = typeof operators.$inferSelect;

function view(row: OperatorRow, lastSignIn: Date | null, now: Date): OperatorListItem {
  return {
    id: row.id,
    username: row.username,
    role: row.role as OperatorRole,
    authenticator: row.totpSecret !== null,
    locked_until: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: lastSignIn?.toISOString() ?? null,
  };
}

/** Every operator, by username, with when each last signed in. */
export async function listOperators(tx: DbOrTx, now: Date): Promise<OperatorListItem[]> {
  const rows = await tx
    .select({ row: operators, lastSignIn: max(operatorSessions.createdAt) })
    .from(operators)
    .leftJoin(operatorSessions, eq(operatorSessions.operatorId, operators.id))
    .groupBy(operators.id)
    .orderBy(asc(operators.username));
  return rows.map(({ row, lastSignIn }) => view(row, lastSignIn, now));
}

/**
 * An admin changes another operator's role, disables or enables them, or clears their authenticator. Nobody
 * changes their own account here, and the last admin who can sign in stays one, so the platform always has an
 * admin. Returns the operator before and after.
 */
export async function changeOperator(
  tx: DbOrTx,
  input: { id: number; change: OperatorChangeBody; by: AuditActor; now: Date },
): Promise<{ before: OperatorListItem; after: OperatorListItem }> {
  const { id, change, by, now } = input;
  const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
  if (!row) throw new ApiError(404, `No operator has the id ${id}`);
  if (by.operatorId === id)
    throw new ApiError(403, 'Operators cannot change their own account; ask another admin');
  const losesAdmin =
    row.role === 'admin' &&
    !row.disabledAt &&
    ((change.role && change.role !== 'admin') || change.disabled === true);
  if (losesAdmin) {
    // Locks every admin row, so two admins demoting each other at once cannot both succeed.
    await tx.select({ id: operators.id }).from(operators).where(eq(operators.role, 'admin')).for('update');
    const [others] = await tx
      .select({ n: count() })
      .from(operators)
      .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt), ne(operators.id, id)));
    if (!others || others.n === 0)
      throw new ApiError(409, 'This is the last admin; make another admin first');
  }
  const [updated] = await tx
    .update(operators)
    .set({
      ...(change.role ? { role: change.role } : {}),
      ...(change.disabled === undefined ? {} : { disabledAt: change.disabled ? now : null }),
      ...(change.reset_authenticator
        ? {
            totpSecret: null,
            totpPendingSecret: null,
            lastTotpStep: null,
            failedAttempts: 0,
            lockedUntil: null,
          }
        : {}),
    })
    .where(eq(operators.id, id))
    .returning();
  // A new role or a disabled account starts from a fresh sign-in.
  if (change.role || change.disabled || change.reset_authenticator) {
    await tx
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(and(eq(operatorSessions.operatorId, id), isNull(operatorSessions.revokedAt)));
  }
  const [last] = await tx
    .select({ at: max(operatorSessions.createdAt) })
    .from(operatorSessions)
    .where(eq(operatorSessions.operatorId, id));
  return { before: view(row, last?.at ?? null, now), after: view(updated!, last?.at ?? null, now) };
}
