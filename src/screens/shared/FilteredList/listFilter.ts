import type { FilterValues } from '../../../ui';
import { FILTER_FAILED, LIST_FAILED, loadFailureMessage } from '../loadFailure';

/** Spec document 2 §8: a failed list and a failed filter are worded apart; a field error says more. */
export function listFailureMessage(error: unknown, filtered: boolean): string {
  return loadFailureMessage(error, filtered ? FILTER_FAILED : LIST_FAILED);
}

/** Only the list's own filters, and only filled ones, reach the request. */
export function pickFilter(names: readonly string[]): (values: FilterValues) => FilterValues {
  return (values) => {
    const filter: FilterValues = {};
    for (const name of names) if (values[name]) filter[name] = values[name];
    return filter;
  };
}

/** 'Source: NFT TRADE, From: 01-03-2026' from the filter in force, or '' when nothing narrows the list. */
export function describeFilter(
  filter: FilterValues,
  describe: Record<string, (value: string) => string>,
): string {
  return Object.entries(filter)
    .filter(([name, value]) => value && describe[name])
    .map(([name, value]) => describe[name]?.(value))
    .join(', ');
}
