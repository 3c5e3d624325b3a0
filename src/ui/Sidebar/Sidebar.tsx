import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { CountBadge } from '../CountBadge/CountBadge';
import { LogoutIcon, UserIcon } from '../icons';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Sidebar.css';

export type SidebarItem = {
  label: string;
  to: string;
  icon: ReactNode;
  /** A count on the icon's corner (e.g. tickets with new replies), read as its label. */
  badge?: { count: number; label: string };
};

/** Where the menu sits: the overlay drawer, the docked sidebar rail, or the horizontal layout's top bar. */
export type SidebarVariant = 'drawer' | 'rail' | 'bar';

export type SidebarProps = {
  items: readonly SidebarItem[];
  signedIn: boolean;
  onLogout: () => void;
  loggingOut?: boolean;
  /** Lets the mobile drawer close itself once a link is followed. */
  onNavigate?: () => void;
  variant?: SidebarVariant;
};

export function Sidebar({
  items,
  signedIn,
  onLogout,
  loggingOut = false,
  onNavigate,
  variant = 'drawer',
}: SidebarProps) {
  const rail = variant === 'rail';
  const bar = variant === 'bar';
  const linkClass = [styles.link, rail && styles.railLink, bar && styles.barLink].filter(Boolean).join(' ');
  const labelClass = rail ? `${styles.label} ${styles.railLabel}` : styles.label;
  const item = (icon: ReactNode, text: string, badge?: SidebarItem['badge']) => (
    <>
      <span className={styles.icon}>{icon}</span>
      <span className={labelClass}>{text}</span>
      {badge && badge.count > 0 && (
        <>
          {' '}
          <CountBadge count={badge.count} label={badge.label} className={styles.badge} />
        </>
      )}
    </>
  );
  return (
    <nav className={`${styles.nav} ${styles.variant[variant]}`} aria-label="Main menu">
      <ul className={bar ? `${styles.list} ${styles.barList}` : styles.list}>
        {items.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              className={linkClass}
              onClick={onNavigate}
              title={rail ? entry.label : undefined}
            >
              {item(entry.icon, entry.label, entry.badge)}
            </NavLink>
          </li>
        ))}
      </ul>
      {!bar && <hr className={styles.separator} />}
      {signedIn ? (
        <button
          type="button"
          className={linkClass}
          onClick={onLogout}
          disabled={loggingOut}
          aria-busy={loggingOut || undefined}
          title={rail ? 'Logout' : undefined}
        >
          {item(loggingOut ? <Spinner size="sm" /> : <LogoutIcon />, 'Logout')}
        </button>
      ) : (
        <NavLink to="/login" className={linkClass} onClick={onNavigate} title={rail ? 'Login' : undefined}>
          {item(<UserIcon />, 'Login')}
        </NavLink>
      )}
    </nav>
  );
}
