import { approvalKindsReadable } from '../../../api/operatorLists';
import type { ApprovalKind, ApprovalRequest } from '../../../api/operatorMoney';
import type { OperatorRight } from '../../../api/operatorSession';
import { useOperatorList } from '../shared/useOperatorList';
import { ApprovalsView, approvalStatus } from './ApprovalsView';
import { approvalSubject } from './moneyText';
import { useDecision } from './useDecision';

export const LIST_FAILED = 'The list could not be loaded.';

export type MoneyScreenProps = {
  /** The signed-in operator's username (null for the operator key). */
  me: string | null;
  canWrite: boolean;
};

/** Approvals: the requests the role reads, waiting ones first, paged, with the decision flow. */
export function ApprovalsScreen({ me, rights }: { me: string | null; rights: readonly OperatorRight[] }) {
  const list = useOperatorList<ApprovalRequest>({
    list: 'approvals',
    path: 'approvals',
    filters: ['status', 'kind', 'username'],
    request: (params) => {
      const status = approvalStatus(params.status);
      return { ...params, status: status === 'all' ? undefined : status };
    },
  });
  const { decision, handlers, outcome, open, dismissOutcome } = useDecision();
  const target = (action: 'approval.approve' | 'approval.decline') => (request: ApprovalRequest) =>
    open({ action, id: request.id, subject: approvalSubject(request) });
  // The server says which kinds this operator decides, by the same rule it enforces.
  const page = list.page as (typeof list.page & { threshold?: string; decides?: ApprovalKind[] }) | null;

  return (
    <ApprovalsView
      me={me}
      kinds={approvalKindsReadable(rights)}
      decides={page?.decides ?? []}
      threshold={page?.threshold ?? null}
      list={list}
      outcome={outcome}
      onDismissOutcome={dismissOutcome}
      onApprove={target('approval.approve')}
      onDecline={target('approval.decline')}
      decision={decision}
      {...handlers}
    />
  );
}
