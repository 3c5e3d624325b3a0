import { OperatorSectionView } from '../OperatorPages';
import { operatorSections } from '../operatorSections';

/** The announcements section of the back office. */
export function AnnouncementsSection() {
  const section = operatorSections.find((candidate) => candidate.path === 'announcements') ?? null;
  return <OperatorSectionView section={section} allowed />;
}
