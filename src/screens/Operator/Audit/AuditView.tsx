import type { AuditFilters, AuditRow } from '../../../api/auditLog';
import { PageHeader, Pagination, RetryAlert } from '../../../ui';
import { ListToolbar, type SortOption } from '../shared/ListToolbar';
import type { ListView } from '../shared/useOperatorList';
import { AuditFilterForm } from './AuditFilterForm';
import { AuditTable } from './AuditTable';
import * as styles from './audit.css';

export type AuditViewProps = {
  filters: AuditFilters;
  /** A filter the server refused, by its field (operator, action, subject). */
  fieldErrors: Record<string, string>;
  /** The page in view, its order, days and size, as the address holds them. */
  list: ListView<AuditRow>;
  /** members.read: each member links to their file. */
  linkMembers: boolean;
  onFilter: (filters: AuditFilters) => void;
};

const timeOrder: SortOption[] = [{ value: 'time', label: 'Time', desc: 'Newest first', asc: 'Oldest first' }];

/** /operator/audit: every operator call, reads and refusals included; read only, for everyone who may open it. */
export function AuditView({ filters, fieldErrors, list, linkMembers, onFilter }: AuditViewProps) {
  const filtered = Boolean(filters.operator || filters.action || filters.subject);
  const refusedFilter = Object.keys(fieldErrors).length > 0;
  const page = list.page;
  return (
    <div className={styles.page}>
      <PageHeader
        title="Audit log"
        description="Every operator call, reads and refusals included, with the state before and after a change. Nothing here can be changed or deleted."
      />
      <AuditFilterForm filters={filters} errors={fieldErrors} onFilter={onFilter} />
      <ListToolbar label="Audit log order and export" sorts={timeOrder} days="Logged" {...list} />
      <p className={styles.status} role="status">
        {list.loading ? 'Reading the audit log…' : ''}
      </p>
      {list.error && !page && !refusedFilter ? (
        <RetryAlert message={list.error} onRetry={list.onRetry} />
      ) : (
        !refusedFilter && (
          <>
            <AuditTable
              rows={page?.data ?? []}
              loading={list.loading && !page}
              emptyText={filtered ? 'No entry matches these filters' : 'The audit log is empty'}
              linkMembers={linkMembers}
            />
            {page && page.total > 0 && (
              <Pagination
                meta={page}
                label="Audit log pages"
                onPageChange={(next) => list.onChange({ page: next })}
              />
            )}
          </>
        )
      )}
    </div>
  );
}
