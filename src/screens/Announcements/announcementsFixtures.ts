import type { Announcement } from '../../api/announcements';

export const announcements: Announcement[] = [
  {
    id: 7,
    title: 'Scheduled maintenance on Sunday',
    body: 'Withdrawals pause from 02:00 to 04:00 UTC while we upgrade the ledger.',
    pinned: true,
    published_at: '2026-03-05T08:00:00Z',
    read: false,
  },
  {
    id: 5,
    title: 'New reserve plans',
    body: 'Two new crypto reserve plans are open from today.',
    pinned: false,
    published_at: '2026-03-01T08:00:00Z',
    read: true,
  },
];
