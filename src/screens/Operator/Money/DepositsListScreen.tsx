import type { OperatorDepositRow } from '../../../api/operatorMoney';
import { useOperatorList } from '../shared/useOperatorList';
import { DepositsListView } from './DepositsListView';

/** GET operator/deposits with the page, order and filters the address holds. */
export function DepositsListScreen() {
  const list = useOperatorList<OperatorDepositRow>({
    list: 'deposits',
    path: 'deposits',
    filters: ['state', 'payment_method_id', 'username'],
  });
  return <DepositsListView list={list} />;
}
