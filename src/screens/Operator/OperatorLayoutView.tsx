import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { OperatorRight, OperatorRole } from '../../api/operatorSession';
import { Button, HomeIcon, LogoutIcon } from '../../ui';
import * as styles from './OperatorLayout.css';
import { OPERATOR_HOME, sectionsFor } from './shared/operatorSections';

export type OperatorLayoutViewProps = {
  productName: string;
  /** Who is signed in; null while the server is still asked. */
  operator: { username: string; role: OperatorRole } | null;
  /** The rights the server gave the role: the menu lists only the sections they open. */
  rights: readonly OperatorRight[];
  onSignOut: () => void;
  signingOut?: boolean;
  children: ReactNode;
};

/** The back office shell: who is signed in, a way out, and the sections the operator's role may open. */
export function OperatorLayoutView({
  productName,
  operator,
  rights,
  onSignOut,
  signingOut = false,
  children,
}: OperatorLayoutViewProps) {
  const entries = [
    { path: OPERATOR_HOME, label: 'Overview', icon: <HomeIcon /> },
    ...sectionsFor(rights).map((section) => ({ ...section, path: `${OPERATOR_HOME}/${section.path}` })),
  ];
  return (
    <div className={styles.shell}>
      <a href="#operator-main" className={styles.skipLink}>
        Skip to main content
      </a>
      <header className={styles.header}>
        <Link to={OPERATOR_HOME} className={styles.brand}>
          {productName} <span className={styles.brandTag}>back office</span>
        </Link>
        <div className={styles.account}>
          {operator && (
            <p className={styles.who}>
              <span className={styles.username}>{operator.username}</span>
              <span className={styles.role}>{operator.role}</span>
            </p>
          )}
          <Button variant="secondary" size="sm" onClick={onSignOut} busy={signingOut}>
            <LogoutIcon aria-hidden="true" /> Sign out
          </Button>
        </div>
      </header>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label="Back office">
          <ul className={styles.navList}>
            {entries.map((entry) => (
              <li key={entry.path}>
                <NavLink to={entry.path} end={entry.path === OPERATOR_HOME} className={styles.navLink}>
                  <span className={styles.navIcon}>{entry.icon}</span>
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="operator-main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
