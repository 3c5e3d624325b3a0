import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AnnouncementsResponse,
  announcementKeys,
  announcementsQuery,
  readAllAnnouncementsMutation,
  readAnnouncementMutation,
} from '../../api/announcements';
import { notify } from '../../ui';
import { LIST_FAILED, refusalMessage, useFailureToast } from '../Deposit/loadFailure';
import { AnnouncementsView } from './AnnouncementsView';

/** The list as it stands once `ids` (all when null) are read, and the server's new unread count. */
const markRead = (old: AnnouncementsResponse | undefined, ids: number[] | null, unread: number) =>
  old && {
    ...old,
    data: old.data.map((item) => (ids === null || ids.includes(item.id) ? { ...item, read: true } : item)),
    more_details: { ...old.more_details, unread },
  };

/** /user/message: GET announcements; opening one or 'Mark all read' tells the server. */
export function AnnouncementsScreen() {
  const queryClient = useQueryClient();
  const list = useQuery(announcementsQuery());
  useFailureToast(list.error, list.errorUpdatedAt, LIST_FAILED);
  const update = (ids: number[] | null, unread: number) =>
    queryClient.setQueryData<AnnouncementsResponse>(announcementKeys.all(), (old) =>
      markRead(old, ids, unread),
    );

  const readOne = useMutation({
    ...readAnnouncementMutation(),
    onSuccess: (response, id) => update([id], response.unread),
    onError: (error) => notify.error(refusalMessage(error)),
  });
  const readAll = useMutation({
    ...readAllAnnouncementsMutation(),
    onSuccess: (response) => update(null, response.unread),
    onError: (error) => notify.error(refusalMessage(error)),
  });

  return (
    <AnnouncementsView
      announcements={list.data?.data ?? []}
      unread={list.data?.more_details.unread ?? 0}
      loading={list.isPending}
      loadError={list.error ? LIST_FAILED : null}
      onReload={() => void list.refetch()}
      onRead={(id) => readOne.mutate(id)}
      onReadAll={() => readAll.mutate()}
      readingAll={readAll.isPending}
    />
  );
}
