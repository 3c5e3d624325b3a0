import type { Notice } from '../../api/notices';
import { Button, cx, EmptyState, formatDashDate, RetryAlert, Skeleton } from '../../ui';
import * as styles from '../shared/AnnouncementsView/Announcements.css';
import { ReadableItem } from '../shared/AnnouncementsView/ReadableItem';
import * as own from './Notices.css';

export type NoticesViewProps = {
  notices: readonly Notice[];
  unread: number;
  loading: boolean;
  loadError: string | null;
  onReload: () => void;
  /** The member opened an unread notice: it is marked read. */
  onRead: (id: number) => void;
  onReadAll: () => void;
  readingAll: boolean;
  /** More notices are older than those shown; 'Show older notices' fetches the next page. */
  older?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
};

function Item({ notice, onOpen }: { notice: Notice; onOpen: () => void }) {
  return (
    <ReadableItem
      id={`notice-${notice.id}`}
      title={notice.title}
      level={3}
      read={notice.read}
      onOpen={onOpen}
      meta={
        <>
          <time dateTime={notice.created_at}>{formatDashDate(notice.created_at, true)}</time>
          {!notice.read && <span className={styles.tag}>Unread</span>}
        </>
      }
    >
      <p className={cx(styles.body, own.text)}>{notice.body}</p>
      {notice.link && (
        <a className={own.link} href={notice.link} target="_blank" rel="noopener noreferrer">
          View the transaction on its explorer
        </a>
      )}
    </ReadableItem>
  );
}

/** The member's own notices of money events, beside the announcements; opening one marks it read. */
export function NoticesView(props: NoticesViewProps) {
  const { notices, unread, onRead } = props;
  const content = props.loadError ? (
    <RetryAlert message={props.loadError} onRetry={props.onReload} />
  ) : props.loading ? (
    <Skeleton shape="rect" />
  ) : notices.length === 0 ? (
    <EmptyState
      title="No notices yet"
      description="Deposits, withdrawals, stakes and reserve claims of your account will be told here and by mail."
    />
  ) : (
    <>
      <ul className={styles.list} aria-label="Your notices">
        {notices.map((notice) => (
          <Item
            key={notice.id}
            notice={notice}
            onOpen={() => {
              if (!notice.read) onRead(notice.id);
            }}
          />
        ))}
      </ul>
      {props.older && (
        <Button variant="secondary" busy={props.loadingOlder} onClick={props.onLoadOlder}>
          Show older notices
        </Button>
      )}
    </>
  );
  return (
    <section className={own.section} aria-labelledby="notices-heading">
      <div className={styles.toolbar}>
        <h2 id="notices-heading" className={own.subtitle}>
          Your notices
        </h2>
        <Button variant="secondary" disabled={unread === 0} busy={props.readingAll} onClick={props.onReadAll}>
          Mark notices read
        </Button>
      </div>
      {content}
    </section>
  );
}
