import { IMAGE_MAX_BYTES, IMAGE_TOO_HEAVY } from './imageRules';

/**
 * Support tickets' and announcements' plain rules (contract/support.ts): no validator, so the browser reads
 * the very same values the server applies.
 */

/** Ticket status (spec document 2 §4 'Ticket status'). */
export const TICKET_STATUS = { new: 0, open: 1, closed: 2, reopened: 3 } as const;
export type TicketStatus = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];
export const ticketStatusLabels: Record<TicketStatus, string> = {
  0: 'New',
  1: 'Open',
  2: 'Close',
  3: 'Reopen',
};

/** Each image at most 2 MB (2048 KB, document 2 §9); at most five on one message. */
export const TICKET_IMAGE_MAX_BYTES = IMAGE_MAX_BYTES;
export const TICKET_IMAGES_MAX = 5;
export const TICKET_MESSAGE_MAX = 5000;
export const OTHERS_SUBJECT_MAX = 120;
export const ANNOUNCEMENT_TITLE_MAX = 150;
export const ANNOUNCEMENT_BODY_MAX = 10_000;
export const INTERNAL_NOTE_MAX = 5000;

/** The spec's texts for the ticket form (document 2 §5 'Ticket', §8). */
export const ticketTexts = {
  required: 'This Field Is Required.',
  imageTooLarge: IMAGE_TOO_HEAVY,
  imageKind: 'Only PNG or JPEG images can be attached',
  tooManyImages: `At most ${TICKET_IMAGES_MAX} images can be attached to one message`,
  closed: 'This ticket is closed. Reopen it to reply.',
  notClosed: 'Only a closed ticket can be reopened',
  alreadyClosed: 'This ticket is already closed',
  notFound: 'Ticket not found',
} as const;

/** A file as a form holds it: its size in bytes, and its name when it has one. */
export interface ChosenImage {
  readonly name?: string;
  readonly size: number;
}

/**
 * The images of `chosen` that may join `attached` ones already on a message, and why any other is refused,
 * naming it: each at most TICKET_IMAGE_MAX_BYTES, at most TICKET_IMAGES_MAX in all, the limits the server
 * applies. Forms call this when files are chosen, so nothing is refused only once it is sent.
 */
export function admitTicketImages<T extends ChosenImage>(
  attached: number,
  chosen: readonly T[],
): { admitted: T[]; refusal: string | null } {
  const admitted: T[] = [];
  const refusals: string[] = [];
  const named = (file: T, text: string) => (file.name ? `${file.name}: ${text}` : text);
  for (const file of chosen) {
    if (file.size > TICKET_IMAGE_MAX_BYTES) refusals.push(named(file, ticketTexts.imageTooLarge));
    else if (attached + admitted.length >= TICKET_IMAGES_MAX)
      refusals.push(named(file, ticketTexts.tooManyImages));
    else admitted.push(file);
  }
  return { admitted, refusal: refusals.length > 0 ? refusals.join('; ') : null };
}

/** The 'Others subject' field appears when the chosen subject reads 'others' or 'Others' (document 2 §5). */
export const isOthersSubject = (subject: string | undefined): boolean =>
  subject === 'others' || subject === 'Others';

/** What moves a ticket's status: a reply by either side, an operator closing it, the member reopening it. */
export type TicketMove = 'member_reply' | 'operator_reply' | 'close' | 'reopen';

/**
 * The status a ticket takes after `move`, or the refusal in the words the member or operator reads. Every
 * status move of the server and every button of the screens follows from this one table: a closed ticket takes
 * no reply and can only be reopened; an operator's reply opens a new or reopened ticket; a member's reply
 * leaves the status as it is.
 */
export function ticketStatusAfter(
  move: TicketMove,
  status: number,
): { status: TicketStatus; refusal?: undefined } | { refusal: string } {
  const closed = status === TICKET_STATUS.closed;
  switch (move) {
    case 'member_reply':
      return closed ? { refusal: ticketTexts.closed } : { status: status as TicketStatus };
    case 'operator_reply':
      return closed ? { refusal: ticketTexts.closed } : { status: TICKET_STATUS.open };
    case 'close':
      return closed ? { refusal: ticketTexts.alreadyClosed } : { status: TICKET_STATUS.closed };
    case 'reopen':
      return closed ? { status: TICKET_STATUS.reopened } : { refusal: ticketTexts.notClosed };
  }
}

/** A ticket a member or an operator can write in: anything but closed. */
export const acceptsReplies = (status: TicketStatus): boolean =>
  !ticketStatusAfter('member_reply', status).refusal;
/** The Reopen button is active only on a closed ticket (document 2 §4). */
export const canReopen = (status: TicketStatus): boolean => !ticketStatusAfter('reopen', status).refusal;
