import { cx } from '../cx';
import { formatUsdt } from '../format';
import { Numeric } from '../Numeric/Numeric';
import * as styles from './SummaryRow.css';

/** Amounts stay decimal strings from the API all the way to the screen (see ../format). */
export type SummaryItem = { title: string; amount: string };

export type SummaryRowProps = {
  /** The totals, each a title and an amount as the API sends it. */
  items: readonly SummaryItem[];
  /** Names the group, e.g. 'Reserve summary'. */
  label: string;
  /** Decimal places each amount is shown with. */
  decimals?: number;
  /** Extra class on the row's frame, for placement by the page. */
  className?: string;
};

/**
 * A row of named totals above a list, e.g. the reserve summary, each amount in USDT kept left to right in
 * right-to-left pages.
 */
export function SummaryRow({ items, label, decimals = 2, className }: SummaryRowProps) {
  return (
    <div className={cx(styles.frame, className)}>
      <ul className={styles.row} aria-label={label}>
        {items.map((item) => (
          <li key={item.title} className={styles.box}>
            <span className={styles.title}>{item.title}</span>
            <span className={styles.amount}>
              <Numeric>{formatUsdt(item.amount, decimals)}</Numeric>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
