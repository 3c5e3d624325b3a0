import type { OperatorWithdrawal } from '../../../api/operatorMoney';
import type { DecisionAction } from '../../../machines/operatorDecision/operatorDecisionMachine';
import { useOperatorList } from '../shared/useOperatorList';
import type { MoneyScreenProps } from './ApprovalsScreen';
import { withdrawalSubject } from './moneyText';
import { useDecision } from './useDecision';
import { queueStatus, WithdrawalsView } from './WithdrawalsView';

/** Withdrawals: the queue by status, Pending first, paged, with approve, mark paid and reject. */
export function WithdrawalsScreen({ canWrite }: Pick<MoneyScreenProps, 'canWrite'>) {
  const list = useOperatorList<OperatorWithdrawal>({
    list: 'withdrawals',
    path: 'withdrawals',
    filters: ['status', 'username'],
    request: (params) => {
      const status = queueStatus(params.status);
      return { ...params, status: status === 'all' ? undefined : status };
    },
  });
  const { decision, handlers, outcome, open, dismissOutcome } = useDecision();
  const target = (action: DecisionAction) => (withdrawal: OperatorWithdrawal) =>
    open({ action, id: withdrawal.id, subject: withdrawalSubject(withdrawal) });

  return (
    <WithdrawalsView
      list={list}
      canWrite={canWrite}
      outcome={outcome}
      onDismissOutcome={dismissOutcome}
      onApprove={target('withdrawal.approve')}
      onPaid={target('withdrawal.paid')}
      onReject={target('withdrawal.reject')}
      decision={decision}
      {...handlers}
    />
  );
}
