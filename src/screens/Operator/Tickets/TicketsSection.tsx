import { OperatorSectionView } from '../OperatorPages';
import { operatorSections } from '../operatorSections';

/** The tickets section of the back office. */
export function TicketsSection() {
  const section = operatorSections.find((candidate) => candidate.path === 'tickets') ?? null;
  return <OperatorSectionView section={section} allowed />;
}
