import { useQuery } from '@tanstack/react-query';
import { type ApprovalRequest, approvalsQuery } from '../../../api/operatorMoney';
import { ApprovalsView } from './ApprovalsView';
import type { ListState } from './MoneyTable';
import { approvalSubject } from './moneyText';
import { useDecision } from './useDecision';

export const LIST_FAILED = 'The list could not be loaded.';

const newestDecisionFirst = (a: ApprovalRequest, b: ApprovalRequest) =>
  (b.decided_at ?? '').localeCompare(a.decided_at ?? '') || b.id - a.id;

export type MoneyScreenProps = {
  /** The signed-in operator's username (null for the operator key). */
  me: string | null;
  canWrite: boolean;
};

/** Approvals: the requests waiting for a second operator, and those decided, with the decision flow. */
export function ApprovalsScreen({ me, canWrite }: MoneyScreenProps) {
  const pending = useQuery(approvalsQuery('pending'));
  const approved = useQuery(approvalsQuery('approved'));
  const declined = useQuery(approvalsQuery('declined'));
  const { decision, handlers, outcome, open, dismissOutcome } = useDecision();

  const decidedRows =
    approved.data && declined.data
      ? [...approved.data.data, ...declined.data.data].sort(newestDecisionFirst)
      : null;
  const decided: ListState<ApprovalRequest> = {
    rows: decidedRows,
    loading: approved.isPending || declined.isPending,
    error: approved.isError || declined.isError ? LIST_FAILED : null,
    onRetry: () => {
      void approved.refetch();
      void declined.refetch();
    },
  };
  const target = (action: 'approval.approve' | 'approval.decline') => (request: ApprovalRequest) =>
    open({ action, id: request.id, subject: approvalSubject(request) });

  return (
    <ApprovalsView
      me={me}
      canWrite={canWrite}
      threshold={pending.data?.threshold ?? null}
      pending={{
        rows: pending.data?.data ?? null,
        loading: pending.isPending,
        error: pending.isError ? LIST_FAILED : null,
        onRetry: () => void pending.refetch(),
      }}
      decided={decided}
      outcome={outcome}
      onDismissOutcome={dismissOutcome}
      onApprove={target('approval.approve')}
      onDecline={target('approval.decline')}
      decision={decision}
      {...handlers}
    />
  );
}
