import type { WithdrawListResponse, WithdrawRecord } from '../../api/withdraw';
import { withdrawWalletLabels } from '../../api/withdraw';
import { formatUsdt, PagedTable, Section, StatusPill, type TableColumn } from '../../ui';
import { nowrap } from '../MoneyVerification/MoneyVerification.css';
import { dateColumn, usdtColumn } from '../MoneyVerification/moneyHistory';
import * as styles from './Withdraw.css';
import { explorerUrl, formatRupees, shorten } from './withdrawFormat';

export type WithdrawPage = WithdrawListResponse['data'];

export interface WithdrawHistoryProps {
  page: WithdrawPage | null;
  loading: boolean;
  error: string | null;
  /** Rupees per USDT, for the conversion of bank withdrawals. */
  conversionRate: string | null;
  onPageChange: (page: number) => void;
  onRetry: () => void;
}

function destination(row: WithdrawRecord): string {
  if (row.coin_type === 'bank') return [row.bank_name, row.ac_no].filter(Boolean).join(' · ');
  return [row.network, row.address ? shorten(row.address, 8) : null].filter(Boolean).join(' · ');
}

function columns(conversionRate: string | null): TableColumn<WithdrawRecord>[] {
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
  ];
}

export function WithdrawHistory({
  page,
  loading,
  error,
  conversionRate,
  onPageChange,
  onRetry,
}: WithdrawHistoryProps) {
  return (
    <Section title="Withdraw History">
      <PagedTable
        label="Withdraw History"
        paginationLabel="Withdraw History pages"
        page={page}
        columns={columns(conversionRate)}
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
