import type {
  OperatorTicket,
  OperatorTicketMessage,
  OperatorTicketsResponse,
} from '../../../api/operatorSupport';

export const queueTickets: OperatorTicket[] = [
  {
    id: 12,
    subject: 'Withdrawal',
    status: 3,
    username: 'alice',
    last_reply_date: '2026-03-04T09:05:00Z',
    created_at: '2026-03-01T08:00:00Z',
    awaiting_reply: true,
    messages: 3,
    assigned_to: 'demo_support',
  },
  {
    id: 9,
    subject: 'Deposit not credited',
    status: 0,
    username: 'bob',
    last_reply_date: '2026-03-03T16:30:00Z',
    created_at: '2026-03-03T16:30:00Z',
    awaiting_reply: true,
    messages: 1,
    assigned_to: null,
  },
  {
    id: 4,
    subject: 'Change of e-mail',
    status: 2,
    username: 'carol',
    last_reply_date: '2026-01-11T12:00:00Z',
    created_at: '2026-01-10T12:00:00Z',
    awaiting_reply: false,
    messages: 4,
    assigned_to: 'demo_admin',
  },
];

export const openTicket = queueTickets[0]!;
export const closedTicket = queueTickets[2]!;

export const conversation: OperatorTicketMessage[] = [
  {
    id: 30,
    message: 'My withdrawal from Monday has not arrived.',
    message_time: '2026-03-01T08:00:00Z',
    admin_username: null,
    image: true,
    internal: false,
    images: [
      { id: 5, image: 'operator/ticket-image/5', width: 2, height: 2 },
      { id: 6, image: 'operator/ticket-image/6', width: 2, height: 2 },
    ],
  },
  {
    id: 31,
    message: 'Bank reference 88-1204 matches; payout batch of Tuesday.',
    message_time: '2026-03-02T09:00:00Z',
    admin_username: 'demo_support',
    image: false,
    internal: true,
    images: [],
  },
  {
    id: 32,
    message: 'It was sent today; it should arrive within a day.',
    message_time: '2026-03-02T10:15:00Z',
    admin_username: 'Support',
    image: false,
    internal: false,
    images: [],
  },
  {
    id: 33,
    message: 'Still nothing, I reopened the ticket.',
    message_time: '2026-03-04T09:05:00Z',
    admin_username: null,
    image: false,
    internal: false,
    images: [],
  },
];

/** The message a member writes while the operator has the ticket open. */
export const lateMessage: OperatorTicketMessage = {
  id: 34,
  message: 'It has just arrived, thank you!',
  message_time: '2026-03-04T11:00:00Z',
  admin_username: null,
  image: false,
  internal: false,
  images: [],
};

export const queuePage = (
  data: OperatorTicket[] = queueTickets,
  page = 1,
  total = data.length,
): OperatorTicketsResponse['data'] => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / 20)),
  from: data.length ? (page - 1) * 20 + 1 : null,
  to: data.length ? (page - 1) * 20 + data.length : null,
  total,
  per_page: 20,
  first_page_url: 'operator/tickets?page=1',
  data,
});
