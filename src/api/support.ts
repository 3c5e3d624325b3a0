import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiGetBlob, apiPost } from './client';
import type {
  MessageImagesResponse,
  RaiseTicketResponse,
  ReplyResponse,
  SubjectsResponse,
  TicketDetailsResponse,
} from './contract/support';
import { ApiError, type ApiResult, unwrap } from './errors';
import { supportKeys } from './tickets';

export type {
  MessageImage,
  MessageImagesResponse,
  RaiseTicketResponse,
  ReplyResponse,
  Subject,
  SubjectsResponse,
  Ticket,
  TicketDetailsResponse,
  TicketLiveEvent,
  TicketMessage,
  TicketsResponse,
} from './contract/support';
export type ReopenTicketResponse = { status: true; msg: string; message: string };

export {
  acceptsReplies,
  admitTicketImages,
  type ChosenImage,
  canReopen,
  isOthersSubject,
  TICKET_IMAGE_MAX_BYTES,
  TICKET_IMAGES_MAX,
  TICKET_MESSAGE_MAX,
  TICKET_STATUS,
  type TicketStatus,
  ticketStatusLabels,
  ticketTexts,
} from './contract/supportRules';

const segment = (value: number) => encodeURIComponent(String(value));

/** What the member fills in on the Raise Ticket form; `others_subject` goes only when it has text. */
export interface RaiseTicketInput {
  subject_id: number;
  message: string;
  others_subject?: string;
  images: readonly Blob[];
}

export interface ReplyInput {
  id: number;
  message: string;
  images: readonly Blob[];
}

/** Each file keeps its own name, so the server's messages can name it; a bare Blob gets a numbered one. */
function appendImages(form: FormData, images: readonly Blob[]): void {
  images.forEach((image, index) => {
    form.append('images[]', image, image instanceof File ? image.name : `image-${index + 1}`);
  });
}

export const getSubjects = () => apiGet<SubjectsResponse>('subjects');
/** Reading a ticket marks the operator's replies in it read. */
export const getTicketDetails = (id: number) =>
  apiGet<TicketDetailsResponse>(`ticket/${segment(id)}/details`);
export const getReopenTicket = (id: number) => apiGet<ReopenTicketResponse>(`ticket/${segment(id)}/re-open`);
export const getMessageImages = (messageId: number) =>
  apiGet<MessageImagesResponse>(`message/${segment(messageId)}/image`);
/** `path` is a message image's `image`, e.g. 'ticket-image/12'; served only with the member's token. */
export const getTicketImage = (path: string) => apiGetBlob(path);

export function postRaiseTicket(input: RaiseTicketInput): Promise<ApiResult<RaiseTicketResponse>> {
  const form = new FormData();
  form.append('subject_id', String(input.subject_id));
  form.append('message', input.message);
  if (input.others_subject) form.append('others_subject', input.others_subject);
  appendImages(form, input.images);
  return apiPost<RaiseTicketResponse>('raise-ticket', form);
}

export function postReply(input: ReplyInput): Promise<ApiResult<ReplyResponse>> {
  const form = new FormData();
  form.append('id', String(input.id));
  form.append('message', input.message);
  appendImages(form, input.images);
  return apiPost<ReplyResponse>('reply', form);
}

export const subjectsQuery = () =>
  queryOptions({
    queryKey: supportKeys.subjects(),
    queryFn: () => unwrap(getSubjects()).then((response) => response.data),
    staleTime: 5 * 60_000,
  });

export const ticketDetailsQuery = (id: number) =>
  queryOptions({
    queryKey: supportKeys.details(id),
    queryFn: () => unwrap(getTicketDetails(id)).then((response) => response.data),
  });

/** A message's images never change once written. */
export const messageImagesQuery = (messageId: number) =>
  queryOptions({
    queryKey: supportKeys.messageImages(messageId),
    queryFn: () => unwrap(getMessageImages(messageId)).then((response) => response.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const ticketImageQuery = (path: string) =>
  queryOptions({
    queryKey: supportKeys.image(path),
    queryFn: async () => {
      const result = await getTicketImage(path);
      if (result instanceof Blob) return result;
      throw new ApiError(result);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
