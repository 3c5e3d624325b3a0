import { useSearchParams } from 'react-router-dom';
import type { LiveStatus } from '../../../api/operatorLive';
import type { OperatorTicket } from '../../../api/operatorSupport';
import { useOperatorList } from '../shared/useOperatorList';
import { TicketQueueView } from './TicketQueueView';

export const QUEUE_LOAD_FAILED = 'The tickets could not be loaded.';

/** /operator/tickets: GET operator/tickets with the filters, order and page the address holds. */
export function TicketQueueScreen({ live }: { live: LiveStatus }) {
  const [search] = useSearchParams();
  const list = useOperatorList<OperatorTicket>({
    list: 'tickets',
    path: 'tickets',
    filters: ['status', 'assigned', 'username'],
    defaults: { perPage: 10 },
  });
  return <TicketQueueView list={list} live={live} search={search.toString()} />;
}
