import type { Announcement } from '../../../api/announcements';
import { ticketTexts } from '../../../api/contract/supportRules';
import type { OperatorAnnouncementBody } from '../../../api/operatorSupport';
import { fromLocalInput } from '../../../ui';

/** The form as the operator fills it; times are the browser's `datetime-local` values, in local time. */
export interface AnnouncementDraft {
  title: string;
  body: string;
  pinned: boolean;
  publishAt: string;
  expiresAt: string;
}

export type DraftField = 'title' | 'body' | 'publish_at' | 'expires_at';
export type DraftErrors = Partial<Record<DraftField, string>>;

export const emptyDraft: AnnouncementDraft = {
  title: '',
  body: '',
  pinned: false,
  publishAt: '',
  expiresAt: '',
};

/** What the browser can tell before asking: both texts written, and an end after the start. */
export function draftErrors(draft: AnnouncementDraft, now: Date = new Date()): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = ticketTexts.required;
  if (!draft.body.trim()) errors.body = ticketTexts.required;
  const publish = fromLocalInput(draft.publishAt);
  const expires = fromLocalInput(draft.expiresAt);
  if (draft.publishAt && !publish) errors.publish_at = 'Give a date and time';
  if (draft.expiresAt && !expires) errors.expires_at = 'Give a date and time';
  const start = publish ?? now.toISOString();
  if (expires && expires <= start) errors.expires_at = 'Expires at must come after it is published';
  return errors;
}

/** POST operator/announcements: an empty time is left out (now, and never). */
export function draftBody(draft: AnnouncementDraft): OperatorAnnouncementBody {
  const publish = fromLocalInput(draft.publishAt);
  const expires = fromLocalInput(draft.expiresAt);
  return {
    title: draft.title.trim(),
    body: draft.body.trim(),
    pinned: draft.pinned,
    ...(publish ? { publish_at: publish } : {}),
    ...(expires ? { expires_at: expires } : {}),
  };
}

/** The draft as a member's list would hold it once published: unread, shown from its publish time. */
export function draftAsMembersSee(draft: AnnouncementDraft, now: Date = new Date()): Announcement {
  return {
    id: 0,
    title: draft.title.trim(),
    body: draft.body.trim(),
    pinned: draft.pinned,
    published_at: fromLocalInput(draft.publishAt) ?? now.toISOString(),
    read: false,
  };
}

/** The server names the fields as the payload does; anything else is the form's own message. */
export function serverFieldErrors(errors: Record<string, string[]> | undefined): DraftErrors {
  const found: DraftErrors = {};
  for (const field of ['title', 'body', 'publish_at', 'expires_at'] as const) {
    const first = errors?.[field]?.[0];
    if (first) found[field] = first;
  }
  return found;
}
