import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  type OperatorAccountView,
  type OperatorChangeBody,
  type OperatorCreateBody,
  type OperatorListItem,
  type OperatorRole,
  operatorRoles,
} from '../../src/api/contract';
import { isOneOf } from '../../src/api/contract/literalRules';
import type { DbOrTx } from '../db/client';
import { operators } from '../db/schema/ops';
import { type ApprovalRow, partyOf, requestApproval } from './approvals';
import type { Moved } from './approvedMoves';
import { ApiError, fieldError } from './errors';
import type { AuditActor } from './operator';
import { createOperator } from './operatorAccounts';
import { lockOperator, type OperatorUpdate, operatorView, updateOperator } from './operatorTeam';

/** The operator key sets up the first team alone, until two admins could approve each other. */
export const BOOTSTRAP_ADMINS = 2;

/** Admins who could approve a request: approved and not disabled. */
async function activeAdmins(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt), isNotNull(operators.approvedAt)));
  return row?.n ?? 0;
}

/**
 * Adds an operator. While fewer than two admins could approve each other, the operator key is the installer
 * setting up the first team, and its additions take effect at once. Any other addition creates the account
 * waiting (it cannot sign in) and files a request a second admin must approve, so one person cannot make
 * themselves a second pair of eyes.
 */
export async function addOperator(
  tx: DbOrTx,
  body: OperatorCreateBody,
  by: AuditActor,
  now: Date,
): Promise<Moved<OperatorAccountView>> {
  const party = partyOf(by);
  const bootstrap = by.operatorId === null && (await activeAdmins(tx)) < BOOTSTRAP_ADMINS;
  const created = await createOperator(tx, body, now, {
    createdBy: party,
    approvedBy: bootstrap ? party : null,
    approved: bootstrap,
  });
  if (bootstrap) return { kind: 'done', data: created };
  const approval = await requestApproval(
    tx,
    {
      kind: 'operator_create',
      subject: `operator_create:${created.id}`,
      operatorId: created.id,
      details: { username: created.username, role: created.role },
    },
    by,
    now,
  );
  return { kind: 'waiting', approval };
}

type Changed = { before: OperatorListItem; after: OperatorListItem };

/** The one change a body asks for; several at once would let one approval carry another change with it. */
function onlyChange(change: OperatorChangeBody): OperatorUpdate {
  const asked: OperatorUpdate[] = [];
  if (change.role !== undefined) asked.push({ role: change.role });
  if (change.disabled !== undefined) asked.push({ disabled: change.disabled });
  if (change.reset_authenticator) asked.push({ reset_authenticator: true });
  if (asked.length !== 1) {
    throw fieldError('role', 'Send one change at a time: role, disabled or reset_authenticator');
  }
  return asked[0]!;
}

/**
 * An admin changes another operator. Disabling takes away power and is done at once; a new role, re-enabling
 * and an authenticator reset each give power or a way in, so each waits for a second admin. Nobody changes
 * their own account here.
 */
export async function changeOperator(
  tx: DbOrTx,
  input: { id: number; change: OperatorChangeBody; by: AuditActor; now: Date },
): Promise<Moved<Changed>> {
  const { id, by, now } = input;
  const update = onlyChange(input.change);
  const row = await lockOperator(tx, id);
  if (by.operatorId === id)
    throw new ApiError(403, 'Operators cannot change their own account; ask another admin');
  const before = await operatorView(tx, id, now);
  if ('disabled' in update && update.disabled) {
    await updateOperator(tx, row, update, now);
    return { kind: 'done', data: { before, after: await operatorView(tx, id, now) } };
  }
  if ('role' in update && update.role === row.role) {
    throw fieldError('role', `${row.username} is already ${update.role}`);
  }
  if ('disabled' in update && !row.disabledAt) throw new ApiError(409, `${row.username} is not disabled`);
  if (!row.approvedAt)
    throw new ApiError(409, `${row.username} is still waiting for a second admin's approval`);
  const [kind, details] =
    'role' in update
      ? (['operator_role', { role: update.role, from: row.role }] as const)
      : 'disabled' in update
        ? (['operator_enable', {}] as const)
        : (['operator_authenticator_reset', {}] as const);
  const approval = await requestApproval(
    tx,
    { kind, subject: `${kind}:${id}`, operatorId: id, details: { username: row.username, ...details } },
    by,
    now,
  );
  return { kind: 'waiting', approval };
}

/** The role a role change asks for, as it was written when the change was requested. */
function roleAsked(request: ApprovalRow): OperatorRole {
  const { role } = request.details;
  if (!isOneOf(operatorRoles, role)) throw new Error(`request #${request.id} asks for no known role`);
  return role;
}

/** What an approved operator request does, in the approving transaction. */
export async function applyOperatorChange(
  tx: DbOrTx,
  request: ApprovalRow & { operatorId: number },
  now: Date,
  approvedBy: string,
): Promise<Record<string, unknown>> {
  const row = await lockOperator(tx, request.operatorId);
  const update: OperatorUpdate =
    request.kind === 'operator_create'
      ? { approved: { by: approvedBy } }
      : request.kind === 'operator_role'
        ? { role: roleAsked(request) }
        : request.kind === 'operator_enable'
          ? { disabled: false }
          : { reset_authenticator: true };
  if (request.kind === 'operator_create' && row.disabledAt) {
    throw new ApiError(409, `${row.username} was disabled while waiting; add them again`);
  }
  await updateOperator(tx, row, update, now);
  const after = await operatorView(tx, row.id, now);
  return { operator: after.username, role: after.role, disabled: after.disabled_at !== null };
}

/** A declined addition leaves an account nobody approved: it is disabled, so it can never be approved later. */
export async function declineOperatorChange(tx: DbOrTx, request: ApprovalRow, now: Date): Promise<void> {
  if (request.kind !== 'operator_create' || request.operatorId === null) return;
  const row = await lockOperator(tx, request.operatorId);
  if (!row.disabledAt) await updateOperator(tx, row, { disabled: true }, now);
}
