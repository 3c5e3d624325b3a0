import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { TRANSACTIONS_CSV_FILE, transactionsCsv, transactionsQuery } from '../../api/wallet';
import { type FilterValues, notify } from '../../ui';
import {
  FILTER_FAILED,
  LIST_FAILED,
  loadFailureMessage,
  needsToast,
  useFailureToast,
} from '../Deposit/loadFailure';
import { saveFile } from './saveFile';
import { TransactionsView } from './TransactionsView';

const filterNames = ['wallet', 'type', 'source', 'from_date', 'to_date'] as const;

/** Only the list's own filters, and only filled ones, reach the request. */
function toFilter(values: FilterValues): FilterValues {
  const filter: FilterValues = {};
  for (const name of filterNames) if (values[name]) filter[name] = values[name];
  return filter;
}

export function TransactionsScreen() {
  const [filter, setFilter] = useState<FilterValues>({});
  const [page, setPage] = useState(1);
  const list = useQuery(transactionsQuery({ ...filter, page }));
  const filtered = Object.keys(filter).length > 0;
  const failedText = filtered ? FILTER_FAILED : LIST_FAILED;
  const error = list.isError ? loadFailureMessage(list.error, failedText) : null;
  useFailureToast(list.error, list.errorUpdatedAt, error ?? failedText);

  // The source choices outlive a failed or filtered load, so the member can still change the filter.
  const sources = useRef<readonly string[]>([]);
  if (list.data) sources.current = list.data.source;

  const exportCsv = useMutation({
    mutationFn: (current: FilterValues) => transactionsCsv(current),
    onSuccess: (file) => saveFile(file, TRANSACTIONS_CSV_FILE),
    onError: (failure) => {
      if (needsToast(failure)) notify.error(loadFailureMessage(failure, failedText));
    },
  });

  return (
    <TransactionsView
      result={list.data}
      loading={list.isFetching && (list.isPlaceholderData || !list.data)}
      error={error}
      filter={filter}
      sources={sources.current}
      exporting={exportCsv.isPending}
      onFilter={(values) => {
        setFilter(toFilter(values));
        setPage(1);
      }}
      onClearFilter={() => {
        setFilter({});
        setPage(1);
      }}
      onPageChange={setPage}
      onExport={() => exportCsv.mutate(filter)}
      onRetry={() => void list.refetch()}
    />
  );
}
