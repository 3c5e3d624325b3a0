import type { ReactNode } from 'react';
import type { DashboardData } from '../../api/dashboard';
import { site } from '../../content/site';
import { ButtonLink, PageHeader, RetryAlert, Skeleton, Spinner } from '../../ui';
import * as styles from './Account.css';
import { incomeFigures, orderFigures, referralLink, teamFigures } from './accountFigures';
import { CommonFunctions } from './CommonFunctions';
import { FigureCard } from './FigureCard';
import { ProfileCard } from './ProfileCard';
import { ReferralCard } from './ReferralCard';

export type AccountViewProps = {
  /** Undefined until GET dashboard answers. */
  data: DashboardData | undefined;
  error: string | null;
  /** The site's own origin, where the referral link leads. */
  origin: string;
  /** The address of the member's uploaded picture; initials while there is none. */
  picture?: string | null;
  /** Verify my balance, drawn under the account's own cards once they are there. */
  reserveProof?: ReactNode;
  onRetry: () => void;
};

export function AccountView({ data, error, origin, picture, reserveProof, onRetry }: AccountViewProps) {
  return (
    <div className={styles.page}>
      <PageHeader title="Account" description="Your balances, income, team and orders at a glance." />
      {data ? (
        <>
          <Loaded data={data} origin={origin} picture={picture} />
          {reserveProof}
        </>
      ) : error ? (
        <RetryAlert message={error} onRetry={onRetry} />
      ) : (
        <div className={styles.page} aria-busy="true">
          <Spinner label="Loading your account" />
          <div className={styles.grid}>
            <Skeleton shape="rect" className={styles.profilePlaceholder} />
            <Skeleton shape="rect" className={styles.referralPlaceholder} />
          </div>
          <div className={styles.grid}>
            <Skeleton shape="rect" className={styles.figuresPlaceholder} />
            <Skeleton shape="rect" className={styles.figuresPlaceholder} />
          </div>
        </div>
      )}
    </div>
  );
}

function Loaded({ data, origin, picture }: { data: DashboardData; origin: string; picture?: string | null }) {
  const income = incomeFigures(data);
  return (
    <>
      <div className={styles.grid}>
        <ProfileCard data={data} picture={picture} />
        <ReferralCard
          link={referralLink(origin, data.referral_id)}
          shareText={`Join my team on ${site.productName}`}
        />
      </div>
      <div className={styles.grid}>
        <FigureCard
          title="Daily"
          figures={income.daily}
          action={
            <ButtonLink to="/user/Referralpayouts" state={{ sort: 'today' }} variant="ghost" size="sm">
              Today's payouts
            </ButtonLink>
          }
        />
        <FigureCard
          title="Total"
          figures={income.total}
          action={
            <ButtonLink to="/user/payouts" variant="ghost" size="sm">
              All payouts
            </ButtonLink>
          }
        />
      </div>
      <div className={styles.grid}>
        <FigureCard title="My Team" figures={teamFigures(data)} />
        <FigureCard title="My Orders" figures={orderFigures(data)} />
      </div>
      <CommonFunctions />
    </>
  );
}
