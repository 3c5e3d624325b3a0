import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { LiveStatus } from '../../../api/operatorLive';
import { operatorTicketsQuery } from '../../../api/operatorSupport';
import { TicketQueueView } from './TicketQueueView';
import { type QueueFilters, queueFromSearch, queueRequest, searchFromQueue } from './ticketsPaths';

export const QUEUE_LOAD_FAILED = 'The tickets could not be loaded.';

/** /operator/tickets: GET operator/tickets with the filters and page the address holds. */
export function TicketQueueScreen({ live }: { live: LiveStatus }) {
  const [params, setParams] = useSearchParams();
  const { filters, page } = queueFromSearch(params);
  // The page in view stays while the next loads, so paging and live refreshes do not flash empty.
  const tickets = useQuery({
    ...operatorTicketsQuery(queueRequest(filters, page)),
    placeholderData: keepPreviousData,
  });
  const go = (next: QueueFilters, nextPage: number) => setParams(searchFromQueue(next, nextPage));
  return (
    <TicketQueueView
      filters={filters}
      onFiltersChange={(next) => go(next, 1)}
      page={tickets.data ?? null}
      loading={tickets.isPending}
      loadError={tickets.error ? QUEUE_LOAD_FAILED : null}
      onReload={() => void tickets.refetch()}
      onPageChange={(next) => go(filters, next)}
      live={live}
      search={params.toString()}
    />
  );
}
