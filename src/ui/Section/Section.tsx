import { type ReactNode, useId } from 'react';
import { cx } from '../cx';
import * as styles from './Section.css';

export type SectionProps = {
  /** The section's heading; it also names the region. */
  title: ReactNode;
  /** Qualifies everything in the section, shown under the heading. */
  note?: ReactNode;
  /** The section's content. */
  children: ReactNode;
  /** Extra class on the section, for placement by the page. */
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

export type ScrollRowProps = {
  /** The cards in the row, each with a stable key. */
  items: readonly { key: string; content: ReactNode }[];
  /** Extra class on the row, for placement by the page. */
  className?: string;
};

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
