import { eq } from 'drizzle-orm';
import {
  type ApprovalRequest,
  approvalRight,
  DEFAULT_APPROVAL_THRESHOLD_USDT,
  type OperatorRole,
  roleMay,
} from '../../src/api/contract';
import type { Config } from '../config';
import type { DbOrTx, Tx } from '../db/client';
import { approvalRequests, operators } from '../db/schema';
import { approvalView } from './approvalViews';
import { ApiError } from './errors';
import type { AuditActor } from './operator';

type ApprovalRow = typeof approvalRequests.$inferSelect;
export type ApprovalKind = ApprovalRow['kind'];
export type { ApprovalRow };

export { DEFAULT_APPROVAL_THRESHOLD_USDT };
export const approvalThreshold = (config: Config): bigint =>
  BigInt(config.approvalThresholdUsdt ?? DEFAULT_APPROVAL_THRESHOLD_USDT) * 1_000_000n;

/** An operator in their first day approves nothing: time enough for a second admin to notice a stranger. */
export const NEW_OPERATOR_WAIT_MS = 24 * 60 * 60_000;

/**
 * One name per person. Every operator key is the same person, whichever key it is: whoever holds the key
 * file can rotate it, so a second key is never a second pair of eyes.
 */
export const partyOf = (actor: AuditActor): string =>
  actor.operatorId !== null ? `operator:${actor.operatorId}` : 'key';

/** Earlier requests named each stored key apart ('key:<id>', 'key:env'). */
const personOf = (party: string | null) => (party?.startsWith('key') ? 'key' : party);

/** Who decides: the audit's who, with the role the request was let in with. */
export type Decider = AuditActor & { role: OperatorRole };

/** The database keeps jsonb keys in its own order; compare details by their sorted entries. */
const canonical = (details: Record<string, unknown>) => JSON.stringify(Object.entries(details).sort());

export interface NewApproval {
  kind: ApprovalKind;
  subject: string;
  /** The member a money move or a member change concerns. */
  memberId?: number | null;
  /** The operator an operator change concerns. */
  operatorId?: number | null;
  /** Micro-USDT, for money moves only. */
  amount?: bigint | null;
  details: Record<string, unknown>;
}

/**
 * Files a request for a second person. Asking again for the same subject with the same details returns the
 * request already filed (a retry by the same person); anything else already open (or, for money, approved) for
 * that subject is a 409, so a second operator re-asking never stands in for the first one's request.
 */
export async function requestApproval(
  tx: DbOrTx,
  input: NewApproval,
  by: AuditActor,
  now: Date,
): Promise<ApprovalRequest> {
  const party = partyOf(by);
  const [row] = await tx
    .insert(approvalRequests)
    .values({
      kind: input.kind,
      subject: input.subject,
      memberId: input.memberId ?? null,
      operatorId: input.operatorId ?? null,
      amount: input.amount ?? null,
      details: input.details,
      requestedBy: party,
      requestedByOperatorId: by.operatorId,
      requestedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: approvalRequests.id });
  if (row) return approvalView(tx, row.id);
  const [existing] = await tx
    .select()
    .from(approvalRequests)
    .where(eq(approvalRequests.subject, input.subject))
    .orderBy(approvalRequests.status, approvalRequests.id)
    .limit(1);
  if (
    existing?.status === 'pending' &&
    personOf(existing.requestedBy) === party &&
    canonical(existing.details) === canonical(input.details)
  ) {
    return approvalView(tx, existing.id);
  }
  throw new ApiError(
    409,
    existing?.status === 'approved'
      ? `This was already approved (request #${existing.id})`
      : `A request for this is already waiting for a second operator (request #${existing?.id})`,
  );
}

/** An operator's lineage: who added them and who approved them, as persons. */
async function lineageOf(tx: DbOrTx, party: string | null): Promise<(string | null)[] | null> {
  if (!party?.startsWith('operator:')) return null;
  const [row] = await tx
    .select({
      createdAt: operators.createdAt,
      approvedAt: operators.approvedAt,
      createdBy: operators.createdBy,
      approvedBy: operators.approvedBy,
    })
    .from(operators)
    .where(eq(operators.id, Number(party.slice('operator:'.length))));
  return row ? [personOf(row.createdBy), personOf(row.approvedBy)] : null;
}

/**
 * Why this person may not approve this request, or null when they may: they asked for it, it concerns them,
 * their role lacks the right the kind needs, they are in their first 24 hours, or one of the two added or
 * approved the other (a second account of the same person is no second pair of eyes, either way round).
 */
async function approvalBar(tx: DbOrTx, row: ApprovalRow, by: Decider, now: Date): Promise<string | null> {
  const party = partyOf(by);
  const asker = personOf(row.requestedBy);
  if (asker === party) return 'You asked for this; a second operator must approve it';
  if (row.operatorId !== null && row.operatorId === by.operatorId) {
    return 'This change concerns your own account; another admin must approve it';
  }
  const right = approvalRight(row.kind);
  if (!roleMay(by.role, right)) return `The ${by.role} role may not approve this (it needs ${right})`;
  if ((await lineageOf(tx, asker))?.includes(party)) {
    return 'You added or approved the operator who asked for this; a third operator must approve it';
  }
  if (by.operatorId === null) return null;
  const [me] = await tx.select().from(operators).where(eq(operators.id, by.operatorId));
  if (!me) return 'Your operator account no longer exists';
  const activeSince = me.approvedAt ?? me.createdAt;
  if (now.getTime() - activeSince.getTime() < NEW_OPERATOR_WAIT_MS) {
    const from = new Date(activeSince.getTime() + NEW_OPERATOR_WAIT_MS).toISOString();
    return `Operators approve nothing in their first 24 hours; you may from ${from}`;
  }
  if (asker !== null && [me.createdBy, me.approvedBy].map(personOf).includes(asker)) {
    return 'Whoever asked for this added or approved your account; a third operator must approve it';
  }
  return null;
}

/** What a decision does beyond the request itself, in the deciding transaction. */
export interface DecisionEffects {
  /** Makes the change; what it returns is kept as the request's outcome. */
  approve(row: ApprovalRow, approvedBy: string): Promise<Record<string, unknown>>;
  /** Undoes what filing the request prepared, if anything. */
  decline(row: ApprovalRow): Promise<void>;
}

/**
 * Approves or declines a waiting request. The row is locked first, so of two operators approving at once one
 * applies it and the other is told it is no longer waiting; the change runs in the same transaction, so one
 * that fails leaves the request waiting and nothing written. Declining needs the same right as approving, but
 * whoever asked may withdraw their own request by declining it.
 */
export async function decideApproval(
  tx: Tx,
  input: { id: number; by: Decider; decision: 'approve' | 'decline'; reason?: string; now: Date },
  effects: DecisionEffects,
): Promise<{ before: ApprovalRequest; after: ApprovalRequest }> {
  const [row] = await tx
    .select()
    .from(approvalRequests)
    .where(eq(approvalRequests.id, input.id))
    .for('update');
  if (!row) throw new ApiError(404, `No approval request has the id ${input.id}`);
  const before = await approvalView(tx, row.id);
  if (row.status !== 'pending') throw new ApiError(409, `Request #${row.id} is already ${row.status}`);
  const party = partyOf(input.by);
  if (input.decision === 'approve') {
    const bar = await approvalBar(tx, row, input.by, input.now);
    if (bar) throw new ApiError(403, bar);
  } else if (personOf(row.requestedBy) !== party && !roleMay(input.by.role, approvalRight(row.kind))) {
    throw new ApiError(
      403,
      `The ${input.by.role} role may not decline this (it needs ${approvalRight(row.kind)})`,
    );
  }
  let outcome: Record<string, unknown> | null = null;
  if (input.decision === 'approve') outcome = await effects.approve(row, party);
  else await effects.decline(row);
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
  return { before, after: await approvalView(tx, row.id) };
}
