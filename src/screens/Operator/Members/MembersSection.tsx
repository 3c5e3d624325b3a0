import { OperatorSectionView } from '../OperatorPages';
import { operatorSections } from '../operatorSections';

/** The members section of the back office. */
export function MembersSection() {
  const section = operatorSections.find((candidate) => candidate.path === 'members') ?? null;
  return <OperatorSectionView section={section} allowed />;
}
