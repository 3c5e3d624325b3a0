import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  isOthersSubject,
  type MessageImage,
  type Ticket,
  type TicketMove,
  type TicketStatus,
  ticketStatusAfter,
  ticketTexts,
} from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { ticketImages, ticketMessages, ticketReads, ticketSubjects, tickets, users } from '../db/schema';
import { ApiError } from './errors';
import type { Reencoded } from './images';

/** Shared by the member's and the operator's side of support tickets: reading, writing, status moves. */

export const ticketNotFound = () => new ApiError(404, ticketTexts.notFound);
export const conflict = (message: string) => new ApiError(409, message);

export const ticketColumns = {
  id: tickets.id,
  userId: tickets.userId,
  status: tickets.status,
  subject: ticketSubjects.subject,
  othersSubject: tickets.othersSubject,
  username: users.username,
  email: users.email,
  name: users.name,
  createdAt: tickets.createdAt,
  lastReplyAt: tickets.lastReplyAt,
};
export interface TicketRow {
  id: number;
  userId: number;
  status: TicketStatus;
  subject: string;
  othersSubject: string | null;
  username: string;
  email: string;
  name: string;
  createdAt: Date;
  lastReplyAt: Date;
}

/** The ticket with its subject and member; `lock` holds its row until the transaction ends. */
export async function findTicket(tx: DbOrTx, id: number, lock = false): Promise<TicketRow | null> {
  const query = tx
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(ticketSubjects, eq(ticketSubjects.id, tickets.subjectId))
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(eq(tickets.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: tickets }) : await query;
  return row ?? null;
}

/** The subject as the member named it: the 'Others' subject's own text where one was given. */
export const subjectText = (row: Pick<TicketRow, 'subject' | 'othersSubject'>) =>
  isOthersSubject(row.subject) && row.othersSubject ? row.othersSubject : row.subject;

export function ticketView(row: TicketRow, unread: number): Ticket {
  return {
    id: row.id,
    subject: subjectText(row),
    status: row.status,
    username: row.username,
    last_reply_date: row.lastReplyAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    unread,
  };
}

/** Operator replies the member has not read, for each ticket of `ticketIds`. */
export async function unreadCounts(tx: DbOrTx, ticketIds: number[]): Promise<Map<number, number>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await tx
    .select({ ticketId: ticketMessages.ticketId, unread: sql<number>`count(*)::int` })
    .from(ticketMessages)
    .leftJoin(ticketReads, eq(ticketReads.ticketId, ticketMessages.ticketId))
    .where(
      and(
        inArray(ticketMessages.ticketId, ticketIds),
        sql`${ticketMessages.adminName} is not null`,
        eq(ticketMessages.internal, false),
        sql`${ticketMessages.id} > coalesce(${ticketReads.lastReadMessageId}, 0)`,
      ),
    )
    .groupBy(ticketMessages.ticketId);
  return new Map(rows.map((r) => [r.ticketId, Number(r.unread)]));
}

export interface NewMessage {
  ticketId: number;
  author: { userId: number } | { adminName: string };
  internal?: boolean;
  body: string;
  images?: Reencoded[];
  now: Date;
}

/** Writes a message and its images; a message either party sees also moves the ticket's last reply time. */
export async function addMessage(tx: DbOrTx, message: NewMessage) {
  const internal = message.internal ?? false;
  const [row] = await tx
    .insert(ticketMessages)
    .values({
      ticketId: message.ticketId,
      userId: 'userId' in message.author ? message.author.userId : null,
      adminName: 'adminName' in message.author ? message.author.adminName : null,
      internal,
      body: message.body,
      createdAt: message.now,
    })
    .returning();
  const images = message.images ?? [];
  const stored = images.length
    ? await tx
        .insert(ticketImages)
        .values(
          images.map((image) => ({
            messageId: row!.id,
            contentType: image.contentType,
            content: image.bytes,
            width: image.width,
            height: image.height,
            createdAt: message.now,
          })),
        )
        .returning({ id: ticketImages.id, width: ticketImages.width, height: ticketImages.height })
    : [];
  if (!internal) {
    await tx.update(tickets).set({ lastReplyAt: message.now }).where(eq(tickets.id, message.ticketId));
  }
  return { message: row!, images: stored };
}

export type MessageRow = typeof ticketMessages.$inferSelect;

export async function messagesOf(tx: DbOrTx, ticketId: number, withInternal: boolean) {
  return tx
    .select()
    .from(ticketMessages)
    .where(
      withInternal
        ? eq(ticketMessages.ticketId, ticketId)
        : and(eq(ticketMessages.ticketId, ticketId), eq(ticketMessages.internal, false)),
    )
    .orderBy(asc(ticketMessages.id));
}

/** Each message's images as paths under /api (`prefix` is '' for members, 'operator/' for operators). */
export async function imagesOf(
  tx: DbOrTx,
  messageIds: number[],
  prefix: '' | 'operator/',
): Promise<Map<number, MessageImage[]>> {
  const byMessage = new Map<number, MessageImage[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await tx
    .select({
      id: ticketImages.id,
      messageId: ticketImages.messageId,
      width: ticketImages.width,
      height: ticketImages.height,
    })
    .from(ticketImages)
    .where(inArray(ticketImages.messageId, messageIds))
    .orderBy(asc(ticketImages.id));
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push({ id: row.id, image: `${prefix}ticket-image/${row.id}`, width: row.width, height: row.height });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

export function messageView(row: MessageRow, hasImages: boolean) {
  return {
    id: row.id,
    message: row.body,
    message_time: row.createdAt.toISOString(),
    admin_username: row.adminName,
    image: hasImages,
  };
}

/** The stored image with the ticket it belongs to, for the caller to decide who may see it. */
export async function findImage(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      contentType: ticketImages.contentType,
      content: ticketImages.content,
      internal: ticketMessages.internal,
      ticketUserId: tickets.userId,
    })
    .from(ticketImages)
    .innerJoin(ticketMessages, eq(ticketMessages.id, ticketImages.messageId))
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(eq(ticketImages.id, id))
    .limit(1);
  return row ?? null;
}

// --- Status moves (contract/support.ts) ------------------------------------------------------------------

/** The status after `move` by the contract's one table, or a 409 with its refusal. */
export function statusAfter(move: TicketMove, status: number): TicketStatus {
  const next = ticketStatusAfter(move, status);
  if (next.refusal !== undefined) throw conflict(next.refusal);
  return next.status;
}

export async function setStatus(tx: DbOrTx, ticketId: number, status: TicketStatus): Promise<void> {
  await tx.update(tickets).set({ status }).where(eq(tickets.id, ticketId));
}

export const newestFirst = [desc(tickets.lastReplyAt), desc(tickets.id)];
