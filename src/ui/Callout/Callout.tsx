import { type ReactNode, useId } from 'react';
import { cx } from '../cx';
import * as styles from './Callout.css';

export type CalloutProps = { title: ReactNode; children?: ReactNode; action?: ReactNode; className?: string };

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
