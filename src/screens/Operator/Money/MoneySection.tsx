import { OperatorSectionView } from '../OperatorPages';
import { operatorSections } from '../operatorSections';

/** The money section of the back office. */
export function MoneySection() {
  const section = operatorSections.find((candidate) => candidate.path === 'money') ?? null;
  return <OperatorSectionView section={section} allowed />;
}
