import type { AuditFilters, AuditRow } from '../../../api/auditLog';
import { Button, PageHeader, RetryAlert } from '../../../ui';
import { AuditFilterForm } from './AuditFilterForm';
import { AuditTable } from './AuditTable';
import * as styles from './audit.css';

export type AuditViewProps = {
  filters: AuditFilters;
  /** Every page shown so far, newest first; null until the first answers. */
  rows: readonly AuditRow[] | null;
  loading: boolean;
  /** Why the log could not be read, when no filter is to blame. */
  error: string | null;
  /** A filter the server refused, by its field (operator, action, subject). */
  fieldErrors: Record<string, string>;
  /** The server has older entries than the last one shown. */
  hasOlder: boolean;
  loadingOlder: boolean;
  /** members.read: each member links to their file. */
  linkMembers: boolean;
  onFilter: (filters: AuditFilters) => void;
  onOlder: () => void;
  onRetry: () => void;
};

function summary(rows: readonly AuditRow[] | null, filtered: boolean, hasOlder: boolean): string {
  if (!rows) return '';
  if (rows.length === 0) return filtered ? 'No entry matches these filters.' : 'The audit log is empty.';
  const count = rows.length === 1 ? '1 entry' : `${rows.length} entries`;
  return `${count} shown, newest first${hasOlder ? '; Older shows the ones before' : ''}.`;
}

/** /operator/audit: every operator call, reads and refusals included; read only, for everyone who may open it. */
export function AuditView(props: AuditViewProps) {
  const { filters, rows, loading, error, fieldErrors, hasOlder, loadingOlder } = props;
  const filtered = Boolean(filters.operator || filters.action || filters.subject);
  const refusedFilter = Object.keys(fieldErrors).length > 0;
  return (
    <div className={styles.page}>
      <PageHeader
        title="Audit log"
        description="Every operator call, reads and refusals included, with the state before and after a change. Nothing here can be changed or deleted."
      />
      <AuditFilterForm filters={filters} errors={fieldErrors} onFilter={props.onFilter} />
      <p className={styles.status} role="status">
        {loading ? 'Reading the audit log…' : summary(rows, filtered, hasOlder)}
      </p>
      {error && !rows && !refusedFilter ? (
        <RetryAlert message={error} onRetry={props.onRetry} />
      ) : (
        !refusedFilter && (
          <AuditTable
            rows={rows ?? []}
            loading={loading}
            emptyText={filtered ? 'No entry matches these filters' : 'The audit log is empty'}
            linkMembers={props.linkMembers}
          />
        )
      )}
      {error && rows && <RetryAlert message={error} onRetry={props.onOlder} />}
      {hasOlder && !error && (
        <div>
          <Button variant="secondary" busy={loadingOlder} onClick={props.onOlder}>
            Older
          </Button>
        </div>
      )}
    </div>
  );
}
