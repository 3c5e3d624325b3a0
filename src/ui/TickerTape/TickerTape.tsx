import type { ReactNode } from 'react';
import { cx } from '../cx';
import * as styles from './TickerTape.css';

export type TickerItem = { id: string; label: ReactNode; value: ReactNode };

export type TickerTapeProps = {
  /** The entries that scroll by, each a label and a value. */
  items: readonly TickerItem[];
  /** Names the tape, e.g. 'Market ticker'. */
  label: string;
  /** Extra class on the tape, for placement by the page. */
  className?: string;
};

function Entries({ items, hidden }: { items: readonly TickerItem[]; hidden?: boolean }) {
  return (
    <ul className={cx(styles.list, hidden && styles.copy)} aria-hidden={hidden || undefined}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <span className={styles.label}>{item.label}</span>
          <span className={styles.value}>{item.value}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A scrolling tape of short figures. It pauses while pointed at or focused (so it can be read) and stands
 * still for members who ask for reduced motion.
 */
export function TickerTape({ items, label, className }: TickerTapeProps) {
  if (items.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard members focus the tape to pause it
    <section className={cx(styles.root, className)} aria-label={label} tabIndex={0}>
      <div className={styles.track}>
        <Entries items={items} />
        <Entries items={items} hidden />
      </div>
    </section>
  );
}
