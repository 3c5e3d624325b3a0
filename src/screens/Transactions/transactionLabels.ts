import { dateFormats, formatUtcDate, type SelectOption } from '../../ui';

export { walletName as walletLabel } from '../../api/wallet';

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
export const formatTransactionDate = (iso: string): string => formatUtcDate(iso) ?? '';

/**
 * A line's date with its time, DD-MM-YYYY HH:mm UTC: the day is the one the date filter counts in, and the
 * time tells apart the lines of one day when a member reconciles them.
 */
export const formatTransactionTime = (iso: string): string =>
  formatUtcDate(iso, dateFormats.utcDayTime) ?? '';
