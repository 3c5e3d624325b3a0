import type { Key } from 'react';
import { PagedTable, type TableColumn } from '../../../ui';
import type { ListView } from './useOperatorList';

export type PagedListProps<Row> = {
  list: ListView<Row>;
  /** Names the table; its page navigation is '<label> pages'. */
  label: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => Key;
  emptyText: string;
};

/**
 * A back-office list's table: where the operator is ('Showing 51 to 100 of 150 results'), every page to the
 * last, the failure with Try again, and the page in view kept while the next one loads.
 */
export function PagedList<Row>({ list, label, columns, rowKey, emptyText }: PagedListProps<Row>) {
  return (
    <PagedTable
      page={list.page}
      columns={columns}
      rowKey={rowKey}
      label={label}
      paginationLabel={`${label} pages`}
      loading={list.loading && !list.page}
      error={list.page ? null : list.error}
      emptyText={emptyText}
      onPageChange={(page) => list.onChange({ page })}
      onRetry={list.onRetry}
    />
  );
}
