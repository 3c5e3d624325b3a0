import type { Key } from 'react';
import { RetryAlert } from '../RetryAlert/RetryAlert';
import { type PageMeta, Pagination } from '../Table/Pagination';
import { Table, type TableColumn } from '../Table/Table';

/** One page of the API's paged list envelope: its numbers and its rows. */
export type PagedRows<Row> = PageMeta & { data: readonly Row[] };

export type PagedTableProps<Row> = {
  /** The page in view; null or undefined until the first one answers. */
  page: PagedRows<Row> | null | undefined;
  /** The columns, each a header and how to render a row's cell. */
  columns: readonly TableColumn<Row>[];
  /** A stable key per row, e.g. its id. */
  rowKey: (row: Row, index: number) => Key;
  /** Names the table and its scroll region. */
  label: string;
  /** Names the page navigation, which a screen with more than one list must tell apart. */
  paginationLabel: string;
  /** Shows skeleton rows while a page loads. */
  loading?: boolean;
  /** Why the list could not be loaded; shown instead of the table, with 'Try again' when onRetry is given. */
  error?: string | null;
  /** The money lists of the spec all say 'No Data For Action' when empty. */
  emptyText?: string;
  /** Called with the page number the member asks for. */
  onPageChange: (page: number) => void;
  /** Loads the page again after an error; offered as 'Try again'. */
  onRetry?: () => void;
  /** Extra class on the table's wrapper, for placement by the page. */
  className?: string;
};

/** A list the API serves page by page: the table, its loading and empty states, the page navigation, or why it failed. */
export function PagedTable<Row>({
  page,
  columns,
  rowKey,
  label,
  paginationLabel,
  loading = false,
  error = null,
  emptyText = 'No Data For Action',
  onPageChange,
  onRetry,
  className,
}: PagedTableProps<Row>) {
  if (error) {
    return <RetryAlert message={error} onRetry={onRetry} className={className} />;
  }
  return (
    <Table
      className={className}
      label={label}
      columns={columns}
      rows={page?.data ?? []}
      rowKey={rowKey}
      loading={loading}
      emptyText={emptyText}
      footer={
        page && page.total > 0 ? (
          <Pagination meta={page} onPageChange={onPageChange} label={paginationLabel} />
        ) : null
      }
    />
  );
}
