import { z } from 'zod';
import { OPERATOR_PASSWORD_MIN } from './operatorListRules';

/**
 * An operator changes their own password (Tessera's own operator API, any signed-in operator; the operator
 * key has none): the current password, a code from their authenticator and the new password. Every other
 * session of theirs ends; the audit row names the change, never a password.
 */

// POST operator/password
export const operatorPasswordBody = z.strictObject({
  current_password: z
    .string({ error: 'current_password is required' })
    .min(1, 'current_password is required')
    .max(256),
  code: z
    .string({ error: 'code is required' })
    .trim()
    .regex(/^\d{6}$/, 'code must be the 6 digits the authenticator shows'),
  new_password: z
    .string({ error: 'new_password is required' })
    .min(OPERATOR_PASSWORD_MIN, `new_password must be at least ${OPERATOR_PASSWORD_MIN} characters`)
    .max(256, 'new_password must be at most 256 characters'),
});
export type OperatorPasswordBody = z.infer<typeof operatorPasswordBody>;
export const operatorPasswordResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  /** How many of the operator's other sessions ended. */
  sessions_ended: z.number().int(),
});
export type OperatorPasswordResponse = z.infer<typeof operatorPasswordResponse>;
