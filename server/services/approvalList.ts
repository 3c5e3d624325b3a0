import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type ApprovalKind,
  type ApprovalRequest,
  approvalKindsReadable,
  approvalRight,
  type approvalsQuery,
  type OperatorRole,
  roleMay,
  roleRights,
} from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { approvalRequests, users } from '../db/schema';
import { approvalRows } from './approvalViews';
import type { CsvColumn } from './csv';
import { ApiError } from './errors';
import { dayRange, type ListOrder, type ListQuery, listExport, listPage } from './listPaging';

/**
 * The approval requests of the back office, a page at a time or all as CSV. A role sees only the kinds it
 * reads: money moves with money.read, operator changes with operators.read, member changes with members.read.
 */

export type ApprovalFilter = z.output<typeof approvalsQuery>;

/** The kinds `role` reads, narrowed to the one asked for; 403 when the role may not read that kind. */
export function kindsFor(role: OperatorRole, kind?: ApprovalKind): ApprovalKind[] {
  const readable = approvalKindsReadable(roleRights[role]);
  if (kind === undefined) return readable;
  if (!readable.includes(kind)) throw new ApiError(403, `The ${role} role may not read ${kind} requests`);
  return [kind];
}

/** The kinds `role` decides: the decision routes need money.write, and each kind its own right besides. */
export const kindsDecided = (role: OperatorRole): ApprovalKind[] =>
  roleMay(role, 'money.write') ? kindsFor(role).filter((kind) => roleMay(role, approvalRight(kind))) : [];

function whereOf(filter: ApprovalFilter, kinds: ApprovalKind[]): SQL | undefined {
  const { since, until } = dayRange(filter);
  const member = filter.username?.toLowerCase();
  return and(
    inArray(approvalRequests.kind, kinds),
    filter.status ? eq(approvalRequests.status, filter.status) : undefined,
    member
      ? sql`${approvalRequests.memberId} = (select ${users.id} from ${users} where lower(${users.username}) = ${member})`
      : undefined,
    since ? gte(approvalRequests.requestedAt, since) : undefined,
    until ? lt(approvalRequests.requestedAt, until) : undefined,
  );
}

// Requests are numbered in the order they are asked, so the id is their time order.
const orderFor = (filter: ApprovalFilter): ListOrder => ({
  table: approvalRequests,
  key: filter.sort === 'amount' ? sql`coalesce(${approvalRequests.amount}, 0)` : approvalRequests.id,
  id: approvalRequests.id,
  dir: filter.dir,
});

/** What the list reads under a filter, of the kinds the role reads (`listPaging.ts` pages and exports it). */
function approvalQuery(tx: DbOrTx, filter: ApprovalFilter, role: OperatorRole): ListQuery<ApprovalRequest> {
  return {
    path: 'operator/approvals',
    where: whereOf(filter, kindsFor(role, filter.kind)),
    order: orderFor(filter),
    async count(where) {
      const [counted] = await tx.select({ n: count() }).from(approvalRequests).where(where);
      return Number(counted?.n ?? 0);
    },
    rows: (where, order, limit, offset) => approvalRows(tx, where, limit, offset, order),
    idOf: (row) => row.id,
  };
}

export function listApprovals(tx: DbOrTx, filter: ApprovalFilter, role: OperatorRole) {
  const { status, kind, username, from, to, sort, dir } = filter;
  return listPage(approvalQuery(tx, filter, role), filter, { status, kind, username, from, to, sort, dir });
}

/** Every request the filters select that the role reads, in the list's order, batch by batch. */
export const exportApprovals = (tx: DbOrTx, filter: ApprovalFilter, role: OperatorRole) =>
  listExport(approvalQuery(tx, filter, role));

const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : null);

export const approvalCsvColumns: CsvColumn<ApprovalRequest>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'kind', value: (r) => r.kind },
  { header: 'member', value: (r) => r.username },
  { header: 'operator', value: (r) => r.operator },
  { header: 'amount', value: (r) => r.amount },
  { header: 'status', value: (r) => r.status },
  { header: 'requested_by', value: (r) => r.requested_by },
  { header: 'requested_at', value: (r) => r.requested_at },
  { header: 'decided_by', value: (r) => r.decided_by },
  { header: 'decided_at', value: (r) => r.decided_at },
  { header: 'reason', value: (r) => r.reason },
  { header: 'details', value: (r) => json(r.details) },
  { header: 'outcome', value: (r) => json(r.outcome) },
];
