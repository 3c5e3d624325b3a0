import { lazyNamed } from '../../ui/lazyNamed';
import type { MemberActivityProps } from './MemberActivity';

/**
 * The shell's unread counts and live connection, loaded apart from the shell so a visitor's public page never
 * downloads the query library. A member page's route starts this download beside the page's own code, so the
 * counts draw as soon as the page has settled (AppLayout).
 */
export const memberActivity = lazyNamed<'MemberActivity', MemberActivityProps>(
  () => import('./MemberActivity'),
  'MemberActivity',
);
