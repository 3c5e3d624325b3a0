import { and, desc, eq, isNull, like, lt, type SQL, sql } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditQuery, type AuditResponse } from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { auditLog, operators } from '../db/schema';

/** The audit log, newest first, a page at a time, filtered by operator, action (or its start) and member. */
export async function readAuditLog(tx: DbOrTx, query: AuditQuery): Promise<Omit<AuditResponse, 'status'>> {
  const filters: SQL[] = [];
  if (query.operator === 'key') filters.push(isNull(auditLog.operatorId));
  else if (query.operator) filters.push(eq(operators.username, query.operator.toLowerCase()));
  if (query.action) {
    // The contract admits only a-z, dots and dashes, so no LIKE wildcard can come in with the action.
    const action = query.action;
    filters.push(action.endsWith('.') ? like(auditLog.action, `${action}%`) : eq(auditLog.action, action));
  }
  if (query.subject) filters.push(sql`lower(${auditLog.subjectUsername}) = ${query.subject.toLowerCase()}`);
  if (query.before_id !== undefined) filters.push(lt(auditLog.id, Number(query.before_id)));
  const rows = await tx
    .select({ row: auditLog, username: operators.username })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(and(...filters))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    data: page.map(({ row, username }) => ({
      id: row.id,
      action: row.action,
      operator: username ?? 'operator key',
      subject_username: row.subjectUsername,
      details: row.details,
      before: row.before,
      after: row.after,
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
    })),
    next_before_id: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.row.id ?? null) : null,
  };
}
