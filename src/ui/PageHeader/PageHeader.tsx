import type { ReactNode } from 'react';
import { cx } from '../cx';
import * as styles from './PageHeader.css';

export type Breadcrumb = { label: string; href?: string };

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons shown at the inline end, e.g. a Filter button. */
  actions?: ReactNode;
  /** The last crumb is the current page and is not a link. */
  breadcrumbs?: readonly Breadcrumb[];
  className?: string;
};

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
