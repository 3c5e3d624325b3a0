import { z } from 'zod';
import { okResponse } from './common';
import { antiPhishingPhraseProblem, noticeKinds } from './noticeRules';

export * from './noticeRules';

/**
 * A member's own notices and anti-phishing phrase (issue: notice of every money event). Paths are relative to
 * `/api`; every call carries the member's session token (Bearer).
 *
 * Rules the spec leaves to the server, defined here:
 * - A notice is written in the transaction of the money event it tells of (a deposit seen or credited, a
 *   withdrawal requested, approved, paid with its hash and explorer link, rejected with the reason, or
 *   cancelled, a payout address saved, a stake started or ended, a reserve claim paid), so an event that rolls
 *   back leaves none; the same transaction queues its mail. A member sees and marks only their own notices:
 *   anyone else's answers 404, exactly as one that does not exist.
 * - GET notices answers the newest 50 and the count of all unread ones; the header's bell counts them with
 *   the unread announcements. `before` (a notice's id) pages back: the 50 written before that one, and
 *   `older` says whether any are older still. The stream (GET events) tells `event: notice` with the id when one is written.
 * - The anti-phishing phrase: 4 to 32 letters (of any script), digits and spaces, or empty to remove it. When
 *   set it heads every mail Tessera sends the member, security notices and codes included.
 */

const idParam = z.coerce
  .number({ error: 'The id must be a number' })
  .int('The id must be a whole number')
  .positive('The id must be a positive number')
  .max(Number.MAX_SAFE_INTEGER, 'The id is out of range');

export const notice = z.object({
  id: z.number().int(),
  kind: z.enum(noticeKinds),
  title: z.string(),
  body: z.string(),
  /** A page that shows the event elsewhere (a payout on its chain explorer), or null. */
  link: z.string().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof notice>;

// GET notices?before= — the member's newest notices (or those before a notice), newest first.
export const noticesQuery = z.object({ before: idParam.optional() });
export type NoticesQuery = z.input<typeof noticesQuery>;
export const noticesResponse = z.object({
  status: z.literal(true),
  data: z.array(notice),
  more_details: z.object({ unread: z.number().int(), older: z.boolean() }),
});
export type NoticesResponse = z.infer<typeof noticesResponse>;

// POST notices/{id}/read, POST notices/read-all
export const noticeParams = z.object({ id: idParam });
export const noticeReadResponse = okResponse.extend({ unread: z.number().int() });
export type NoticeReadResponse = z.infer<typeof noticeReadResponse>;

/** `event: notice` — a notice of the member's was written; refetch the list. */
export const noticeLiveEvent = z.object({ notice_id: z.number().int() });
export type NoticeLiveEvent = z.infer<typeof noticeLiveEvent>;

// GET anti-phishing-phrase, POST anti-phishing-phrase
export const antiPhishingPhraseBody = z.strictObject({
  anti_phishing_phrase: z
    .string({ error: 'The anti-phishing phrase must be text' })
    .max(200, 'The anti-phishing phrase must be 4 to 32 characters long')
    .superRefine((value, ctx) => {
      const problem = antiPhishingPhraseProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.trim()),
});
export type AntiPhishingPhraseBody = z.input<typeof antiPhishingPhraseBody>;
export const antiPhishingPhraseResponse = z.object({
  status: z.literal(true),
  anti_phishing_phrase: z.string().nullable(),
});
export type AntiPhishingPhraseResponse = z.infer<typeof antiPhishingPhraseResponse>;
export const saveAntiPhishingPhraseResponse = okResponse.extend({
  anti_phishing_phrase: z.string().nullable(),
});
export type SaveAntiPhishingPhraseResponse = z.infer<typeof saveAntiPhishingPhraseResponse>;
