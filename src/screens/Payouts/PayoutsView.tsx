import type { PayoutsResponse } from '../../api/payouts';
import { ButtonLink, type FilterField } from '../../ui';
import { FilteredList } from '../shared/FilteredList/FilteredList';
import type { FilteredListState } from '../shared/FilteredList/useFilteredList';
import { type DetailHandlers, payoutColumns } from './payoutColumns';
import { filterSummary, statusOptions } from './payoutFormat';

export type PayoutsViewProps = DetailHandlers &
  FilteredListState<PayoutsResponse> & {
    /** Only today's payouts, as the referral payouts link asks. */
    today: boolean;
  };

export function PayoutsView({
  filter,
  today,
  sources,
  detail,
  onOpenDetail,
  onCloseDetail,
  onRetryDetail,
  ...list
}: PayoutsViewProps) {
  const fields: FilterField[] = [
    {
      name: 'source',
      label: 'Source',
      type: 'select',
      options: sources.map((source) => ({ value: source, label: source })),
    },
    { name: 'is_paid', label: 'Status', type: 'select', options: statusOptions },
  ];

  return (
    <FilteredList
      {...list}
      title="Payouts"
      description="Income from your team, newest first. Open a description to see why you earned it."
      fields={fields}
      applied={filterSummary(filter)}
      notice={
        today && (
          <>
            <p>Showing today's payouts only.</p>
            <ButtonLink to="/user/payouts" variant="ghost" replace>
              Show all payouts
            </ButtonLink>
          </>
        )
      }
      summaryLabel="Payout summary"
      tableLabel="Payouts"
      paginationLabel="Payout pages"
      columns={payoutColumns({ detail, onOpenDetail, onCloseDetail, onRetryDetail })}
      rowKey={(payout) => payout.id}
    />
  );
}
