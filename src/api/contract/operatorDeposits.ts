import { z } from 'zod';
import { depositStates, listPage, listQuery, usernameFilter } from './operatorLists';

/**
 * The back office's deposit list (Tessera's own operator API, `money.read`): every incoming payment recorded,
 * by an operator or the chain watcher, and whether the member's balance sync has put it in their wallet yet.
 * Deposits above the approval threshold that wait for a second operator are approval requests until then
 * (contract/approvals.ts), not deposits.
 */

// GET operator/deposits?state=&payment_method_id=&username=&from=&to=&sort=&dir=&page=&per_page=, and
// operator/deposits.csv with the same filters (contract/operatorLists.ts).
export const operatorDepositsQuery = listQuery('deposits').extend({
  state: z.enum(depositStates, `state must be one of ${depositStates.join(', ')}`).optional(),
  payment_method_id: z.coerce
    .number({ error: 'payment_method_id must be a whole number' })
    .int('payment_method_id must be a whole number')
    .positive('payment_method_id must be a positive whole number')
    .max(2_147_483_647)
    .optional(),
  username: usernameFilter,
});
export type OperatorDepositsQuery = z.input<typeof operatorDepositsQuery>;

export const operatorDepositRow = z.object({
  id: z.number().int(),
  username: z.string(),
  payment_method_id: z.number().int(),
  /** e.g. 'USDT TRC20' */
  method: z.string(),
  thash: z.string(),
  amount: z.string(),
  /** Who recorded it: 'operator' or the chain watcher's name. */
  source: z.string(),
  /** ISO 8601 */
  recorded_at: z.string(),
  /** See depositStates. */
  state: z.enum(depositStates),
  /** The block holding a chain deposit; null for an operator's record. */
  block_number: z.number().int().nullable(),
  /** ISO 8601; null while unsynced. */
  credited_at: z.string().nullable(),
});
export type OperatorDepositRow = z.infer<typeof operatorDepositRow>;
export const operatorDepositsResponse = listPage(operatorDepositRow);
export type OperatorDepositsResponse = z.infer<typeof operatorDepositsResponse>;
