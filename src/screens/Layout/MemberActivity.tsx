import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { announcementsQuery } from '../../api/announcements';
import { noticesQuery } from '../../api/notices';
import { userDetailsQuery } from '../../api/profile';
import { queryClient } from '../../api/queryClient';
import { ticketsQuery } from '../../api/tickets';
import { useAvatarUrl } from '../shared/useAvatarUrl';
import { useLiveEvents } from './useLiveEvents';

/** A signed-in member's unread tickets and announcements, for the menu and the header. */
export type MemberCounts = { tickets: number; announcements: number };

export type MemberActivityProps = {
  token: string;
  onCounts: (counts: MemberCounts) => void;
  /** The address of the member's uploaded picture, for the header; null while there is none. */
  onPicture?: (url: string | null) => void;
};

/**
 * What the shell follows for a signed-in member: the unread counts, kept current by one live connection. It
 * loads apart from the shell, so a visitor's public page never downloads the query library.
 */
export function MemberActivity(props: MemberActivityProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Counts {...props} />
    </QueryClientProvider>
  );
}

function Counts({ token, onCounts, onPicture }: MemberActivityProps) {
  useLiveEvents(token);
  const tickets = useQuery(ticketsQuery()).data?.more_details.unread ?? 0;
  // The bell counts the member's own unread notices with the unread announcements: both are on its page.
  const announcements =
    (useQuery(announcementsQuery()).data?.more_details.unread ?? 0) +
    (useQuery(noticesQuery()).data?.more_details.unread ?? 0);
  useEffect(() => onCounts({ tickets, announcements }), [tickets, announcements, onCounts]);
  // The same entry Profile edits, so a new picture shows in the header as soon as it is uploaded.
  const picture = useAvatarUrl(useQuery(userDetailsQuery()).data?.profile?.avatar);
  useEffect(() => onPicture?.(picture), [picture, onPicture]);
  return null;
}
