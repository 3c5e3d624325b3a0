import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { CompassIcon, LayersIcon, LogoutIcon, Spinner, SwapIcon, UserIcon, WalletIcon } from '../../ui';
import { sideMenuItems } from './navigation';
import * as styles from './SideMenu.css';

const icons: Record<string, ReactNode> = {
  Wallet: <WalletIcon />,
  Explore: <CompassIcon />,
  Reserve: <LayersIcon />,
  Account: <UserIcon />,
  Transfer: <SwapIcon />,
};

/** Where the menu sits: the overlay drawer, the docked sidebar rail, or the horizontal layout's top bar. */
export type SideMenuVariant = 'drawer' | 'rail' | 'bar';

export type SideMenuProps = {
  signedIn: boolean;
  onLogout: () => void;
  loggingOut?: boolean;
  /** Lets the mobile drawer close itself once a link is followed. */
  onNavigate?: () => void;
  variant?: SideMenuVariant;
};

export function SideMenu({
  signedIn,
  onLogout,
  loggingOut = false,
  onNavigate,
  variant = 'drawer',
}: SideMenuProps) {
  const rail = variant === 'rail';
  const bar = variant === 'bar';
  const linkClass = [styles.link, rail && styles.railLink, bar && styles.barLink].filter(Boolean).join(' ');
  const labelClass = rail ? `${styles.label} ${styles.railLabel}` : styles.label;
  const item = (icon: ReactNode, text: string) => (
    <>
      <span className={styles.icon}>{icon}</span>
      <span className={labelClass}>{text}</span>
    </>
  );
  return (
    <nav className={`${styles.nav} ${styles.variant[variant]}`} aria-label="Main menu">
      <ul className={bar ? `${styles.list} ${styles.barList}` : styles.list}>
        {sideMenuItems.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              className={linkClass}
              onClick={onNavigate}
              title={rail ? entry.label : undefined}
            >
              {item(icons[entry.label], entry.label)}
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
