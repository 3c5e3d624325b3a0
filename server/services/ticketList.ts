import { and, count, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type OperatorTicket, type operatorTicketsQuery, ticketStatusLabels } from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { ticketSubjects, tickets, users } from '../db/schema';
import type { CsvColumn } from './csv';
import { dayRange, type ListOrder, type ListQuery, listExport, listPage } from './listPaging';
import { messageStats, operatorTicketView } from './ticketOperator';
import { ticketColumns } from './ticketStore';

/** The operator's ticket queue: every member's tickets the filters select, a page at a time or all as CSV. */

/** Which tickets an operator asks for: nobody's yet, or their own. */
export type TicketAssignedFilter =
  | { assigned: 'unassigned' }
  | { assigned: 'mine'; operatorId: number | null };

export type TicketFilter = Omit<z.output<typeof operatorTicketsQuery>, 'assigned'> & {
  assigned?: TicketAssignedFilter;
};

function whereOf(filter: TicketFilter): SQL | undefined {
  const { since, until } = dayRange(filter);
  const assigned = filter.assigned;
  return and(
    filter.status === undefined ? undefined : eq(tickets.status, filter.status),
    filter.username ? sql`lower(${users.username}) = lower(${filter.username})` : undefined,
    assigned?.assigned === 'unassigned' ? isNull(tickets.assignedOperatorId) : undefined,
    // The operator key is nobody: none of the tickets are its own.
    assigned?.assigned === 'mine' ? eq(tickets.assignedOperatorId, assigned.operatorId ?? -1) : undefined,
    since ? gte(tickets.createdAt, since) : undefined,
    until ? lt(tickets.createdAt, until) : undefined,
  );
}

const orderFor = (filter: TicketFilter): ListOrder => ({
  table: tickets,
  key: filter.sort === 'created_at' ? tickets.createdAt : tickets.lastReplyAt,
  id: tickets.id,
  dir: filter.dir,
});

async function rows(tx: DbOrTx, where: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  const found = await tx
    .select({ ...ticketColumns, ...messageStats })
    .from(tickets)
    .innerJoin(ticketSubjects, eq(ticketSubjects.id, tickets.subjectId))
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return found.map(operatorTicketView);
}

/** What the list reads under a filter (`listPaging.ts` pages and exports it). */
function ticketQuery(tx: DbOrTx, filter: TicketFilter): ListQuery<Awaited<ReturnType<typeof rows>>[number]> {
  return {
    path: 'operator/tickets',
    where: whereOf(filter),
    order: orderFor(filter),
    async count(where) {
      const [counted] = await tx
        .select({ n: count() })
        .from(tickets)
        .innerJoin(users, eq(users.id, tickets.userId))
        .where(where);
      return Number(counted?.n ?? 0);
    },
    rows: (where, order, limit, offset) => rows(tx, where, order, limit, offset),
    idOf: (row) => row.id,
  };
}

export function listTicketsForOperator(tx: DbOrTx, filter: TicketFilter) {
  const { status, username, from, to, sort, dir } = filter;
  const assigned = filter.assigned?.assigned;
  return listPage(ticketQuery(tx, filter), filter, {
    status,
    username,
    assigned,
    from,
    to,
    sort,
    dir,
  });
}

/** Every row the filters select, in the list's order, batch by batch. */
export const exportTickets = (tx: DbOrTx, filter: TicketFilter) => listExport(ticketQuery(tx, filter));

export const ticketCsvColumns: CsvColumn<OperatorTicket>[] = [
  { header: 'id', value: (t) => t.id },
  { header: 'subject', value: (t) => t.subject },
  { header: 'member', value: (t) => t.username },
  { header: 'status', value: (t) => ticketStatusLabels[t.status] },
  { header: 'opened_at', value: (t) => t.created_at },
  { header: 'last_activity', value: (t) => t.last_reply_date },
  { header: 'messages', value: (t) => t.messages },
  { header: 'awaiting_reply', value: (t) => (t.awaiting_reply ? 'yes' : 'no') },
  { header: 'assigned_to', value: (t) => t.assigned_to },
];

/** The username of the member a ticket belongs to, so the audit row of an action on it names them. */
export async function ticketOwner(tx: DbOrTx, id: number): Promise<string | null> {
  const [owner] = await tx
    .select({ username: users.username })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(eq(tickets.id, id));
  return owner?.username ?? null;
}
