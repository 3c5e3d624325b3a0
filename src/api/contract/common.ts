import { z } from 'zod';

/**
 * The error shape every endpoint answers with when it refuses a request (spec document 1 §5 and §8):
 * `status` false, a readable `message` (mirrored in `msg` for clients that read that key) and, for
 * validation failures, `errors` mapping each field to its messages. The client shows the first message
 * of the first field, else `msg`/`message`.
 */
export const errorResponse = z.object({
  status: z.literal(false),
  message: z.string(),
  msg: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** On a 429 that names its wait (a code asked again within its cooldown): whole seconds until it may be repeated. */
  retry_after: z.number().int().positive().optional(),
  /** The request's id, as the server's log names it and `X-Request-Id` answers it: what support asks for. */
  request_id: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** A plain acknowledgement: `status` true with the message the member sees as a success toast. */
export const okResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  msg: z.string(),
});
export type OkResponse = z.infer<typeof okResponse>;

/** Usernames and sponsor ids are letters and digits only (spec document 1 §5, input filters). */
export const usernameText = z
  .string()
  .trim()
  .min(1, 'Username is Required')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[A-Za-z0-9]+$/, 'Username may contain letters and digits only');

/** Numeric codes: the 4-digit e-mail verification code and security PIN, 6-digit login and reset codes. */
export const digits = (length: number, label: string) =>
  z
    .string()
    .regex(/^[0-9]+$/, `${label} must contain digits only`)
    .length(length, `${label} must be ${length} digits`);
