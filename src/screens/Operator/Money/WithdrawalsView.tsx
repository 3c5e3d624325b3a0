import { type OperatorWithdrawal, type WithdrawalStatus, withdrawalQueue } from '../../../api/operatorMoney';
import {
  Button,
  formatDateTime,
  formatUsdt,
  Select,
  StatusPill,
  statusOf,
  type TableColumn,
} from '../../../ui';
import { DecisionDialog, type DecisionHandlers, type DecisionState, OutcomeBanner } from './DecisionDialog';
import * as styles from './Money.css';
import { type ListState, MoneyTable, type Outcome } from './MoneyTable';
import { withdrawalDestination } from './moneyText';

export type WithdrawalsViewProps = {
  status: WithdrawalStatus;
  onStatusChange: (status: WithdrawalStatus) => void;
  list: ListState<OperatorWithdrawal>;
  /** The role holds money.write; without it the queue is read only. */
  canWrite: boolean;
  outcome: Outcome | null;
  onDismissOutcome: () => void;
  onApprove: (withdrawal: OperatorWithdrawal) => void;
  onPaid: (withdrawal: OperatorWithdrawal) => void;
  onReject: (withdrawal: OperatorWithdrawal) => void;
  decision: DecisionState;
} & DecisionHandlers;

const statusOptions = withdrawalQueue.map((code) => ({
  value: String(code),
  label: statusOf('withdrawal', code).label,
}));

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
        {withdrawal.status === 2 && withdrawal.remarks ? ` ${withdrawal.remarks}` : ''}
      </span>
    ),
  },
];

function actionsColumn({
  onApprove,
  onPaid,
  onReject,
}: WithdrawalsViewProps): TableColumn<OperatorWithdrawal> {
  return {
    id: 'actions',
    header: 'Actions',
    cell: (withdrawal) => {
      const open = withdrawal.status === 0 || withdrawal.status === 3;
      if (!open) return null;
      const describedBy = subjectId(withdrawal);
      return (
        <div className={styles.actions}>
          {withdrawal.status === 0 ? (
            <Button size="sm" aria-describedby={describedBy} onClick={() => onApprove(withdrawal)}>
              Approve
            </Button>
          ) : (
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
  const { status, onStatusChange, list, canWrite, outcome, onDismissOutcome, decision } = props;
  const actionable = canWrite && (status === 0 || status === 3);
  const columns = actionable ? [...baseColumns, actionsColumn(props)] : baseColumns;
  const label = `${statusOf('withdrawal', status).label} withdrawals`;
  return (
    <div className={styles.panel}>
      {outcome && <OutcomeBanner {...outcome} onDismiss={onDismissOutcome} showApprovalsLink />}
      <div className={styles.toolbar}>
        <h2 className={styles.sectionTitle}>Withdrawal queue</h2>
        <Select
          className={styles.statusSelect}
          label="Status"
          options={statusOptions}
          value={String(status)}
          onValueChange={(value) => onStatusChange(Number(value) as WithdrawalStatus)}
        />
      </div>
      <MoneyTable
        state={list}
        rowKey={(withdrawal) => withdrawal.id}
        label={label}
        emptyText={`No ${label.toLowerCase()}`}
        columns={columns}
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
