import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { operatorListKeys } from '../../../api/operatorLists';
import { connectOperatorLive, type LiveStatus, type OperatorLiveOptions } from '../../../api/operatorLive';
import { getOperatorToken, subscribeOperatorSession } from '../../../api/operatorSession';
import { operatorSupportKeys } from '../../../api/operatorSupport';

/** The queue's pages, whatever their filters and order. */
const queueList = [...operatorListKeys.all(), 'tickets'] as const;

/**
 * One live connection for the tickets section (GET operator/events): an event refreshes every queue and the
 * ticket it names; while the stream is down both are polled every 5 s, and refreshed once it is back.
 */
export function useTicketsLive(connect: (options: OperatorLiveOptions) => () => void = connectOperatorLive) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeOperatorSession, getOperatorToken, getOperatorToken);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useEffect(() => {
    if (!token) return;
    const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
    return connect({
      token,
      onTicket: (event) => {
        refresh(queueList);
        refresh(operatorSupportKeys.ticket(event.ticket_id));
      },
      onMissed: () => {
        refresh(queueList);
        refresh(operatorSupportKeys.tickets());
      },
      onStatus: setStatus,
    });
  }, [token, queryClient, connect]);
  return status;
}
