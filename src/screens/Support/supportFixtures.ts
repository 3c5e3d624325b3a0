import type { Subject, Ticket, TicketMessage } from '../../api/support';

export const tickets: Ticket[] = [
  {
    id: 12,
    subject: 'Withdrawal',
    status: 1,
    username: 'demo',
    last_reply_date: '2026-03-04T09:05:00Z',
    created_at: '2026-03-01T08:00:00Z',
    unread: 2,
  },
  {
    id: 9,
    subject: 'Deposit',
    status: 2,
    username: 'demo',
    last_reply_date: '2026-02-20T16:30:00Z',
    created_at: '2026-02-18T10:00:00Z',
    unread: 0,
  },
  {
    id: 4,
    subject: 'Others',
    status: 0,
    username: 'demo',
    last_reply_date: '2026-01-11T12:00:00Z',
    created_at: '2026-01-11T12:00:00Z',
    unread: 0,
  },
];

export const messages: TicketMessage[] = [
  {
    id: 30,
    message: 'My withdrawal from Monday has not arrived.',
    message_time: '2026-03-01T08:00:00Z',
    admin_username: null,
    image: true,
  },
  {
    id: 31,
    message: 'Thanks, we are checking it with the bank.',
    message_time: '2026-03-02T10:15:00Z',
    admin_username: 'Support',
    image: false,
  },
  {
    id: 32,
    message: 'It was sent today; it should arrive within a day.',
    message_time: '2026-03-04T09:05:00Z',
    admin_username: 'Priya',
    image: false,
  },
];

export const subjects: Subject[] = [
  { id: 1, subject: 'Deposit' },
  { id: 2, subject: 'Withdrawal' },
  { id: 9, subject: 'Others' },
];
