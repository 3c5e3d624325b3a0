import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { userQuery } from '../../api/queries';
import { type StakingZone, stakesQuery, stakingKeys, stakingPackagesQuery } from '../../api/staking';
import { walletKeys } from '../../api/wallet';
import { stakePurchaseMachine } from '../../machines/stakePurchase/stakePurchaseMachine';
import { unstakeMachine } from '../../machines/unstake/unstakeMachine';
import { formatUsdt, notify } from '../../ui';
import { useMoneyVerification } from '../shared/MoneyVerification/useMoneyVerification';
import { useSession } from '../shared/useSession';
import { type ExploreTab, ExploreView } from './ExploreView';
import type { StakePurchaseStep } from './StakePurchaseDialog';

const steps: readonly StakePurchaseStep[] = ['editing', 'loadingTerms', 'reviewing', 'submitting', 'failed'];

export function ExploreScreen() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<ExploreTab>('stake');
  const [zone, setZone] = useState<StakingZone>('executive');
  const [page, setPage] = useState(1);
  const packages = useQuery(stakingPackagesQuery());
  const stakes = useQuery(stakesQuery(page));

  // A stake or an unstake changes the list, every wallet balance and the header's figures.
  const refresh = () => {
    setPage(1);
    void queryClient.invalidateQueries({ queryKey: stakingKeys.all });
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    void queryClient.invalidateQueries({ queryKey: userQuery().queryKey });
  };
  const toasts = {
    notifyError: (_: unknown, { message }: { message: string }) => notify.error(message),
    notifySuccess: (_: unknown, { message }: { message: string }) => notify.success(message),
    refresh,
  };
  const [purchaseMachine] = useState(() => stakePurchaseMachine.provide({ actions: toasts }));
  const [unstakeLogic] = useState(() => unstakeMachine.provide({ actions: toasts }));
  const [purchase, sendPurchase] = useMachine(purchaseMachine, {
    input: { username: session?.username ?? '' },
  });
  const [unstake, sendUnstake] = useMachine(unstakeLogic, {
    input: { username: session?.username ?? '', authType: session?.auth_type ?? 'mpin' },
  });
  const stake = unstake.context.stake;
  const verification = useMoneyVerification(
    unstake,
    sendUnstake,
    stake ? `the unstake of ${formatUsdt(stake.amount_paid)}` : '',
  );
  const step = steps.find((s) => purchase.matches(s)) ?? 'closed';

  return (
    <ExploreView
      tab={tab}
      onTabChange={setTab}
      zone={zone}
      onZoneChange={setZone}
      packages={packages.data}
      packagesError={packages.error ? packages.error.message : null}
      onPackagesRetry={() => void packages.refetch()}
      onStake={(pkg) => sendPurchase({ type: 'purchase.open', package: pkg })}
      stakes={stakes.data ?? null}
      stakesLoading={stakes.isPending}
      stakesError={stakes.error ? stakes.error.message : null}
      onStakesPageChange={setPage}
      onStakesRetry={() => void stakes.refetch()}
      onUnstake={(record) => sendUnstake({ type: 'unstake.open', stake: record })}
      purchase={{
        step,
        pkg: purchase.context.package,
        form: purchase.context.form,
        fieldErrors: purchase.context.fieldErrors,
        terms: purchase.context.terms,
        error: purchase.context.error,
      }}
      purchaseHandlers={{
        onChange: (field, value) => sendPurchase({ type: 'form.change', field, value }),
        onNext: () => sendPurchase({ type: 'form.next' }),
        onBack: () => sendPurchase({ type: 'terms.back' }),
        onConfirm: () => sendPurchase({ type: 'purchase.confirm' }),
        onRetry: () => sendPurchase({ type: 'submit.retry' }),
        onClose: () => sendPurchase({ type: 'purchase.close' }),
      }}
      unstake={{
        stake,
        verification: verification.verification,
        refusal: unstake.matches('verifying') ? unstake.context.error : null,
      }}
      unstakeHandlers={verification}
    />
  );
}
