import type { LogEntry, LogsResponse } from '../../api/profile';
import { securityEventLabels } from '../../api/profile';
import { PagedTable, Section, type TableColumn } from '../../ui';
import { formatLogDate } from '../shared/logFormat';
import { DeviceName } from './DeviceName';
import * as styles from './Profile.css';
import { SessionsSection, type SessionsSectionProps } from './SessionsSection';

export type LogsPage = LogsResponse['data'];

export interface SecurityLogProps {
  page: LogsPage | null;
  /** The summary the server sends with the log, as title and value. */
  summary: LogsResponse['more_details'];
  loading: boolean;
  error: string | null;
  onPageChange: (page: number) => void;
  onRetry: () => void;
}

export interface LogsPanelProps {
  sessions: SessionsSectionProps;
  log: SecurityLogProps;
}

const logColumns: TableColumn<LogEntry>[] = [
  {
    id: 'date',
    header: 'Date',
    cell: (row) => <span className={styles.nowrap}>{formatLogDate(row.created_at)}</span>,
  },
  { id: 'event', header: 'Event', cell: (row) => securityEventLabels[row.event] ?? row.event },
  { id: 'detail', header: 'Detail', cell: (row) => row.detail || '—' },
  { id: 'ip', header: 'IP Address', cell: (row) => row.ip },
  { id: 'country', header: 'Country', cell: (row) => row.country },
  { id: 'device', header: 'Device', cell: (row) => <DeviceName agent={row.device} /> },
];

function SecurityLog({ page, summary, loading, error, onPageChange, onRetry }: SecurityLogProps) {
  return (
    <Section title="Security log" note="Sign-ins and every change to your account's security, newest first.">
      {summary.length > 0 && (
        <dl className={styles.summary}>
          {summary.map((item) => (
            <div key={item.title}>
              <dt>{item.title}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <PagedTable
        label="Security log"
        paginationLabel="Security log pages"
        page={page}
        columns={logColumns}
        rowKey={(row) => row.id}
        loading={loading && !page}
        // A failed refetch keeps the page already shown.
        error={page ? null : error}
        onPageChange={onPageChange}
        onRetry={onRetry}
      />
    </Section>
  );
}

/** The Logs tab: where the member is signed in now, and the log of sign-ins and security changes. */
export function LogsPanel({ sessions, log }: LogsPanelProps) {
  return (
    <div className={styles.sections}>
      <SessionsSection {...sessions} />
      <SecurityLog {...log} />
    </div>
  );
}
