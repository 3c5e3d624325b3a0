import { and, asc, count, eq, isNotNull, isNull, max, ne } from 'drizzle-orm';
import type { OperatorListItem, OperatorRole } from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { operatorSessions, operators } from '../db/schema/ops';
import { ApiError } from './errors';
import { clearOperatorAuthenticator } from './operatorAccounts';

type OperatorRow = typeof operators.$inferSelect;

function view(
  row: OperatorRow,
  names: Map<string, string>,
  lastSignIn: Date | null,
  now: Date,
): OperatorListItem {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    authenticator: row.totpSecret !== null,
    locked_until: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    approved_at: row.approvedAt?.toISOString() ?? null,
    created_by: row.createdBy === null ? null : (names.get(row.createdBy) ?? 'operator key'),
    last_sign_in_at: lastSignIn?.toISOString() ?? null,
  };
}

const partyNames = (rows: Pick<OperatorRow, 'id' | 'username'>[]) =>
  new Map(rows.map((row) => [`operator:${row.id}`, row.username]));

/** Every operator, by username, with when each last signed in. */
export async function listOperators(tx: DbOrTx, now: Date): Promise<OperatorListItem[]> {
  const rows = await tx
    .select({ row: operators, lastSignIn: max(operatorSessions.createdAt) })
    .from(operators)
    .leftJoin(operatorSessions, eq(operatorSessions.operatorId, operators.id))
    .groupBy(operators.id)
    .orderBy(asc(operators.username));
  const names = partyNames(rows.map(({ row }) => row));
  return rows.map(({ row, lastSignIn }) => view(row, names, lastSignIn, now));
}

/** One operator as the list shows them. */
export async function operatorView(tx: DbOrTx, id: number, now: Date): Promise<OperatorListItem> {
  const [row] = await tx.select().from(operators).where(eq(operators.id, id));
  if (!row) throw new ApiError(404, `No operator has the id ${id}`);
  const [last] = await tx
    .select({ at: max(operatorSessions.createdAt) })
    .from(operatorSessions)
    .where(eq(operatorSessions.operatorId, id));
  const creator = row.createdBy?.startsWith('operator:')
    ? await tx
        .select({ id: operators.id, username: operators.username })
        .from(operators)
        .where(eq(operators.id, Number(row.createdBy.slice('operator:'.length))))
    : [];
  return view(row, partyNames(creator), last?.at ?? null, now);
}

/** An operator row, locked for a change. */
export async function lockOperator(tx: DbOrTx, id: number): Promise<OperatorRow> {
  const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
  if (!row) throw new ApiError(404, `No operator has the id ${id}`);
  return row;
}

/** The change an admin asked for: one of a new role, disabling or re-enabling, an authenticator reset. */
export type OperatorUpdate =
  | { role: OperatorRole }
  | { disabled: boolean }
  | { reset_authenticator: true }
  | { approved: { by: string } };

/**
 * Makes a change to an operator, once it may be made: the last admin who can sign in stays one, so the
 * platform always has an admin. A new role, a disabled account or a cleared authenticator starts from a fresh
 * sign-in. The one place that writes an operator's role, state and authenticator after they were added.
 */
export async function updateOperator(
  tx: DbOrTx,
  row: OperatorRow,
  update: OperatorUpdate,
  now: Date,
): Promise<void> {
  const losesAdmin =
    row.role === 'admin' &&
    !row.disabledAt &&
    row.approvedAt !== null &&
    (('role' in update && update.role !== 'admin') || ('disabled' in update && update.disabled));
  if (losesAdmin) {
    // Locks every admin row, so two admins demoting each other at once cannot both succeed.
    await tx.select({ id: operators.id }).from(operators).where(eq(operators.role, 'admin')).for('update');
    const [others] = await tx
      .select({ n: count() })
      .from(operators)
      .where(
        and(
          eq(operators.role, 'admin'),
          isNull(operators.disabledAt),
          isNotNull(operators.approvedAt),
          ne(operators.id, row.id),
        ),
      );
    if (!others || others.n === 0)
      throw new ApiError(409, 'This is the last admin; make another admin first');
  }
  const mine = eq(operators.id, row.id);
  if ('role' in update) await tx.update(operators).set({ role: update.role }).where(mine);
  if ('disabled' in update) {
    await tx
      .update(operators)
      .set({ disabledAt: update.disabled ? now : null })
      .where(mine);
  }
  if ('approved' in update) {
    await tx.update(operators).set({ approvedAt: now, approvedBy: update.approved.by }).where(mine);
  }
  if ('reset_authenticator' in update) await clearOperatorAuthenticator(tx, row.id);
  if ('role' in update || ('disabled' in update && update.disabled) || 'reset_authenticator' in update) {
    await tx
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(and(eq(operatorSessions.operatorId, row.id), isNull(operatorSessions.revokedAt)));
  }
}
