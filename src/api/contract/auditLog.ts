import { z } from 'zod';
import { listPage, listQuery } from './operatorLists';

/**
 * The operators' audit log (Tessera's own operator API): every operator call, reads and refusals included,
 * newest first. Rows are never changed or deleted, by the database itself.
 */

// GET operator/audit?operator=&action=&subject=&from=&to=&dir=&page=&per_page=&until_id= (contract/operatorLists.ts),
// and operator/audit.csv with the same filters.
export const auditQuery = listQuery('audit').extend({
  /**
   * An operator's username, or 'key' for calls made with an operator key. Sign-in attempts that named this
   * username are included, whether or not they got in.
   */
  operator: z.string().trim().min(1).max(64).optional(),
  /** An action, or its start ('withdrawal.' for every withdrawal action). */
  action: z
    .string()
    .trim()
    .regex(/^[a-z.-]{1,64}$/, 'action may contain lower-case letters, dots and dashes only')
    .optional(),
  /** The member the action concerned. */
  subject: z.string().trim().min(1).max(64).optional(),
  /**
   * The newest row the pages count from: every call is logged, reading the log included, so the pages after
   * the first pass back the `until_id` the first answered and stay where they were.
   */
  until_id: z.coerce
    .number({ error: 'until_id must be a whole number' })
    .int('until_id must be a whole number')
    .positive('until_id must be positive')
    .max(2 ** 53 - 1)
    .optional(),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditRow = z.object({
  id: z.number().int(),
  action: z.string(),
  /** The operator's username; 'operator key' for a key; 'not signed in' for a sign-in that did not get in. */
  operator: z.string(),
  /** The username a sign-in named, whether or not it got in; null for every other action. */
  attempted_username: z.string().nullable(),
  subject_username: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  /** ISO 8601 */
  created_at: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;
export const auditResponse = listPage(auditRow).extend({
  /** Pass back for the next pages; null while the log is empty. */
  until_id: z.number().int().nullable(),
});
export type AuditResponse = z.infer<typeof auditResponse>;
