import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { ListName, SortDirection } from './contract/operatorListRules';
import { ApiError, isApiFailure, unwrap } from './errors';
import { withQuery } from './operatorPaths';
import { operatorKeys } from './operatorQueries';
import { asOperator } from './operatorSession';

export {
  AGE_BAND_LIMITS_MS,
  type AgeBand,
  ageBands,
  approvalKindsReadable,
  type DepositState,
  depositStates,
  LIST_PAGE_SIZE,
  LIST_PAGE_SIZES,
  type ListName,
  type ListSort,
  listSorts,
  type SortDirection,
} from './contract/operatorListRules';

/**
 * One page of a back-office list as the server answers it (contract/operatorLists.ts): the paged envelope's
 * numbers and the page's rows.
 */
export interface ListPage<Row> {
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
  per_page: number;
  data: Row[];
}

/** A list's page, order and filters as the address and the request carry them; an empty filter is left out. */
export type ListParams = {
  page: number;
  per_page: number;
  sort: string;
  dir: SortDirection;
  from?: string;
  to?: string;
} & Record<string, string | number | undefined>;

/** Under the back office's own key, so signing out forgets all of it; a decision refreshes every list. */
export const operatorListKeys = { all: () => [...operatorKeys.all(), 'list'] as const };

type ListAnswer<Row> = { status: true } & (ListPage<Row> | { data: ListPage<Row> });

const getList = <Answer>(path: string, params: ListParams) =>
  asOperator((options) => apiGet<Answer>(withQuery(`operator/${path}`, params), options));

/**
 * A page of `path` (the tickets answer their envelope under `data`, the other lists as the answer itself).
 * The page shown stays while the next loads, so paging does not blank the table.
 */
export const listPageQuery = <Row>(list: ListName, path: string, params: ListParams) =>
  queryOptions({
    queryKey: [...operatorListKeys.all(), list, path, params] as const,
    queryFn: () =>
      unwrap(getList<ListAnswer<Row>>(path, params)).then((answer) =>
        'current_page' in answer ? answer : answer.data,
      ),
    placeholderData: keepPreviousData,
  });

const EXPORT_FAILED = 'The CSV could not be downloaded. Please try again.';

/**
 * Every row the filters select as a CSV file, in the list's order (the page itself is left out). It goes
 * through the api client rather than a bare link, so the request carries the operator's token.
 */
export async function listCsv(path: string, params: ListParams): Promise<Blob> {
  const { page: _page, per_page: _perPage, ...filters } = params;
  const result: unknown = await asOperator((options) =>
    apiGet<string>(withQuery(`operator/${path}.csv`, filters), options),
  );
  if (typeof result === 'string') return new Blob([result], { type: 'text/csv;charset=utf-8' });
  if (isApiFailure(result)) throw new ApiError(result);
  throw new ApiError({ status: false, msg: EXPORT_FAILED, message: EXPORT_FAILED, code: 200 });
}

/** `<list>-<YYYY-MM-DD>.csv`, as the server names it. */
export const listFileName = (list: string, today = new Date()) =>
  `${list}-${today.toISOString().slice(0, 10)}.csv`;
