import type { ApiResult } from '../../src/api/errors';
import type {
  RaiseTicketInput,
  RaiseTicketResponse,
  ReopenTicketResponse,
  ReplyInput,
  ReplyResponse,
  Subject,
} from '../../src/api/support';
import { fakeRequest } from './fakeServer';

/**
 * Instant support answers for the machine explorer: ticket 13 cannot be reopened, and a message reading
 * 'fail' is refused (the raise-ticket refusal names its fields, as the server's does).
 */
const refusal = (msg: string, errors?: Record<string, string[]>) =>
  ({ status: false, msg, message: msg, code: 422, ...(errors ? { errors } : {}) }) as never;

export const subjects: Subject[] = [
  { id: 1, subject: 'Deposit' },
  { id: 2, subject: 'Withdrawal' },
  { id: 9, subject: 'Others' },
];

const withSignature = (name: string, signature: number[], size: number, type: string) => {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  return new File([bytes], name, { type });
};
export const smallPng = withSignature(
  'screenshot.png',
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  64,
  'image/png',
);
export const largeJpeg = withSignature('photo.jpg', [0xff, 0xd8, 0xff, 0xe0], 2048 * 1024 + 1, 'image/jpeg');
export const notAnImage = new File(['GIF89a'], 'renamed.png', { type: 'image/png' });

export const fakeReopenTicket = fakeRequest(
  'reopenTicket',
  (input: { ticketId: number }): ApiResult<ReopenTicketResponse> =>
    input.ticketId === 13
      ? refusal('Only a closed ticket can be reopened')
      : { status: true, msg: 'Ticket reopened', message: 'Ticket reopened' },
);

export const fakeRaiseTicket = fakeRequest(
  'raiseTicket',
  (input: RaiseTicketInput): ApiResult<RaiseTicketResponse> =>
    input.message === 'fail'
      ? refusal('The given data was invalid.', { message: ['The message could not be accepted'] })
      : { status: true, msg: 'Ticket raised', message: 'Ticket raised', ticket_id: 101 },
);

export const fakeSendReply = fakeRequest(
  'sendReply',
  (input: ReplyInput): ApiResult<ReplyResponse> =>
    input.message === 'fail'
      ? refusal('This ticket is closed. Reopen it to reply.')
      : {
          status: true,
          msg: 'Reply sent',
          message: 'Reply sent',
          data: {
            id: 900,
            message: input.message,
            message_time: '2026-03-01T10:00:00Z',
            admin_username: null,
            image: input.images.length > 0,
          },
        },
);
