import { z } from 'zod';

/**
 * Operator accounts (Tessera's own API, under `/api/operator`): the people who run the platform, each with
 * one role. Created by an admin or the operator key; signing in needs the password and an authenticator code.
 */

/** What an operator may do: support answers members, finance moves money, admin runs everything, an auditor reads. */
export const operatorRoles = ['support', 'finance', 'admin', 'auditor'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

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

export const operatorCreateResponse = z.object({ status: z.literal(true), data: operatorAccount });
export type OperatorCreateResponse = z.infer<typeof operatorCreateResponse>;
