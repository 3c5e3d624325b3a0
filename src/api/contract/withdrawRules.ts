import { fromMicros, MICROS_PER_USDT } from './moneyRules';

/**
 * Withdrawals' plain rules (contract/withdraw.ts): no validator, so the withdraw screen states the very same
 * limits, wallets and statuses the server applies.
 */

export const WITHDRAW_MINIMUM_MICROS = 10n * MICROS_PER_USDT;
export const WITHDRAW_FEE_MICROS = 1n * MICROS_PER_USDT;
export const WITHDRAW_DAILY_LIMIT_MICROS = 5_000n * MICROS_PER_USDT;
export const WITHDRAW_CONVERSION_RATE = '83.00';

export const withdrawWallets = ['pay_out', 'reserve'] as const;
export type WithdrawWallet = (typeof withdrawWallets)[number];
export const withdrawTypes = ['crypto', 'bank'] as const;
export type WithdrawType = (typeof withdrawTypes)[number];
export const withdrawNetworks = ['TRC20', 'BEP20'] as const;
export type WithdrawNetwork = (typeof withdrawNetworks)[number];

/** 0 Pending → 3 Processing (approved) → 1 Completed (paid); 0 or 3 → 2 Rejected (the hold goes back). */
export const withdrawalStatuses = { pending: 0, completed: 1, rejected: 2, processing: 3 } as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[keyof typeof withdrawalStatuses];
export const withdrawalStatusLabels: Record<WithdrawalStatus, string> = {
  0: 'Pending',
  1: 'Completed',
  2: 'Rejected',
  3: 'Processing',
};

/** The rules as the member reads them on the withdraw screen. */
export const withdrawRuleCards = () => [
  { title: 'Minimum Withdrawal', value: `${fromMicros(WITHDRAW_MINIMUM_MICROS, 2)} USDT` },
  { title: 'Withdrawal Fee', value: `${fromMicros(WITHDRAW_FEE_MICROS, 2)} USDT per withdrawal` },
  { title: 'Daily Limit', value: `${fromMicros(WITHDRAW_DAILY_LIMIT_MICROS, 2)} USDT per 24 hours` },
];
