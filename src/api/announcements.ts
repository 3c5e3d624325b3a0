import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import type { AnnouncementReadResponse, AnnouncementsResponse } from './contract/support';
import { unwrap } from './errors';

export type {
  Announcement,
  AnnouncementLiveEvent,
  AnnouncementReadResponse,
  AnnouncementsResponse,
} from './contract/support';

const segment = (value: number) => encodeURIComponent(String(value));

export const getAnnouncements = () => apiGet<AnnouncementsResponse>('announcements');
export const postAnnouncementRead = (id: number) =>
  apiPost<AnnouncementReadResponse>(`announcements/${segment(id)}/read`);
export const postAnnouncementsReadAll = () => apiPost<AnnouncementReadResponse>('announcements/read-all');

export const announcementKeys = { all: () => ['announcements'] as const };

/** The whole answer: the list (pinned first) and `more_details.unread`, which the header shows. */
export const announcementsQuery = () =>
  queryOptions({ queryKey: announcementKeys.all(), queryFn: () => unwrap(getAnnouncements()) });

export const readAnnouncementMutation = () =>
  mutationOptions({
    mutationKey: ['announcements', 'read'],
    mutationFn: (id: number) => unwrap(postAnnouncementRead(id)),
  });

export const readAllAnnouncementsMutation = () =>
  mutationOptions({
    mutationKey: ['announcements', 'read-all'],
    mutationFn: () => unwrap(postAnnouncementsReadAll()),
  });
