import type { AuditFilters, AuditRow } from '../../../api/auditLog';
import type { ListParams } from '../../../api/operatorLists';
import { fieldErrors } from '../shared/failure';
import { useOperatorShell } from '../shared/operatorShell';
import { useOperatorList } from '../shared/useOperatorList';
import { AuditView } from './AuditView';

/**
 * GET operator/audit with the filters, order and page the address holds (?operator=&action=&subject=&page=).
 * Reading the log is logged too, so the pages after the first count from the newest row the first showed.
 */
export function AuditScreen() {
  const { rights } = useOperatorShell();
  const list = useOperatorList<AuditRow>({
    list: 'audit',
    path: 'audit',
    filters: ['operator', 'action', 'subject', 'until_id'],
    file: 'audit-log',
  });
  const until = (list.page as { until_id?: number | null } | null)?.until_id ?? undefined;
  const onChange = (change: Partial<ListParams>) =>
    list.onChange('page' in change ? { ...change, until_id: until } : { ...change, until_id: undefined });
  const filters: AuditFilters = {
    operator: String(list.params.operator ?? ''),
    action: String(list.params.action ?? ''),
    subject: String(list.params.subject ?? ''),
  };
  return (
    <AuditView
      filters={filters}
      fieldErrors={list.error && !list.page ? fieldErrors(list.errorCause) : {}}
      list={{ ...list, onChange }}
      linkMembers={rights.includes('members.read')}
      onFilter={(next) =>
        onChange({
          operator: next.operator || undefined,
          action: next.action || undefined,
          subject: next.subject || undefined,
        })
      }
    />
  );
}
