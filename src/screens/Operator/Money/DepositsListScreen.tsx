import type { OperatorDepositRow } from '../../../api/operatorMoney';
import { useOperatorList } from '../shared/useOperatorList';
import type { MoneyScreenProps } from './ApprovalsScreen';
import { DepositsListView } from './DepositsListView';
import { depositSubject } from './moneyText';
import { useDecision } from './useDecision';

/** GET operator/deposits with the page, order and filters the address holds; a held deposit can be credited. */
export function DepositsListScreen({ canWrite }: Pick<MoneyScreenProps, 'canWrite'>) {
  const list = useOperatorList<OperatorDepositRow>({
    list: 'deposits',
    path: 'deposits',
    filters: ['state', 'payment_method_id', 'username'],
  });
  const { decision, handlers, outcome, open, dismissOutcome } = useDecision();
  return (
    <DepositsListView
      list={list}
      canWrite={canWrite}
      outcome={outcome}
      onDismissOutcome={dismissOutcome}
      onCredit={(deposit) =>
        open({ action: 'deposit.credit', id: deposit.id, subject: depositSubject(deposit) })
      }
      decision={decision}
      {...handlers}
    />
  );
}
