import type { SelectOption } from '../../ui';

/** Spec document 2 §9: wallet names as members read them; any other wallet is a Fixed Wallet. */
const walletNames: Record<string, string> = {
  pay_out: 'Out going Wallet',
  pay_in: 'Receiving Wallet',
  cash: 'Cash Wallet',
  live: 'Live Wallet',
  // Tessera's third member wallet; the spec names it so for withdrawals and transfers.
  reserve: 'Reserve Wallet',
};

export const walletLabel = (wallet: string) => walletNames[wallet] ?? 'Fixed Wallet';

export const typeLabel = (type: string) => (type === 'credit' ? 'Credit' : type === 'debit' ? 'Debit' : type);

/** Sources arrive as keys such as 'withdrawal_paid'; members read 'Withdrawal Paid'. */
export const sourceLabel = (source: string) =>
  source
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The filter's choices (spec document 2 §9: wallet Out Going or Receiving, type debit or credit). */
export const walletOptions: readonly SelectOption[] = [
  { value: 'pay_out', label: 'Out Going' },
  { value: 'pay_in', label: 'Receiving' },
  { value: 'reserve', label: 'Reserve' },
];
export const typeOptions: readonly SelectOption[] = [
  { value: 'debit', label: 'Debit' },
  { value: 'credit', label: 'Credit' },
];

/**
 * Transactions show DD-MM-YYYY. The day is the UTC day, the same day the date filter counts in, so a line
 * always appears under the date a member filters by.
 */
export function formatTransactionDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const [year, month, day] = date.toISOString().slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}
