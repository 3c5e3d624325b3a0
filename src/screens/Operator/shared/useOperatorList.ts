import { useQuery } from '@tanstack/react-query';
import { type ListName, type ListPage, type ListParams, listPageQuery } from '../../../api/operatorLists';
import { failureMessage } from './failure';
import type { ListDefaults } from './listParams';
import { useCsvExport } from './useCsvExport';
import { useListParams } from './useListParams';

export const LIST_FAILED = 'The list could not be loaded.';

/** A back-office list as its view shows it: the page in view, its order and filters, and the export. */
export interface ListView<Row> {
  params: ListParams;
  /** The page in view; null until the first answers. */
  page: ListPage<Row> | null;
  loading: boolean;
  /** Why the page could not be loaded (a refused filter names itself). */
  error: string | null;
  /** The failure itself, for a view that shows a refused filter beside its field. */
  errorCause: unknown;
  onRetry: () => void;
  /** A new page, order, page size, days or filter. */
  onChange: (change: Partial<ListParams>) => void;
  onExport: () => void;
  exporting: boolean;
  exportError: string | null;
}

export interface ListSource {
  list: ListName;
  /** Under operator/, e.g. 'withdrawals'. */
  path: string;
  /** The list's own filters, by their names in the address and the request. */
  filters: readonly string[];
  defaults?: ListDefaults;
  /** What the request asks for, where a filter's absence means more than no filter (the queue's Pending). */
  request?: (params: ListParams) => ListParams;
  /** Names the export file; the path by default. */
  file?: string;
}

/** GET operator/<path> with the page, order and filters the address holds, and its CSV. */
export function useOperatorList<Row>({
  list,
  path,
  filters,
  defaults,
  request,
  file,
}: ListSource): ListView<Row> {
  const { params, change } = useListParams(list, filters, defaults);
  const asked = request ? request(params) : params;
  const query = useQuery(listPageQuery<Row>(list, path, asked));
  const csv = useCsvExport(path, file ?? path, asked);
  return {
    params,
    page: query.data ?? null,
    loading: query.isPending,
    error: query.error ? failureMessage(query.error, LIST_FAILED) : null,
    errorCause: query.error,
    onRetry: () => void query.refetch(),
    onChange: change,
    ...csv,
  };
}
