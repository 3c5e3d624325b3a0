import { OperatorSectionView } from '../OperatorPages';
import { operatorSections } from '../operatorSections';

/** The audit section of the back office. */
export function AuditSection() {
  const section = operatorSections.find((candidate) => candidate.path === 'audit') ?? null;
  return <OperatorSectionView section={section} allowed />;
}
