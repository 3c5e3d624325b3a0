import { z } from 'zod';
import { okResponse } from './common';
import { OTHERS_SUBJECT_MAX, TICKET_MESSAGE_MAX, TICKET_STATUS, ticketTexts } from './supportRules';

export * from './liveRules';
export * from './supportRules';

/**
 * Support tickets and announcements (spec document 2 §2 Support tickets and Announcements, §3 'Ticket',
 * 'Ticket message', 'Subject', 'Raise-ticket payload', §4 'Ticket status', §5 'Ticket', §7, §9). Member calls
 * are relative to `/api` and carry the member's session token; operator calls are under `/api/operator` and
 * carry the operator key, like the rest of the operator API.
 *
 * Rules the spec leaves to the server, defined here:
 * - Status moves: a new ticket is New (0); the operator's first reply makes it Open (1), as does a reply on a
 *   reopened ticket; the operator closes (2) a ticket that is not closed; the member (their own ticket only)
 *   or the operator reopens (3) a closed one. Any other move, and a reply on a closed ticket, answers 409.
 * - A member sees only their own tickets, messages and images: anyone else's answers 404, exactly as a
 *   ticket that does not exist. Internal notes are the operator's and never appear in a member's answer.
 * - Images (multipart `images[]`, also `images`): PNG or JPEG judged by content (magic bytes and a full
 *   decode), never by name or Content-Type; each at most 2 MB (2048 KB), at most five per message. Each is
 *   re-encoded (no metadata, at most 1600 pixels a side) and kept in the database, so every server instance
 *   serves it; GET ticket-image/{id} serves it to the ticket's member and to operators, with `nosniff`.
 * - Reading a ticket's details marks the operator's replies in it read; GET tickets counts the tickets with
 *   unread replies (`more_details.unread`), which the Support menu entry shows. The member is also mailed
 *   when the operator replies.
 * - Announcements are the operator's texts: shown from `publish_at` (immediately when not given) until
 *   `expires_at` (never when not given) unless withdrawn, pinned ones first, then newest first. Each member
 *   marks them read one by one or all at once.
 * - Live updates: GET events is a stream of server-sent events for the signed-in member (`ticket` when a
 *   ticket of theirs changes, `announcement` when one is published), with a heartbeat comment every 15 s.
 *   The token goes in the Authorization header (the client reads the stream with fetch), never the URL.
 *   Whatever a client missed while disconnected it refetches: the events carry ids, not content.
 */

const required = ticketTexts.required;
const requiredError = (issue: { input?: unknown }) => (issue.input == null ? required : undefined);
export const requiredText = (max: number, label: string) =>
  z
    .string({ error: requiredError })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);
/** A file's bytes, as the API documentation describes a multipart file or a binary answer. */
const binary = z.custom<Uint8Array | Blob>().meta({ type: 'string', format: 'binary' });
const idParam = z.coerce
  .number({ error: 'The id must be a number' })
  .int('The id must be a whole number')
  .positive('The id must be a positive number')
  .max(2 ** 31 - 1, 'The id is out of range');

export const ticketStatus = z.union([
  z.literal(TICKET_STATUS.new),
  z.literal(TICKET_STATUS.open),
  z.literal(TICKET_STATUS.closed),
  z.literal(TICKET_STATUS.reopened),
]);

// --- Member: tickets -------------------------------------------------------------------------------------

/** A ticket as its member sees it (document 2 §3 'Ticket'). Dates are ISO 8601; the client shows DD-MM-YYYY. */
export const ticket = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: ticketStatus,
  username: z.string(),
  /** When the last message (either party's) was written. */
  last_reply_date: z.string(),
  created_at: z.string(),
  /** The operator's replies in it the member has not read yet. */
  unread: z.number().int(),
});
export type Ticket = z.infer<typeof ticket>;

// GET tickets?export=true — every ticket of the member, newest activity first.
export const ticketsQuery = z.object({ export: z.enum(['true', 'false']).optional() });
export const ticketsResponse = z.object({
  status: z.literal(true),
  data: z.array(ticket),
  more_details: z.object({
    total: z.number().int(),
    /** Tickets with a reply the member has not read. */
    unread: z.number().int(),
  }),
});
export type TicketsResponse = z.infer<typeof ticketsResponse>;

// GET subjects
export const subject = z.object({ id: z.number().int(), subject: z.string() });
export type Subject = z.infer<typeof subject>;
export const subjectsResponse = z.object({ status: z.literal(true), data: z.array(subject) });
export type SubjectsResponse = z.infer<typeof subjectsResponse>;

/** A message of a ticket (document 2 §3 'Ticket message'). */
export const ticketMessage = z.object({
  id: z.number().int(),
  message: z.string(),
  /** ISO 8601 */
  message_time: z.string(),
  /** The operator's name on a reply; null on the member's own message. */
  admin_username: z.string().nullable(),
  /** Whether the message has images (GET message/{id}/image lists them). */
  image: z.boolean(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

// GET ticket/{id}/details — marks the operator's replies read.
export const ticketParams = z.object({ id: idParam });
export const ticketDetailsResponse = z.object({
  status: z.literal(true),
  data: z.object({ ticket, messages: z.array(ticketMessage) }),
});
export type TicketDetailsResponse = z.infer<typeof ticketDetailsResponse>;

// GET ticket/{id}/re-open — only the member's own closed ticket.
export const reopenTicketResponse = okResponse;

// GET message/{id}/image — the images of one message, as paths under /api to fetch with the token.
export const messageParams = z.object({ id: idParam });
export const messageImage = z.object({
  id: z.number().int(),
  /** e.g. `ticket-image/12`: fetch `/api/ticket-image/12` with the token. */
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type MessageImage = z.infer<typeof messageImage>;
export const messageImagesResponse = z.object({ status: z.literal(true), data: z.array(messageImage) });
export type MessageImagesResponse = z.infer<typeof messageImagesResponse>;

// GET ticket-image/{id} — the stored image itself (PNG or JPEG), not JSON.
export const ticketImageParams = z.object({ id: idParam });
export const ticketImage = binary;

/**
 * POST raise-ticket (multipart). The fields, as the server checks them once the files are read: `subject_id`
 * one of GET subjects; `others_subject` required when that subject reads 'others' or 'Others' (ignored
 * otherwise); `message` required; `images[]` optional.
 */
export const raiseTicketFields = z.object({
  subject_id: z.coerce
    .number({ error: required })
    .int('Choose a subject from the list')
    .positive('Choose a subject from the list')
    .max(2 ** 31 - 1, 'Choose a subject from the list'),
  others_subject: z.string().trim().max(OTHERS_SUBJECT_MAX).optional(),
  message: requiredText(TICKET_MESSAGE_MAX, 'The message'),
});
export type RaiseTicketFields = z.input<typeof raiseTicketFields>;
/** The multipart form, for the API documentation. */
export const raiseTicketBody = z
  .object({
    subject_id: z.string(),
    message: z.string(),
    others_subject: z.string().optional(),
    'images[]': z.array(binary).optional(),
  })
  .nullish();
export const raiseTicketResponse = okResponse.extend({ ticket_id: z.number().int() });
export type RaiseTicketResponse = z.infer<typeof raiseTicketResponse>;

/** POST reply (multipart): `id` the member's ticket, `message` not empty, `images[]` optional. */
export const replyFields = z.object({
  id: idParam,
  message: requiredText(TICKET_MESSAGE_MAX, 'The message'),
});
export type ReplyFields = z.input<typeof replyFields>;
export const replyBody = z
  .object({ id: z.string(), message: z.string(), 'images[]': z.array(binary).optional() })
  .nullish();
export const replyResponse = okResponse.extend({ data: ticketMessage });
export type ReplyResponse = z.infer<typeof replyResponse>;

// --- Member: announcements -------------------------------------------------------------------------------

export const announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  /** ISO 8601: when it was (or is) shown from. */
  published_at: z.string(),
  read: z.boolean(),
});
export type Announcement = z.infer<typeof announcement>;

// GET announcements — the ones showing now, pinned first, then newest first.
export const announcementsResponse = z.object({
  status: z.literal(true),
  data: z.array(announcement),
  more_details: z.object({ unread: z.number().int() }),
});
export type AnnouncementsResponse = z.infer<typeof announcementsResponse>;

// POST announcements/{id}/read, POST announcements/read-all
export const announcementParams = z.object({ id: idParam });
export const announcementReadResponse = okResponse.extend({ unread: z.number().int() });
export type AnnouncementReadResponse = z.infer<typeof announcementReadResponse>;

// --- Member: live updates --------------------------------------------------------------------------------

/** `event: ticket` — a ticket of the member's changed (a reply, a status change); refetch it and the list. */
export const ticketLiveEvent = z.object({
  ticket_id: z.number().int(),
  status: ticketStatus,
  /** The message that was added, when one was. */
  message_id: z.number().int().nullable(),
});
export type TicketLiveEvent = z.infer<typeof ticketLiveEvent>;
/** `event: announcement` — an announcement began showing or was withdrawn; refetch the list. */
export const announcementLiveEvent = z.object({ announcement_id: z.number().int() });
export type AnnouncementLiveEvent = z.infer<typeof announcementLiveEvent>;
