import type { ReserveSnapshotSummary } from '../../api/proofOfReserves';
import { Section, Table, TrendChart } from '../../ui';
import { snapshotTime } from '../shared/reserveFormat';
import * as styles from './Reserves.css';

/**
 * Owed and held at each snapshot, oldest first. The lines are a picture of the table under them, which carries
 * every figure; the picture's name says so.
 */
function HistoryChart({ history }: { history: readonly ReserveSnapshotSummary[] }) {
  if (history.length === 0) return null;
  const first = snapshotTime(history[history.length - 1]?.taken_at ?? '');
  const last = snapshotTime(history[0]?.taken_at ?? '');
  return (
    <TrendChart
      points={[...history].reverse().map((row) => ({ owed: row.liabilities, held: row.holdings }))}
      from={first}
      to={last}
      text={{
        label: `What members were owed and what the chains held at ${history.length} snapshots from ${first} to ${last}; the table below gives every figure.`,
        owed: 'Owed to members',
        held: 'Held on the chains (dashed)',
        between: 'to',
      }}
    />
  );
}

/** Every published snapshot, newest first: a chart of owed against held, and the table of every figure. */
export function ReservesHistory({ history }: { history: readonly ReserveSnapshotSummary[] }) {
  return (
    <Section title="History" note={`The ${history.length} most recent published snapshots, newest first.`}>
      <HistoryChart history={history} />
      <Table
        label="Published snapshots"
        rows={history}
        rowKey={(row) => row.id}
        columns={[
          { id: 'taken', header: 'Taken', cell: (row) => snapshotTime(row.taken_at) },
          { id: 'members', header: 'Members', align: 'end', cell: (row) => String(row.members) },
          { id: 'owed', header: 'Owed (USDT)', align: 'end', cell: (row) => row.liabilities },
          { id: 'held', header: 'Held (USDT)', align: 'end', cell: (row) => row.holdings },
          {
            id: 'ratio',
            header: 'Held ÷ owed',
            align: 'end',
            cell: (row) => (row.ratio_percent === null ? '—' : `${row.ratio_percent}%`),
          },
          {
            id: 'root',
            header: 'Root hash',
            cell: (row) => (
              <span className={styles.mono} dir="ltr">
                {row.root_hash}
              </span>
            ),
          },
        ]}
      />
    </Section>
  );
}
