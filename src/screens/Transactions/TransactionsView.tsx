import { useState } from 'react';
import type { TransactionsResponse } from '../../api/wallet';
import { buttonRow } from '../../theme';
import {
  Button,
  FilterDialog,
  type FilterField,
  type FilterValues,
  formatUsdt,
  PagedTable,
  PageHeader,
  Skeleton,
  SummaryRow,
  type TableColumn,
} from '../../ui';
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

export type TransactionsViewProps = {
  /** Undefined until the first page answers. */
  result: TransactionsResponse | undefined;
  /** True while a page is on its way (the previous one may still be shown). */
  loading: boolean;
  error: string | null;
  /** The filter in force, as the dialog sent it (dates DD-MM-YYYY). */
  filter: FilterValues;
  /** Sources the member's lines come from, for the filter's choices. */
  sources: readonly string[];
  exporting: boolean;
  onFilter: (filter: FilterValues) => void;
  onClearFilter: () => void;
  onPageChange: (page: number) => void;
  onExport: () => void;
  onRetry: () => void;
};

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

export function TransactionsView({
  result,
  loading,
  error,
  filter,
  sources,
  exporting,
  onFilter,
  onClearFilter,
  onPageChange,
  onExport,
  onRetry,
}: TransactionsViewProps) {
  // Clearing the filter from the page also empties the dialog, which keeps what was typed otherwise.
  const [dialogKey, setDialogKey] = useState(0);
  const applied = Object.entries(filter).filter(([name, value]) => value && filterNames[name]);
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
  const page = result?.data;

  return (
    <div className={styles.page}>
      <PageHeader
        title="My Transactions"
        description="Every credit and debit of your wallets, newest first."
        actions={
          <div className={buttonRow}>
            <FilterDialog
              key={dialogKey}
              fields={fields}
              onFilter={onFilter}
              trigger={<Button variant="secondary">Filter</Button>}
            />
            <Button
              variant="secondary"
              busy={exporting}
              disabled={!page || page.total === 0}
              onClick={onExport}
            >
              Export CSV
            </Button>
          </div>
        }
      />
      {applied.length > 0 && (
        <div className={styles.filters}>
          <p>Filtered by {applied.map(([name, value]) => filterNames[name]?.(value)).join(', ')}</p>
          <Button
            variant="ghost"
            onClick={() => {
              setDialogKey((key) => key + 1);
              onClearFilter();
            }}
          >
            Clear Filter
          </Button>
        </div>
      )}
      {result ? (
        <SummaryRow
          label="Transaction summary"
          items={result.more_details.map((card) => ({ title: card.title, amount: card.value }))}
        />
      ) : (
        !error && <Skeleton shape="rect" height="72px" />
      )}
      <PagedTable
        label="Transactions"
        paginationLabel="Transaction pages"
        page={page}
        columns={columns}
        rowKey={(line, index) => `${line.created_at}:${line.wallet}:${index}`}
        loading={loading || !page}
        error={error}
        onPageChange={onPageChange}
        onRetry={onRetry}
      />
    </div>
  );
}
