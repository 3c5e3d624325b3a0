import type { ReactNode } from 'react';
import { cx } from '../cx';
import { InboxIcon } from '../icons';
import * as styles from './EmptyState.css';

export type EmptyStateProps = {
  /** What is missing; the spec's 'No Data Available' by default. */
  title?: ReactNode;
  /** A line under the title, e.g. how the list gets its first entry. */
  description?: ReactNode;
  /** One way on, e.g. a ButtonLink to make the first deposit. */
  action?: ReactNode;
  /** Extra class on the block, for placement by the page. */
  className?: string;
};

/** What a list or panel shows when it has nothing to show, announced as a status. */
export function EmptyState({ title = 'No Data Available', description, action, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)} role="status">
      <InboxIcon size={36} />
      <p className={styles.title}>{title}</p>
      {description && (
        <p>
          <bdi>{description}</bdi>
        </p>
      )}
      {action}
    </div>
  );
}
