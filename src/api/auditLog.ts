import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { AuditResponse } from './contract/auditLog';
import { unwrap } from './errors';
import { withQuery } from './operatorPaths';
import { operatorKeys } from './operatorQueries';
import { asOperator } from './operatorSession';

export type { AuditResponse, AuditRow } from './contract/auditLog';

/** The audit log's filters; an empty one is left out of the request. */
export interface AuditFilters {
  /** An operator's username, or 'key' for the operator key's calls. */
  operator?: string;
  /** An action or its start, e.g. 'withdrawal.'. */
  action?: string;
  /** The member the action concerned. */
  subject?: string;
}

export const getAuditLog = (filters: AuditFilters, page = 1, untilId?: number) =>
  asOperator((options) =>
    apiGet<AuditResponse>(withQuery('operator/audit', { ...filters, page, until_id: untilId }), options),
  );

/** Under the back office's own key, so signing out forgets all of it. */
export const auditKeys = {
  log: (filters: AuditFilters) => [...operatorKeys.all(), 'audit', filters] as const,
};

/** The audit log, newest first, 50 rows a page; "Older" asks for the next page, counted from the first. */
export const auditLogQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.log(filters),
    queryFn: ({ pageParam }) => unwrap(getAuditLog(filters, pageParam.page, pageParam.untilId)),
    initialPageParam: { page: 1 } as { page: number; untilId?: number },
    getNextPageParam: (last) =>
      last.current_page < last.last_page
        ? { page: last.current_page + 1, untilId: last.until_id ?? undefined }
        : undefined,
  });
