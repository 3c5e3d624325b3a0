import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type AuditFilters, auditLogQuery } from '../../../api/auditLog';
import { failureMessage, fieldErrors } from '../Members/failure';
import { useOperatorShell } from '../operatorShell';
import { AuditView } from './AuditView';

/** The filters live in the address (?operator=&action=&member=), so a reload or a shared link keeps them. */
function useAuditFilters(): [AuditFilters, (filters: AuditFilters) => void] {
  const [params, setParams] = useSearchParams();
  const operator = params.get('operator') ?? '';
  const action = params.get('action') ?? '';
  const subject = params.get('member') ?? '';
  const filters = useMemo(() => ({ operator, action, subject }), [operator, action, subject]);
  const apply = (next: AuditFilters) => {
    const search = new URLSearchParams();
    if (next.operator) search.set('operator', next.operator);
    if (next.action) search.set('action', next.action);
    if (next.subject) search.set('member', next.subject);
    setParams(search);
  };
  return [filters, apply];
}

/** GET operator/audit, 50 entries a page, filtered as the address says. */
export function AuditScreen() {
  const { rights } = useOperatorShell();
  const [filters, setFilters] = useAuditFilters();
  const log = useInfiniteQuery(auditLogQuery(filters));
  return (
    <AuditView
      filters={filters}
      rows={log.data?.pages.flatMap((page) => page.data) ?? null}
      loading={log.isPending}
      error={log.error ? failureMessage(log.error) : null}
      fieldErrors={log.error && !log.data ? fieldErrors(log.error) : {}}
      hasOlder={log.hasNextPage}
      loadingOlder={log.isFetchingNextPage}
      linkMembers={rights.includes('members.read')}
      onFilter={(next) => {
        const same =
          next.operator === filters.operator &&
          next.action === filters.action &&
          next.subject === filters.subject;
        if (same) void log.refetch();
        else setFilters(next);
      }}
      onOlder={() => void log.fetchNextPage()}
      onRetry={() => void log.refetch()}
    />
  );
}
