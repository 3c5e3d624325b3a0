import {
  type TransferListResponse,
  type TransferRecord,
  type TransferWallet,
  transferWalletLabels,
} from '../../api/wallet';
import { PagedTable, Section, StatusPill, type TableColumn } from '../../ui';
import { dateColumn, usdtColumn } from '../shared/moneyHistory';
import { historyTable } from '../shared/moneyHistory.css';
import { walletName } from './transferFormat';

export interface TransferHistoryProps {
  page: TransferListResponse['data'] | null;
  loading: boolean;
  onPageChange: (page: number) => void;
}

const typeLabel = (type: string) => transferWalletLabels[type as TransferWallet] ?? type;

const columns: TableColumn<TransferRecord>[] = [
  dateColumn(),
  { id: 'payer', header: 'Payer', cell: (row) => row.payer },
  { id: 'payee', header: 'Payee', cell: (row) => row.payee },
  { id: 'from', header: 'From Wallet', cell: (row) => walletName(row.from_wallet) },
  { id: 'to', header: 'To Wallet', cell: (row) => walletName(row.to_wallet) },
  usdtColumn('amount', 'Amount', (row) => row.transfer_amount),
  usdtColumn('net', 'Net Amount', (row) => row.net_transfer_amount),
  { id: 'type', header: 'Transfer Type', cell: (row) => typeLabel(row.transfer_type) },
  { id: 'comment', header: 'Comment', cell: (row) => row.comment || '—' },
  { id: 'status', header: 'Status', cell: (row) => <StatusPill kind="transfer" status={row.status} /> },
];

/** Transfer History: the member's transfers, newest first, ten a page. */
export function TransferHistory({ page, loading, onPageChange }: TransferHistoryProps) {
  return (
    <Section title="Transfer History">
      <PagedTable
        label="Transfer History"
        className={historyTable}
        paginationLabel="Transfer History pages"
        page={page}
        columns={columns}
        rowKey={(row, index) => `${row.created_at}:${index}`}
        loading={loading}
        onPageChange={onPageChange}
      />
    </Section>
  );
}
