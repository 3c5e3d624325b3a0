import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { announcementKeys } from '../../api/announcements';
import { connectLive, type LiveOptions } from '../../api/live';
import { noticeKeys } from '../../api/notices';
import type { TicketLiveEvent } from '../../api/support';
import { supportKeys } from '../../api/tickets';

/** While the stream is down, what it would have told is fetched this often instead. */
export const LIVE_POLL_MS = 5000;

const liveKeys = [supportKeys.tickets(), supportKeys.detailsAll, announcementKeys.all()];

/** Refetches whatever the member is looking at that the stream covers (inactive queries only go stale). */
export function refetchLive(queryClient: QueryClient): void {
  for (const queryKey of liveKeys) void queryClient.invalidateQueries({ queryKey });
}

/** What one event says to reload: the events carry ids, never content. */
export function applyLiveEvent(queryClient: QueryClient, name: string, data: unknown): void {
  if (name === 'ticket') {
    void queryClient.invalidateQueries({ queryKey: supportKeys.tickets() });
    const id = (data as Partial<TicketLiveEvent> | null)?.ticket_id;
    const queryKey = typeof id === 'number' ? supportKeys.details(id) : supportKeys.detailsAll;
    void queryClient.invalidateQueries({ queryKey });
  } else if (name === 'announcement') {
    void queryClient.invalidateQueries({ queryKey: announcementKeys.all() });
  } else if (name === 'notice') {
    void queryClient.invalidateQueries({ queryKey: noticeKeys.all() });
  }
}

/**
 * One live connection for the signed-in app (GET events): tickets and announcements refetch as the server
 * says they changed. When the stream is down the same data is polled every 5 s, and once it is back
 * everything is refetched, since events sent meanwhile are lost.
 */
export function useLiveEvents(
  token: string | null,
  connect: (options: LiveOptions) => () => void = connectLive,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let poll: ReturnType<typeof setInterval> | undefined;
    let missed = false;
    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };
    const stop = connect({
      token,
      onEvent: (name, data) => applyLiveEvent(queryClient, name, data),
      onStatus: (status) => {
        if (status === 'open') {
          stopPolling();
          if (missed) refetchLive(queryClient);
          missed = false;
        } else if (status === 'down' && !poll) {
          missed = true;
          refetchLive(queryClient);
          poll = setInterval(() => refetchLive(queryClient), LIVE_POLL_MS);
        }
      },
    });
    return () => {
      stop();
      stopPolling();
    };
  }, [token, queryClient, connect]);
}
