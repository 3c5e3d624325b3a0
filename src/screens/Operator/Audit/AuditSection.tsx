import { AuditScreen } from './AuditScreen';

/** /operator/audit: the audit log, read only. */
export function AuditSection() {
  return <AuditScreen />;
}
