import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiGetBlob, apiPost } from './client';
import type {
  OperatorAnnouncementBody,
  OperatorAnnouncementResponse,
  OperatorAnnouncementsResponse,
  OperatorReplyResponse,
  OperatorTicketResponse,
  OperatorTicketStatusResponse,
  OperatorTicketsResponse,
} from './contract/supportOperator';
import type { TicketStatus } from './contract/supportRules';
import { ApiError, unwrap } from './errors';
import { operatorKeys } from './operatorQueries';
import { asOperator } from './operatorSession';

export type {
  OperatorAnnouncement,
  OperatorAnnouncementBody,
  OperatorAnnouncementResponse,
  OperatorAnnouncementsResponse,
  OperatorReplyResponse,
  OperatorTicket,
  OperatorTicketMessage,
  OperatorTicketResponse,
  OperatorTicketStatusResponse,
  OperatorTicketsResponse,
} from './contract/supportOperator';

/** The queue's filters; an absent one does not narrow the list. */
export interface TicketQueueFilter {
  status?: TicketStatus;
  /** The member's username, as typed. */
  username?: string;
  /** unassigned: nobody has taken them; mine: the signed-in operator's. */
  assigned?: 'unassigned' | 'mine';
  page: number;
}

/** The operator's reply, shaped as the member's reply flow sends it, so the same flow sends either. */
export interface OperatorReplyInput {
  id: number;
  message: string;
  images: readonly Blob[];
}

export type TicketMove = 'close' | 'reopen';

const segment = (value: number) => encodeURIComponent(String(value));
const ticketPath = (id: number) => `operator/tickets/${segment(id)}`;

/** The query string the queue asks with; empty filters are left out rather than sent blank. */
export function ticketQueueSearch(filter: TicketQueueFilter): string {
  const params = new URLSearchParams();
  if (filter.status !== undefined) params.set('status', String(filter.status));
  const username = filter.username?.trim();
  if (username) params.set('username', username);
  if (filter.assigned) params.set('assigned', filter.assigned);
  params.set('page', String(filter.page));
  return params.toString();
}

export const getOperatorTickets = (filter: TicketQueueFilter) =>
  asOperator((options) =>
    apiGet<OperatorTicketsResponse>(`operator/tickets?${ticketQueueSearch(filter)}`, options),
  );
export const getOperatorTicket = (id: number) =>
  asOperator((options) => apiGet<OperatorTicketResponse>(ticketPath(id), options));
/** `path` is an image's `image` in the operator's answer, e.g. 'operator/ticket-image/5'. */
export const getOperatorTicketImage = (path: string) => asOperator((options) => apiGetBlob(path, options));

export function postOperatorReply(input: OperatorReplyInput) {
  const form = new FormData();
  form.append('message', input.message);
  input.images.forEach((image, index) => {
    form.append('images[]', image, image instanceof File ? image.name : `image-${index + 1}`);
  });
  return asOperator((options) =>
    apiPost<OperatorReplyResponse>(`${ticketPath(input.id)}/reply`, form, options),
  );
}
export const postOperatorNote = (id: number, note: string) =>
  asOperator((options) => apiPost<OperatorReplyResponse>(`${ticketPath(id)}/note`, { note }, options));
/** `assignee` null puts the ticket back in the unassigned queue. */
export const postOperatorAssign = (id: number, assignee: string | null) =>
  asOperator((options) =>
    apiPost<OperatorTicketStatusResponse>(`${ticketPath(id)}/assign`, { assignee }, options),
  );
export const postOperatorTicketMove = (id: number, move: TicketMove) =>
  asOperator((options) => apiPost<OperatorTicketStatusResponse>(`${ticketPath(id)}/${move}`, {}, options));

export const getOperatorAnnouncements = (page: number) =>
  asOperator((options) =>
    apiGet<OperatorAnnouncementsResponse>(`operator/announcements?page=${segment(page)}`, options),
  );
export const postOperatorAnnouncement = (body: OperatorAnnouncementBody) =>
  asOperator((options) =>
    apiPost<OperatorAnnouncementResponse>('operator/announcements', { ...body }, options),
  );
export const postOperatorAnnouncementWithdraw = (id: number) =>
  asOperator((options) =>
    apiPost<OperatorAnnouncementResponse>(`operator/announcements/${segment(id)}/withdraw`, {}, options),
  );

/** Under the operator's key, so signing out forgets them all. */
export const operatorSupportKeys = {
  queues: () => [...operatorKeys.all(), 'tickets', 'queue'] as const,
  queue: (filter: TicketQueueFilter) => [...operatorSupportKeys.queues(), filter] as const,
  tickets: () => [...operatorKeys.all(), 'tickets', 'ticket'] as const,
  ticket: (id: number) => [...operatorSupportKeys.tickets(), id] as const,
  image: (path: string) => [...operatorKeys.all(), 'ticket-image', path] as const,
  announcements: () => [...operatorKeys.all(), 'announcements'] as const,
  announcementsPage: (page: number) => [...operatorSupportKeys.announcements(), page] as const,
};

/** One page of the queue: the envelope with its tickets. */
export const operatorTicketsQuery = (filter: TicketQueueFilter) =>
  queryOptions({
    queryKey: operatorSupportKeys.queue(filter),
    queryFn: () => unwrap(getOperatorTickets(filter)).then((response) => response.data),
  });

export const operatorTicketQuery = (id: number) =>
  queryOptions({
    queryKey: operatorSupportKeys.ticket(id),
    queryFn: () => unwrap(getOperatorTicket(id)).then((response) => response.data),
  });

/** An image never changes once stored. */
export const operatorTicketImageQuery = (path: string) =>
  queryOptions({
    queryKey: operatorSupportKeys.image(path),
    queryFn: async () => {
      const result = await getOperatorTicketImage(path);
      if (result instanceof Blob) return result;
      throw new ApiError(result);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export const operatorAnnouncementsQuery = (page: number) =>
  queryOptions({
    queryKey: operatorSupportKeys.announcementsPage(page),
    queryFn: () => unwrap(getOperatorAnnouncements(page)).then((response) => response.data),
  });

export const operatorNoteMutation = (id: number) =>
  mutationOptions({ mutationFn: (note: string) => unwrap(postOperatorNote(id, note)) });
export const operatorAssignMutation = (id: number) =>
  mutationOptions({ mutationFn: (assignee: string | null) => unwrap(postOperatorAssign(id, assignee)) });
export const operatorTicketMoveMutation = (id: number) =>
  mutationOptions({ mutationFn: (move: TicketMove) => unwrap(postOperatorTicketMove(id, move)) });
export const publishAnnouncementMutation = () =>
  mutationOptions({
    mutationFn: (body: OperatorAnnouncementBody) => unwrap(postOperatorAnnouncement(body)),
  });
export const withdrawAnnouncementMutation = () =>
  mutationOptions({ mutationFn: (id: number) => unwrap(postOperatorAnnouncementWithdraw(id)) });
