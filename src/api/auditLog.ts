export type { AuditResponse, AuditRow } from './contract/auditLog';

/** The audit log's filters; an empty one is left out of the request (operatorLists.ts reads the log's pages). */
export interface AuditFilters {
  /** An operator's username (sign-ins that tried it included), or 'key' for the operator key's calls. */
  operator?: string;
  /** An action or its start, e.g. 'withdrawal.'. */
  action?: string;
  /** The member the action concerned. */
  subject?: string;
}
