import type { ReserveSnapshotSummary } from '../../api/proofOfReserves';
import { Section, Table } from '../../ui';
import { snapshotTime } from '../shared/reserveFormat';
import * as styles from './Reserves.css';
import { ReservesChart } from './ReservesChart';

/** Every published snapshot, newest first: a chart of owed against held, and the table of every figure. */
export function ReservesHistory({ history }: { history: readonly ReserveSnapshotSummary[] }) {
  return (
    <Section title="History" note={`The ${history.length} most recent published snapshots, newest first.`}>
      <ReservesChart history={history} />
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
