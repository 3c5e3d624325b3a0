import type { OperatorPlans, PlanChange } from '../../../api/operatorPlans';
import { RetryAlert, Skeleton, Tabs } from '../../../ui';
import { IncomePlanPanel } from './IncomePlanPanel';
import { PlanChangeDialog } from './PlanChangeDialog';
import { ReservePlanList, StakingPackageList } from './PlanLists';
import * as styles from './Plans.css';
import type { FormErrors } from './planChange';
import type { PlanTarget } from './planTerms';

export const planTabs = ['staking', 'reserve', 'income'] as const;
export type PlanTab = (typeof planTabs)[number];

export type PlansViewProps = {
  plans: OperatorPlans | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** The role holds plans.write: it sees "Change terms"; others read. */
  canChange: boolean;
  tab?: PlanTab;
  onTab?: (tab: PlanTab) => void;
  /** The server's sentence for the last change written, e.g. 'Gold: version 4 takes effect at …'. */
  saved: string | null;
  editing: PlanTarget | null;
  busy: boolean;
  errors: FormErrors;
  onEdit: (target: PlanTarget) => void;
  onSubmit: (change: PlanChange) => void;
  onClose: () => void;
};

function Lists({ plans, canChange, tab, onTab, onEdit }: PlansViewProps & { plans: OperatorPlans }) {
  const onChange = canChange ? onEdit : null;
  const panel = (content: React.ReactNode) => <div className={styles.panel}>{content}</div>;
  return (
    <Tabs
      label="Plans"
      className={styles.tabs}
      value={tab}
      onValueChange={onTab}
      items={[
        {
          value: 'staking',
          label: 'Staking packages',
          content: panel(<StakingPackageList plans={plans.staking} onChange={onChange} />),
        },
        {
          value: 'reserve',
          label: 'Reserve plans',
          content: panel(<ReservePlanList plans={plans.reserve} onChange={onChange} />),
        },
        {
          value: 'income',
          label: 'Income plan',
          content: <IncomePlanPanel plan={plans.income} onChange={onChange} />,
        },
      ]}
    />
  );
}

/** /operator/plans: the terms members are offered now, the versions scheduled, and (for admins) a change. */
export function PlansView(props: PlansViewProps) {
  const { plans, loading, error, onRetry, canChange, saved, editing } = props;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Plans</h1>
      <p className={styles.lead}>
        {canChange
          ? 'The terms members are offered, and those scheduled. A change is a new version from now or a later time.'
          : 'The terms members are offered, and those scheduled. Your role reads them; an admin changes them.'}
      </p>
      <div role="status" className={styles.lead}>
        {saved}
      </div>
      {error && <RetryAlert message={error} onRetry={onRetry} />}
      {loading && !plans && (
        <section className={styles.stack} aria-busy="true" aria-label="Loading plans">
          <Skeleton height="2.5rem" />
          <Skeleton height="12rem" />
        </section>
      )}
      {plans && <Lists {...props} plans={plans} />}
      {canChange && editing && (
        <PlanChangeDialog
          key={editing.kind === 'income' ? 'income' : `${editing.kind}-${editing.plan.id}`}
          target={editing}
          busy={props.busy}
          errors={props.errors}
          onSubmit={props.onSubmit}
          onClose={props.onClose}
        />
      )}
    </div>
  );
}
