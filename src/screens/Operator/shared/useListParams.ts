import { useSearchParams } from 'react-router-dom';
import type { ListName, ListParams } from '../../../api/operatorLists';
import { changeParams, type ListDefaults, paramsFromSearch, searchFromParams } from './listParams';

/** A list's page, order and filters, kept in the address; `change` moves to the first page unless it pages. */
export function useListParams(list: ListName, filters: readonly string[], defaults: ListDefaults = {}) {
  const [search, setSearch] = useSearchParams();
  const params = paramsFromSearch(list, search, filters, defaults);
  const change = (update: Partial<ListParams>) =>
    setSearch(searchFromParams(list, changeParams(params, update), defaults));
  return { params, change };
}
