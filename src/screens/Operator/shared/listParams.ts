import { isOneOf } from '../../../api/contract/literalRules';
import {
  LIST_PAGE_SIZE,
  LIST_PAGE_SIZES,
  type ListName,
  type ListParams,
  listSorts,
  type SortDirection,
} from '../../../api/operatorLists';

/** What a list starts with when the address names nothing: its first order, newest (or A to Z) first. */
export interface ListDefaults {
  dir?: SortDirection;
  perPage?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A list's page, order, days and own filters as the address holds them (?page=2&sort=amount&status=0), so a
 * reload or a shared link shows the same rows; anything the server would refuse falls back to the default.
 */
export function paramsFromSearch(
  list: ListName,
  search: URLSearchParams,
  filters: readonly string[],
  defaults: ListDefaults = {},
): ListParams {
  const sorts: readonly string[] = listSorts[list];
  const page = Number(search.get('page'));
  const perPage = Number(search.get('per_page'));
  const sort = search.get('sort') ?? '';
  const dir = search.get('dir');
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const params: ListParams = {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    per_page: isOneOf(LIST_PAGE_SIZES, perPage) ? perPage : (defaults.perPage ?? LIST_PAGE_SIZE),
    sort: sorts.includes(sort) ? sort : (sorts[0] as string),
    dir: dir === 'asc' || dir === 'desc' ? dir : (defaults.dir ?? 'desc'),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
  };
  for (const name of filters) {
    const value = search.get(name)?.trim();
    if (value) params[name] = value;
  }
  return params;
}

/** The address for `params`: what equals the default is left out, so the plain address is the plain list. */
export function searchFromParams(
  list: ListName,
  params: ListParams,
  defaults: ListDefaults = {},
): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (name === 'page' && value === 1) continue;
    if (name === 'per_page' && value === (defaults.perPage ?? LIST_PAGE_SIZE)) continue;
    if (name === 'sort' && value === listSorts[list][0]) continue;
    if (name === 'dir' && value === (defaults.dir ?? 'desc')) continue;
    search.set(name, String(value));
  }
  return search;
}

/** A change of order, page size, days or a filter shows the first page again; only paging keeps the rest. */
export function changeParams(params: ListParams, change: Partial<ListParams>): ListParams {
  const next: ListParams = { ...params, ...change };
  for (const [name, value] of Object.entries(change))
    if (value === undefined || value === '') delete next[name];
  if (!('page' in change)) next.page = 1;
  return next;
}
