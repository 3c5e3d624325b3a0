import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { applyLiveEvent, refetchLive } from './useLiveEvents';

function client() {
  const queryClient = new QueryClient();
  const invalidated: unknown[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  return { queryClient, invalidated };
}

describe('live events', () => {
  it('reloads the ticket list and that ticket’s details on a ticket event', () => {
    const { queryClient, invalidated } = client();
    applyLiveEvent(queryClient, 'ticket', { ticket_id: 12, status: 1, message_id: 40 });
    expect(invalidated).toEqual([['tickets'], ['ticket', 12]]);
  });

  it('reloads the announcements on an announcement event, and ignores names it does not know', () => {
    const { queryClient, invalidated } = client();
    applyLiveEvent(queryClient, 'announcement', { announcement_id: 3 });
    applyLiveEvent(queryClient, 'other', {});
    expect(invalidated).toEqual([['announcements']]);
  });

  it('reloads the member’s notices, and only them, on a notice event', () => {
    const { queryClient, invalidated } = client();
    applyLiveEvent(queryClient, 'notice', { notice_id: 9 });
    expect(invalidated).toEqual([['announcements', 'notices']]);
  });

  it('refetches everything the stream covers after it was down', () => {
    const { queryClient, invalidated } = client();
    refetchLive(queryClient);
    expect(invalidated).toEqual([['tickets'], ['ticket'], ['announcements']]);
  });
});
