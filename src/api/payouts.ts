import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { PayoutDetail, PayoutsFilter, PayoutsResponse } from './contract/team';
import { ApiError, isApiFailure, unwrap } from './errors';
import { AUTH_FAILED } from './team';

export type {
  Payout,
  PayoutDetail,
  PayoutSource,
  PayoutsFilter,
  PayoutsResponse,
} from './contract/team';
export type PayoutDetailResponse = { status: true; data: PayoutDetail };
export { payoutSources } from './contract/teamRules';

/** Spec document 2 §4 and §8: the payouts screen words an expired sign-in as the team screens do. */
export { AUTH_FAILED };

const onPayoutsScreen = { unauthorizedMessage: AUTH_FAILED };

function search(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The list's filters as query parameters; an empty filter field never narrows the list. */
const filterParams = (filter: PayoutsFilter) => ({
  from_date: filter.from_date as string | undefined,
  to_date: filter.to_date as string | undefined,
  source: filter.source as string | undefined,
  is_paid: filter.is_paid as string | undefined,
  sort: filter.sort as string | undefined,
});

export const getPayouts = (filter: PayoutsFilter = {}) =>
  apiGet<PayoutsResponse>(
    `payouts${search({
      page: filter.page === undefined ? undefined : String(filter.page),
      ...filterParams(filter),
    })}`,
    onPayoutsScreen,
  );
/** Every payout matching the filter, unpaged, as the server's CSV text. */
export const getPayoutsCsv = (filter: PayoutsFilter = {}) =>
  apiGet<string>(`payouts${search({ ...filterParams(filter), export: 'csv' })}`, onPayoutsScreen);
export const getPayoutDetail = (id: number) =>
  apiGet<PayoutDetailResponse>(`payouts/${encodeURIComponent(String(id))}`, onPayoutsScreen);

export const PAYOUTS_CSV_FILE = 'payouts.csv';
const EXPORT_FAILED = 'Request failed please try again';

/** The filtered payouts as a CSV file, fetched with the member's Bearer token like every other call. */
export async function payoutsCsv(filter: PayoutsFilter = {}): Promise<Blob> {
  const result: unknown = await getPayoutsCsv(filter);
  if (typeof result === 'string') return new Blob([result], { type: 'text/csv;charset=utf-8' });
  if (isApiFailure(result)) throw new ApiError(result);
  throw new ApiError({ status: false, msg: EXPORT_FAILED, message: EXPORT_FAILED, code: 200 });
}

export const payoutKeys = {
  all: ['payouts'] as const,
  list: (filter: PayoutsFilter) => [...payoutKeys.all, 'list', filter] as const,
  detail: (id: number) => [...payoutKeys.all, 'detail', id] as const,
};

export const payoutsQuery = (filter: PayoutsFilter = {}) =>
  queryOptions({
    queryKey: payoutKeys.list(filter),
    queryFn: () => unwrap(getPayouts(filter)),
    placeholderData: keepPreviousData,
  });

/** A payout never changes once paid, so its "why I earned this" is fetched once. */
export const payoutDetailQuery = (id: number) =>
  queryOptions({
    queryKey: payoutKeys.detail(id),
    queryFn: () => unwrap(getPayoutDetail(id)).then((response) => response.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
