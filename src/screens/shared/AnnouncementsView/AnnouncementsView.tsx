import type { Announcement } from '../../../api/announcements';
import { Button, EmptyState, formatDashDate, RetryAlert, Skeleton } from '../../../ui';
import * as styles from './Announcements.css';
import { ReadableItem } from './ReadableItem';

export type AnnouncementsViewProps = {
  announcements: readonly Announcement[];
  unread: number;
  loading: boolean;
  loadError: string | null;
  onReload: () => void;
  /** The member opened an unread announcement: it is marked read. */
  onRead: (id: number) => void;
  onReadAll: () => void;
  readingAll: boolean;
};

function Item({ announcement, onOpen }: { announcement: Announcement; onOpen: () => void }) {
  return (
    <ReadableItem
      id={`announcement-${announcement.id}`}
      title={announcement.title}
      level={2}
      read={announcement.read}
      onOpen={onOpen}
      meta={
        <>
          <time dateTime={announcement.published_at}>{formatDashDate(announcement.published_at)}</time>
          {announcement.pinned && <span className={styles.tag}>Pinned</span>}
          {!announcement.read && <span className={styles.tag}>Unread</span>}
        </>
      }
    >
      <p className={styles.body}>{announcement.body}</p>
    </ReadableItem>
  );
}

/** /user/message: the operator's announcements, pinned first; opening one marks it read. */
export function AnnouncementsView(props: AnnouncementsViewProps) {
  const { announcements, unread, onRead } = props;
  const content = props.loadError ? (
    <RetryAlert message={props.loadError} onRetry={props.onReload} />
  ) : props.loading ? (
    <Skeleton shape="rect" />
  ) : announcements.length === 0 ? (
    <EmptyState title="No announcements" description="News from the Tessera team will appear here." />
  ) : (
    <ul className={styles.list} aria-label="Announcements">
      {announcements.map((announcement) => (
        <Item
          key={announcement.id}
          announcement={announcement}
          onOpen={() => {
            if (!announcement.read) onRead(announcement.id);
          }}
        />
      ))}
    </ul>
  );
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h1 className={styles.title}>Announcements</h1>
        <Button variant="secondary" disabled={unread === 0} busy={props.readingAll} onClick={props.onReadAll}>
          Mark all read
        </Button>
      </div>
      {content}
    </div>
  );
}
