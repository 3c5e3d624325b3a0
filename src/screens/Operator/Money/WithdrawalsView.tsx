import { operatorMay, withdrawalStatuses } from '../../../api/contract/withdrawRules';
import { type OperatorWithdrawal, withdrawalQueue } from '../../../api/operatorMoney';
import {
  Button,
  formatDateTime,
  formatUsdt,
  Select,
  StatusPill,
  statusOf,
  type TableColumn,
} from '../../../ui';
import { FindFilter } from '../shared/FindFilter';
import { ListToolbar, type SortOption } from '../shared/ListToolbar';
import * as listStyles from '../shared/lists.css';
import { PagedList } from '../shared/PagedList';
import type { ListView } from '../shared/useOperatorList';
import { DecisionDialog, type DecisionHandlers, type DecisionState, OutcomeBanner } from './DecisionDialog';
import * as styles from './Money.css';
import type { Outcome } from './MoneyTable';
import { withdrawalDestination } from './moneyText';

/** The queue opens on Pending; 'all' shows every status. */
export const queueStatus = (status: unknown) => (typeof status === 'string' ? status : '0');

export type WithdrawalsViewProps = {
  /** The page, order and filters (status, username) as the address holds them. */
  list: ListView<OperatorWithdrawal>;
  /** The role holds money.write; without it the queue is read only. */
  canWrite: boolean;
  outcome: Outcome | null;
  onDismissOutcome: () => void;
  onApprove: (withdrawal: OperatorWithdrawal) => void;
  onPaid: (withdrawal: OperatorWithdrawal) => void;
  onReject: (withdrawal: OperatorWithdrawal) => void;
  decision: DecisionState;
} & DecisionHandlers;

const statusOptions = [
  ...withdrawalQueue.map((code) => ({ value: String(code), label: statusOf('withdrawal', code).label })),
  { value: 'all', label: 'Any status' },
];

export const withdrawalSorts: SortOption[] = [
  { value: 'created_at', label: 'Time asked', desc: 'Newest first', asc: 'Oldest first' },
  { value: 'amount', label: 'Amount', desc: 'Largest first', asc: 'Smallest first' },
];

const subjectId = (withdrawal: OperatorWithdrawal) => `withdrawal-${withdrawal.id}-subject`;

const baseColumns: TableColumn<OperatorWithdrawal>[] = [
  {
    id: 'code',
    header: 'Code',
    cell: (withdrawal) => <span id={subjectId(withdrawal)}>{withdrawal.code}</span>,
  },
  { id: 'member', header: 'Member', cell: (withdrawal) => withdrawal.username },
  { id: 'amount', header: 'Amount', align: 'end', cell: (withdrawal) => formatUsdt(withdrawal.amount_from) },
  { id: 'net', header: 'Net of fee', align: 'end', cell: (withdrawal) => formatUsdt(withdrawal.net_amount) },
  {
    id: 'to',
    header: 'Paid to',
    cell: (withdrawal) => <span className={styles.wrap}>{withdrawalDestination(withdrawal)}</span>,
  },
  { id: 'asked', header: 'Asked', cell: (withdrawal) => formatDateTime(withdrawal.created_at) },
  {
    id: 'status',
    header: 'Status',
    cell: (withdrawal) => (
      <span className={styles.wrap}>
        <StatusPill kind="withdrawal" status={withdrawal.status} />
        {withdrawal.t_hash ? ` ${withdrawal.t_hash}` : ''}
        {confirming(withdrawal) ? ` Payout confirming since block ${withdrawal.payout_block}` : ''}
        {withdrawal.status !== withdrawalStatuses.completed && withdrawal.remarks
          ? ` ${withdrawal.remarks}`
          : ''}
      </span>
    ),
  },
];

/** Paid on a watched chain and waiting for its confirmations: it completes by itself once final. */
const confirming = (withdrawal: OperatorWithdrawal) =>
  withdrawal.status === withdrawalStatuses.processing && withdrawal.payout_block != null;

function actionsColumn({
  onApprove,
  onPaid,
  onReject,
}: WithdrawalsViewProps): TableColumn<OperatorWithdrawal> {
  return {
    id: 'actions',
    header: 'Actions',
    cell: (withdrawal) => {
      // Completed and rejected withdrawals are settled, and a confirming payout is on its way: nothing can be
      // done to them.
      if (!operatorMay('reject', withdrawal.status) || confirming(withdrawal)) return null;
      const describedBy = subjectId(withdrawal);
      return (
        <div className={styles.actions}>
          {operatorMay('approve', withdrawal.status) && (
            <Button size="sm" aria-describedby={describedBy} onClick={() => onApprove(withdrawal)}>
              Approve
            </Button>
          )}
          {operatorMay('paid', withdrawal.status) && (
            <Button size="sm" aria-describedby={describedBy} onClick={() => onPaid(withdrawal)}>
              Mark paid
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            aria-describedby={describedBy}
            onClick={() => onReject(withdrawal)}
          >
            Reject
          </Button>
        </div>
      );
    },
  };
}

/** The withdrawal queue by status: approve a pending one, mark a processing one paid, or reject either. */
export function WithdrawalsView(props: WithdrawalsViewProps) {
  const { list, canWrite, outcome, onDismissOutcome, decision } = props;
  const status = queueStatus(list.params.status);
  const actionable = canWrite && (status === 'all' || operatorMay('reject', Number(status)));
  const columns = actionable ? [...baseColumns, actionsColumn(props)] : baseColumns;
  const label =
    status === 'all' ? 'Withdrawals' : `${statusOf('withdrawal', Number(status)).label} withdrawals`;
  return (
    <div className={styles.panel}>
      {outcome && <OutcomeBanner {...outcome} onDismiss={onDismissOutcome} showApprovalsLink />}
      <h2 className={styles.sectionTitle}>Withdrawal queue</h2>
      <ListToolbar label="Withdrawal filters" sorts={withdrawalSorts} days="Asked" {...list}>
        <Select
          className={listStyles.field}
          label="Status"
          options={statusOptions}
          value={status}
          onValueChange={(value) => list.onChange({ status: value })}
        />
        <FindFilter
          label="Member"
          value={String(list.params.username ?? '')}
          onApply={(username) => list.onChange({ username: username || undefined })}
        />
      </ListToolbar>
      <PagedList
        list={list}
        label={label}
        columns={columns}
        rowKey={(withdrawal) => withdrawal.id}
        emptyText={`No ${label.toLowerCase()}`}
      />
      <DecisionDialog
        {...decision}
        onTextChange={props.onTextChange}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
    </div>
  );
}
