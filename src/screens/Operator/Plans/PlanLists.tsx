import type { ReactNode } from 'react';
import type {
  OperatorReservePlan,
  OperatorStakingPackage,
  ReservePlanTerms,
  StakingPackageTerms,
} from '../../../api/operatorPlans';
import { Button, Table, type TableColumn } from '../../../ui';
import * as styles from './Plans.css';
import { formatTerm, type PlanTarget, since } from './planTerms';

/** One row per version: the one in force, then those scheduled, soonest first. */
type Row<P, T> = { plan: P; terms: T; scheduled: boolean };

function rowsOf<P extends { id: number; in_force: T; scheduled: T[] }, T>(plans: readonly P[]): Row<P, T>[] {
  return plans.flatMap((plan) => [
    { plan, terms: plan.in_force, scheduled: false },
    ...plan.scheduled.map((terms) => ({ plan, terms, scheduled: true })),
  ]);
}

export function VersionMark({
  version,
  from,
  scheduled,
}: {
  version: number;
  from: string;
  scheduled: boolean;
}) {
  return (
    <span className={styles.stack}>
      <span>Version {version}</span>
      <span className={scheduled ? styles.scheduled : styles.inForce}>
        {scheduled ? `Scheduled from ${since(from)}` : `In force since ${since(from)}`}
      </span>
    </span>
  );
}

type ListProps<P> = { plans: readonly P[]; onChange: ((target: PlanTarget) => void) | null };

function changeColumn<P, T>(name: (plan: P) => string, open: (plan: P) => void): TableColumn<Row<P, T>> {
  return {
    id: 'change',
    header: 'Change',
    cell: (row): ReactNode =>
      row.scheduled ? null : (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Change terms of ${name(row.plan)}`}
          onClick={() => open(row.plan)}
        >
          Change terms
        </Button>
      ),
  };
}

const versionColumn = <P, T extends { version: number; effective_from: string }>(): TableColumn<
  Row<P, T>
> => ({
  id: 'version',
  header: 'Version',
  cell: (row) => (
    <VersionMark version={row.terms.version} from={row.terms.effective_from} scheduled={row.scheduled} />
  ),
});

type StakingRow = Row<OperatorStakingPackage, StakingPackageTerms>;
const termOf = (t: StakingPackageTerms) =>
  t.duration === null
    ? 'Until unstaked'
    : `${formatTerm('days', String(t.min_duration ?? t.duration))} to ${formatTerm('days', String(t.duration))}`;

export function StakingPackageList({ plans, onChange }: ListProps<OperatorStakingPackage>) {
  const columns: TableColumn<StakingRow>[] = [
    {
      id: 'name',
      header: 'Package',
      cell: (row) => `${row.plan.name} (${row.plan.zone === 'free' ? 'Free' : 'Executive'})`,
    },
    versionColumn(),
    {
      id: 'min',
      header: 'Minimum',
      align: 'end',
      cell: (row) => formatTerm('usdt', row.terms.minimum_price),
    },
    {
      id: 'max',
      header: 'Maximum',
      align: 'end',
      cell: (row) => formatTerm('usdt', row.terms.maximum_price),
    },
    {
      id: 'roi',
      header: 'Daily return',
      align: 'end',
      cell: (row) => formatTerm('percent', row.terms.roi_percentage),
    },
    { id: 'term', header: 'Term', cell: (row) => termOf(row.terms) },
    {
      id: 'exit',
      header: 'Early exit charge',
      align: 'end',
      cell: (row) => formatTerm('percent', row.terms.early_exit_charge_percentage),
    },
    { id: 'active', header: 'On offer', cell: (row) => formatTerm('active', String(row.terms.active)) },
  ];
  if (onChange)
    columns.push(
      changeColumn<OperatorStakingPackage, StakingPackageTerms>(
        (p) => p.name,
        (plan) => onChange({ kind: 'staking', plan }),
      ),
    );
  return (
    <Table
      label="Staking packages"
      columns={columns}
      rows={rowsOf<OperatorStakingPackage, StakingPackageTerms>(plans)}
      rowKey={(row) => `${row.plan.id}-${row.terms.version}`}
      emptyText="No staking packages"
    />
  );
}

type ReserveRow = Row<OperatorReservePlan, ReservePlanTerms>;
const reserveName = (plan: OperatorReservePlan) => `${plan.type === 'nft' ? 'NFT' : 'Crypto'} ${plan.name}`;

export function ReservePlanList({ plans, onChange }: ListProps<OperatorReservePlan>) {
  const columns: TableColumn<ReserveRow>[] = [
    { id: 'name', header: 'Plan', cell: (row) => reserveName(row.plan) },
    versionColumn(),
    {
      id: 'min',
      header: 'Minimum',
      align: 'end',
      cell: (row) => formatTerm('usdt', row.terms.minimum_price),
    },
    {
      id: 'max',
      header: 'Maximum',
      align: 'end',
      cell: (row) => formatTerm('usdt', row.terms.maximum_price),
    },
    {
      id: 'roi',
      header: 'Return',
      align: 'end',
      cell: (row) =>
        `${formatTerm('percent', row.terms.min_roi_percentage)} to ${formatTerm('percent', row.terms.roi_percentage)}`,
    },
    {
      id: 'wait',
      header: 'Wait before trading',
      align: 'end',
      cell: (row) => formatTerm('minutes', String(row.terms.min_trade_time)),
    },
    { id: 'items', header: 'Items', align: 'end', cell: (row) => String(row.terms.item_count) },
    { id: 'active', header: 'On sale', cell: (row) => formatTerm('active', String(row.terms.active)) },
  ];
  if (onChange)
    columns.push(
      changeColumn<OperatorReservePlan, ReservePlanTerms>(reserveName, (plan) =>
        onChange({ kind: 'reserve', plan }),
      ),
    );
  return (
    <Table
      label="Reserve plans"
      columns={columns}
      rows={rowsOf<OperatorReservePlan, ReservePlanTerms>(plans)}
      rowKey={(row) => `${row.plan.id}-${row.terms.version}`}
      emptyText="No reserve plans"
    />
  );
}
