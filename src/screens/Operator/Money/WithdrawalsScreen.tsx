import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type OperatorWithdrawal,
  operatorWithdrawalsQuery,
  type WithdrawalStatus,
} from '../../../api/operatorMoney';
import type { DecisionAction } from '../../../machines/operatorDecision/operatorDecisionMachine';
import { LIST_FAILED, type MoneyScreenProps } from './ApprovalsScreen';
import { withdrawalSubject } from './moneyText';
import { useDecision } from './useDecision';
import { WithdrawalsView } from './WithdrawalsView';

/** Withdrawals: the queue by status, Pending first, with approve, mark paid and reject. */
export function WithdrawalsScreen({ canWrite }: Pick<MoneyScreenProps, 'canWrite'>) {
  const [status, setStatus] = useState<WithdrawalStatus>(0);
  const list = useQuery(operatorWithdrawalsQuery(status));
  const { decision, handlers, outcome, open, dismissOutcome } = useDecision();
  const target = (action: DecisionAction) => (withdrawal: OperatorWithdrawal) =>
    open({ action, id: withdrawal.id, subject: withdrawalSubject(withdrawal) });

  return (
    <WithdrawalsView
      status={status}
      onStatusChange={setStatus}
      list={{
        rows: list.data ?? null,
        loading: list.isPending,
        error: list.isError ? LIST_FAILED : null,
        onRetry: () => void list.refetch(),
      }}
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
