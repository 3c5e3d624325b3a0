import { useState } from 'react';
import type { Announcement } from '../../api/announcements';
import { Button, ChevronDownIcon, EmptyState, RetryAlert, Skeleton } from '../../ui';
import { ticketDate } from '../Support/supportFormat';
import * as styles from './Announcements.css';

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
  const [open, setOpen] = useState(false);
  const id = `announcement-${announcement.id}`;
  return (
    <li className={styles.item} data-read={announcement.read}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => {
            if (!open) onOpen();
            setOpen(!open);
          }}
        >
          <span className={styles.itemTitle}>{announcement.title}</span>
          <ChevronDownIcon size={16} />
          <span className={styles.meta}>
            <time dateTime={announcement.published_at}>{ticketDate(announcement.published_at)}</time>
            {announcement.pinned && <span className={styles.tag}>Pinned</span>}
            {!announcement.read && <span className={styles.tag}>Unread</span>}
          </span>
        </button>
      </h2>
      <section id={id} aria-label={announcement.title} hidden={!open}>
        <p className={styles.body}>{announcement.body}</p>
      </section>
    </li>
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
