import type { TransactionsResponse } from '../../api/wallet';
import { type FilterField, formatUsdt, type TableColumn } from '../../ui';
import { FilteredList } from '../FilteredList/FilteredList';
import { describeFilter } from '../FilteredList/listFilter';
import type { FilteredListState } from '../FilteredList/useFilteredList';
import * as styles from './Transactions.css';
import {
  formatTransactionDate,
  sourceLabel,
  typeLabel,
  typeOptions,
  walletLabel,
  walletOptions,
} from './transactionLabels';

type Line = TransactionsResponse['data']['data'][number];

export type TransactionsViewProps = FilteredListState<TransactionsResponse>;

const columns: TableColumn<Line>[] = [
  { id: 'wallet', header: 'Wallet', cell: (line) => walletLabel(line.wallet) },
  { id: 'type', header: 'Type', cell: (line) => typeLabel(line.type) },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (line) => <span className={styles.nowrap}>{formatUsdt(line.value)}</span>,
  },
  {
    id: 'description',
    header: 'Description',
    cell: (line) => <span className={styles.description}>{line.note}</span>,
  },
  { id: 'source', header: 'Source', cell: (line) => sourceLabel(line.source) },
  {
    id: 'date',
    header: 'Date',
    cell: (line) => <span className={styles.nowrap}>{formatTransactionDate(line.created_at)}</span>,
  },
];

const filterNames: Record<string, (value: string) => string> = {
  wallet: (value) => `Wallet: ${walletOptions.find((o) => o.value === value)?.label ?? value}`,
  type: (value) => `Type: ${typeLabel(value)}`,
  source: (value) => `Source: ${sourceLabel(value)}`,
  from_date: (value) => `From: ${value}`,
  to_date: (value) => `To: ${value}`,
};

export function TransactionsView({ filter, sources, ...list }: TransactionsViewProps) {
  const fields: FilterField[] = [
    { name: 'wallet', label: 'Wallet', type: 'select', options: walletOptions },
    { name: 'type', label: 'Type', type: 'select', options: typeOptions },
    {
      name: 'source',
      label: 'Transaction Source',
      type: 'select',
      options: sources.map((source) => ({ value: source, label: sourceLabel(source) })),
    },
  ];

  return (
    <FilteredList
      {...list}
      title="My Transactions"
      description="Every credit and debit of your wallets, newest first."
      fields={fields}
      applied={describeFilter(filter, filterNames)}
      summaryLabel="Transaction summary"
      tableLabel="Transactions"
      paginationLabel="Transaction pages"
      columns={columns}
      rowKey={(line, index) => `${line.created_at}:${line.wallet}:${index}`}
    />
  );
}
