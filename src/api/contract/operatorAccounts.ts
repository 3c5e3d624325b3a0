import { z } from 'zod';
import { operatorRights, operatorRoles } from './operatorRights';

/**
 * Operator accounts (Tessera's own API, under `/api/operator`): the people who run the platform, each with
 * one role. Created by an admin or the operator key; signing in needs the password and an authenticator code.
 */

// POST operator/operators
export const operatorCreateBody = z.strictObject({
  /** 3 to 32 lower-case letters, digits or _ (upper case is folded). */
  username: z.string().trim().min(1).max(64),
  /** 12 to 256 characters; stored as argon2id, never shown again. */
  password: z.string().min(1).max(256),
  role: z.enum(operatorRoles),
});
export type OperatorCreateBody = z.infer<typeof operatorCreateBody>;

export const operatorAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(operatorRoles),
});
export type OperatorAccountView = z.infer<typeof operatorAccount>;

/**
 * 200 when the operator key adds the first admin (nobody could approve yet); otherwise 202 with
 * `approvalPendingResponse`: the new operator can sign in once a second admin approves.
 */
export const operatorCreateResponse = z.object({ status: z.literal(true), data: operatorAccount });
export type OperatorCreateResponse = z.infer<typeof operatorCreateResponse>;

// POST operator/sign-in (no session yet; limited per address and username before any hashing)
export const operatorSignInBody = z.strictObject({
  username: z.string().trim().min(1, 'username is required').max(64),
  password: z.string().min(1, 'password is required').max(256),
  /** The authenticator's 6 digits; left out on the first step of the very first sign-in. */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code must be the 6 digits the authenticator shows')
    .optional(),
});
export type OperatorSignInBody = z.infer<typeof operatorSignInBody>;

export const operatorSignInResponse = z.object({
  status: z.literal(true),
  data: z.discriminatedUnion('kind', [
    /** The password was right and no authenticator is set up yet: add this secret, then sign in with a code. */
    z.object({ kind: z.literal('enrol'), secret: z.string(), otpauth_url: z.string() }),
    z.object({
      kind: z.literal('signed-in'),
      /** Send as `Authorization: Bearer <token>`; it ends after `idle_minutes` without a request. */
      token: z.string(),
      idle_minutes: z.number().int(),
      operator: operatorAccount,
      rights: z.array(z.enum(operatorRights)),
    }),
  ]),
});
export type OperatorSignInResponse = z.infer<typeof operatorSignInResponse>;

// GET operator/me: who the session or key belongs to, and what they may do
export const operatorMeResponse = z.object({
  status: z.literal(true),
  data: z.object({
    /** null for the operator key, which acts as an admin. */
    operator: operatorAccount.nullable(),
    role: z.enum(operatorRoles),
    rights: z.array(z.enum(operatorRights)),
  }),
});
export type OperatorMeResponse = z.infer<typeof operatorMeResponse>;

// POST operator/sign-out
export const operatorSignOutResponse = z.object({ status: z.literal(true), message: z.string() });
export type OperatorSignOutResponse = z.infer<typeof operatorSignOutResponse>;

// GET operator/operators: everyone who runs the platform, by username
export const operatorListItem = operatorAccount.extend({
  /** The authenticator is set up (else it is set up at the next sign-in). */
  authenticator: z.boolean(),
  /** ISO 8601; null when not locked. */
  locked_until: z.string().nullable(),
  /** ISO 8601; null while the operator may sign in. */
  disabled_at: z.string().nullable(),
  created_at: z.string(),
  /** ISO 8601; null while the operator waits for a second admin's approval (they cannot sign in yet). */
  approved_at: z.string().nullable(),
  /** Who added them: an operator's username, 'operator key', or null for accounts made at installation. */
  created_by: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
});
export type OperatorListItem = z.infer<typeof operatorListItem>;
export const operatorsResponse = z.object({ status: z.literal(true), data: z.array(operatorListItem) });
export type OperatorsResponse = z.infer<typeof operatorsResponse>;

/**
 * POST operator/operators/{id}: an admin changes another operator (never themselves, never the last admin away).
 * Disabling is done at once (200); a new role, re-enabling and an authenticator reset each answer 202 with a
 * request a second admin must approve, one change per request.
 */
export const operatorParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const operatorChangeBody = z
  .strictObject({
    role: z.enum(operatorRoles).optional(),
    /** true ends their sessions and refuses sign-in; false lets them sign in again. */
    disabled: z.boolean().optional(),
    /** Clears the authenticator (and any lock); they set up a new one at the next sign-in. */
    reset_authenticator: z.literal(true).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Send role, disabled or reset_authenticator' });
export type OperatorChangeBody = z.infer<typeof operatorChangeBody>;
export const operatorChangeResponse = z.object({ status: z.literal(true), data: operatorListItem });
export type OperatorChangeResponse = z.infer<typeof operatorChangeResponse>;

// POST operator/keys/rotate: only with the key itself; the new key is shown once and the old one stops working.
export const operatorKeyRotateResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  /** The new key, in clear text this once: keep it where the old one was (DATA_DIR/operator.key). */
  key: z.string(),
});
export type OperatorKeyRotateResponse = z.infer<typeof operatorKeyRotateResponse>;

// POST operator/keys/revoke: every operator key stops working, OPERATOR_KEY from the environment included.
export const operatorKeyRevokeResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  revoked: z.number().int(),
});
export type OperatorKeyRevokeResponse = z.infer<typeof operatorKeyRevokeResponse>;
