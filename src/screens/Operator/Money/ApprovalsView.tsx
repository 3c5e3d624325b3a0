import type { ApprovalKind, ApprovalRequest, ApprovalStatus } from '../../../api/operatorMoney';
import { Button, formatDateTime, formatUsdt, Numeric, Select, type TableColumn } from '../../../ui';
import { kindLabels } from '../shared/approvalLabels';
import { FindFilter } from '../shared/FindFilter';
import { ListToolbar, type SortOption } from '../shared/ListToolbar';
import * as listStyles from '../shared/lists.css';
import { PagedList } from '../shared/PagedList';
import type { ListView } from '../shared/useOperatorList';
import { DecisionDialog, type DecisionHandlers, type DecisionState, OutcomeBanner } from './DecisionDialog';
import * as styles from './Money.css';
import type { Outcome } from './MoneyTable';
import { approvalConcerns, approvalDetail } from './moneyText';

export type { ListState, Outcome } from './MoneyTable';

export type ApprovalsViewProps = {
  /** The signed-in operator's username; their own requests wait for someone else. */
  me: string | null;
  /** The kinds the operator may approve or decline (their role's rights); the others they only read. */
  decides: readonly ApprovalKind[];
  /** The kinds the operator's role reads: the kind filter offers these. */
  kinds: readonly ApprovalKind[];
  /** Above this amount (USDT) a deposit or withdrawal needs a second operator. */
  threshold: string | null;
  /** The page, order and filters (status, kind, username) as the address holds them. */
  list: ListView<ApprovalRequest>;
  outcome: Outcome | null;
  onDismissOutcome: () => void;
  onApprove: (request: ApprovalRequest) => void;
  onDecline: (request: ApprovalRequest) => void;
  decision: DecisionState;
} & DecisionHandlers;

/** The list opens on what waits; 'all' shows every status. */
export const approvalStatus = (status: unknown) => (typeof status === 'string' ? status : 'pending');

const statusOptions = [
  { value: 'pending', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'Any status' },
];
const statusWords: Record<ApprovalStatus, string> = {
  pending: 'Waiting',
  approved: 'Approved',
  declined: 'Declined',
};

export const approvalSorts: SortOption[] = [
  { value: 'requested_at', label: 'Time asked', desc: 'Newest first', asc: 'Oldest first' },
  { value: 'amount', label: 'Amount', desc: 'Largest first', asc: 'Smallest first' },
];

const subjectId = (request: ApprovalRequest) => `approval-${request.id}-subject`;

const common: TableColumn<ApprovalRequest>[] = [
  {
    id: 'kind',
    header: 'Kind',
    cell: (request) => <span id={subjectId(request)}>{`${kindLabels[request.kind]} #${request.id}`}</span>,
  },
  { id: 'concerns', header: 'Concerns', cell: approvalConcerns },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (request) => (request.amount === null ? '—' : formatUsdt(request.amount)),
  },
  {
    id: 'details',
    header: 'Details',
    cell: (request) => <span className={styles.wrap}>{approvalDetail(request)}</span>,
  },
  { id: 'asked-by', header: 'Asked by', cell: (request) => request.requested_by },
  { id: 'when', header: 'When', cell: (request) => formatDateTime(request.requested_at) },
];

const decisionColumns: TableColumn<ApprovalRequest>[] = [
  {
    id: 'decision',
    header: 'Decision',
    cell: (request) => (
      <span className={styles.wrap}>
        <strong>{statusWords[request.status]}</strong>
        {request.reason ? `: ${request.reason}` : ''}
        {request.decided_by ? ` by ${request.decided_by}` : ''}
        {request.decided_at ? `, ${formatDateTime(request.decided_at)}` : ''}
      </span>
    ),
  },
];

function actionsColumn({
  me,
  decides,
  onApprove,
  onDecline,
}: ApprovalsViewProps): TableColumn<ApprovalRequest> {
  return {
    id: 'actions',
    header: 'Actions',
    cell: (request) => {
      if (request.status !== 'pending') return null;
      if (me !== null && request.requested_by === me)
        return <span className={styles.waitingNote}>Waiting for another operator</span>;
      if (!decides.includes(request.kind))
        return <span className={styles.waitingNote}>Another role decides this</span>;
      return (
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
      );
    },
  };
}

/** Every request of the two-person rule the role reads: money moves, operator and member changes, paged. */
export function ApprovalsView(props: ApprovalsViewProps) {
  const { threshold, list, kinds, outcome, onDismissOutcome, decision, ...handlers } = props;
  const status = approvalStatus(list.params.status);
  const columns = [
    ...common,
    ...(status === 'pending' ? [] : decisionColumns),
    ...(props.decides.length > 0 && (status === 'pending' || status === 'all') ? [actionsColumn(props)] : []),
  ];
  const label = status === 'pending' ? 'Waiting for a second person' : 'Requests';
  return (
    <div className={styles.panel}>
      {outcome && <OutcomeBanner {...outcome} onDismiss={onDismissOutcome} />}
      <h2 className={styles.sectionTitle}>Approvals</h2>
      {threshold !== null && (
        <p className={styles.muted}>
          Deposits and withdrawals above <Numeric>{formatUsdt(threshold)}</Numeric>, every adjustment, changes
          to operators, resets of a member's security and each proof of reserves an operator takes wait here
          until a second person approves them.
        </p>
      )}
      <ListToolbar label="Approval filters" sorts={approvalSorts} days="Asked" {...list}>
        <Select
          className={listStyles.field}
          label="Status"
          options={statusOptions}
          value={status}
          onValueChange={(value) => list.onChange({ status: value })}
        />
        <Select
          className={listStyles.field}
          label="Kind"
          options={[
            { value: '', label: 'Every kind' },
            ...kinds.map((kind) => ({ value: kind, label: kindLabels[kind] })),
          ]}
          value={String(list.params.kind ?? '')}
          onValueChange={(value) => list.onChange({ kind: value || undefined })}
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
        rowKey={(request) => request.id}
        emptyText={status === 'pending' ? 'Nothing is waiting for a second person' : 'No request matches'}
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
