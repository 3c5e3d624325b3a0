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

export type SideMenuProps = {
  signedIn: boolean;
  onLogout: () => void;
  loggingOut?: boolean;
  /** Lets the mobile drawer close itself once a link is followed. */
  onNavigate?: () => void;
};

export function SideMenu({ signedIn, onLogout, loggingOut = false, onNavigate }: SideMenuProps) {
  return (
    <nav className={styles.nav} aria-label="Main menu">
      <ul className={styles.list}>
        {sideMenuItems.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={styles.link} onClick={onNavigate}>
              {icons[item.label]}
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <hr className={styles.separator} />
      {signedIn ? (
        <button
          type="button"
          className={styles.link}
          onClick={onLogout}
          disabled={loggingOut}
          aria-busy={loggingOut || undefined}
        >
          {loggingOut ? <Spinner size="sm" /> : <LogoutIcon />}
          Logout
        </button>
      ) : (
        <NavLink to="/login" className={styles.link} onClick={onNavigate}>
          <UserIcon />
          Login
        </NavLink>
      )}
    </nav>
  );
}
