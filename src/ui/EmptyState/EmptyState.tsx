import type { ReactNode } from 'react';
import { cx } from '../cx';
import { InboxIcon } from '../icons';
import * as styles from './EmptyState.css';

export type EmptyStateProps = {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
};

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
