import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type AnnouncementsResponse,
  announcementKeys,
  announcementsQuery,
  readAllAnnouncementsMutation,
  readAnnouncementMutation,
} from '../../api/announcements';
import {
  type NoticesResponse,
  noticeKeys,
  noticePagesQuery,
  readAllNoticesMutation,
  readNoticeMutation,
} from '../../api/notices';
import { notify } from '../../ui';
import * as styles from '../shared/AnnouncementsView/Announcements.css';
import { AnnouncementsView } from '../shared/AnnouncementsView/AnnouncementsView';
import { LIST_FAILED, refusalMessage, useFailureToast } from '../shared/loadFailure';
import { NoticesView } from './NoticesView';

/** The list as it stands once `ids` (all when null) are read, and the server's new unread count. */
const markRead = <T extends AnnouncementsResponse | NoticesResponse>(
  old: T | undefined,
  ids: number[] | null,
  unread: number,
): T | undefined =>
  old && {
    ...old,
    data: old.data.map((item) => (ids === null || ids.includes(item.id) ? { ...item, read: true } : item)),
    more_details: { ...old.more_details, unread },
  };

/**
 * /user/message: GET announcements and the member's own notices (GET notices); opening one or 'Mark all read'
 * tells the server.
 */
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

  const notices = useInfiniteQuery(noticePagesQuery());
  useFailureToast(notices.error, notices.errorUpdatedAt, LIST_FAILED);
  // The pages shown here and the newest page the header's bell counts from.
  const updateNotices = (ids: number[] | null, unread: number) => {
    queryClient.setQueryData<InfiniteData<NoticesResponse, number | undefined>>(
      noticeKeys.pages(),
      (old) => old && { ...old, pages: old.pages.map((page) => markRead(page, ids, unread)!) },
    );
    queryClient.setQueryData<NoticesResponse>(noticeKeys.all(), (old) => markRead(old, ids, unread));
  };
  const readNotice = useMutation({
    ...readNoticeMutation(),
    onSuccess: (response, id) => updateNotices([id], response.unread),
    onError: (error) => notify.error(refusalMessage(error)),
  });
  const readAllNotices = useMutation({
    ...readAllNoticesMutation(),
    onSuccess: (response) => updateNotices(null, response.unread),
    onError: (error) => notify.error(refusalMessage(error)),
  });

  return (
    <div className={styles.page}>
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
      <NoticesView
        notices={notices.data?.pages.flatMap((page) => page.data) ?? []}
        unread={notices.data?.pages[0]?.more_details.unread ?? 0}
        loading={notices.isPending}
        loadError={notices.error ? LIST_FAILED : null}
        onReload={() => void notices.refetch()}
        onRead={(id) => readNotice.mutate(id)}
        onReadAll={() => readAllNotices.mutate()}
        readingAll={readAllNotices.isPending}
        older={notices.hasNextPage}
        loadingOlder={notices.isFetchingNextPage}
        onLoadOlder={() => void notices.fetchNextPage()}
      />
    </div>
  );
}
