import { eq, sql } from 'drizzle-orm';
import { type OperatorTicket, roleMay } from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { operators, tickets } from '../db/schema';
import { fieldError } from './errors';
import { publishLive } from './liveEvents';
import { operatorTicket } from './ticketOperator';
import { ticketNotFound } from './ticketStore';

/**
 * Gives a ticket to an operator who may answer tickets, or back to nobody (`assignee` null). Returns the ticket
 * before and after, for the audit.
 */
export async function assignTicket(
  tx: DbOrTx,
  id: number,
  assignee: string | null,
): Promise<{ before: OperatorTicket; after: OperatorTicket }> {
  const [found] = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, id)).for('update');
  if (!found) throw ticketNotFound();
  const before = await operatorTicket(tx, id);
  let operatorId: number | null = null;
  if (assignee !== null) {
    const [row] = await tx.select().from(operators).where(sql`${operators.username} = lower(${assignee})`);
    if (!row || row.disabledAt) throw fieldError('assignee', `No operator can take tickets as ${assignee}`);
    if (!roleMay(row.role, 'tickets.write')) {
      throw fieldError('assignee', `${row.username} is ${row.role} and does not answer tickets`);
    }
    operatorId = row.id;
  }
  await tx.update(tickets).set({ assignedOperatorId: operatorId }).where(eq(tickets.id, id));
  const after = await operatorTicket(tx, id);
  await publishLive(tx, 'ops', {
    name: 'ticket',
    data: { ticket_id: id, status: after.status, message_id: null },
  });
  return { before, after };
}
