import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TicketStatus } from '../../../src/api/contract';
import { bytea, users } from './members';
import { operatorKeys, operators } from './ops';

/** The subjects a member picks from when raising a ticket; reference data with fixed ids. */
export const ticketSubjects = pgTable('ticket_subjects', {
  id: integer('id').primaryKey(),
  subject: text('subject').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/** A member's support ticket. Status: 0 New, 1 Open, 2 Close, 3 Reopen (spec document 2 §4). */
export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => ticketSubjects.id),
    othersSubject: text('others_subject'),
    status: smallint('status').$type<TicketStatus>().notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the last message either party can see was written; internal notes leave it alone. */
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }).notNull(),
    /** The operator answering it; null while nobody has taken it. */
    assignedOperatorId: integer('assigned_operator_id').references(() => operators.id),
  },
  (t) => [
    check('tickets_status_chk', sql`${t.status} between 0 and 3`),
    index('tickets_assigned_idx').on(t.assignedOperatorId, t.lastReplyAt),
    index('tickets_user_idx').on(t.userId, t.lastReplyAt),
    index('tickets_status_idx').on(t.status, t.lastReplyAt),
    index('tickets_last_reply_idx').on(t.lastReplyAt),
    index('tickets_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * One message of a ticket: the member's (`user_id` set) or the operator's (`admin_name` set). An internal note
 * is the operator's alone and never reaches the member.
 */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminName: text('admin_name'),
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('ticket_messages_author_chk', sql`(${t.userId} is null) <> (${t.adminName} is null)`),
    check('ticket_messages_internal_chk', sql`not ${t.internal} or ${t.adminName} is not null`),
    index('ticket_messages_ticket_idx').on(t.ticketId, t.id),
  ],
);

/** An image attached to a message, re-encoded on upload and kept here so every instance serves it. */
export const ticketImages = pgTable(
  'ticket_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => ticketMessages.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('ticket_images_type_chk', sql`${t.contentType} in ('image/png', 'image/jpeg')`),
    index('ticket_images_message_idx').on(t.messageId),
  ],
);

/** How far the member has read a ticket: operator replies after this message are unread. */
export const ticketReads = pgTable('ticket_reads', {
  ticketId: integer('ticket_id')
    .primaryKey()
    .references(() => tickets.id, { onDelete: 'cascade' }),
  lastReadMessageId: integer('last_read_message_id').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
});

/** The operator's announcements, shown from `publish_at` until `expires_at` unless withdrawn. */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The operator key that wrote it; null for OPERATOR_KEY from the environment and for seeded texts. */
    createdByKeyId: integer('created_by_key_id').references(() => operatorKeys.id),
    createdByOperatorId: integer('created_by_operator_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('announcements_expiry_chk', sql`${t.expiresAt} is null or ${t.expiresAt} > ${t.publishAt}`),
    index('announcements_publish_idx').on(t.publishAt),
  ],
);

export const announcementReads = pgTable(
  'announcement_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'announcement_reads_pk', columns: [t.userId, t.announcementId] }),
    index('announcement_reads_announcement_idx').on(t.announcementId),
  ],
);
