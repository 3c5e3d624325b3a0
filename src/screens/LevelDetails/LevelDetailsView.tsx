import type { LevelRecord } from '../../api/team';
import { Button, formatUsdt, PageHeader, RetryAlert, Table, type TableColumn } from '../../ui';
import { DownlineDialog, type DownlineHandlers } from './DownlineDialog';
import * as styles from './LevelDetails.css';

export type LevelDetailsViewProps = DownlineHandlers & {
  /** Undefined until the levels answer. */
  levels: readonly LevelRecord[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
};

function levelColumns(downline: DownlineHandlers): TableColumn<LevelRecord>[] {
  return [
    { id: 'level', header: 'Level', cell: (record) => `Level ${record.level}` },
    { id: 'count', header: 'User Count', align: 'end', cell: (record) => record.user_count },
    {
      id: 'investment',
      header: 'Investment',
      align: 'end',
      cell: (record) => <span className={styles.nowrap}>{formatUsdt(record.investment)}</span>,
    },
    {
      id: 'income',
      header: 'Income',
      align: 'end',
      cell: (record) => <span className={styles.nowrap}>{formatUsdt(record.level_income)}</span>,
    },
    {
      id: 'action',
      header: 'Action',
      align: 'center',
      cell: (record) => (
        <DownlineDialog
          {...downline}
          record={record}
          trigger={
            <Button size="sm" variant="secondary" aria-label={`View level ${record.level}`}>
              View
            </Button>
          }
        />
      ),
    },
  ];
}

export function LevelDetailsView({ levels, loading, error, onRetry, ...downline }: LevelDetailsViewProps) {
  return (
    <div className={styles.page}>
      <PageHeader
        title="Level Details"
        description="Your team level by level: members, their stakes and your income."
      />
      {error ? (
        <RetryAlert message={error} onRetry={onRetry} />
      ) : (
        <Table
          label="Levels"
          columns={levelColumns(downline)}
          rows={levels ?? []}
          rowKey={(record) => record.level}
          loading={loading || !levels}
          loadingRows={6}
        />
      )}
    </div>
  );
}
