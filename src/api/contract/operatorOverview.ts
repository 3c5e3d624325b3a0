import { z } from 'zod';
import { approvalKinds } from './approvalRules';
import { ageBands } from './operatorListRules';

/**
 * The back office's overview (Tessera's own operator API): the counts an operator starts the day with. Every
 * signed-in operator may ask; each part is null where the role may not read it (approvals: the kinds the role
 * reads; withdrawals, deposits and liabilities: money.read; tickets: tickets.read).
 */

/** How many wait, split by how long they have waited (contract/operatorListRules.ts `ageBands`). */
export const agedCount = z.object({
  total: z.number().int(),
  ...(Object.fromEntries(ageBands.map((band) => [band, z.number().int()])) as Record<
    (typeof ageBands)[number],
    z.ZodNumber
  >),
  /** ISO 8601; null when none waits. */
  oldest_at: z.string().nullable(),
});
export type AgedCount = z.infer<typeof agedCount>;

// GET operator/overview
export const operatorOverview = z.object({
  /** ISO 8601 */
  as_of: z.string(),
  approvals: z
    .object({
      /** Pending requests of each kind the role reads, kinds with none included. */
      pending: z.array(z.object({ kind: z.enum(approvalKinds), count: z.number().int() })),
      total: z.number().int(),
      oldest_at: z.string().nullable(),
    })
    .nullable(),
  /** Since the member asked; pending wait for a first look, processing for the payment. */
  withdrawals: z.object({ pending: agedCount, processing: agedCount, pending_amount: z.string() }).nullable(),
  /** New, Open and Reopen tickets by how long they have been open. */
  tickets: z
    .object({ open: agedCount, awaiting_reply: z.number().int(), unassigned: z.number().int() })
    .nullable(),
  deposits: z
    .object({
      /** Recorded, not yet in the member's wallet (the member's balance sync credits it). */
      unsynced: z.object({ count: z.number().int(), amount: z.string() }),
      /** Above the threshold, waiting for a second operator before they are recorded. */
      awaiting_approval: z.object({ count: z.number().int(), amount: z.string() }),
    })
    .nullable(),
  liabilities: z
    .object({ owed: z.string(), held: z.string(), difference: z.string(), ledger_ok: z.boolean() })
    .nullable(),
});
export type OperatorOverview = z.infer<typeof operatorOverview>;
export const operatorOverviewResponse = z.object({ status: z.literal(true), data: operatorOverview });
export type OperatorOverviewResponse = z.infer<typeof operatorOverviewResponse>;
