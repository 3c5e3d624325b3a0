import { OperatorSectionView } from '../OperatorPages';
import { operatorSections } from '../operatorSections';

/** The plans section of the back office. */
export function PlansSection() {
  const section = operatorSections.find((candidate) => candidate.path === 'plans') ?? null;
  return <OperatorSectionView section={section} allowed />;
}
