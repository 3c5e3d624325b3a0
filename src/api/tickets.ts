import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { TicketsResponse } from './contract/support';
import { unwrap } from './errors';

/*
 * The member's ticket list and the cache keys of every support read: what the shell's unread count and the
 * live stream need on every member page, kept apart from the rest of support (./support), which only the
 * support page loads.
 */

export const getTickets = () => apiGet<TicketsResponse>('tickets?export=true');

export const supportKeys = {
  tickets: () => ['tickets'] as const,
  subjects: () => ['subjects'] as const,
  /** Every ticket's details, for refetching them all after the live stream was down. */
  detailsAll: ['ticket'] as const,
  details: (id: number) => ['ticket', id] as const,
  messageImages: (messageId: number) => ['message-images', messageId] as const,
  image: (path: string) => ['ticket-image', path] as const,
};

/** The whole answer: the list and `more_details.unread`, which the Support menu entry shows. */
export const ticketsQuery = () =>
  queryOptions({ queryKey: supportKeys.tickets(), queryFn: () => unwrap(getTickets()) });
