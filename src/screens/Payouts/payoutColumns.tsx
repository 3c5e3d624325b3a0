import type { Payout } from '../../api/payouts';
import { StatusPill, type TableColumn } from '../../ui';
import { PayoutDetailDialog, type PayoutDetailState } from './PayoutDetailDialog';
import * as styles from './Payouts.css';
import { formatPayoutDate, payoutAmount } from './payoutFormat';

export type DetailHandlers = {
  detail: PayoutDetailState | null;
  onOpenDetail: (id: number) => void;
  onCloseDetail: () => void;
  onRetryDetail: () => void;
};

/** Spec document 2 §2: Date, From Username, Amount, Description, Source, Status; the description opens the detail. */
export function payoutColumns({
  detail,
  onOpenDetail,
  onCloseDetail,
  onRetryDetail,
}: DetailHandlers): TableColumn<Payout>[] {
  return [
    {
      id: 'date',
      header: 'Date',
      cell: (payout) => <span className={styles.nowrap}>{formatPayoutDate(payout.created_at)}</span>,
    },
    { id: 'from', header: 'From Username', cell: (payout) => payout.from_username },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (payout) => <span className={styles.nowrap}>{payoutAmount(payout)}</span>,
    },
    {
      id: 'description',
      header: 'Description',
      cell: (payout) => (
        <PayoutDetailDialog
          payout={payout}
          detail={detail}
          onOpenChange={(open) => (open ? onOpenDetail(payout.id) : onCloseDetail())}
          onRetry={onRetryDetail}
          trigger={
            <button type="button" className={styles.why}>
              {payout.description || 'Why I earned this'}
            </button>
          }
        />
      ),
    },
    { id: 'source', header: 'Source', cell: (payout) => payout.source },
    {
      id: 'status',
      header: 'Status',
      cell: (payout) => <StatusPill kind="payout" status={payout.is_paid} />,
    },
  ];
}
