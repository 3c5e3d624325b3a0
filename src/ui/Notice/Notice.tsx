import { type ReactNode, useId } from 'react';
import { cx } from '../cx';
import * as styles from './Notice.css';

export type NoticeVariant = 'centered' | 'panel';

export type NoticeProps = {
  /** The message's heading, at the level `level` gives. */
  title: ReactNode;
  /** A sentence or two under the heading. */
  children?: ReactNode;
  /** A large decorative figure above the title, e.g. an HTTP status; hidden from assistive technology. */
  code?: ReactNode;
  /** The one way on, e.g. a ButtonLink home. */
  action?: ReactNode;
  /** The page's own message is its h1; a notice inside a page passes 2. */
  level?: 1 | 2;
  /** 'centered' fills the page; 'panel' sits inside a page's content. */
  variant?: NoticeVariant;
  /** Extra class on the notice, for placement by the page. */
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
