import { Link } from 'react-router-dom';
import type { LiabilitiesReport } from '../../../api/operatorMoney';
import { LIABILITY_DAYS } from '../../../api/operatorMoney';
import {
  Button,
  formatDateTime,
  formatUsdt,
  Numeric,
  PageHeader,
  RetryAlert,
  Select,
  Skeleton,
  StatCard,
  Table,
  type TableColumn,
  TrendChart,
} from '../../../ui';
import { OPERATOR_HOME } from '../shared/operatorSections';
import { LedgerCheck } from './LedgerCheck';
import * as styles from './Liabilities.css';
import { isBelowZero, owedLines, sumAmounts, trendChartText } from './liabilitiesText';
import { OnChainHoldings } from './OnChain';

export type LiabilitiesViewProps = {
  days: number;
  onDaysChange: (days: number) => void;
  report: LiabilitiesReport | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onDownload: () => void;
  downloading: boolean;
  downloadError: string | null;
};

type Line = { label: string; amount: string; total?: boolean };
type Held = LiabilitiesReport['held'][number];
type Day = LiabilitiesReport['trend'][number];

const usdt = (amount: string) => formatUsdt(amount);
const bold = (line: { total?: boolean }, text: string) =>
  line.total ? <strong className={styles.total}>{text}</strong> : text;

const owedColumns: TableColumn<Line>[] = [
  { id: 'what', header: 'Owed to members', cell: (line) => bold(line, line.label) },
  { id: 'amount', header: 'Amount', align: 'end', cell: (line) => bold(line, usdt(line.amount)) },
];

const heldColumns: TableColumn<Held & { total?: boolean }>[] = [
  { id: 'method', header: 'Method', cell: (row) => bold(row, row.method) },
  { id: 'received', header: 'Received', align: 'end', cell: (row) => bold(row, usdt(row.received)) },
  { id: 'paid', header: 'Paid out', align: 'end', cell: (row) => bold(row, usdt(row.paid_out)) },
  { id: 'held', header: 'Held', align: 'end', cell: (row) => bold(row, usdt(row.held)) },
];

const trendColumns: TableColumn<Day>[] = [
  { id: 'date', header: 'Day', cell: (day) => day.date },
  { id: 'owed', header: 'Owed', align: 'end', cell: (day) => usdt(day.owed) },
  { id: 'held', header: 'Held', align: 'end', cell: (day) => usdt(day.held) },
  {
    id: 'difference',
    header: 'Difference',
    align: 'end',
    cell: (day) =>
      isBelowZero(day.difference) ? `${usdt(day.difference)} (below zero)` : usdt(day.difference),
  },
];

function Report({ report, days }: { report: LiabilitiesReport; days: number }) {
  const short = isBelowZero(report.difference);
  const firstDay = report.trend[0]?.date ?? '';
  const lastDay = report.trend[report.trend.length - 1]?.date ?? '';
  const owed: Line[] = [
    ...owedLines.map(({ key, label }) => ({ label, amount: report.owed[key] })),
    { label: 'Total owed', amount: report.owed.total, total: true },
  ];
  const held = [
    ...report.held,
    {
      method: 'Total held',
      received: sumAmounts(report.held.map((row) => row.received)),
      paid_out: sumAmounts(report.held.map((row) => row.paid_out)),
      held: report.held_total,
      total: true,
    },
  ];
  return (
    <>
      <p className={styles.muted}>
        As of {formatDateTime(report.as_of)}. Snapshots of what is owed and held that members can check are
        taken and published under <Link to={`${OPERATOR_HOME}/proof-of-reserves`}>Proof of reserves</Link>.
      </p>
      <ul className={styles.cards} aria-label="Totals">
        <li>
          <StatCard title="Owed to members" value={usdt(report.owed.total)} />
        </li>
        <li>
          <StatCard title="Held by the platform" value={usdt(report.held_total)} />
        </li>
        <li>
          <StatCard title="Difference (held − owed)" value={usdt(report.difference)} />
        </li>
      </ul>
      <p className={short ? styles.verdict.short : styles.verdict.covered} role={short ? 'alert' : undefined}>
        {short ? (
          <>
            <strong>
              Below zero by <Numeric>{usdt(report.difference.replace(/^-/, ''))}</Numeric>:
            </strong>{' '}
            the platform could not pay everything it owes.
          </>
        ) : (
          'The platform holds enough to pay everything it owes.'
        )}
      </p>
      <div className={styles.columns}>
        <section className={styles.block} aria-labelledby="owed-title">
          <h2 id="owed-title" className={styles.sectionTitle}>
            Owed
          </h2>
          <Table label="Owed by kind" columns={owedColumns} rows={owed} rowKey={(line) => line.label} />
        </section>
        <section className={styles.block} aria-labelledby="held-title">
          <h2 id="held-title" className={styles.sectionTitle}>
            Held
          </h2>
          <Table
            label="Held per method"
            columns={heldColumns}
            rows={held}
            rowKey={(row) => row.method}
            emptyText="No deposit received yet"
          />
        </section>
      </div>
      {report.on_chain && <OnChainHoldings onChain={report.on_chain} owed={report.owed.total} />}
      <section className={styles.block} aria-labelledby="check-title">
        <h2 id="check-title" className={styles.sectionTitle}>
          Ledger check: {report.ledger_check.ok ? 'passed' : 'failed'}
        </h2>
        <LedgerCheck check={report.ledger_check} />
      </section>
      <section className={styles.block} aria-labelledby="trend-title">
        <h2 id="trend-title" className={styles.sectionTitle}>
          Trend, last {days} days
        </h2>
        <TrendChart
          points={report.trend}
          from={firstDay}
          to={lastDay}
          text={trendChartText(firstDay, lastDay)}
        />
        <Table label="Trend per day" columns={trendColumns} rows={report.trend} rowKey={(day) => day.date} />
      </section>
    </>
  );
}

/** What members are owed against what the platform holds, with the trend, the ledger check and a CSV. */
export function LiabilitiesView({
  days,
  onDaysChange,
  report,
  loading,
  error,
  onRetry,
  onDownload,
  downloading,
  downloadError,
}: LiabilitiesViewProps) {
  return (
    <div className={styles.page}>
      <PageHeader
        title="Liabilities"
        description="What members are owed against what the platform holds"
        actions={
          <div className={styles.controls}>
            <Select
              label="Period"
              options={LIABILITY_DAYS.map((n) => ({ value: String(n), label: `Last ${n} days` }))}
              value={String(days)}
              onValueChange={(value) => onDaysChange(Number(value))}
            />
            <Button variant="secondary" onClick={onDownload} busy={downloading}>
              Download CSV
            </Button>
          </div>
        }
      />
      {downloadError && <p role="alert">{downloadError}</p>}
      {report ? (
        <Report report={report} days={days} />
      ) : loading ? (
        <div aria-busy="true" className={styles.block}>
          <p className={styles.muted} role="status">
            Loading the report…
          </p>
          <Skeleton shape="rect" />
        </div>
      ) : (
        <RetryAlert message={error ?? 'The report could not be loaded.'} onRetry={onRetry} />
      )}
    </div>
  );
}
