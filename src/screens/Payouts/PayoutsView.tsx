import { useState } from 'react';
import type { PayoutsResponse } from '../../api/payouts';
import { buttonRow } from '../../theme';
import {
  Button,
  ButtonLink,
  FilterDialog,
  type FilterField,
  type FilterValues,
  PagedTable,
  PageHeader,
  Skeleton,
  SummaryRow,
} from '../../ui';
import * as styles from './Payouts.css';
import { type DetailHandlers, payoutColumns } from './payoutColumns';
import { filterSummary, statusOptions } from './payoutFormat';

export type PayoutsViewProps = DetailHandlers & {
  /** Undefined until the first page answers. */
  result: PayoutsResponse | undefined;
  /** True while a page is on its way (the previous one may still be shown). */
  loading: boolean;
  error: string | null;
  /** The filter in force, as the dialog sent it (dates DD-MM-YYYY). */
  filter: FilterValues;
  /** Only today's payouts, as the referral payouts link asks. */
  today: boolean;
  /** Sources the member's payouts come from, for the filter's choices. */
  sources: readonly string[];
  exporting: boolean;
  onFilter: (filter: FilterValues) => void;
  onClearFilter: () => void;
  onPageChange: (page: number) => void;
  onExport: () => void;
  onRetry: () => void;
};

export function PayoutsView({
  result,
  loading,
  error,
  filter,
  today,
  sources,
  exporting,
  onFilter,
  onClearFilter,
  onPageChange,
  onExport,
  onRetry,
  ...detailHandlers
}: PayoutsViewProps) {
  // Clearing the filter from the page also empties the dialog, which keeps what was typed otherwise.
  const [dialogKey, setDialogKey] = useState(0);
  const applied = filterSummary(filter);
  const fields: FilterField[] = [
    {
      name: 'source',
      label: 'Source',
      type: 'select',
      options: sources.map((source) => ({ value: source, label: source })),
    },
    { name: 'is_paid', label: 'Status', type: 'select', options: statusOptions },
  ];
  const page = result?.data;

  return (
    <div className={styles.page}>
      <PageHeader
        title="Payouts"
        description="Income from your team, newest first. Open a description to see why you earned it."
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
      {today && (
        <div className={styles.filters}>
          <p>Showing today's payouts only.</p>
          <ButtonLink to="/user/payouts" variant="ghost" replace>
            Show all payouts
          </ButtonLink>
        </div>
      )}
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
          label="Payout summary"
          items={result.more_details.map((card) => ({ title: card.title, amount: card.value }))}
        />
      ) : (
        !error && <Skeleton shape="rect" height="72px" />
      )}
      <PagedTable
        label="Payouts"
        paginationLabel="Payout pages"
        page={page}
        columns={payoutColumns(detailHandlers)}
        rowKey={(payout) => payout.id}
        loading={loading || !page}
        error={error}
        onPageChange={onPageChange}
        onRetry={onRetry}
      />
    </div>
  );
}
