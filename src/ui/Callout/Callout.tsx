import { type ReactNode, useId } from 'react';
import { cx } from '../cx';
import * as styles from './Callout.css';

export type CalloutProps = {
  /** The band's heading; it also names the region. */
  title: ReactNode;
  /** A sentence under the heading saying why the action is worth taking. */
  children?: ReactNode;
  /** The one action invited, usually a ButtonLink. */
  action?: ReactNode;
  /** Extra class on the band, for placement by the page. */
  className?: string;
};

/** A tinted band that invites one action, its heading naming the region. */
export function Callout({ title, children, action, className }: CalloutProps) {
  const headingId = useId();
  return (
    <section className={cx(styles.root, className)} aria-labelledby={headingId}>
      <div className={styles.body}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {children && <p>{children}</p>}
      </div>
      {action}
    </section>
  );
}
