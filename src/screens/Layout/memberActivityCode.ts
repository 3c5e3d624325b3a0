import { lazyNamed } from '../../ui/lazyNamed';
import type { MemberActivityProps } from './MemberActivity';

/**
 * The shell's unread counts and live connection, loaded apart from the shell so a visitor's public page never
 * downloads the query library. A member page's route starts this download beside the page's own code, so the
 * counts draw with the page.
 */
export const memberActivity = lazyNamed<'MemberActivity', MemberActivityProps>(
  () => import('./MemberActivity'),
  'MemberActivity',
);
