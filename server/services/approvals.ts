import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ApprovalRequest, fromMicros } from '../../src/api/contract';
import type { Config } from '../config';
import type { DbOrTx, Tx } from '../db/client';
import { approvalRequests, operators, users } from '../db/schema';
import { ApiError } from './errors';
import type { AuditActor } from './operator';

type ApprovalRow = typeof approvalRequests.$inferSelect;
export type ApprovalKind = ApprovalRow['kind'];
export type { ApprovalRow };

/** Above this a deposit or withdrawal waits for a second operator: APPROVAL_THRESHOLD_USDT, default 1,000. */
export const DEFAULT_APPROVAL_THRESHOLD_USDT = 1_000;
export const approvalThreshold = (config: Config): bigint =>
  BigInt(config.approvalThresholdUsdt ?? DEFAULT_APPROVAL_THRESHOLD_USDT) * 1_000_000n;

/** One name per party: an operator, a stored key, or the key from the environment. */
export const partyOf = (actor: AuditActor): string =>
  actor.operatorId !== null
    ? `operator:${actor.operatorId}`
    : actor.keyId !== null
      ? `key:${actor.keyId}`
      : 'key:env';

const requester = alias(operators, 'requester');
const decider = alias(operators, 'decider');

const partyName = (operatorName: string | null, party: string | null) =>
  party === null ? null : (operatorName ?? 'operator key');

async function view(tx: DbOrTx, id: number): Promise<ApprovalRequest> {
  const [found] = await listWhere(tx, eq(approvalRequests.id, id), 1);
  if (!found) throw new ApiError(404, `No approval request has the id ${id}`);
  return found;
}

async function listWhere(tx: DbOrTx, where: ReturnType<typeof eq> | undefined, limit: number) {
  const rows = await tx
    .select({
      row: approvalRequests,
      username: users.username,
      requestedBy: requester.username,
      decidedBy: decider.username,
    })
    .from(approvalRequests)
    .innerJoin(users, eq(users.id, approvalRequests.memberId))
    .leftJoin(requester, eq(requester.id, approvalRequests.requestedByOperatorId))
    .leftJoin(decider, eq(decider.id, approvalRequests.decidedByOperatorId))
    .where(where)
    .orderBy(desc(approvalRequests.id))
    .limit(limit);
  return rows.map(
    ({ row, username, requestedBy, decidedBy }): ApprovalRequest => ({
      id: row.id,
      kind: row.kind,
      username,
      amount: fromMicros(row.amount),
      details: row.details,
      requested_by: partyName(requestedBy, row.requestedBy) ?? 'operator key',
      requested_at: row.requestedAt.toISOString(),
      status: row.status,
      decided_by: partyName(decidedBy, row.decidedBy),
      decided_at: row.decidedAt?.toISOString() ?? null,
      reason: row.reason,
      outcome: row.outcome,
    }),
  );
}

export const listApprovals = (tx: DbOrTx, status?: ApprovalRow['status']) =>
  listWhere(tx, status ? eq(approvalRequests.status, status) : undefined, 100);

/** The database keeps jsonb keys in its own order; compare details by their sorted entries. */
const canonical = (details: Record<string, unknown>) => JSON.stringify(Object.entries(details).sort());

export interface NewApproval {
  kind: ApprovalKind;
  subject: string;
  memberId: number;
  amount: bigint;
  details: Record<string, unknown>;
}

/**
 * Files a request for a second operator. Asking again for the same subject with the same details returns the
 * request already filed (a retry); anything else already open or approved for that subject is a 409.
 */
export async function requestApproval(
  tx: DbOrTx,
  input: NewApproval,
  by: AuditActor,
  now: Date,
): Promise<ApprovalRequest> {
  const [row] = await tx
    .insert(approvalRequests)
    .values({
      ...input,
      requestedBy: partyOf(by),
      requestedByOperatorId: by.operatorId,
      requestedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: approvalRequests.id });
  if (row) return view(tx, row.id);
  const [existing] = await tx
    .select()
    .from(approvalRequests)
    .where(eq(approvalRequests.subject, input.subject))
    .orderBy(desc(approvalRequests.id))
    .limit(1);
  if (
    existing?.status === 'pending' &&
    existing.requestedBy === partyOf(by) &&
    canonical(existing.details) === canonical(input.details)
  ) {
    return view(tx, existing.id);
  }
  throw new ApiError(
    409,
    existing?.status === 'approved'
      ? `This was already approved (request #${existing.id})`
      : `A request for this is already waiting for a second operator (request #${existing?.id})`,
  );
}

/**
 * Approves or declines a waiting request. The row is locked first, so of two operators approving at once one
 * applies it and the other is told it is no longer waiting; `apply` runs in the same transaction, so a move
 * that fails leaves the request waiting and nothing written.
 */
export async function decideApproval(
  tx: Tx,
  input: { id: number; by: AuditActor; decision: 'approve' | 'decline'; reason?: string; now: Date },
  apply: (row: ApprovalRow) => Promise<Record<string, unknown>>,
): Promise<{ before: ApprovalRequest; after: ApprovalRequest }> {
  const [row] = await tx
    .select()
    .from(approvalRequests)
    .where(eq(approvalRequests.id, input.id))
    .for('update');
  if (!row) throw new ApiError(404, `No approval request has the id ${input.id}`);
  const before = await view(tx, row.id);
  if (row.status !== 'pending') throw new ApiError(409, `Request #${row.id} is already ${row.status}`);
  const party = partyOf(input.by);
  if (input.decision === 'approve' && row.requestedBy === party) {
    throw new ApiError(403, 'You asked for this; a second operator must approve it');
  }
  const outcome = input.decision === 'approve' ? await apply(row) : null;
  await tx
    .update(approvalRequests)
    .set({
      status: input.decision === 'approve' ? 'approved' : 'declined',
      decidedBy: party,
      decidedByOperatorId: input.by.operatorId,
      decidedAt: input.now,
      reason: input.reason ?? null,
      outcome,
    })
    .where(eq(approvalRequests.id, row.id));
  return { before, after: await view(tx, row.id) };
}
