import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { avatarQuery } from '../../api/profile';
import { useObjectUrl } from '../../ui';

/**
 * The member's picture as an address an <img> can show, or null while there is none. The API serves it only
 * with the member's token, so it is fetched as bytes rather than linked.
 */
export function useAvatarUrl(avatarPath: string | null | undefined): string | null {
  const picture = useQuery({
    ...avatarQuery(avatarPath ?? ''),
    enabled: Boolean(avatarPath),
    // The old picture stays until the new one has arrived, rather than initials in between.
    placeholderData: keepPreviousData,
  });
  return useObjectUrl(avatarPath ? picture.data : null);
}
