import { type StakeRecord, type SubscriptionsResponse, stakingZoneLabels } from '../../api/staking';
import { Button, PagedTable, type TableColumn } from '../../ui';
import { dateColumn, usdtColumn } from '../shared/moneyHistory';
import * as styles from './Explore.css';
import { canUnstake, stakeStatusText } from './exploreFormat';

export interface MyStakeListProps {
  page: SubscriptionsResponse['data'] | null;
  loading: boolean;
  error: string | null;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  onUnstake: (stake: StakeRecord) => void;
}

/** My Stake: every stake with what it has paid; Unstake is live only while the stake is active. */
export function MyStakeList({ page, loading, error, onPageChange, onRetry, onUnstake }: MyStakeListProps) {
  const columns: TableColumn<StakeRecord>[] = [
    { id: 'invoice', header: 'Stake id', cell: (row) => row.invoice_id },
    { id: 'package', header: 'Package', cell: (row) => row.package },
    usdtColumn('amount', 'Amount', (row) => row.amount_paid),
    { id: 'zone', header: 'Zone', cell: (row) => stakingZoneLabels[row.zone] ?? row.zone },
    { id: 'days', header: 'Days', align: 'end', cell: (row) => row.days },
    usdtColumn('income', 'Paid Income', (row) => row.paid_roi_income),
    { id: 'status', header: 'Status', cell: (row) => stakeStatusText(row.status) },
    dateColumn(),
    {
      id: 'action',
      header: 'Action',
      cell: (row) => {
        const active = canUnstake(row);
        return (
          <Button
            size="sm"
            variant="secondary"
            className={active ? undefined : styles.dimmed}
            disabled={!active}
            aria-label={`Unstake ${row.invoice_id}`}
            onClick={() => onUnstake(row)}
          >
            Unstake
          </Button>
        );
      },
    },
  ];
  return (
    <div className={styles.stack}>
      <PagedTable
        label="My Stake"
        paginationLabel="My Stake pages"
        page={page}
        columns={columns}
        rowKey={(row) => row.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyText="No Data Available"
        onPageChange={onPageChange}
      />
      <p className={styles.muted}>
        Unstaking returns the amount, less the package's early-exit charge shown above, to your Out going
        wallet. Returns already paid stay paid.
      </p>
    </div>
  );
}
