import { z } from 'zod';
import { usdtAmount } from './money';
import { moneyCodeFields, paged, summaryCard } from './wallet';
import { withdrawNetworks, withdrawTypes, withdrawWallets } from './withdrawRules';

export * from './withdrawRules';

/**
 * Withdraw setting and withdrawals (spec document 2 §3, §4, §5, §7). Paths are relative to `/api`; every call
 * carries the member's session token (Bearer).
 *
 * Rules the spec leaves to the server, defined here:
 * - A withdrawal is at least 10 USDT; a flat fee of 1 USDT is taken from it, so the member receives the
 *   amount less 1 USDT; at most 5,000 USDT may be requested in any 24 hours (rejected requests do not count).
 *   GET withdraw states these in `more_details` before the member submits.
 * - POST withdraw requires an `Idempotency-Key` header, as transfer/amount does, and a saved withdrawal
 *   address (crypto) or account number (bank) of the member's current withdraw type. The amount moves at once
 *   from the chosen wallet to the member's pending-withdrawal hold; the hold is paid out or released by the
 *   operator exactly once.
 * - Once a withdrawal address (crypto) or account number (bank) is saved it is locked: saving that kind again
 *   is refused. withdraw-type switches between the kinds only once both have been saved. Saving one, and
 *   switching to the other kind, pause withdrawals for 24 hours and are mailed to the member (see profile.ts).
 * - POST withdraw-setting/change (session, the member's code) replaces a saved crypto address after a 24-hour
 *   cooling-off: it pauses withdrawals like a first save, and mails a link whose token POST
 *   withdraw-setting/change/cancel takes, once, to cancel the change before it takes effect (no session needed:
 *   the member may no longer be the only one signed in). A newer change replaces one still waiting.
 * - POST withdraw/cancel (Idempotency-Key) cancels the member's own Pending withdrawal that no operator has
 *   begun to approve: the held amount goes back at once to the wallet it came from, and the withdrawal reads
 *   2 Rejected with the remark 'Cancelled by the member'. Another member's code is answered as unknown (404);
 *   a withdrawal past Pending, or waiting for a second operator's approval, is refused with 409.
 * - The withdraw form refuses an amount below the minimum with the server's own message
 *   (withdrawRules.withdrawAmountProblem), before any code is asked for.
 * - A crypto address is USDT on TRC20 (a TRON base58check address, 'T…') or on BEP20 (an EVM '0x' address);
 *   the network follows the address when not given.
 * - `conversion_rate` is the rupees shown per USDT for bank withdrawals; display only.
 */

const required = 'This Field Is Required.';
const text = (max: number) => z.string({ error: required }).trim().min(1, required).max(max);

// POST withdraw-setting
const cryptoSettingBody = z.strictObject({
  type: z.literal('crypto'),
  withdrawal_coin: z.enum(['USDT'], { error: 'Only USDT can be withdrawn' }).default('USDT'),
  network: z.enum(withdrawNetworks, { error: 'Network must be TRC20 or BEP20' }).optional(),
  withdrawal_address: text(64),
  ...moneyCodeFields,
});
export const withdrawSettingBody = z.discriminatedUnion(
  'type',
  [
    cryptoSettingBody,
    z.strictObject({
      type: z.literal('bank'),
      ac_no: text(34).regex(/^[A-Za-z0-9]+$/, 'Account number may contain letters and digits only'),
      bank_name: text(100),
      holder_name: text(100),
      ifsc: text(11).regex(/^[A-Za-z0-9]+$/, 'IFSC may contain letters and digits only'),
      ...moneyCodeFields,
    }),
  ],
  { error: 'Please Select Correct Option.' },
);
export type WithdrawSettingBody = z.input<typeof withdrawSettingBody>;

// POST withdraw-type
export const withdrawTypeBody = z.strictObject({
  account_type: z.enum(withdrawTypes, { error: 'Please Select Correct Option.' }),
});
export type WithdrawTypeBody = z.input<typeof withdrawTypeBody>;

export const withdrawSetting = z.object({
  /** null until a setting is saved. */
  type: z.enum(withdrawTypes).nullable(),
  withdrawal_coin: z.string().nullable(),
  network: z.enum(withdrawNetworks).nullable(),
  withdrawal_address: z.string().nullable(),
  ac_no: z.string().nullable(),
  bank_name: z.string().nullable(),
  holder_name: z.string().nullable(),
  ifsc: z.string().nullable(),
});
export type WithdrawSetting = z.infer<typeof withdrawSetting>;
export const withdrawSettingResponse = z.object({
  status: z.literal(true),
  msg: z.string(),
  message: z.string(),
  data: withdrawSetting,
});
export type WithdrawSettingResponse = z.infer<typeof withdrawSettingResponse>;

// POST withdraw-setting/change: the crypto address of withdraw-setting, for a member who has saved one
export const withdrawAddressChangeBody = cryptoSettingBody;
export type WithdrawAddressChangeBody = z.input<typeof withdrawAddressChangeBody>;
export const withdrawAddressChange = z.object({
  network: z.enum(withdrawNetworks),
  withdrawal_address: z.string(),
  /** ISO time at which the address replaces the saved one. */
  effective_at: z.string(),
});
export type WithdrawAddressChange = z.infer<typeof withdrawAddressChange>;
export const withdrawAddressChangeResponse = z.object({
  status: z.literal(true),
  msg: z.string(),
  message: z.string(),
  data: withdrawAddressChange,
});
export type WithdrawAddressChangeResponse = z.infer<typeof withdrawAddressChangeResponse>;

// POST withdraw-setting/change/cancel: no session, the mailed link's token is the proof. POST
// withdraw-setting/change/revoke (no body, signed in) cancels the member's own waiting change, answering the
// same; 409 when none waits.
export const withdrawAddressChangeCancelBody = z.strictObject({
  token: z.string({ error: required }).trim().min(1, required).max(128),
});
export type WithdrawAddressChangeCancelBody = z.input<typeof withdrawAddressChangeCancelBody>;
export const withdrawAddressChangeCancelResponse = z.object({
  status: z.literal(true),
  msg: z.string(),
  message: z.string(),
});
export type WithdrawAddressChangeCancelResponse = z.infer<typeof withdrawAddressChangeCancelResponse>;

// GET withdraw
export const withdrawInfoResponse = z.object({
  status: z.literal(true),
  /** Decimal strings keyed by wallet. */
  balance: z.object({ pay_in: z.string(), pay_out: z.string(), reserve: z.string() }),
  conversion_rate: z.string(),
  /** Minimum, fee, daily limit and what is left of it today. */
  more_details: z.array(summaryCard),
  /** The member's saved withdraw setting (Tessera's addition, for the setting form's locked fields). */
  setting: withdrawSetting,
  /** ISO time until which withdrawals are refused after a security change, or null (contract/profile.ts). */
  withdraw_hold_until: z.string().nullable(),
  /** A new payout address waiting out its cooling-off, or null (withdraw-setting/change). */
  pending_address_change: withdrawAddressChange.nullable(),
});
export type WithdrawInfoResponse = z.infer<typeof withdrawInfoResponse>;

// POST withdraw (header Idempotency-Key)
export const withdrawBody = z.strictObject({
  amount: z.string({ error: required }).pipe(usdtAmount),
  /** Exempt from validation (spec §5); the payout goes to the saved setting. */
  bank_id: z.unknown().optional(),
  wallet: z.enum(withdrawWallets, { error: required }),
  ...moneyCodeFields,
});
export type WithdrawBody = z.input<typeof withdrawBody>;
export const withdrawResponse = z.object({
  status: z.literal(true),
  msg: z.string(),
  message: z.string(),
  /** The new withdrawal's code, e.g. 'WD8F3A…'. */
  code: z.string(),
});
export type WithdrawResponse = z.infer<typeof withdrawResponse>;

// GET user/manual/withdraw/list?page=
export const withdrawRecord = z.object({
  code: z.string(),
  coin_type: z.enum(withdrawTypes),
  /** The wallet withdrawn from: 'pay_out' or 'reserve'. */
  type: z.enum(withdrawWallets),
  t_hash: z.string().nullable(),
  bank_name: z.string().nullable(),
  ac_no: z.string().nullable(),
  holder_name: z.string().nullable(),
  ifsc: z.string().nullable(),
  network: z.string().nullable(),
  address: z.string().nullable(),
  /** Requested amount, taken from the wallet. */
  amount_from: z.string(),
  /** What is paid out, in USDT: amount_from less the fee. */
  amount_to: z.string(),
  net_amount: z.string(),
  fee: z.string(),
  remarks: z.string(),
  status: z.number().int(),
  /** ISO 8601 */
  created_at: z.string(),
});
export type WithdrawRecord = z.infer<typeof withdrawRecord>;
export const withdrawListResponse = z.object({ status: z.literal(true), data: paged(withdrawRecord) });
export type WithdrawListResponse = z.infer<typeof withdrawListResponse>;

// POST withdraw/cancel (header Idempotency-Key)
export const withdrawCancelBody = z.strictObject({
  /** The withdrawal's code, as the history lists it. */
  code: z.string({ error: required }).trim().min(1, required).max(32),
});
export type WithdrawCancelBody = z.input<typeof withdrawCancelBody>;
export const withdrawCancelResponse = z.object({
  status: z.literal(true),
  msg: z.string(),
  message: z.string(),
  code: z.string(),
});
export type WithdrawCancelResponse = z.infer<typeof withdrawCancelResponse>;
