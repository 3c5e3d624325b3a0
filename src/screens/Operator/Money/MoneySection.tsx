import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useOperatorShell } from '../shared/operatorShell';
import { AdjustmentView } from './AdjustmentView';
import { ApprovalsScreen } from './ApprovalsScreen';
import { DepositsListScreen } from './DepositsListScreen';
import { DepositView } from './DepositView';
import { type MoneyTab, MoneyView, tabsFor } from './MoneyView';
import { APPROVALS_PATH, MONEY_PATH } from './moneyText';
import { useMoneyForm } from './useMoneyForm';
import { WithdrawalsScreen } from './WithdrawalsScreen';

/**
 * The money section of the back office, at /operator/money/<tab>, so each tab has an address another page
 * can link to (a deposit that waits links to Approvals).
 */
export function MoneySection() {
  const { operator, rights } = useOperatorShell();
  const navigate = useNavigate();
  const path = useParams()['*'] ?? '';
  const canWrite = rights.includes('money.write');
  const deposit = useMoneyForm('deposit');
  const adjustment = useMoneyForm('adjustment');
  const tab = path === '' ? 'approvals' : tabsFor(canWrite).find((item) => item.value === path)?.value;
  // An address the role has no tab for (an auditor's /deposit) shows the approvals instead.
  if (!tab) return <Navigate to={APPROVALS_PATH} replace />;

  const me = operator?.username ?? null;
  return (
    <MoneyView
      tab={tab}
      onTabChange={(next: MoneyTab) => navigate(`${MONEY_PATH}/${next}`)}
      canWrite={canWrite}
      panels={{
        approvals: <ApprovalsScreen me={me} rights={rights} />,
        withdrawals: <WithdrawalsScreen canWrite={canWrite} />,
        deposits: <DepositsListScreen canWrite={canWrite} />,
        deposit: <DepositView {...deposit} />,
        adjustment: <AdjustmentView {...adjustment} />,
      }}
    />
  );
}
