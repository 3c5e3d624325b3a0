import { transferWalletLabels } from '../../api/contract';
import type { TransferListResponse, TransferRecord, TransferWallet } from '../../api/wallet';
import { formatUsdt, Pagination, Section, Table, type TableColumn } from '../../ui';
import * as styles from './Transfer.css';
import { formatDateTime, transferStatus, walletName } from './transferFormat';

export interface TransferHistoryProps {
  page: TransferListResponse['data'] | null;
  loading: boolean;
  onPageChange: (page: number) => void;
}

const typeLabel = (type: string) => transferWalletLabels[type as TransferWallet] ?? type;

const columns: TableColumn<TransferRecord>[] = [
  {
    id: 'date',
    header: 'Date',
    cell: (row) => <span className={styles.nowrap}>{formatDateTime(row.created_at)}</span>,
  },
  { id: 'payer', header: 'Payer', cell: (row) => row.payer },
  { id: 'payee', header: 'Payee', cell: (row) => row.payee },
  { id: 'from', header: 'From Wallet', cell: (row) => walletName(row.from_wallet) },
  { id: 'to', header: 'To Wallet', cell: (row) => walletName(row.to_wallet) },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (row) => <span className={styles.nowrap}>{formatUsdt(row.transfer_amount)}</span>,
  },
  {
    id: 'net',
    header: 'Net Amount',
    align: 'end',
    cell: (row) => <span className={styles.nowrap}>{formatUsdt(row.net_transfer_amount)}</span>,
  },
  { id: 'type', header: 'Transfer Type', cell: (row) => typeLabel(row.transfer_type) },
  { id: 'comment', header: 'Comment', cell: (row) => row.comment || '—' },
  { id: 'status', header: 'Status', cell: (row) => transferStatus(row.status) },
];

/** Transfer History: the member's transfers, newest first, ten a page. */
export function TransferHistory({ page, loading, onPageChange }: TransferHistoryProps) {
  const rows = page?.data ?? [];
  return (
    <Section title="Transfer History">
      <Table
        label="Transfer History"
        columns={columns}
        rows={rows}
        rowKey={(row, index) => `${row.created_at}:${index}`}
        loading={loading}
        emptyText="No Data For Action"
        footer={
          page && rows.length > 0 ? (
            <Pagination meta={page} onPageChange={onPageChange} label="Transfer History pages" />
          ) : undefined
        }
      />
    </Section>
  );
}
