import { z } from 'zod';
import { LOGIN_CODE_LENGTH, MONEY_CODE_LENGTH, PIN_LENGTH } from './auth';
import { digits } from './common';
import { usdtAmount } from './money';
import { transactionWallets, transferWallets } from './walletRules';

export * from './walletRules';

/**
 * Deposits, transfers between a member's own wallets and the transaction list (spec document 2 §3, §7, §9).
 * Paths are relative to `/api`; every call carries the member's session token (Bearer).
 *
 * Rules the spec leaves to the server, defined here:
 * - Amounts are decimal strings of USDT with at most 6 decimals, never numbers.
 * - Each member has one deposit address per payment method, derived from the operator's extended public key;
 *   the address never changes once handed out.
 * - Deposits are recorded by the operator (or a chain watcher) with their transaction hash; a hash is
 *   recorded once per method. GET balance-sync credits every recorded, not yet credited deposit exactly once.
 * - Money-moving POSTs (transfer/amount) require an `Idempotency-Key` header (1 to 255 visible characters).
 *   The same key with the same body replays the first answer; with another body it is refused (422); a
 *   missing key is refused (400). Keys are kept at least 24 hours.
 * - Verification for money moves follows the member's auth type, the code keyed by that type:
 *   `mpin` (the 4-digit security PIN), `otp` (a 4-digit code, MONEY_CODE_LENGTH, mailed by POST resendotp
 *   with `from: 'transfer'` or `from: 'withdraw'`, single use, valid for that action only) or `authenticator`
 *   (a 6-digit TOTP code; a code already used is refused). Five wrong factors in a row, of any kind and
 *   wherever asked (sign-in included), lock verification for 30 minutes (contract/profile.ts). The
 *   generic key `code` is accepted in place of any of them. A wrong or missing code answers 422 with the
 *   error on that field and moves nothing.
 * - transfer/amount moves between the member's own wallets only: `payee` must be the signed-in username.
 *   Transfers carry no fee, so net_transfer_amount equals transfer_amount, and complete at once (status 1).
 * - Lists are newest first, 10 rows a page; `page` starts at 1.
 */

/** The paged list envelope (spec document 2 §3). `first_page_url` is relative to `/api`, e.g. `transactions?page=1`. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    /** 1-based index of the first row shown; null when the page is empty. */
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int(),
    per_page: z.number().int(),
    first_page_url: z.string(),
    data: z.array(item),
  });
}

export const summaryCard = z.object({ title: z.string(), value: z.string() });
export type SummaryCard = z.infer<typeof summaryCard>;

export const pageQuery = z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1);

// --- Deposits -------------------------------------------------------------------------------------------

// GET available-payment-methods?type=deposit
export const paymentMethodsQuery = z.object({ type: z.enum(['deposit']).default('deposit') });
export const paymentMethod = z.object({ id: z.number().int(), name: z.string(), network_name: z.string() });
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const paymentMethodsResponse = z.object({
  status: z.literal(true),
  methods: z.object({ data: z.array(paymentMethod) }),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponse>;

export const paymentMethodQuery = z.object({
  payment_method_id: z.coerce
    .number({ error: 'Please select a payment method' })
    .int('Please select a payment method')
    .positive('Please select a payment method'),
  page: pageQuery,
});

// GET fetch-address?payment_method_id=
export const fetchAddressResponse = z.object({
  status: z.literal(true),
  data: z.object({ address: z.string() }),
});
export type FetchAddressResponse = z.infer<typeof fetchAddressResponse>;

// GET balance-sync?payment_method_id=&page=
export const depositTransaction = z.object({
  thash: z.string(),
  amount: z.string(),
  /** ISO 8601: when the deposit was recorded. */
  created_at: z.string(),
});
export type DepositTransaction = z.infer<typeof depositTransaction>;
/** A deposit found on the chain and not yet in the wallet: waiting for confirmations, or held for review. */
export const pendingDeposit = z.object({
  thash: z.string(),
  amount: z.string(),
  /** ISO 8601: when the deposit was first seen. */
  created_at: z.string(),
  /** `seen`: in a block, short of the method's confirmations; `held`: below the method's minimum, for review. */
  state: z.enum(['seen', 'held']),
  /** Blocks on top of the deposit's, its own included, when last looked. */
  confirmations: z.number().int(),
  /** Confirmations the method requires before the deposit is credited. */
  required: z.number().int(),
});
export type PendingDeposit = z.infer<typeof pendingDeposit>;

export const balanceSyncResponse = z.object({
  status: z.literal(true),
  /** 'N deposit(s) credited' or 'No new deposits'. */
  msg: z.string(),
  message: z.string(),
  /** The deposits this sync credited, oldest first (empty when none were new): what the member is told. */
  credited: z.array(depositTransaction),
  /** Deposits of that method seen on the chain but not yet credited, oldest first. */
  pending: z.array(pendingDeposit),
  /** Credited deposits of that method, newest first. */
  list: paged(depositTransaction),
  /** The member's Receiving Wallet (pay_in) balance after the sync. */
  balance: z.string(),
});
export type BalanceSyncResponse = z.infer<typeof balanceSyncResponse>;

// --- Verification -------------------------------------------------------------------------------------

/** The code for a money move, keyed by the member's auth type (`code` is accepted for any of them). */
export const moneyCodeFields = {
  mpin: digits(PIN_LENGTH, 'Security Pin').optional(),
  otp: digits(MONEY_CODE_LENGTH, 'OTP').optional(),
  authenticator: digits(LOGIN_CODE_LENGTH, 'Authenticator code').optional(),
  code: z
    .string()
    .regex(/^[0-9]{4,6}$/, 'Code must contain 4 to 6 digits')
    .optional(),
};

// --- Transfers ----------------------------------------------------------------------------------------

// POST transfer/amount (header Idempotency-Key)
export const transferBody = z.strictObject({
  wallet: z.enum(transferWallets, { error: 'This Field Is Required.' }),
  transfer_amount: z.string({ error: 'This Field Is Required.' }).pipe(usdtAmount),
  payee: z.string({ error: 'This Field Is Required.' }).trim().min(1, 'This Field Is Required.').max(64),
  comment: z.string().max(200).optional(),
  ...moneyCodeFields,
});
export type TransferBody = z.input<typeof transferBody>;
export const transferResponse = z.object({
  status: z.literal(true),
  msg: z.string(),
  message: z.string(),
});
export type TransferResponse = z.infer<typeof transferResponse>;

// GET transfer?page=
export const transferRecord = z.object({
  payer: z.string(),
  payee: z.string(),
  /** Wallet kinds: 'pay_in', 'pay_out', 'reserve'. */
  from_wallet: z.string(),
  to_wallet: z.string(),
  transfer_amount: z.string(),
  net_transfer_amount: z.string(),
  /** One of transferWallets. */
  transfer_type: z.string(),
  comment: z.string(),
  /** 0 Pending, 1 Approved, 2 Rejected. */
  status: z.number().int(),
  /** ISO 8601 */
  created_at: z.string(),
});
export type TransferRecord = z.infer<typeof transferRecord>;
export const transferListResponse = z.object({
  status: z.literal(true),
  data: paged(transferRecord),
  /** Balances of pay_in, pay_out and reserve, and the total transferred. */
  more_details: z.array(summaryCard),
});
export type TransferListResponse = z.infer<typeof transferListResponse>;

// --- Transactions -------------------------------------------------------------------------------------

const ddmmyyyy = z
  .string()
  .trim()
  .regex(/^\d{2}-\d{2}-\d{4}$/, 'Date must be DD-MM-YYYY')
  .refine((s) => {
    const [d = Number.NaN, m = Number.NaN, y = Number.NaN] = s
      .split('-')
      .map((part) => Number.parseInt(part, 10));
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'Date must be DD-MM-YYYY');
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * GET transactions?… and POST transactions {…}: every filter is optional. Dates are DD-MM-YYYY in UTC,
 * both ends inclusive. `export=csv` answers text/csv with every matching line (no paging): header
 * `created_at,transaction_id,wallet,type,value,balance,source,note,withdrawal_status,t_hash`, amounts as
 * decimal strings, dates ISO 8601.
 */
export const transactionsFilter = z.object({
  page: pageQuery,
  wallet: z.preprocess(emptyToUndefined, z.enum(transactionWallets, { error: 'Unknown wallet' }).optional()),
  type: z.preprocess(emptyToUndefined, z.enum(['credit', 'debit'], { error: 'Unknown type' }).optional()),
  source: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  from_date: z.preprocess(emptyToUndefined, ddmmyyyy.optional()),
  to_date: z.preprocess(emptyToUndefined, ddmmyyyy.optional()),
  export: z.preprocess(emptyToUndefined, z.enum(['csv']).optional()),
});
export type TransactionsFilter = z.input<typeof transactionsFilter>;
/** The withdrawal a line requested, as it stands now: its status (1 paid) and, once paid, its chain hash. */
export const lineWithdrawal = z.object({
  status: z.number().int(),
  t_hash: z.string().nullable(),
  network: z.string().nullable(),
});
export const transactionLine = z.object({
  /** The ledger transfer the line belongs to: both sides of a transfer between wallets share it. */
  transaction_id: z.number().int(),
  wallet: z.enum(transactionWallets),
  type: z.enum(['credit', 'debit']),
  /** Positive decimal string; `type` gives the direction. */
  value: z.string(),
  /** The wallet's balance just after this line, whatever the filter or page. */
  balance: z.string(),
  note: z.string(),
  source: z.string(),
  /** ISO 8601 */
  created_at: z.string(),
  withdrawal: lineWithdrawal.nullable(),
});
export type TransactionLine = z.infer<typeof transactionLine>;
export const transactionsResponse = z.object({
  status: z.literal(true),
  data: paged(transactionLine),
  /** Wallet balances and the filtered credit and debit totals. */
  more_details: z.array(summaryCard),
  /** Sources seen on the member's lines, for the filter's select. */
  source: z.array(z.string()),
});
export type TransactionsResponse = z.infer<typeof transactionsResponse>;
