import { type ReactNode, useId } from 'react';
import { cx } from '../cx';
import { Numeric } from '../Numeric/Numeric';
import * as styles from './StatCard.css';

export type StatTrend = { direction: 'up' | 'down' | 'flat'; label: string };

export type StatCardProps = {
  /** What the figure is, e.g. 'Deposit Wallet'. */
  title: ReactNode;
  /** The figure, e.g. an amount with its unit. */
  value: ReactNode;
  /** A decorative icon beside the title. */
  icon?: ReactNode;
  /** Written out in words (e.g. 'Up 4% this week'), since the colour alone says nothing to some readers. */
  trend?: StatTrend;
  /** Extra class on the card, for placement by the page. */
  className?: string;
};

/** One figure of a dashboard with its title, an optional icon and a trend written out in words. */
export function StatCard({ title, value, icon, trend, className }: StatCardProps) {
  const titleId = useId();
  return (
    <section className={cx(styles.card, className)} aria-labelledby={titleId}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        <p className={styles.value}>
          <Numeric>{value}</Numeric>
        </p>
        {trend && <p className={styles.trend[trend.direction]}>{trend.label}</p>}
      </div>
    </section>
  );
}
