import { RetryAlert, Table, type TableColumn } from '../../../ui';

/** One list as its query holds it. */
export type ListState<Row> = {
  rows: readonly Row[] | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
};

/** What came of the last decision; `waiting` when it now needs a second operator. */
export type Outcome = { message: string; waiting: boolean };

export type MoneyTableProps<Row> = {
  state: ListState<Row>;
  label: string;
  emptyText: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => number;
};

/** A list of the Money section: placeholder rows while it loads, the failure and Try again when it cannot. */
export function MoneyTable<Row>({ state, rowKey, ...table }: MoneyTableProps<Row>) {
  if (state.error && !state.rows) return <RetryAlert message={state.error} onRetry={state.onRetry} />;
  return (
    <Table
      {...table}
      rows={state.rows ?? []}
      rowKey={rowKey}
      loading={state.loading && !state.rows}
      loadingRows={3}
    />
  );
}
