import { z } from 'zod';
import { usernameText } from './common';
import { usdtAmount } from './money';
import { chainTxHash, operatorReason } from './operatorFields';
import { listPage, listQuery, usernameFilter } from './operatorLists';

/**
 * The operator API, under `/api/operator` (not part of the spec; Tessera's own). Every call carries
 * `Authorization: Bearer <operator key>` (or `X-Operator-Key: <key>`); a missing or wrong key answers 401 in
 * the common error shape. Every call, reads included, is written to the audit log.
 */

export const MAIL_LIST_DEFAULT_LIMIT = 10;
export const MAIL_LIST_MAX_LIMIT = 100;

// POST operator/login-link
export const operatorLoginLinkBody = z.strictObject({ username: usernameText });
export type OperatorLoginLinkBody = z.infer<typeof operatorLoginLinkBody>;
export const operatorLoginLinkResponse = z.object({
  status: z.literal(true),
  /** `${PUBLIC_URL}/login?user=<username>&auth=<token>`: works once, for a few minutes (see expires_at). */
  url: z.string(),
  /** ISO 8601 */
  expires_at: z.string(),
});
export type OperatorLoginLinkResponse = z.infer<typeof operatorLoginLinkResponse>;

// GET operator/balances?username=
export const operatorBalancesQuery = z.object({ username: usernameText });
export type OperatorBalancesQuery = z.input<typeof operatorBalancesQuery>;
/** A member's ledger balances, each a decimal string of USDT: the three wallets and the three holds. */
export const operatorBalances = z.object({
  username: z.string(),
  pay_in: z.string(),
  pay_out: z.string(),
  reserve: z.string(),
  pending_withdrawal: z.string(),
  staked: z.string(),
  reserved: z.string(),
});
export type OperatorBalances = z.infer<typeof operatorBalances>;
export const operatorBalancesResponse = z.object({ status: z.literal(true), data: operatorBalances });
export type OperatorBalancesResponse = z.infer<typeof operatorBalancesResponse>;

// GET operator/mail?username=&limit=
export const operatorMailQuery = z.object({
  username: usernameText,
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAIL_LIST_MAX_LIMIT, `limit must be at most ${MAIL_LIST_MAX_LIMIT}`)
    .default(MAIL_LIST_DEFAULT_LIMIT),
});
export type OperatorMailQuery = z.input<typeof operatorMailQuery>;
export const operatorMail = z.object({
  to: z.string(),
  subject: z.string(),
  /**
   * Codes and links hidden for every operator; null for support, who see only subject, time and delivery.
   * Whole only for the operator key while no SMTP server is configured (the local outbox of a demo).
   */
  text: z.string().nullable(),
  purpose: z.string().nullable(),
  /** ISO 8601 */
  created_at: z.string(),
  /** ISO 8601; null while the mail waits in the outbox (always so when SMTP_URL is unset). */
  sent_at: z.string().nullable(),
});
export type OperatorMail = z.infer<typeof operatorMail>;
export const operatorMailResponse = z.object({
  status: z.literal(true),
  /** Newest first. */
  data: z.array(operatorMail),
});
export type OperatorMailResponse = z.infer<typeof operatorMailResponse>;

// GET operator/ledger/check
export const ledgerInvariantResult = z.object({
  invariant: z.string(),
  ok: z.boolean(),
  /** Readable descriptions, at most 100 per invariant; empty when it holds. */
  violations: z.array(z.string()),
});
export type LedgerInvariantResult = z.infer<typeof ledgerInvariantResult>;
export const operatorLedgerCheckResponse = z.object({
  status: z.literal(true),
  /** True when every invariant holds. */
  ok: z.boolean(),
  invariants: z.array(ledgerInvariantResult),
});
export type OperatorLedgerCheckResponse = z.infer<typeof operatorLedgerCheckResponse>;

// POST operator/deposit: records an incoming payment seen on chain; the member's next balance-sync credits it.
export const operatorDepositBody = z.strictObject({
  username: usernameText,
  payment_method_id: z.coerce.number().int().positive('payment_method_id must be a positive whole number'),
  amount: usdtAmount,
  /** The chain transaction hash; recorded once per payment method (a repeat answers 409). */
  txhash: chainTxHash,
});
export type OperatorDepositBody = z.input<typeof operatorDepositBody>;
export const operatorDepositResponse = z.object({
  status: z.literal(true),
  data: z.object({
    id: z.number().int(),
    username: z.string(),
    payment_method_id: z.number().int(),
    thash: z.string(),
    amount: z.string(),
  }),
});
export type OperatorDepositResponse = z.infer<typeof operatorDepositResponse>;

// POST operator/deposits/:id/credit: a deposit the chain watcher held below its method's minimum is credited to
// the member's Receiving Wallet (200 with the deposit), or above the approval threshold waits for a second
// operator (202). One not held answers 409, with what it is instead.
export const operatorDepositParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a positive whole number')
    .positive('id must be a positive whole number')
    .max(Number.MAX_SAFE_INTEGER, 'id must be a positive whole number'),
});

// GET operator/withdrawals?status=&username=&from=&to=&sort=&dir=&page=&per_page= (contract/operatorLists.ts),
// and operator/withdrawals.csv with the same filters.
export const operatorWithdrawalsQuery = listQuery('withdrawals').extend({
  status: z.coerce
    .number({ error: 'status must be 0, 1, 2 or 3' })
    .int('status must be 0, 1, 2 or 3')
    .min(0, 'status must be 0, 1, 2 or 3')
    .max(3, 'status must be 0, 1, 2 or 3')
    .optional(),
  username: usernameFilter,
});
export type OperatorWithdrawalsQuery = z.input<typeof operatorWithdrawalsQuery>;
export const operatorWithdrawal = z.object({
  id: z.number().int(),
  code: z.string(),
  username: z.string(),
  coin_type: z.string(),
  /** The wallet withdrawn from. */
  type: z.string(),
  network: z.string().nullable(),
  address: z.string().nullable(),
  ac_no: z.string().nullable(),
  bank_name: z.string().nullable(),
  holder_name: z.string().nullable(),
  ifsc: z.string().nullable(),
  amount_from: z.string(),
  fee: z.string(),
  net_amount: z.string(),
  /** 0 Pending, 3 Processing, 1 Completed, 2 Rejected. */
  status: z.number().int(),
  t_hash: z.string().nullable(),
  /**
   * The block holding the payout's transfer, when the payout was checked on the chain. On a Processing
   * withdrawal it means the payout is confirming: it completes once that block is deep enough.
   */
  payout_block: z.number().int().nullable().optional(),
  /** ISO 8601: when the payout's transfer was first seen on the chain. */
  payout_seen_at: z.string().nullable().optional(),
  remarks: z.string(),
  /** ISO 8601 */
  created_at: z.string(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawal>;
export const operatorWithdrawalsResponse = listPage(operatorWithdrawal);
export type OperatorWithdrawalsResponse = z.infer<typeof operatorWithdrawalsResponse>;

export const operatorWithdrawalParams = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive('id must be a positive whole number'),
});
// POST operator/withdrawals/:id/approve: 0 Pending → 3 Processing.
// POST operator/withdrawals/:id/paid { tx }: 3 Processing → 1 Completed; pays the hold out. Where the server
// watches the withdrawal's chain, the transaction must pay the net amount to the member's address (else 422,
// keyed `tx`); until it has the chain's confirmations the withdrawal stays Processing with `payout_block` set
// and the answer's `confirmations` says how deep it is. A hash another withdrawal holds answers 409.
export const operatorWithdrawalPaidBody = z.strictObject({
  tx: chainTxHash,
});
// POST operator/withdrawals/:id/reject { reason }: 0 or 3 → 2 Rejected; the hold goes back to the wallet.
export const operatorWithdrawalRejectBody = z.strictObject({
  reason: operatorReason,
});
export const operatorWithdrawalResponse = z.object({ status: z.literal(true), data: operatorWithdrawal });
export type OperatorWithdrawalResponse = z.infer<typeof operatorWithdrawalResponse>;
export const operatorWithdrawalPaidResponse = operatorWithdrawalResponse.extend({
  message: z.string(),
  /** Present while the payout is confirming: the blocks it has, of the ones the chain requires. */
  confirmations: z.object({ seen: z.number().int(), required: z.number().int() }).optional(),
});
export type OperatorWithdrawalPaidResponse = z.infer<typeof operatorWithdrawalPaidResponse>;

// POST /api/operator/faucet (the development chain only)
export const operatorFaucetBody = z.strictObject({
  username: usernameText,
  payment_method_id: z.coerce.number().int().positive('payment_method_id must be a positive whole number'),
  amount: usdtAmount,
});
export type OperatorFaucetBody = z.input<typeof operatorFaucetBody>;
export const operatorFaucetResponse = z.object({
  status: z.literal(true),
  data: z.object({
    username: z.string(),
    payment_method_id: z.number().int(),
    /** The member's deposit address the test USDT went to. */
    address: z.string(),
    amount: z.string(),
    /** The development chain's transaction; the watcher credits it after the method's confirmations. */
    thash: z.string(),
    confirmations_required: z.number().int(),
  }),
});
export type OperatorFaucetResponse = z.infer<typeof operatorFaucetResponse>;

// POST /api/operator/faucet/payout { withdrawal_id } (the development chain only)
export const operatorFaucetPayoutBody = z.strictObject({
  withdrawal_id: z.coerce.number().int().positive('withdrawal_id must be a positive whole number'),
});
export const operatorFaucetPayoutResponse = z.object({
  status: z.literal(true),
  data: z.object({
    withdrawal_id: z.number().int(),
    address: z.string(),
    /** The withdrawal's net amount, sent as the platform's hot wallet would. */
    amount: z.string(),
    thash: z.string(),
  }),
});
export type OperatorFaucetPayoutResponse = z.infer<typeof operatorFaucetPayoutResponse>;
