import type { ReactNode } from 'react';
import type { OperatorAnnouncement } from '../../../api/operatorSupport';
import {
  Button,
  ConfirmDialog,
  formatDashDate,
  type PagedRows,
  PagedTable,
  PageHeader,
  type TableColumn,
} from '../../../ui';
import * as styles from './Announcements.css';

export const stateLabels: Record<OperatorAnnouncement['state'], string> = {
  scheduled: 'Scheduled',
  showing: 'Showing',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

/** Only what members can still see, or will, can be withdrawn. */
const canWithdraw = (announcement: OperatorAnnouncement) =>
  announcement.state === 'scheduled' || announcement.state === 'showing';

export type AnnouncementsListViewProps = {
  page: PagedRows<OperatorAnnouncement> | null;
  loading: boolean;
  loadError: string | null;
  onReload: () => void;
  onPageChange: (page: number) => void;
  /** The role may publish and withdraw (`announcements.write`); an auditor only reads. */
  canWrite: boolean;
  /** The New announcement form, open or not. */
  composing: boolean;
  onCompose: () => void;
  form: ReactNode;
  /** The announcement waiting for the operator to confirm its withdrawal. */
  withdrawing: OperatorAnnouncement | null;
  withdrawBusy: boolean;
  onWithdraw: (announcement: OperatorAnnouncement) => void;
  onConfirmWithdraw: () => void;
  onCancelWithdraw: () => void;
};

const when = (iso: string | null, none: string) =>
  iso ? (
    <time dateTime={iso}>{formatDashDate(iso, true)}</time>
  ) : (
    <span className={styles.muted}>{none}</span>
  );

function columns(props: AnnouncementsListViewProps): TableColumn<OperatorAnnouncement>[] {
  const list: TableColumn<OperatorAnnouncement>[] = [
    {
      id: 'title',
      header: 'Title',
      cell: (item) => (
        <span className={styles.titleCell}>
          <span id={`operator-announcement-${item.id}`}>{item.title}</span>
          {item.pinned && <span className={styles.pinned}>Pinned</span>}
        </span>
      ),
    },
    {
      id: 'state',
      header: 'State',
      cell: (item) => <span className={styles.state[item.state]}>{stateLabels[item.state]}</span>,
    },
    { id: 'from', header: 'Shows from', cell: (item) => when(item.publish_at, 'Now') },
    {
      id: 'until',
      header: 'Until',
      cell: (item) => (item.withdrawn_at ? when(item.withdrawn_at, '') : when(item.expires_at, 'No end')),
    },
    { id: 'reads', header: 'Reads', align: 'end', cell: (item) => String(item.reads) },
  ];
  if (!props.canWrite) return list;
  return [
    ...list,
    {
      id: 'actions',
      header: 'Actions',
      cell: (item) =>
        canWithdraw(item) ? (
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={`operator-announcement-${item.id}`}
            onClick={() => props.onWithdraw(item)}
          >
            Withdraw
          </Button>
        ) : null,
    },
  ];
}

/** /operator/announcements: every announcement with its state and reads, newest first; publish and withdraw. */
export function AnnouncementsListView(props: AnnouncementsListViewProps) {
  const { withdrawing } = props;
  return (
    <div className={styles.page}>
      <PageHeader
        title="Announcements"
        description="What members read under Announcements, and how many have read each."
        actions={
          props.canWrite && (
            <Button aria-expanded={props.composing} onClick={props.onCompose}>
              New announcement
            </Button>
          )
        }
      />
      {props.composing && props.form}
      <PagedTable
        label="Announcements"
        paginationLabel="Announcement pages"
        page={props.page}
        columns={columns(props)}
        rowKey={(item) => item.id}
        loading={props.loading}
        error={props.loadError}
        onRetry={props.onReload}
        emptyText="No announcements yet"
        onPageChange={props.onPageChange}
      />
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && props.onCancelWithdraw()}
        title="Withdraw announcement"
        message={
          withdrawing
            ? `“${withdrawing.title}” stops showing to members at once. It cannot be shown again.`
            : ''
        }
        confirmLabel="Withdraw"
        cancelLabel="Keep it"
        tone="danger"
        busy={props.withdrawBusy}
        onConfirm={props.onConfirmWithdraw}
      />
    </div>
  );
}
