import { visuallyHidden } from '../../theme/utils.css';
import { cx } from '../cx';
import * as styles from './CountBadge.css';

export type CountBadgeProps = {
  /** How many things wait; zero or less renders nothing. */
  count: number;
  /** What the number means, read instead of it: e.g. '2 tickets with new replies'. */
  label: string;
  /** Pins the badge to the corner of the (relatively placed) element it belongs to. */
  corner?: boolean;
  /** Extra class on the badge, for placement by the page. */
  className?: string;
};

/** A count of things waiting for the member; nothing at all when there are none. */
export function CountBadge({ count, label, corner = false, className }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className={cx(styles.badge, corner && styles.corner, className)} data-count={count}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
