import { type QueryKey, type UseQueryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type FilterValues, notify, type PagedRows, saveFile } from '../../../ui';
import { needsToast, useFailureToast } from '../loadFailure';
import { listFailureMessage } from './listFilter';

/** A money list as the API serves it: one page of rows, summary cards, and the sources its rows come from. */
export type ListResponse<Row> = {
  data: PagedRows<Row>;
  more_details: readonly { title: string; value: string }[];
  source: readonly string[];
};

/** What a filtered list screen hands its view: the page in view and what the member can do with it. */
export type FilteredListState<Response> = {
  /** Undefined until the first page answers. */
  result: Response | undefined;
  /** True while a page is on its way (the previous one may still be shown). */
  loading: boolean;
  error: string | null;
  /** The filter in force, as the dialog sent it (dates DD-MM-YYYY). */
  filter: FilterValues;
  /** Sources the member's rows come from, for the filter's choices. */
  sources: readonly string[];
  exporting: boolean;
  onFilter: (filter: FilterValues) => void;
  onClearFilter: () => void;
  onPageChange: (page: number) => void;
  onExport: () => void;
  onRetry: () => void;
};

export type FilteredListSource<Response, Key extends QueryKey> = {
  /** The query of one page of the list under `filter`. */
  query: (filter: FilterValues, page: number) => UseQueryOptions<Response, Error, Response, Key>;
  /** Every row under `filter`, unpaged, as a CSV file. */
  exportCsv: (filter: FilterValues) => Promise<Blob>;
  fileName: string;
  /** The dialog's values as the list's own filter. */
  toFilter: (values: FilterValues) => FilterValues;
  /** What narrows the list and its export beyond the member's own filter. */
  scope?: (filter: FilterValues) => FilterValues;
  failureMessage?: (error: unknown, filtered: boolean) => string;
};

/** A paged money list with the member's filter, its failures toasted once, and its CSV export. */
export function useFilteredList<Response extends ListResponse<unknown>, Key extends QueryKey>({
  query,
  exportCsv,
  fileName,
  toFilter,
  scope = (filter) => filter,
  failureMessage = listFailureMessage,
}: FilteredListSource<Response, Key>): FilteredListState<Response> {
  const [filter, setFilter] = useState<FilterValues>({});
  const [page, setPage] = useState(1);
  const scoped = scope(filter);
  const list = useQuery(query(scoped, page));
  const filtered = Object.keys(filter).length > 0;
  const error = list.isError ? failureMessage(list.error, filtered) : null;
  useFailureToast(list.error, list.errorUpdatedAt, failureMessage(list.error, filtered));

  // The source choices outlive a failed or filtered load, so the member can still change the filter.
  const sources = useRef<readonly string[]>([]);
  if (list.data) sources.current = list.data.source;

  const exporting = useMutation({
    mutationFn: (current: FilterValues) => exportCsv(current),
    onSuccess: (file) => saveFile(file, fileName),
    onError: (failure) => {
      if (needsToast(failure)) notify.error(failureMessage(failure, filtered));
    },
  });

  return {
    result: list.data,
    loading: list.isFetching && (list.isPlaceholderData || !list.data),
    error,
    filter,
    sources: sources.current,
    exporting: exporting.isPending,
    onFilter: (values) => {
      setFilter(toFilter(values));
      setPage(1);
    },
    onClearFilter: () => {
      setFilter({});
      setPage(1);
    },
    onPageChange: setPage,
    onExport: () => exporting.mutate(scoped),
    onRetry: () => void list.refetch(),
  };
}
