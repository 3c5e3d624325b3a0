import { useId } from 'react';
import type { DashboardData } from '../../api/dashboard';
import { Avatar, ButtonLink, FigureList, FigureRow, StatCard, WalletIcon } from '../../ui';
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
      <FigureList>
        <FigureRow label="Username">{data.username}</FigureRow>
        <FigureRow label="UVID">{data.referral_id}</FigureRow>
        <FigureRow label="Level">{levelName(data.rank)}</FigureRow>
      </FigureList>
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
