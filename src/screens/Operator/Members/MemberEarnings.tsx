import { Link } from 'react-router-dom';
import type { EarningsTraceRow } from '../../../api/operatorMembers';
import { Button, Numeric, RetryAlert, Table, type TableColumn } from '../../../ui';
import { Facts, FileSection } from './MemberOverview';
import { usdt, when } from './memberFormat';
import { memberPath } from './memberPaths';
import * as styles from './members.css';

export type MemberEarningsProps = {
  /** Every page shown so far, newest first; null until the first answers. */
  rows: readonly EarningsTraceRow[] | null;
  /** What the member received in all, by source. */
  totals: Record<string, string>;
  loading: boolean;
  error: string | null;
  /** The server has older rows than the last one shown. */
  hasOlder: boolean;
  loadingOlder: boolean;
  onOlder: () => void;
  onRetry: () => void;
};

const columns: TableColumn<EarningsTraceRow>[] = [
  {
    id: 'paid',
    header: 'Paid',
    cell: (row) => <span className={styles.nowrap}>{when(row.created_at)}</span>,
  },
  { id: 'source', header: 'Source', cell: (row) => row.source },
  {
    id: 'from',
    header: 'From member',
    cell: (row) => <Link to={memberPath(row.from_member)}>{row.from_member}</Link>,
  },
  { id: 'level', header: 'Level', align: 'end', cell: (row) => row.level },
  { id: 'event', header: 'Event', cell: (row) => `${row.source_reference} (${row.source_date})` },
  { id: 'base', header: 'Paid on', align: 'end', cell: (row) => usdt(row.source_amount) },
  { id: 'rate', header: 'Rate', align: 'end', cell: (row) => `${row.rate_percent} %` },
  { id: 'version', header: 'Plan version', align: 'end', cell: (row) => `v${row.plan_version}` },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => usdt(row.amount) },
  {
    id: 'check',
    header: 'Check',
    // Words, not only colour: a payout that does not recompute must be read as such.
    cell: (row) =>
      row.amount_checks ? (
        <span className={styles.check}>Checks</span>
      ) : (
        <span className={styles.checkFailed}>Does not check</span>
      ),
  },
];

/** Each team-income payout traced to the member and event it came from, recomputed as a check; older on request. */
export function MemberEarnings(props: MemberEarningsProps) {
  const { rows, totals, loading, error, hasOlder, loadingOlder, onOlder, onRetry } = props;
  const sources = Object.entries(totals);
  return (
    <FileSection id="member-earnings" title="Earnings trace">
      {sources.length > 0 && (
        <Facts
          facts={sources.map(([source, amount]) => ({
            label: `Total ${source.toLowerCase()}`,
            value: <Numeric>{usdt(amount)}</Numeric>,
          }))}
        />
      )}
      {error && !rows ? (
        <RetryAlert message={error} onRetry={onRetry} />
      ) : (
        <Table
          label="Earnings trace"
          columns={columns}
          rows={rows ?? []}
          rowKey={(row) => row.id}
          loading={loading && !rows}
          loadingRows={3}
          emptyText="No team income yet"
        />
      )}
      {error && rows && <RetryAlert message={error} onRetry={onOlder} />}
      {hasOlder && !error && (
        <div>
          <Button variant="secondary" busy={loadingOlder} onClick={onOlder}>
            Older
          </Button>
        </div>
      )}
    </FileSection>
  );
}
