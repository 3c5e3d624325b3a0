import { z } from 'zod';
import { okResponse, usernameText } from './common';
import { listQuery } from './operatorLists';
import {
  announcementParams,
  messageImage,
  requiredText,
  ticket,
  ticketMessage,
  ticketStatus,
} from './support';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  INTERNAL_NOTE_MAX,
  TICKET_MESSAGE_MAX,
} from './supportRules';
import { paged, pageQuery } from './wallet';

/**
 * The operator's side of support tickets and announcements, under `/api/operator` with the operator key
 * (the rules are in support.ts).
 */

// --- Operator: tickets -----------------------------------------------------------------------------------

// GET operator/tickets?status=&username=&assigned=&from=&to=&sort=&dir=&page=&per_page= (contract/operatorLists.ts;
// 10 a page unless asked, the envelope under `data` as the members' lists have it), and operator/tickets.csv.
export const operatorTicketsQuery = listQuery('tickets', { perPage: 10 }).extend({
  status: z.coerce.number().pipe(ticketStatus).optional(),
  username: usernameText.optional(),
  /** unassigned: nobody has taken them; mine: assigned to the operator asking. */
  assigned: z.enum(['unassigned', 'mine'], 'assigned must be unassigned or mine').optional(),
});
export type OperatorTicketsQuery = z.input<typeof operatorTicketsQuery>;
export const operatorTicket = ticket.omit({ unread: true }).extend({
  /** Member messages since the operator's last reply. */
  awaiting_reply: z.boolean(),
  messages: z.number().int(),
  /** The username of the operator who took it; null while nobody has. */
  assigned_to: z.string().nullable(),
});
export type OperatorTicket = z.infer<typeof operatorTicket>;
export const operatorTicketsResponse = z.object({ status: z.literal(true), data: paged(operatorTicket) });
export type OperatorTicketsResponse = z.infer<typeof operatorTicketsResponse>;

/** A message as the operator sees it: internal notes included, with every image's path. */
export const operatorTicketMessage = ticketMessage.extend({
  internal: z.boolean(),
  images: z.array(messageImage),
});
export type OperatorTicketMessage = z.infer<typeof operatorTicketMessage>;
export const operatorTicketResponse = z.object({
  status: z.literal(true),
  data: z.object({ ticket: operatorTicket, messages: z.array(operatorTicketMessage) }),
});
export type OperatorTicketResponse = z.infer<typeof operatorTicketResponse>;

/**
 * POST operator/tickets/{id}/reply (multipart: `message`, optional `name` shown to the member as the sender,
 * default 'Support', optional `images[]`), or JSON `{ message, name }` without images.
 */
export const operatorReplyFields = z.object({
  message: requiredText(TICKET_MESSAGE_MAX, 'The message'),
  name: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z][A-Za-z .'-]*$/, "The name may contain letters, spaces and . ' - only")
    .optional(),
});
export type OperatorReplyFields = z.input<typeof operatorReplyFields>;
export const operatorReplyResponse = okResponse.extend({ data: operatorTicketMessage });
export type OperatorReplyResponse = z.infer<typeof operatorReplyResponse>;

// POST operator/tickets/{id}/note — an internal note, never shown to the member.
export const operatorNoteBody = z.strictObject({ note: requiredText(INTERNAL_NOTE_MAX, 'The note') });
export type OperatorNoteBody = z.infer<typeof operatorNoteBody>;
export const operatorNoteResponse = operatorReplyResponse;

// POST operator/tickets/{id}/assign — to an operator who answers tickets (support or admin), or to nobody.
export const operatorAssignBody = z.strictObject({
  /** An operator's username, or null to put the ticket back in the unassigned queue. */
  assignee: z.string().trim().min(1).max(64).nullable(),
});
export type OperatorAssignBody = z.infer<typeof operatorAssignBody>;

// POST operator/tickets/{id}/close, POST operator/tickets/{id}/reopen
export const operatorTicketStatusResponse = okResponse.extend({ data: operatorTicket });
export type OperatorTicketStatusResponse = z.infer<typeof operatorTicketStatusResponse>;

// --- Operator: announcements -----------------------------------------------------------------------------

const isoTime = z.iso.datetime({ offset: true, error: 'Give a time in ISO 8601, e.g. 2026-12-01T09:00:00Z' });

/** POST operator/announcements. `publish_at` now or later (not in the past); `expires_at` after it. */
export const operatorAnnouncementBody = z
  .strictObject({
    title: requiredText(ANNOUNCEMENT_TITLE_MAX, 'The title'),
    body: requiredText(ANNOUNCEMENT_BODY_MAX, 'The text'),
    publish_at: isoTime.optional(),
    expires_at: isoTime.optional(),
    pinned: z.boolean().default(false),
  })
  .refine((value) => !value.publish_at || !value.expires_at || value.expires_at > value.publish_at, {
    path: ['expires_at'],
    message: 'expires_at must come after publish_at',
  });
export type OperatorAnnouncementBody = z.input<typeof operatorAnnouncementBody>;
export const operatorAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  publish_at: z.string(),
  expires_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  /** scheduled (publish_at ahead), showing, expired or withdrawn. */
  state: z.enum(['scheduled', 'showing', 'expired', 'withdrawn']),
  /** Members who have read it. */
  reads: z.number().int(),
});
export type OperatorAnnouncement = z.infer<typeof operatorAnnouncement>;
export const operatorAnnouncementResponse = okResponse.extend({ data: operatorAnnouncement });
export type OperatorAnnouncementResponse = z.infer<typeof operatorAnnouncementResponse>;

// GET operator/announcements?page=
export const operatorAnnouncementsQuery = z.object({ page: pageQuery });
export const operatorAnnouncementsResponse = z.object({
  status: z.literal(true),
  data: paged(operatorAnnouncement),
});
export type OperatorAnnouncementsResponse = z.infer<typeof operatorAnnouncementsResponse>;

// POST operator/announcements/{id}/withdraw — stops showing it; 409 when already withdrawn.
export const operatorAnnouncementParams = announcementParams;
