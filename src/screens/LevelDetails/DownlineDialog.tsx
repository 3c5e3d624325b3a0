import { type ReactNode, useRef } from 'react';
import type { DownlineMember, LevelRecord } from '../../api/team';
import {
  Dialog,
  formatUsdt,
  type PagedRows,
  Pagination,
  RetryAlert,
  Table,
  type TableColumn,
} from '../../ui';
import * as styles from './LevelDetails.css';
import { type DownlineRow, downlinePage, expectedPage, firstDownlinePage } from './levelFormat';

const columns: TableColumn<DownlineRow>[] = [
  { id: 'serial', header: 'Serial No.', cell: (row) => row.serial },
  { id: 'username', header: 'Username', cell: (row) => row.username },
  {
    id: 'investment',
    header: 'Self Investment',
    align: 'end',
    cell: (row) => <span className={styles.nowrap}>{formatUsdt(row.selfInvestment)}</span>,
  },
  {
    id: 'joined',
    header: 'Joining Date',
    cell: (row) => <span className={styles.nowrap}>{row.joiningDate}</span>,
  },
];

/** The level whose dialog is open and the page it shows. */
export type DownlineState = {
  level: number;
  page: number;
  /**
   * A later page once the server answers it; the page loads until this or `error` arrives. Page 1 needs no
   * request: it comes with the level's record.
   */
  result: PagedRows<DownlineMember> | undefined;
  error: string | null;
};

export type DownlineHandlers = {
  /** Null while every level's dialog is closed. */
  downline: DownlineState | null;
  onOpenDownline: (level: number) => void;
  onCloseDownline: () => void;
  onDownlinePageChange: (page: number) => void;
  onRetryDownline: () => void;
};

export type DownlineDialogProps = DownlineHandlers & { record: LevelRecord; trigger: ReactNode };

/**
 * The members of one level (spec document 2 §2 Level Details), a page at a time when the level has more than
 * one. Opened by its own trigger, so closing it returns focus to the View button that opened it.
 */
export function DownlineDialog({
  record,
  trigger,
  downline,
  onOpenDownline,
  onCloseDownline,
  onDownlinePageChange,
  onRetryDownline,
}: DownlineDialogProps) {
  const title = `Downline users for level ${record.level}`;
  const open = downline?.level === record.level;
  return (
    <Dialog
      title={title}
      trigger={trigger}
      className={styles.dialog}
      open={open}
      onOpenChange={(next) => (next ? onOpenDownline(record.level) : onCloseDownline())}
    >
      {open && (
        <DownlineMembers
          title={title}
          record={record}
          state={downline}
          onPageChange={onDownlinePageChange}
          onRetry={onRetryDownline}
        />
      )}
    </Dialog>
  );
}

type DownlineMembersProps = {
  title: string;
  record: LevelRecord;
  state: DownlineState;
  onPageChange: (page: number) => void;
  onRetry: () => void;
};

function DownlineMembers({ title, record, state, onPageChange, onRetry }: DownlineMembersProps) {
  const body = useRef<HTMLDivElement>(null);
  const later = state.page > 1;
  const shown = !later
    ? firstDownlinePage(record)
    : state.result
      ? downlinePage(state.result)
      : { ...expectedPage(record.user_count, state.page), data: [] };
  const error = later ? state.error : null;
  const goTo = (page: number) => {
    body.current?.scrollTo({ top: 0 });
    onPageChange(page);
  };
  return (
    <>
      <div ref={body} className={styles.dialogBody}>
        {error ? (
          <RetryAlert message={error} onRetry={onRetry} />
        ) : (
          <Table
            label={title}
            columns={columns}
            rows={shown.data}
            rowKey={(row) => `${row.serial}:${row.username}`}
            loading={later && !state.result}
          />
        )}
      </div>
      {/* Outside the scrolling list, and kept while a page loads or fails, so the member can go elsewhere. */}
      {shown.last_page > 1 && (
        <Pagination meta={shown} onPageChange={goTo} label={`Level ${record.level} pages`} />
      )}
    </>
  );
}
