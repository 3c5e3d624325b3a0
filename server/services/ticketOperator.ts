import { eq, sql } from 'drizzle-orm';
import type { OperatorTicket, OperatorTicketMessage } from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { operators, ticketMessages, ticketSubjects, tickets, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { Reencoded } from './images';
import { publishLive } from './liveEvents';
import {
  addMessage,
  findImage,
  findTicket,
  imagesOf,
  type MessageRow,
  messagesOf,
  messageView,
  setStatus,
  statusAfter,
  subjectText,
  type TicketRow,
  ticketColumns,
  ticketNotFound,
  ticketView,
} from './ticketStore';

/** The operator's side of support tickets: every ticket, internal notes, replies that mail the member. */

export const DEFAULT_OPERATOR_NAME = 'Support';

/** Visible messages of each ticket, and whether the member wrote since the operator's last reply. */
export const messageStats = {
  messages: sql<number>`(select count(*)::int from ${ticketMessages} m where m.ticket_id = ${tickets.id} and not m.internal)`,
  awaitingReply: sql<boolean>`coalesce((select m.user_id is not null from ${ticketMessages} m where m.ticket_id = ${tickets.id} and not m.internal order by m.id desc limit 1), false)`,
  assignedTo: sql<
    string | null
  >`(select o.username from ${operators} o where o.id = ${tickets.assignedOperatorId})`,
};

export type OperatorTicketRow = TicketRow & {
  messages: number;
  awaitingReply: boolean;
  assignedTo: string | null;
};

export function operatorTicketView(row: OperatorTicketRow): OperatorTicket {
  const { unread: _unread, ...view } = ticketView(row, 0);
  return {
    ...view,
    awaiting_reply: Boolean(row.awaitingReply),
    messages: Number(row.messages),
    assigned_to: row.assignedTo ?? null,
  };
}

export async function operatorTicket(tx: DbOrTx, id: number): Promise<OperatorTicket> {
  const [row] = await tx
    .select({ ...ticketColumns, ...messageStats })
    .from(tickets)
    .innerJoin(ticketSubjects, eq(ticketSubjects.id, tickets.subjectId))
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(eq(tickets.id, id));
  if (!row) throw ticketNotFound();
  return operatorTicketView(row);
}

async function operatorMessages(tx: DbOrTx, rows: MessageRow[]): Promise<OperatorTicketMessage[]> {
  const images = await imagesOf(
    tx,
    rows.map((m) => m.id),
    'operator/',
  );
  return rows.map((m) => {
    const list = images.get(m.id) ?? [];
    return { ...messageView(m, list.length > 0), internal: m.internal, images: list };
  });
}

export async function ticketForOperator(tx: DbOrTx, id: number) {
  const ticket = await operatorTicket(tx, id);
  return { ticket, messages: await operatorMessages(tx, await messagesOf(tx, id, true)) };
}

async function lockedTicket(tx: DbOrTx, id: number): Promise<TicketRow> {
  const row = await findTicket(tx, id, true);
  if (!row) throw ticketNotFound();
  return row;
}

export interface ReplyContext {
  mailer: Mailer;
  publicUrl: string;
  productName: string;
  now: Date;
}

/** The operator's reply: the ticket opens, the member hears of it live and by e-mail. */
export async function operatorReply(
  tx: DbOrTx,
  id: number,
  reply: { message: string; name?: string },
  images: Reencoded[],
  context: ReplyContext,
): Promise<{ message: OperatorTicketMessage; username: string }> {
  const row = await lockedTicket(tx, id);
  const status = statusAfter('operator_reply', row.status);
  const { message } = await addMessage(tx, {
    ticketId: id,
    author: { adminName: reply.name ?? DEFAULT_OPERATOR_NAME },
    body: reply.message,
    images,
    now: context.now,
  });
  if (status !== row.status) await setStatus(tx, id, status);
  await publishLive(tx, row.userId, {
    name: 'ticket',
    data: { ticket_id: id, status, message_id: message.id },
  });
  await context.mailer.send(tx, {
    to: row.email,
    userId: row.userId,
    purpose: 'support:reply',
    subject: `Support replied to your ticket #${id}`,
    text: [
      `Hello ${row.name},`,
      '',
      `Support has replied to your ticket #${id} (${subjectText(row)}).`,
      `Read the reply and answer it under Support: ${context.publicUrl}/user/support`,
      '',
      `— ${context.productName}`,
    ].join('\n'),
  });
  const [view] = await operatorMessages(tx, [message]);
  return { message: view!, username: row.username };
}

/** An internal note: for operators only, so it neither notifies the member nor moves the ticket. */
/** An internal note, signed with the operator's username so colleagues know who wrote it. */
export async function operatorNote(
  tx: DbOrTx,
  id: number,
  note: string,
  now: Date,
  author = DEFAULT_OPERATOR_NAME,
) {
  const row = await lockedTicket(tx, id);
  const { message } = await addMessage(tx, {
    ticketId: id,
    author: { adminName: author },
    internal: true,
    body: note,
    now,
  });
  // Other operators hear of a note; the member never does.
  await publishLive(tx, 'ops', {
    name: 'ticket',
    data: { ticket_id: id, status: row.status, message_id: message.id },
  });
  const [view] = await operatorMessages(tx, [message]);
  return { message: view!, username: row.username };
}

export async function moveTicket(tx: DbOrTx, id: number, move: 'close' | 'reopen') {
  const row = await lockedTicket(tx, id);
  const status = statusAfter(move, row.status);
  await setStatus(tx, id, status);
  await publishLive(tx, row.userId, { name: 'ticket', data: { ticket_id: id, status, message_id: null } });
  return { ticket: await operatorTicket(tx, id), username: row.username };
}

export async function operatorTicketImage(tx: DbOrTx, imageId: number) {
  return findImage(tx, imageId);
}
