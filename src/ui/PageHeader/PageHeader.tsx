import type { ReactNode } from 'react';
import { cx } from '../cx';
import * as styles from './PageHeader.css';

export type Breadcrumb = { label: string; href?: string };

export type PageHeaderProps = {
  /** The page's h1. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons shown at the inline end, e.g. a Filter button. */
  actions?: ReactNode;
  /** The last crumb is the current page and is not a link. */
  breadcrumbs?: readonly Breadcrumb[];
  /** Extra class on the header, for placement by the page. */
  className?: string;
};

/**
 * The head of a member-area page: breadcrumbs, the page's h1 with an optional line under it, and the page's
 * own actions at the inline end.
 */
export function PageHeader({ title, description, actions, breadcrumbs, className }: PageHeaderProps) {
  return (
    <header className={cx(styles.root, className)}>
      <div className={styles.text}>
        {breadcrumbs && breadcrumbs.length > 0 && (
          <nav aria-label="Breadcrumb">
            <ol className={styles.crumbs}>
              {breadcrumbs.map((crumb, index) => {
                const current = index === breadcrumbs.length - 1;
                return (
                  <li key={`${crumb.label}:${crumb.href ?? ''}`} className={styles.crumb}>
                    {crumb.href && !current ? (
                      <a className={styles.crumbLink} href={crumb.href}>
                        {crumb.label}
                      </a>
                    ) : (
                      <span aria-current={current ? 'page' : undefined}>{crumb.label}</span>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
        )}
        <h1 className={styles.title}>{title}</h1>
        {/* Its own direction inside the page's: an English sentence keeps its full stop at its end in RTL. */}
        {description && (
          <p className={styles.description}>
            <bdi>{description}</bdi>
          </p>
        )}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
