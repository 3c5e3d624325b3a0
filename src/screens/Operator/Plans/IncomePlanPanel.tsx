import type { IncomePlan, OperatorIncomePlan } from '../../../api/operatorPlans';
import { Button, Table } from '../../../ui';
import { VersionMark } from './PlanLists';
import * as styles from './Plans.css';
import { formatTerm, type PlanTarget } from './planTerms';

type Level = IncomePlan['levels'][number];
type Rank = IncomePlan['ranks'][number];

function IncomeVersion({ terms, scheduled }: { terms: IncomePlan; scheduled: boolean }) {
  const name = scheduled ? `Version ${terms.version}, scheduled` : `Version ${terms.version}, in force`;
  return (
    <section className={styles.card} aria-label={name}>
      <VersionMark version={terms.version} from={terms.effective_from} scheduled={scheduled} />
      <p className={styles.lead}>
        Qualifying stake: {formatTerm('usdt', terms.qualifying_stake)} of active stakes to be a Valid Member
      </p>
      <Table<Level>
        label={`Team income by level, version ${terms.version}`}
        columns={[
          { id: 'level', header: 'Level', cell: (l) => `Level ${l.level}` },
          {
            id: 'staking',
            header: 'Of staking returns',
            align: 'end',
            cell: (l) => formatTerm('percent', l.staking_percentage),
          },
          {
            id: 'reserve',
            header: 'Of reserve income',
            align: 'end',
            cell: (l) => formatTerm('percent', l.reserve_percentage),
          },
        ]}
        rows={terms.levels}
        rowKey={(l) => l.level}
      />
      <Table<Rank>
        label={`Ranks, version ${terms.version}`}
        columns={[
          { id: 'rank', header: 'Rank', cell: (r) => r.name },
          { id: 'directs', header: 'Valid directs', align: 'end', cell: (r) => String(r.valid_directs) },
          {
            id: 'business',
            header: 'Team business',
            align: 'end',
            cell: (r) => formatTerm('usdt', r.team_business),
          },
        ]}
        rows={terms.ranks}
        rowKey={(r) => r.name}
      />
    </section>
  );
}

export function IncomePlanPanel({
  plan,
  onChange,
}: {
  plan: OperatorIncomePlan;
  onChange: ((target: PlanTarget) => void) | null;
}) {
  return (
    <div className={styles.panel}>
      {onChange && (
        <div>
          <Button variant="secondary" onClick={() => onChange({ kind: 'income', plan })}>
            Change terms of the income plan
          </Button>
        </div>
      )}
      <IncomeVersion terms={plan.in_force} scheduled={false} />
      {plan.scheduled.map((terms) => (
        <IncomeVersion key={terms.version} terms={terms} scheduled />
      ))}
    </div>
  );
}
