import { useId } from 'react';
import type { DashboardData } from '../../api/dashboard';
import { Avatar, ButtonLink, StatCard, WalletIcon } from '../../ui';
import * as styles from './Account.css';
import { balanceFigures, levelName } from './accountFigures';

/** Who the member is and what their three wallets hold. */
export function ProfileCard({ data, picture }: { data: DashboardData; picture?: string | null }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.profile}>
        <Avatar name={data.name || data.username} src={picture} size="lg" />
        <h2 id={headingId} className={styles.name}>
          {data.name || data.username}
        </h2>
      </div>
      <dl className={styles.figures}>
        <div className={styles.figureRow}>
          <dt className={styles.figureLabel}>Username</dt>
          <dd className={styles.figureValue}>{data.username}</dd>
        </div>
        <div className={styles.figureRow}>
          <dt className={styles.figureLabel}>UVID</dt>
          <dd className={styles.figureValue}>{data.referral_id}</dd>
        </div>
        <div className={styles.figureRow}>
          <dt className={styles.figureLabel}>Level</dt>
          <dd className={styles.figureValue}>{levelName(data.rank)}</dd>
        </div>
      </dl>
      <div className={styles.balances}>
        {balanceFigures(data).map((figure) => (
          <StatCard key={figure.label} title={figure.label} value={figure.value} icon={<WalletIcon />} />
        ))}
      </div>
      <ButtonLink to="/user/transaction" variant="secondary">
        My Transactions
      </ButtonLink>
    </section>
  );
}
