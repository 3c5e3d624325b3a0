import { explorerLink } from '../../api/contract/noticeRules';
import type { TransactionsResponse } from '../../api/wallet';
import { type FilterField, formatDollars, StatusPill, shorten, type TableColumn } from '../../ui';
import { FilteredList } from '../shared/FilteredList/FilteredList';
import { describeFilter } from '../shared/FilteredList/listFilter';
import type { FilteredListState } from '../shared/FilteredList/useFilteredList';
import * as styles from './Transactions.css';
import {
  formatTransactionTime,
  sourceLabel,
  typeLabel,
  typeOptions,
  walletLabel,
  walletOptions,
} from './transactionLabels';

type Line = TransactionsResponse['data']['data'][number];

export type TransactionsViewProps = FilteredListState<TransactionsResponse>;

/** The withdrawal a line requested: its state, and once paid the chain hash, linked to the explorer. */
function WithdrawalState({ withdrawal }: { withdrawal: NonNullable<Line['withdrawal']> }) {
  const hash = withdrawal.t_hash;
  const url = hash ? (explorerLink(withdrawal.network, hash)?.url ?? null) : null;
  return (
    <span className={styles.withdrawal}>
      <StatusPill kind="withdrawal" status={withdrawal.status} />
      {hash &&
        (url ? (
          <a href={url} target="_blank" rel="noopener noreferrer" title={hash}>
            {shorten(hash)}
          </a>
        ) : (
          <span title={hash}>{shorten(hash)}</span>
        ))}
    </span>
  );
}

/** Spec document 2: Wallet, Type, Amount, Description, Source, Date; with the balance and id to reconcile by. */
const columns: TableColumn<Line>[] = [
  { id: 'wallet', header: 'Wallet', cell: (line) => walletLabel(line.wallet) },
  { id: 'type', header: 'Type', cell: (line) => typeLabel(line.type) },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (line) => <span className={styles.nowrap}>{formatDollars(line.value)}</span>,
  },
  {
    id: 'balance',
    header: 'Balance',
    align: 'end',
    cell: (line) => <span className={styles.nowrap}>{formatDollars(line.balance)}</span>,
  },
  {
    id: 'description',
    header: 'Description',
    cell: (line) => (
      <span className={styles.description}>
        {line.note}
        {line.withdrawal && <WithdrawalState withdrawal={line.withdrawal} />}
      </span>
    ),
  },
  { id: 'source', header: 'Source', cell: (line) => sourceLabel(line.source) },
  {
    id: 'date',
    header: 'Date',
    cell: (line) => (
      <time className={styles.nowrap} dateTime={line.created_at}>
        {formatTransactionTime(line.created_at)}
      </time>
    ),
  },
  { id: 'id', header: 'Transaction ID', align: 'end', cell: (line) => line.transaction_id },
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
      rowKey={(line, index) => `${line.transaction_id}:${line.wallet}:${index}`}
    />
  );
}
