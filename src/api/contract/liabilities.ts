import { z } from 'zod';
import { ledgerInvariantResult } from './operator';

/**
 * Liabilities and holdings (Tessera's own operator API): what members are owed against what the platform
 * holds, so an operator sees at a glance whether everything owed could be paid. Amounts are decimal USDT.
 */

export const LIABILITY_TREND_DEFAULT_DAYS = 30;
export const LIABILITY_TREND_MAX_DAYS = 366;

// GET operator/liabilities?days= and GET operator/liabilities.csv?days=
export const liabilitiesQuery = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(LIABILITY_TREND_MAX_DAYS, `days must be at most ${LIABILITY_TREND_MAX_DAYS}`)
    .default(LIABILITY_TREND_DEFAULT_DAYS),
});

export const liabilitiesReport = z.object({
  /** ISO 8601 */
  as_of: z.string(),
  /** Every member wallet and hold in the ledger, and deposits recorded but not yet synced into a wallet. */
  owed: z.object({
    pay_in: z.string(),
    pay_out: z.string(),
    reserve: z.string(),
    pending_withdrawal: z.string(),
    staked: z.string(),
    reserved: z.string(),
    deposits_not_synced: z.string(),
    total: z.string(),
  }),
  /** Per method: deposits received, withdrawals paid (net of fees), and what that leaves held. */
  held: z.array(
    z.object({ method: z.string(), received: z.string(), paid_out: z.string(), held: z.string() }),
  ),
  held_total: z.string(),
  /** held_total − owed.total: below zero, the platform could not pay everything it owes. */
  difference: z.string(),
  /** The same totals at the end of each UTC day, oldest first; the last is today so far. */
  trend: z.array(z.object({ date: z.string(), owed: z.string(), held: z.string(), difference: z.string() })),
  ledger_check: z.object({ ok: z.boolean(), invariants: z.array(ledgerInvariantResult) }),
  /**
   * What the chains say the platform holds, where the server watches them: per method, the token balances of
   * members' deposit addresses and of the declared treasury addresses at one final block. Absent without
   * watched chains.
   */
  on_chain: z
    .object({
      methods: z.array(
        z.object({
          method: z.string(),
          block: z.string(),
          addresses: z.number().int(),
          deposit_addresses: z.string(),
          treasury: z.string(),
          total: z.string(),
        }),
      ),
      total: z.string(),
      /** on_chain.total − owed.total. */
      difference: z.string(),
      /** Holdings on the chains are below what members are owed: the back office raises it as an alert. */
      short: z.boolean(),
    })
    .optional(),
});
export type LiabilitiesReport = z.infer<typeof liabilitiesReport>;
export const liabilitiesResponse = z.object({ status: z.literal(true), data: liabilitiesReport });
export type LiabilitiesResponse = z.infer<typeof liabilitiesResponse>;
