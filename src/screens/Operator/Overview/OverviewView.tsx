import type { OperatorOverview } from '../../../api/operatorHome';
import type { OperatorRight, OperatorRole } from '../../../api/operatorSession';
import { ButtonLink, PageHeader, RetryAlert, Section, Skeleton } from '../../../ui';
import * as pageStyles from '../shared/operatorPages.css';
import { rightDescriptions, roleSummaries } from '../shared/operatorSections';
import {
  ApprovalsPanel,
  DepositsPanel,
  LiabilitiesPanel,
  Panel,
  TicketsPanel,
  WithdrawalsPanel,
} from './OverviewPanels';
import * as styles from './overview.css';

export type OverviewViewProps = {
  operator: { username: string; role: OperatorRole };
  rights: readonly OperatorRight[];
  /** null until the first answer. */
  overview: OperatorOverview | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
};

function Loading() {
  return (
    <div className={styles.grid} aria-busy="true">
      {['Approvals waiting', 'Withdrawals by age'].map((title) => (
        <Panel key={title} title={title}>
          <Skeleton width="80%" />
          <Skeleton width="60%" />
        </Panel>
      ))}
    </div>
  );
}

/** /operator: what waits for the operator's role, by age, and what the role may do. */
export function OverviewView({ operator, rights, overview, loading, error, onRetry }: OverviewViewProps) {
  return (
    <div className={styles.page}>
      <PageHeader
        title="Overview"
        description="What waits today, as your role reads it"
        actions={
          <ButtonLink to="/operator/password" variant="secondary" size="sm">
            Change your password
          </ButtonLink>
        }
      />
      <p className={styles.identity}>
        Signed in as <strong>{operator.username}</strong>, role <strong>{operator.role}</strong>.{' '}
        {roleSummaries[operator.role]}
      </p>
      {error && !overview ? (
        <RetryAlert message={error} onRetry={onRetry} />
      ) : loading && !overview ? (
        <Loading />
      ) : (
        overview && (
          <div className={styles.grid}>
            {overview.approvals && (
              <ApprovalsPanel part={overview.approvals} linked={rights.includes('money.read')} />
            )}
            {overview.withdrawals && <WithdrawalsPanel part={overview.withdrawals} />}
            {overview.tickets && <TicketsPanel part={overview.tickets} />}
            {overview.deposits && <DepositsPanel part={overview.deposits} />}
            {overview.liabilities && <LiabilitiesPanel part={overview.liabilities} />}
          </div>
        )
      )}
      <Section title="What your role may do">
        <ul className={pageStyles.rights} aria-label="Rights of your role">
          {rights.map((right) => (
            <li key={right}>{rightDescriptions[right]}</li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
