import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../cx';
import * as styles from './LinkCard.css';

export type LinkCardProps = { to: string; title: ReactNode; description?: ReactNode; className?: string };

/** A whole card that is one link, so its title and description form the link's accessible name. */
export function LinkCard({ to, title, description, className }: LinkCardProps) {
  return (
    <Link to={to} className={cx(styles.root, className)}>
      <span className={styles.title}>{title}</span>
      {description && <span className={styles.description}>{description}</span>}
    </Link>
  );
}
