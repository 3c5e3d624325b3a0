import type { StakeRecord, StakingPackage, StakingZone, SubscriptionsResponse } from '../../api/staking';
import { stakingZoneLabels, stakingZones } from '../../api/staking';
import { EmptyState, PageHeader, Skeleton, Tabs } from '../../ui';
import { LoadFailedNotice } from '../shared/LoadFailedNotice';
import { LIST_FAILED } from '../shared/loadFailure';
import type {
  MoneyVerification,
  MoneyVerificationHandlers,
} from '../shared/MoneyVerification/MoneyVerificationDialog';
import * as styles from './Explore.css';
import { MyStakeList } from './MyStakeList';
import { PackageCard } from './PackageCard';
import { type StakePurchase, StakePurchaseDialog, type StakePurchaseHandlers } from './StakePurchaseDialog';
import { UnstakeDialog } from './UnstakeDialog';

export type ExploreTab = 'stake' | 'my-stake';

export interface ExploreViewProps {
  tab: ExploreTab;
  onTabChange: (tab: ExploreTab) => void;
  zone: StakingZone;
  onZoneChange: (zone: StakingZone) => void;
  /** Undefined while the packages load. */
  packages: readonly StakingPackage[] | undefined;
  packagesError: string | null;
  onPackagesRetry: () => void;
  onStake: (pkg: StakingPackage) => void;
  stakes: SubscriptionsResponse['data'] | null;
  stakesLoading: boolean;
  stakesError: string | null;
  onStakesPageChange: (page: number) => void;
  onStakesRetry: () => void;
  onUnstake: (stake: StakeRecord) => void;
  purchase: StakePurchase;
  purchaseHandlers: StakePurchaseHandlers;
  unstake: { stake: StakeRecord | null; verification: MoneyVerification | null; refusal: string | null };
  unstakeHandlers: MoneyVerificationHandlers;
}

function PackageGrid({
  packages,
  error,
  onRetry,
  onStake,
}: {
  packages: readonly StakingPackage[] | undefined;
  error: string | null;
  onRetry: () => void;
  onStake: (pkg: StakingPackage) => void;
}) {
  if (error) return <LoadFailedNotice detail={error === LIST_FAILED ? null : error} onRetry={onRetry} />;
  if (!packages) {
    return (
      <div className={styles.grid} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="rect" height="20rem" />
        ))}
      </div>
    );
  }
  if (packages.length === 0) return <EmptyState />;
  return (
    <div className={styles.grid}>
      {packages.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} onStake={onStake} />
      ))}
    </div>
  );
}

/** Explore (/user/explore): the packages to stake in, by zone, and the member's own stakes. */
export function ExploreView(props: ExploreViewProps) {
  const zoneTabs = stakingZones.map((zone) => ({
    value: zone,
    label: stakingZoneLabels[zone],
    content: (
      <PackageGrid
        packages={props.packages?.filter((pkg) => pkg.zone === zone)}
        error={props.packagesError}
        onRetry={props.onPackagesRetry}
        onStake={props.onStake}
      />
    ),
  }));
  return (
    <div className={styles.page}>
      <PageHeader
        title="Explore"
        description="Stake USDT in a package. Every return shown comes from the package's daily rate and term."
      />
      <Tabs
        label="Explore"
        value={props.tab}
        onValueChange={props.onTabChange}
        items={[
          {
            value: 'stake',
            label: 'Stake',
            content: (
              <Tabs label="Zone" value={props.zone} onValueChange={props.onZoneChange} items={zoneTabs} />
            ),
          },
          {
            value: 'my-stake',
            label: 'My Stake',
            content: (
              <MyStakeList
                page={props.stakes}
                loading={props.stakesLoading}
                error={props.stakesError}
                onPageChange={props.onStakesPageChange}
                onRetry={props.onStakesRetry}
                onUnstake={props.onUnstake}
              />
            ),
          },
        ]}
      />
      <StakePurchaseDialog purchase={props.purchase} {...props.purchaseHandlers} />
      <UnstakeDialog {...props.unstake} {...props.unstakeHandlers} />
    </div>
  );
}
