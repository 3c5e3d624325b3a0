import { ApiError } from '../../api/errors';
import type { Payout, PayoutDetail } from '../../api/payouts';
import { AUTH_FAILED } from '../../api/payouts';
import {
  dateFormats,
  type FilterValues,
  formatDollars,
  formatUtcDate,
  reformatDay,
  roundDecimal,
  type SelectOption,
} from '../../ui';
import { describeFilter, listFailureMessage, pickFilter } from '../shared/FilteredList/listFilter';

const tradeSources: ReadonlySet<string> = new Set(['NFT TRADE', 'CRYPTO TRADE']);

/**
 * Spec document 2 §3 and §9: a trade's payout shows its level_amount, any other its amount, to 2 decimals.
 * The Amount column is one column of amounts, so every row is in dollars (§9's "$ for amounts"): a column
 * that mixed '$0.65' with '0.13 USDT' would read as two currencies.
 */
export function payoutAmount(payout: Pick<Payout, 'source' | 'amount' | 'level_amount'>): string {
  return formatDollars(tradeSources.has(payout.source) ? payout.level_amount : payout.amount);
}

/** Payouts show DD-MM-YYYY of the UTC day, the day the date filter counts in. */
export const formatPayoutDate = (iso: string): string => formatUtcDate(iso) ?? '';

/** 'YYYY-MM-DD' from the server as DD-MM-YYYY; anything else as it came. */
export const formatDay = (day: string): string =>
  reformatDay(day, dateFormats.inputDay, dateFormats.day) ?? day;

export const statusOptions: readonly SelectOption[] = [
  { value: '1', label: 'Paid' },
  { value: '0', label: 'Unpaid' },
];

/** Only the list's own filters, and only filled ones, reach the request. */
export const toFilter = pickFilter(['from_date', 'to_date', 'source', 'is_paid']);

const describePayoutFilter: Record<string, (value: string) => string> = {
  source: (value) => `Source: ${value}`,
  is_paid: (value) => `Status: ${statusOptions.find((o) => o.value === value)?.label ?? value}`,
  from_date: (value) => `From: ${value}`,
  to_date: (value) => `To: ${value}`,
};

/** 'Source: NFT TRADE, Status: Paid, From: 01-03-2026', or '' when nothing narrows the list. */
export function filterSummary(filter: FilterValues): string {
  return describeFilter(filter, describePayoutFilter);
}

/** A 401 is about to send the member home with the spec's words; the table says the same meanwhile. */
export function payoutsFailureMessage(error: unknown, filtered: boolean): string {
  if (error instanceof ApiError && error.response.code === 401) return AUTH_FAILED;
  return listFailureMessage(error, filtered);
}

const eventNames: Record<PayoutDetail['source_event']['kind'], string> = {
  staking_return: 'staking return',
  reserve_profit: 'reserve profit',
};

/** The exact amount, as many decimals as it has (at least 2), so the sum in the reason can be checked. */
export function exactUsdt(value: string): string {
  const exact = roundDecimal(value, 6) ?? '0.000000';
  return `${exact.replace(/(\.\d\d\d*?)0+$/, '$1')} USDT`;
}

/** The one sentence that says where a payout came from and how it was worked out. */
export function payoutReason(detail: PayoutDetail): string {
  const event = eventNames[detail.source_event.kind];
  return (
    `${detail.from_username} is in your team at level ${detail.level}. Plan version ${detail.plan_version} ` +
    `pays ${detail.rate_percentage}% of a ${event} at that level: ${detail.rate_percentage}% of ` +
    `${exactUsdt(detail.source_amount)} gives ${exactUsdt(detail.amount)}.`
  );
}

/** A staking source event is one member's returns for a day (all their stakes); a reserve one is a reservation. */
export function sourceEventText(detail: PayoutDetail): string {
  const { kind, reference, date } = detail.source_event;
  return kind === 'staking_return'
    ? `Staking returns of ${detail.from_username} for ${formatDay(date)}`
    : `Reserve profit of reservation ${reference} for ${formatDay(date)}`;
}
