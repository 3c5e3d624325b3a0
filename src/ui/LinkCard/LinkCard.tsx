import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../cx';
import * as styles from './LinkCard.css';

export type LinkCardProps = {
  /** The in-app path the card leads to. */
  to: string;
  /** The card's heading, and the start of the link's accessible name. */
  title: ReactNode;
  /** A line under the title, read as part of the link's name. */
  description?: ReactNode;
  /** Extra class on the card, for placement by the page. */
  className?: string;
};

/** A whole card that is one link, so its title and description form the link's accessible name. */
export function LinkCard({ to, title, description, className }: LinkCardProps) {
  return (
    <Link to={to} className={cx(styles.root, className)}>
      <span className={styles.title}>{title}</span>
      {description && <span className={styles.description}>{description}</span>}
    </Link>
  );
}
