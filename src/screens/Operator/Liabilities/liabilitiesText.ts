import { amountMicros } from '../../../api/amount';
import type { LiabilitiesReport } from '../../../api/operatorMoney';
import type { TrendChartText } from '../../../ui';

type Owed = LiabilitiesReport['owed'];

/** What members are owed, in the order an operator reads it: wallets, then holds, then deposits on the way. */
export const owedLines: readonly { key: Exclude<keyof Owed, 'total'>; label: string }[] = [
  { key: 'pay_in', label: 'Deposit wallets' },
  { key: 'pay_out', label: 'Withdraw wallets' },
  { key: 'reserve', label: 'Reserve wallets' },
  { key: 'pending_withdrawal', label: 'Withdrawals pending' },
  { key: 'staked', label: 'Staked' },
  { key: 'reserved', label: 'Reserved in plans' },
  { key: 'deposits_not_synced', label: 'Deposits not yet synced' },
];

/** Micro-USDT of a signed decimal string ('-12.5'), or null when it is not one. */
export function signedMicros(text: string): bigint | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const micros = amountMicros(negative ? trimmed.slice(1) : trimmed);
  if (micros === null) return null;
  return negative ? -micros : micros;
}

/** The sum of non-negative decimal amounts, as a decimal string with six places ('8400.000000'). */
export function sumAmounts(amounts: readonly string[]): string {
  const total = amounts.reduce((sum, text) => sum + (amountMicros(text) ?? 0n), 0n);
  return `${total / 1_000_000n}.${(total % 1_000_000n).toString().padStart(6, '0')}`;
}

/** Below zero: the platform could not pay everything it owes. */
export const isBelowZero = (amount: string) => (signedMicros(amount) ?? 0n) < 0n;

/** The trend chart's words; oldest day first. Its name says the table under it carries every figure. */
export const trendChartText = (first: string, last: string): TrendChartText => ({
  label: `Owed and held per day from ${first} to ${last}; the table below gives every figure.`,
  owed: 'Owed',
  held: 'Held (dashed)',
  between: 'to',
});
