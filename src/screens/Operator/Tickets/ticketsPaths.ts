import type { TicketStatus } from '../../../api/contract/supportRules';
import type { TicketQueueFilter } from '../../../api/operatorSupport';

export const TICKETS_PATH = '/operator/tickets';
export const ticketPath = (id: number) => `${TICKETS_PATH}/${id}`;

export type AssignedFilter = 'unassigned' | 'mine' | 'all';

/** The queue's filters as the operator sets them. */
export interface QueueFilters {
  status: TicketStatus | null;
  assigned: AssignedFilter;
  username: string;
}

const statuses = new Set(['0', '1', '2', '3']);
const assignedValues = new Set<string>(['unassigned', 'mine', 'all']);

/** The queue lives in the address (?status=1&assigned=mine&username=bob&page=2), so a reload keeps it. */
export function queueFromSearch(params: URLSearchParams): { filters: QueueFilters; page: number } {
  const status = params.get('status') ?? '';
  const assigned = params.get('assigned') ?? '';
  const page = Number(params.get('page'));
  return {
    filters: {
      status: statuses.has(status) ? (Number(status) as TicketStatus) : null,
      assigned: assignedValues.has(assigned) ? (assigned as AssignedFilter) : 'all',
      username: params.get('username')?.trim() ?? '',
    },
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function searchFromQueue(filters: QueueFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== null) params.set('status', String(filters.status));
  if (filters.assigned !== 'all') params.set('assigned', filters.assigned);
  if (filters.username) params.set('username', filters.username);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** What the server is asked for: 'All' is no filter at all. */
export const queueRequest = (filters: QueueFilters, page: number): TicketQueueFilter => ({
  ...(filters.status === null ? {} : { status: filters.status }),
  ...(filters.username ? { username: filters.username } : {}),
  ...(filters.assigned === 'all' ? {} : { assigned: filters.assigned }),
  page,
});
