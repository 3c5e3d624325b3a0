import { and, count, eq, gte, isNull, like, lt, lte, max, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditRow, auditQuery } from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { auditLog, operators } from '../db/schema';
import type { CsvColumn } from './csv';
import {
  afterRow,
  dayRange,
  exportBatches,
  type ListOrder,
  listEnvelope,
  orderOf,
  readPage,
} from './listPaging';

/** The audit log, a page at a time or all as CSV, filtered by operator, action (or its start), member and days. */

export type AuditFilter = z.output<typeof auditQuery>;

const SIGN_IN = 'operator.sign-in';

function whereOf(filter: AuditFilter, untilId: number | null): SQL | undefined {
  const { since, until } = dayRange(filter);
  const operator = filter.operator?.toLowerCase();
  const action = filter.action;
  return and(
    untilId === null ? undefined : lte(auditLog.id, untilId),
    operator === 'key' ? and(isNull(auditLog.operatorId), sql`${auditLog.action} <> ${SIGN_IN}`) : undefined,
    // A sign-in names the username tried, so an operator's own rows include the attempts on their name.
    operator && operator !== 'key'
      ? or(
          eq(operators.username, operator),
          and(eq(auditLog.action, SIGN_IN), sql`${auditLog.details} ->> 'username' = ${operator}`),
        )
      : undefined,
    // The contract admits only a-z, dots and dashes, so no LIKE wildcard can come in with the action.
    action
      ? action.endsWith('.')
        ? like(auditLog.action, `${action}%`)
        : eq(auditLog.action, action)
      : undefined,
    filter.subject ? sql`lower(${auditLog.subjectUsername}) = ${filter.subject.toLowerCase()}` : undefined,
    since ? gte(auditLog.createdAt, since) : undefined,
    until ? lt(auditLog.createdAt, until) : undefined,
  );
}

// The log is written in time order, so its id is its time order.
const orderFor = (filter: AuditFilter): ListOrder => ({
  table: auditLog,
  key: auditLog.id,
  id: auditLog.id,
  dir: filter.dir,
});

function who(username: string | null, keyId: number | null, action: string): string {
  if (username) return username;
  if (keyId === null && action === SIGN_IN) return 'not signed in';
  return 'operator key';
}

async function rows(tx: DbOrTx, where: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  const found = await tx
    .select({ row: auditLog, username: operators.username })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return found.map(
    ({ row, username }): AuditRow => ({
      id: row.id,
      action: row.action,
      operator: who(username, row.operatorKeyId, row.action),
      attempted_username:
        row.action === SIGN_IN && typeof row.details.username === 'string' ? row.details.username : null,
      subject_username: row.subjectUsername,
      details: row.details,
      before: row.before,
      after: row.after,
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
    }),
  );
}

const countOf = async (tx: DbOrTx, where: SQL | undefined) => {
  const [counted] = await tx
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(where);
  return Number(counted?.n ?? 0);
};

/**
 * One page of the log. Every call is logged, reading the log included, so the pages count from the newest row
 * when the first page was read (`until_id`): the rows of page 3 are the same however often it is read.
 */
export async function readAuditLog(tx: DbOrTx, filter: AuditFilter) {
  const [newest] = await tx.select({ id: max(auditLog.id) }).from(auditLog);
  const untilId =
    filter.until_id ?? (newest?.id === null || newest?.id === undefined ? null : Number(newest.id));
  const where = whereOf(filter, untilId);
  const total = await countOf(tx, where);
  const order = orderFor(filter);
  const data = await readPage(total, filter, (reversed, limit, offset) =>
    rows(tx, where, orderOf(order, reversed), limit, offset),
  );
  const { operator, action, subject, from, to, dir } = filter;
  const envelope = listEnvelope('operator/audit', filter, total, data, {
    operator,
    action,
    subject,
    from,
    to,
    dir,
    until_id: untilId ?? undefined,
  });
  return { ...envelope, until_id: untilId };
}

/** Every row the filters select, in the list's order, batch by batch. */
export function exportAuditLog(tx: DbOrTx, filter: AuditFilter) {
  const where = whereOf(filter, filter.until_id ?? null);
  const order = orderFor(filter);
  return exportBatches(
    (afterId, limit) =>
      rows(tx, and(where, afterId === null ? undefined : afterRow(order, afterId)), orderOf(order), limit),
    (row) => row.id,
  );
}

const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : null);

export const auditCsvColumns: CsvColumn<AuditRow>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'time', value: (r) => r.created_at },
  { header: 'operator', value: (r) => r.operator },
  { header: 'username_tried', value: (r) => r.attempted_username },
  { header: 'action', value: (r) => r.action },
  { header: 'member', value: (r) => r.subject_username },
  { header: 'outcome', value: (r) => (typeof r.details.outcome === 'string' ? r.details.outcome : null) },
  { header: 'address', value: (r) => r.ip },
  { header: 'details', value: (r) => json(r.details) },
  { header: 'before', value: (r) => json(r.before) },
  { header: 'after', value: (r) => json(r.after) },
];
