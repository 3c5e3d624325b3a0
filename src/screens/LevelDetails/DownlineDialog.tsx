import type { ReactNode } from 'react';
import type { LevelRecord } from '../../api/team';
import { Dialog, formatUsdt, Table, type TableColumn } from '../../ui';
import * as styles from './LevelDetails.css';
import { type DownlineRow, downlineRows } from './levelFormat';

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

export type DownlineDialogProps = { record: LevelRecord; trigger: ReactNode };

/**
 * The members of one level (spec document 2 §2 Level Details). Opened by its own trigger, so closing it
 * returns focus to the View button that opened it.
 */
export function DownlineDialog({ record, trigger }: DownlineDialogProps) {
  const title = `Downline users for level ${record.level}`;
  return (
    <Dialog title={title} trigger={trigger} className={styles.dialog}>
      <div className={styles.dialogBody}>
        <Table
          label={title}
          columns={columns}
          rows={downlineRows(record)}
          rowKey={(row) => `${row.serial}:${row.username}`}
        />
      </div>
    </Dialog>
  );
}
