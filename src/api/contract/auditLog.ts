import { z } from 'zod';

/**
 * The operators' audit log (Tessera's own operator API): every operator call, reads and refusals included,
 * newest first. Rows are never changed or deleted, by the database itself.
 */

export const AUDIT_PAGE_SIZE = 50;

// GET operator/audit?operator=&action=&subject=&before_id=
export const auditQuery = z.object({
  /** An operator's username, or 'key' for calls made with an operator key. */
  operator: z.string().trim().min(1).max(64).optional(),
  /** An action, or its start ('withdrawal.' for every withdrawal action). */
  action: z
    .string()
    .trim()
    .regex(/^[a-z.-]{1,64}$/, 'action may contain lower-case letters, dots and dashes only')
    .optional(),
  /** The member the action concerned. */
  subject: z.string().trim().min(1).max(64).optional(),
  /** The next page: rows older than this id. */
  before_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditRow = z.object({
  id: z.number().int(),
  action: z.string(),
  /** The operator's username; 'operator key' for a key. */
  operator: z.string(),
  subject_username: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  /** ISO 8601 */
  created_at: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;
export const auditResponse = z.object({
  status: z.literal(true),
  data: z.array(auditRow),
  /** Pass as before_id for the next page; null on the last. */
  next_before_id: z.number().int().nullable(),
});
export type AuditResponse = z.infer<typeof auditResponse>;
