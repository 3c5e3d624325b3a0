import type { OperatorAnnouncement, OperatorAnnouncementsResponse } from '../../../api/operatorSupport';

export const announcements: OperatorAnnouncement[] = [
  {
    id: 7,
    title: 'Maintenance on Sunday night',
    body: 'Deposits and withdrawals pause from 22:00 to 23:00 UTC.',
    pinned: true,
    publish_at: '2026-03-08T09:00:00Z',
    expires_at: '2026-03-09T00:00:00Z',
    withdrawn_at: null,
    state: 'scheduled',
    reads: 0,
  },
  {
    id: 6,
    title: 'New reserve plans',
    body: 'Two new reserve plans are open from today.',
    pinned: false,
    publish_at: '2026-03-01T09:00:00Z',
    expires_at: null,
    withdrawn_at: null,
    state: 'showing',
    reads: 412,
  },
  {
    id: 5,
    title: 'Holiday support hours',
    body: 'Support answers from 10:00 to 16:00 during the holidays.',
    pinned: false,
    publish_at: '2025-12-20T09:00:00Z',
    expires_at: '2026-01-03T00:00:00Z',
    withdrawn_at: null,
    state: 'expired',
    reads: 980,
  },
  {
    id: 4,
    title: 'Wrong fee table',
    body: 'Published by mistake.',
    pinned: true,
    publish_at: '2025-11-02T09:00:00Z',
    expires_at: null,
    withdrawn_at: '2025-11-02T09:20:00Z',
    state: 'withdrawn',
    reads: 37,
  },
];

export const announcementsPage = (
  data: OperatorAnnouncement[] = announcements,
  page = 1,
  total = data.length,
): OperatorAnnouncementsResponse['data'] => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / 20)),
  from: data.length ? (page - 1) * 20 + 1 : null,
  to: data.length ? (page - 1) * 20 + data.length : null,
  total,
  per_page: 20,
  first_page_url: 'operator/announcements?page=1',
  data,
});
