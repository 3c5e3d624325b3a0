import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ApprovalRequest, fromMicros } from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { approvalRequests, operators, users } from '../db/schema';
import { ApiError } from './errors';

type ApprovalRow = typeof approvalRequests.$inferSelect;

const requester = alias(operators, 'requester');
const decider = alias(operators, 'decider');
const concerned = alias(operators, 'concerned');

const partyName = (operatorName: string | null, party: string | null) =>
  party === null ? null : (operatorName ?? 'operator key');

/** Approval requests as the operator API shows them, newest first unless `order` says otherwise. */
export async function approvalRows(
  tx: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset = 0,
  order: SQL[] = [desc(approvalRequests.id)],
) {
  const rows = await tx
    .select({
      row: approvalRequests,
      username: users.username,
      operator: concerned.username,
      requestedBy: requester.username,
      decidedBy: decider.username,
    })
    .from(approvalRequests)
    .leftJoin(users, eq(users.id, approvalRequests.memberId))
    .leftJoin(concerned, eq(concerned.id, approvalRequests.operatorId))
    .leftJoin(requester, eq(requester.id, approvalRequests.requestedByOperatorId))
    .leftJoin(decider, eq(decider.id, approvalRequests.decidedByOperatorId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map(({ row, username, operator, requestedBy, decidedBy }) =>
    approvalOf(row, { username, operator, requestedBy, decidedBy }),
  );
}

function approvalOf(
  row: ApprovalRow,
  names: {
    username: string | null;
    operator: string | null;
    requestedBy: string | null;
    decidedBy: string | null;
  },
): ApprovalRequest {
  return {
    id: row.id,
    kind: row.kind,
    username: names.username,
    operator: names.operator,
    amount: row.amount === null ? null : fromMicros(row.amount),
    details: row.details,
    requested_by: partyName(names.requestedBy, row.requestedBy) ?? 'operator key',
    requested_at: row.requestedAt.toISOString(),
    status: row.status,
    decided_by: partyName(names.decidedBy, row.decidedBy),
    decided_at: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    outcome: row.outcome,
  };
}

export async function approvalView(tx: DbOrTx, id: number): Promise<ApprovalRequest> {
  const [found] = await approvalRows(tx, eq(approvalRequests.id, id), 1);
  if (!found) throw new ApiError(404, `No approval request has the id ${id}`);
  return found;
}

/** The member a request concerns, for the audit rows of its decision; null for an operator change or none. */
export async function approvalMember(tx: DbOrTx, id: number): Promise<string | null> {
  const [row] = await tx
    .select({ username: users.username })
    .from(approvalRequests)
    .innerJoin(users, eq(users.id, approvalRequests.memberId))
    .where(eq(approvalRequests.id, id));
  return row?.username ?? null;
}
