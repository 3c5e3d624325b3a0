import { OperatorSectionView } from '../OperatorPages';
import { operatorSections } from '../operatorSections';

/** The liabilities section of the back office. */
export function LiabilitiesSection() {
  const section = operatorSections.find((candidate) => candidate.path === 'liabilities') ?? null;
  return <OperatorSectionView section={section} allowed />;
}
