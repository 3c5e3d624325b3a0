import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PAYOUTS_CSV_FILE, payoutDetailQuery, payoutsCsv, payoutsQuery } from '../../api/payouts';
import { useFilteredList } from '../shared/FilteredList/useFilteredList';
import { PayoutsView } from './PayoutsView';
import { payoutsFailureMessage, toFilter } from './payoutFormat';

/** /user/Referralpayouts may be reached with state `{ sort }`, which limits the list to today (spec document 2 §2). */
function useTodayOnly(): boolean {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && Boolean((state as { sort?: unknown }).sort);
}

export function PayoutsScreen() {
  const today = useTodayOnly();
  const list = useFilteredList({
    query: (filter, page) => payoutsQuery({ ...filter, page }),
    exportCsv: payoutsCsv,
    fileName: PAYOUTS_CSV_FILE,
    toFilter,
    scope: (filter) => (today ? { ...filter, sort: 'today' as const } : filter),
    failureMessage: payoutsFailureMessage,
  });

  const [detailId, setDetailId] = useState<number | null>(null);
  const detail = useQuery({ ...payoutDetailQuery(detailId ?? 0), enabled: detailId !== null });
  const detailError = detail.isError ? payoutsFailureMessage(detail.error, false) : null;

  return (
    <PayoutsView
      {...list}
      today={today}
      detail={detailId === null ? null : { id: detailId, data: detail.data, error: detailError }}
      onOpenDetail={setDetailId}
      onCloseDetail={() => setDetailId(null)}
      onRetryDetail={() => void detail.refetch()}
    />
  );
}
