import { isOneOf } from './literalRules';
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

export const WITHDRAW_MINIMUM_MESSAGE = `The minimum withdrawal is ${fromMicros(WITHDRAW_MINIMUM_MICROS, 2)} USDT`;

/**
 * The rule on a withdrawal's amount that holds whatever the balance: the server refuses with it, and the form
 * refuses with the same words before any code is asked for. Null when the amount may be withdrawn.
 */
export function withdrawAmountProblem(amount: bigint): string | null {
  return amount < WITHDRAW_MINIMUM_MICROS ? WITHDRAW_MINIMUM_MESSAGE : null;
}

/** What a withdrawal of `amount` costs and pays: the flat fee, and the net amount sent to the destination. */
export function withdrawQuote(amount: bigint): { fee: bigint; net: bigint } {
  return { fee: WITHDRAW_FEE_MICROS, net: amount - WITHDRAW_FEE_MICROS };
}

/**
 * What an operator may do to a withdrawal, by the status it is in: the server moves it only from these, and the
 * queue offers only the buttons these allow.
 */
export const withdrawalMoves = {
  approve: { from: [withdrawalStatuses.pending], to: withdrawalStatuses.processing },
  paid: { from: [withdrawalStatuses.processing], to: withdrawalStatuses.completed },
  reject: {
    from: [withdrawalStatuses.pending, withdrawalStatuses.processing],
    to: withdrawalStatuses.rejected,
  },
} as const satisfies Record<string, { from: readonly WithdrawalStatus[]; to: WithdrawalStatus }>;
export type WithdrawalMove = keyof typeof withdrawalMoves;

export const operatorMay = (move: WithdrawalMove, status: number): boolean =>
  isOneOf(withdrawalMoves[move].from, status);

/** Only a withdrawal no operator has acted on can be cancelled by its member. */
export const isCancellableStatus = (status: number) => status === withdrawalStatuses.pending;
/** The remark on a withdrawal its member cancelled (it then reads Rejected, as the spec's statuses allow). */
export const WITHDRAWAL_CANCELLED_REMARK = 'Cancelled by the member';

/** A new payout address takes effect this long after it is saved, unless the member cancels it first. */
export const WITHDRAW_ADDRESS_COOLING_OFF_HOURS = 24;
