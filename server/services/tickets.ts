import { asc, eq, sql } from 'drizzle-orm';
import {
  isOthersSubject,
  type MessageImage,
  type Subject,
  TICKET_STATUS,
  type Ticket,
  type TicketMessage,
  ticketTexts,
} from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { ticketMessages, ticketReads, ticketSubjects, tickets, users } from '../db/schema';
import { ApiError, fieldError } from './errors';
import type { Reencoded } from './images';
import { publishLive } from './liveEvents';
import {
  addMessage,
  findImage,
  findTicket,
  imagesOf,
  messagesOf,
  messageView,
  newestFirst,
  setStatus,
  statusAfter,
  type TicketRow,
  ticketColumns,
  ticketNotFound,
  ticketView,
  unreadCounts,
} from './ticketStore';

/** The member's side of support tickets: each call sees only the member's own tickets (contract/support.ts). */

export async function listSubjects(tx: DbOrTx): Promise<Subject[]> {
  const rows = await tx
    .select({ id: ticketSubjects.id, subject: ticketSubjects.subject })
    .from(ticketSubjects)
    .orderBy(asc(ticketSubjects.sortOrder), asc(ticketSubjects.id));
  return rows;
}

export async function listMemberTickets(tx: DbOrTx, userId: number) {
  const rows = await tx
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(ticketSubjects, eq(ticketSubjects.id, tickets.subjectId))
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(eq(tickets.userId, userId))
    .orderBy(...newestFirst);
  const unread = await unreadCounts(
    tx,
    rows.map((r) => r.id),
  );
  const data = rows.map((row) => ticketView(row, unread.get(row.id) ?? 0));
  return { data, total: data.length, unread: data.filter((t) => t.unread > 0).length };
}

/** The member's own ticket; anyone else's answers exactly as one that does not exist. */
async function ownTicket(tx: DbOrTx, userId: number, id: number, lock = false): Promise<TicketRow> {
  const row = await findTicket(tx, id, lock);
  if (!row || row.userId !== userId) throw ticketNotFound();
  return row;
}

/** The ticket and the messages the member may see; the operator's replies in it become read. */
export async function ticketDetails(
  tx: DbOrTx,
  userId: number,
  id: number,
  now: Date,
): Promise<{ ticket: Ticket; messages: TicketMessage[] }> {
  const row = await ownTicket(tx, userId, id);
  const messages = await messagesOf(tx, id, false);
  const images = await imagesOf(
    tx,
    messages.map((m) => m.id),
    '',
  );
  const last = messages.at(-1)?.id;
  if (last !== undefined) {
    await tx
      .insert(ticketReads)
      .values({ ticketId: id, lastReadMessageId: last, readAt: now })
      .onConflictDoUpdate({
        target: ticketReads.ticketId,
        set: {
          lastReadMessageId: sql`greatest(${ticketReads.lastReadMessageId}, excluded.last_read_message_id)`,
          readAt: now,
        },
      });
  }
  return {
    ticket: ticketView(row, 0),
    messages: messages.map((m) => messageView(m, images.has(m.id))),
  };
}

export async function reopenOwnTicket(tx: DbOrTx, userId: number, id: number): Promise<void> {
  const row = await ownTicket(tx, userId, id, true);
  const status = statusAfter('reopen', row.status);
  await setStatus(tx, id, status);
  await publishLive(tx, userId, {
    name: 'ticket',
    data: { ticket_id: id, status, message_id: null },
  });
}

/** The images of one message of the member's own ticket (never of an internal note). */
export async function memberMessageImages(
  tx: DbOrTx,
  userId: number,
  messageId: number,
): Promise<MessageImage[]> {
  const [message] = await tx
    .select({ internal: ticketMessages.internal, userId: tickets.userId })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(eq(ticketMessages.id, messageId))
    .limit(1);
  if (!message || message.userId !== userId || message.internal) {
    throw new ApiError(404, 'Message not found');
  }
  return (await imagesOf(tx, [messageId], '')).get(messageId) ?? [];
}

export async function memberTicketImage(tx: DbOrTx, userId: number, imageId: number) {
  const image = await findImage(tx, imageId);
  if (!image || image.ticketUserId !== userId || image.internal) return null;
  return image;
}

export async function raiseTicket(
  tx: DbOrTx,
  userId: number,
  fields: { subject_id: number; others_subject?: string; message: string },
  images: Reencoded[],
  now: Date,
): Promise<number> {
  const [subject] = await tx
    .select()
    .from(ticketSubjects)
    .where(eq(ticketSubjects.id, fields.subject_id))
    .limit(1);
  if (!subject) throw fieldError('subject_id', 'Choose a subject from the list');
  const others = isOthersSubject(subject.subject);
  if (others && !fields.others_subject) throw fieldError('others_subject', ticketTexts.required);
  const [ticket] = await tx
    .insert(tickets)
    .values({
      userId,
      subjectId: subject.id,
      othersSubject: others ? fields.others_subject : null,
      status: TICKET_STATUS.new,
      createdAt: now,
      lastReplyAt: now,
    })
    .returning({ id: tickets.id });
  const { message } = await addMessage(tx, {
    ticketId: ticket!.id,
    author: { userId },
    body: fields.message,
    images,
    now,
  });
  await publishLive(tx, 'ops', {
    name: 'ticket',
    data: { ticket_id: ticket!.id, status: TICKET_STATUS.new, message_id: message.id },
  });
  return ticket!.id;
}

/** The member's reply on their own ticket; a closed ticket takes none until it is reopened. */
export async function memberReply(
  tx: DbOrTx,
  userId: number,
  ticketId: number,
  body: string,
  images: Reencoded[],
  now: Date,
): Promise<TicketMessage> {
  const row = await ownTicket(tx, userId, ticketId, true);
  statusAfter('member_reply', row.status);
  const { message, images: stored } = await addMessage(tx, {
    ticketId,
    author: { userId },
    body,
    images,
    now,
  });
  // The member's own stream already shows what they wrote; the operators hear of it.
  await publishLive(tx, 'ops', {
    name: 'ticket',
    data: { ticket_id: ticketId, status: row.status, message_id: message.id },
  });
  return messageView(message, stored.length > 0);
}
