import { OperatorSectionView } from '../OperatorPages';
import { operatorSections } from '../operatorSections';

/** The operators section of the back office. */
export function OperatorsSection() {
  const section = operatorSections.find((candidate) => candidate.path === 'operators') ?? null;
  return <OperatorSectionView section={section} allowed />;
}
