import { type Key, type ReactNode, useState } from 'react';
import { buttonRow } from '../../../theme';
import {
  Button,
  FilterDialog,
  type FilterField,
  PagedTable,
  PageHeader,
  Skeleton,
  SummaryRow,
  type TableColumn,
} from '../../../ui';
import * as styles from './FilteredList.css';
import type { FilteredListState, ListResponse } from './useFilteredList';

export type FilteredListProps<Row> = Omit<FilteredListState<ListResponse<Row>>, 'filter' | 'sources'> & {
  title: string;
  description: string;
  /** The filter dialog's choices besides the dates. */
  fields: FilterField[];
  /** The filter in force in words, or '' when nothing narrows the list. */
  applied: string;
  /** A line above the filter's, saying what else narrows the list. */
  notice?: ReactNode;
  /** Names the summary cards. */
  summaryLabel: string;
  /** Names the table, and its page navigation. */
  tableLabel: string;
  paginationLabel: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row, index: number) => Key;
};

/** A money list page: filter and CSV export, the filter in force, summary cards, and the paged table. */
export function FilteredList<Row>({
  result,
  loading,
  error,
  exporting,
  onFilter,
  onClearFilter,
  onPageChange,
  onExport,
  onRetry,
  title,
  description,
  fields,
  applied,
  notice,
  summaryLabel,
  tableLabel,
  paginationLabel,
  columns,
  rowKey,
}: FilteredListProps<Row>) {
  // Clearing the filter from the page also empties the dialog, which keeps what was typed otherwise.
  const [dialogKey, setDialogKey] = useState(0);
  const page = result?.data;

  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        description={description}
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
      {notice && <div className={styles.filters}>{notice}</div>}
      {applied && (
        <div className={styles.filters}>
          <p>Filtered by {applied}</p>
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
          label={summaryLabel}
          items={result.more_details.map((card) => ({ title: card.title, amount: card.value }))}
        />
      ) : (
        !error && <Skeleton shape="rect" height="72px" />
      )}
      <PagedTable
        label={tableLabel}
        paginationLabel={paginationLabel}
        page={page}
        columns={columns}
        rowKey={rowKey}
        loading={loading || !page}
        error={error}
        onPageChange={onPageChange}
        onRetry={onRetry}
      />
    </div>
  );
}
