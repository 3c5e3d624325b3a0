import { Fragment, type ReactNode } from 'react';
import { cx } from '../cx';
import * as styles from './ShowcaseCard.css';

export type ShowcaseFigure = { label: string; value: ReactNode };

export type ShowcaseCardProps = {
  /** The card's heading. */
  title: ReactNode;
  /** Shown at the inline end of the title, e.g. a level. */
  aside?: ReactNode;
  /** Label and value pairs listed under the title. */
  figures: readonly ShowcaseFigure[];
  /** A badge over the image area; illustrative content always carries one. */
  badge?: ReactNode;
  /** Extra class on the card, for placement by the page. */
  className?: string;
};

/**
 * A card presenting one item of a collection with an image area, a badge, its title and a few labelled
 * figures.
 */
export function ShowcaseCard({ title, aside, figures, badge, className }: ShowcaseCardProps) {
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.art} aria-hidden="true" />
      {badge && <span className={styles.badge}>{badge}</span>}
      <p className={styles.title}>
        <span>{title}</span>
        {aside && <span>{aside}</span>}
      </p>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <Fragment key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
