import { type ReactNode, useId } from 'react';
import { cx } from '../cx';
import * as styles from './Notice.css';

export type NoticeVariant = 'centered' | 'panel';

export type NoticeProps = {
  title: ReactNode;
  children?: ReactNode;
  /** A large decorative figure above the title, e.g. an HTTP status; hidden from assistive technology. */
  code?: ReactNode;
  action?: ReactNode;
  /** The page's own message is its h1; a notice inside a page passes 2. */
  level?: 1 | 2;
  variant?: NoticeVariant;
  className?: string;
};

/** A page-level message with one way on: not found, not available yet. */
export function Notice({
  title,
  children,
  code,
  action,
  level = 1,
  variant = 'centered',
  className,
}: NoticeProps) {
  const titleId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={cx(styles.variant[variant], className)} aria-labelledby={titleId}>
      {code !== undefined && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {children && <p className={styles.text}>{children}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
