import type { ApprovalRequest } from '../../../api/operatorMoney';
import { Button, formatDateTime, formatUsdt, Numeric, type TableColumn } from '../../../ui';
import { DecisionDialog, type DecisionHandlers, type DecisionState, OutcomeBanner } from './DecisionDialog';
import * as styles from './Money.css';
import { type ListState, MoneyTable, type Outcome } from './MoneyTable';
import { approvalDetail, kindLabels } from './moneyText';

export type { ListState, Outcome } from './MoneyTable';

export type ApprovalsViewProps = {
  /** The signed-in operator's username; their own requests wait for someone else. */
  me: string | null;
  /** The role holds money.write; without it the lists are read only. */
  canWrite: boolean;
  /** Above this amount (USDT) a deposit or withdrawal needs a second operator. */
  threshold: string | null;
  pending: ListState<ApprovalRequest>;
  decided: ListState<ApprovalRequest>;
  outcome: Outcome | null;
  onDismissOutcome: () => void;
  onApprove: (request: ApprovalRequest) => void;
  onDecline: (request: ApprovalRequest) => void;
  decision: DecisionState;
} & DecisionHandlers;

const subjectId = (request: ApprovalRequest) => `approval-${request.id}-subject`;

const common: TableColumn<ApprovalRequest>[] = [
  {
    id: 'kind',
    header: 'Kind',
    cell: (request) => <span id={subjectId(request)}>{`${kindLabels[request.kind]} #${request.id}`}</span>,
  },
  { id: 'member', header: 'Member', cell: (request) => request.username },
  { id: 'amount', header: 'Amount', align: 'end', cell: (request) => formatUsdt(request.amount) },
  {
    id: 'details',
    header: 'Details',
    cell: (request) => <span className={styles.wrap}>{approvalDetail(request)}</span>,
  },
  { id: 'asked-by', header: 'Asked by', cell: (request) => request.requested_by },
];

function pendingColumns({ me, canWrite, onApprove, onDecline }: ApprovalsViewProps) {
  const columns: TableColumn<ApprovalRequest>[] = [
    ...common,
    { id: 'when', header: 'When', cell: (request) => formatDateTime(request.requested_at) },
  ];
  if (!canWrite) return columns;
  columns.push({
    id: 'actions',
    header: 'Actions',
    cell: (request) =>
      me !== null && request.requested_by === me ? (
        <span className={styles.waitingNote}>Waiting for another operator</span>
      ) : (
        <div className={styles.actions}>
          <Button size="sm" aria-describedby={subjectId(request)} onClick={() => onApprove(request)}>
            Approve
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-describedby={subjectId(request)}
            onClick={() => onDecline(request)}
          >
            Decline
          </Button>
        </div>
      ),
  });
  return columns;
}

const decidedColumns: TableColumn<ApprovalRequest>[] = [
  ...common,
  {
    id: 'decision',
    header: 'Decision',
    cell: (request) => (
      <span className={styles.wrap}>
        <strong>{request.status === 'approved' ? 'Approved' : 'Declined'}</strong>
        {request.reason ? `: ${request.reason}` : ''}
      </span>
    ),
  },
  { id: 'decided-by', header: 'Decided by', cell: (request) => request.decided_by ?? '' },
  {
    id: 'decided-at',
    header: 'Decided',
    cell: (request) => (request.decided_at ? formatDateTime(request.decided_at) : ''),
  },
];

/** Money moves of the two-person rule: those waiting for a second operator first, then those decided. */
export function ApprovalsView(props: ApprovalsViewProps) {
  const { threshold, pending, decided, outcome, onDismissOutcome, decision, ...handlers } = props;
  return (
    <div className={styles.panel}>
      {outcome && <OutcomeBanner {...outcome} onDismiss={onDismissOutcome} />}
      <h2 className={styles.sectionTitle}>Waiting for a second operator</h2>
      {threshold !== null && (
        <p className={styles.muted}>
          Deposits and withdrawals above <Numeric>{formatUsdt(threshold)}</Numeric>, and every adjustment,
          wait here until another operator approves them.
        </p>
      )}
      <MoneyTable
        state={pending}
        rowKey={(request) => request.id}
        label="Waiting for a second operator"
        emptyText="Nothing is waiting for a second operator"
        columns={pendingColumns(props)}
      />
      <h2 className={styles.sectionTitle}>Decided</h2>
      <MoneyTable
        state={decided}
        rowKey={(request) => request.id}
        label="Decided requests"
        emptyText="No request has been decided yet"
        columns={decidedColumns}
      />
      <DecisionDialog
        {...decision}
        onTextChange={handlers.onTextChange}
        onConfirm={handlers.onConfirm}
        onCancel={handlers.onCancel}
      />
    </div>
  );
}
