import type { WithdrawListResponse, WithdrawRecord } from '../../api/withdraw';
import { isCancellableStatus, withdrawWalletLabels } from '../../api/withdraw';
import { Button, formatUsdt, PagedTable, Section, StatusPill, shorten, type TableColumn } from '../../ui';
import { dateColumn, usdtColumn } from '../shared/moneyHistory';
import { historyTable, nowrap } from '../shared/moneyHistory.css';
import * as styles from './Withdraw.css';
import { explorerUrl, formatRupees } from './withdrawFormat';

export type WithdrawPage = WithdrawListResponse['data'];

export interface WithdrawHistoryProps {
  page: WithdrawPage | null;
  loading: boolean;
  error: string | null;
  /** Rupees per USDT, for the conversion of bank withdrawals. */
  conversionRate: string | null;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** Cancels a Pending withdrawal; the row's action is offered only while it is Pending. */
  onCancel?: (row: WithdrawRecord) => void;
  /** The code of the withdrawal whose cancel is on its way. */
  cancelling?: string | null;
}

function destination(row: WithdrawRecord): string {
  if (row.coin_type === 'bank') return [row.bank_name, row.ac_no].filter(Boolean).join(' · ');
  return [row.network, row.address ? shorten(row.address) : null].filter(Boolean).join(' · ');
}

type Cancel = Pick<WithdrawHistoryProps, 'onCancel' | 'cancelling'>;

function cancelColumn({ onCancel, cancelling }: Cancel): TableColumn<WithdrawRecord>[] {
  if (!onCancel) return [];
  return [
    {
      id: 'action',
      header: 'Action',
      cell: (row) =>
        isCancellableStatus(row.status) ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Cancel withdrawal ${row.code}`}
            busy={cancelling === row.code}
            disabled={Boolean(cancelling) && cancelling !== row.code}
            onClick={() => onCancel(row)}
          >
            Cancel
          </Button>
        ) : (
          '—'
        ),
    },
  ];
}

function columns(conversionRate: string | null, cancel: Cancel): TableColumn<WithdrawRecord>[] {
  return [
    dateColumn(),
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <div className={styles.statusCell}>
          <StatusPill kind="withdrawal" status={row.status} />
          {row.remarks && <p className={styles.statusReason}>{row.remarks}</p>}
        </div>
      ),
    },
    usdtColumn('amount', 'Amount', (row) => row.amount_from),
    {
      id: 'net',
      header: 'Net Amount',
      align: 'end',
      cell: (row) => {
        const rupees =
          row.coin_type === 'bank' && conversionRate ? formatRupees(row.net_amount, conversionRate) : null;
        return (
          <span className={nowrap}>
            {formatUsdt(row.net_amount)}
            {rupees && <> ({rupees})</>}
          </span>
        );
      },
    },
    { id: 'wallet', header: 'Wallet', cell: (row) => withdrawWalletLabels[row.type] ?? row.type },
    { id: 'code', header: 'Code', cell: (row) => row.code },
    { id: 'to', header: 'To', cell: destination },
    {
      id: 'hash',
      header: 'Transaction Hash',
      cell: (row) => {
        if (!row.t_hash) return '—';
        const url = explorerUrl(row.network, row.t_hash);
        const label = shorten(row.t_hash);
        return url ? (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        ) : (
          label
        );
      },
    },
    ...cancelColumn(cancel),
  ];
}

export function WithdrawHistory({
  page,
  loading,
  error,
  conversionRate,
  onPageChange,
  onRetry,
  onCancel,
  cancelling,
}: WithdrawHistoryProps) {
  return (
    <Section title="Withdraw History">
      <PagedTable
        label="Withdraw History"
        className={historyTable}
        paginationLabel="Withdraw History pages"
        page={page}
        columns={columns(conversionRate, { onCancel, cancelling })}
        rowKey={(row) => row.code}
        loading={loading && !page}
        // A failed refetch keeps the page already shown.
        error={page ? null : error}
        onPageChange={onPageChange}
        onRetry={onRetry}
      />
    </Section>
  );
}
