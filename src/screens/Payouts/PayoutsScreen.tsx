import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PAYOUTS_CSV_FILE, payoutDetailQuery, payoutsCsv, payoutsQuery } from '../../api/payouts';
import { type FilterValues, notify } from '../../ui';
import { LIST_FAILED, needsToast, useFailureToast } from '../Deposit/loadFailure';
import { saveFile } from '../Transactions/saveFile';
import { PayoutsView } from './PayoutsView';
import { payoutsFailureMessage, toFilter } from './payoutFormat';

/** /user/Referralpayouts may be reached with state `{ sort }`, which limits the list to today (spec document 2 §2). */
function useTodayOnly(): boolean {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && Boolean((state as { sort?: unknown }).sort);
}

export function PayoutsScreen() {
  const today = useTodayOnly();
  const [filter, setFilter] = useState<FilterValues>({});
  const [page, setPage] = useState(1);
  const scope = today ? { ...filter, sort: 'today' as const } : filter;
  const list = useQuery(payoutsQuery({ ...scope, page }));
  const filtered = Object.keys(filter).length > 0;
  const error = list.isError ? payoutsFailureMessage(list.error, filtered) : null;
  useFailureToast(list.error, list.errorUpdatedAt, error ?? LIST_FAILED);

  // The source choices outlive a failed or filtered load, so the member can still change the filter.
  const sources = useRef<readonly string[]>([]);
  if (list.data) sources.current = list.data.source;

  const [detailId, setDetailId] = useState<number | null>(null);
  const detail = useQuery({ ...payoutDetailQuery(detailId ?? 0), enabled: detailId !== null });
  const detailError = detail.isError ? payoutsFailureMessage(detail.error, false) : null;

  const exportCsv = useMutation({
    mutationFn: (current: FilterValues) => payoutsCsv(current),
    onSuccess: (file) => saveFile(file, PAYOUTS_CSV_FILE),
    onError: (failure) => {
      if (needsToast(failure)) notify.error(payoutsFailureMessage(failure, filtered));
    },
  });

  return (
    <PayoutsView
      result={list.data}
      loading={list.isFetching && (list.isPlaceholderData || !list.data)}
      error={error}
      filter={filter}
      today={today}
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
      onExport={() => exportCsv.mutate(scope)}
      onRetry={() => void list.refetch()}
      detail={detailId === null ? null : { id: detailId, data: detail.data, error: detailError }}
      onOpenDetail={setDetailId}
      onCloseDetail={() => setDetailId(null)}
      onRetryDetail={() => void detail.refetch()}
    />
  );
}
