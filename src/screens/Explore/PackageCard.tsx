import type { StakingPackage } from '../../api/staking';
import { Button, Numeric } from '../../ui';
import * as styles from './Explore.css';
import { dailyRateText, rangeText, termText } from './exploreFormat';

export interface PackageCardProps {
  pkg: StakingPackage;
  onStake: (pkg: StakingPackage) => void;
}

/** One package with every term that decides what it pays, before the member opens the purchase. */
export function PackageCard({ pkg, onStake }: PackageCardProps) {
  const headingId = `package-${pkg.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <img className={styles.art} src={pkg.image} alt="" loading="lazy" />
      <h3 className={styles.cardTitle} id={headingId}>
        <span>{pkg.name}</span>
        {pkg.level !== null && <span className={styles.muted}>Level {pkg.level}</span>}
      </h3>
      <dl className={styles.facts}>
        <dt>Amount</dt>
        <dd>
          <Numeric>{rangeText(pkg)}</Numeric>
        </dd>
        <dt>Daily rate</dt>
        <dd>
          <Numeric>{dailyRateText(pkg.roi_percentage)}</Numeric>
        </dd>
        <dt>Term</dt>
        <dd>
          <Numeric>{termText(pkg)}</Numeric>
        </dd>
        <dt>Early-exit charge</dt>
        <dd>
          <Numeric>{pkg.early_exit_charge_percentage}%</Numeric>
        </dd>
      </dl>
      <Button onClick={() => onStake(pkg)} aria-label={`Stake Now in ${pkg.name}`}>
        Stake Now
      </Button>
    </article>
  );
}
