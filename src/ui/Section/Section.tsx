import { type ReactNode, useId } from 'react';
import { cx } from '../cx';
import * as styles from './Section.css';

export type SectionProps = {
  title: ReactNode;
  /** Qualifies everything in the section, shown under the heading. */
  note?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled region of a page: the heading names the region for landmark navigation. */
export function Section({ title, note, children, className }: SectionProps) {
  const headingId = useId();
  return (
    <section className={cx(styles.root, className)} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {note && <p className={styles.note}>{note}</p>}
      {children}
    </section>
  );
}

export type ScrollRowProps = { items: readonly { key: string; content: ReactNode }[]; className?: string };

/** A single row of small tiles that scrolls along the inline axis instead of wrapping. */
export function ScrollRow({ items, className }: ScrollRowProps) {
  return (
    <ul className={cx(styles.scroller, className)}>
      {items.map((item) => (
        <li key={item.key} className={styles.chip}>
          {item.content}
        </li>
      ))}
    </ul>
  );
}
