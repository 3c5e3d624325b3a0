import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { CountBadge } from '../CountBadge/CountBadge';
import { MenuIcon } from '../icons';
import * as styles from './BottomBar.css';

export type BottomBarItem = { label: string; to: string; icon: ReactNode };

export type BottomBarProps = {
  /** The tabs, each a label, an in-app path and an icon; the current path's tab is marked. */
  items: readonly BottomBarItem[];
  /** A last 'Menu' tab opening the full menu, with a count of what waits there (e.g. unread replies). */
  menu?: { onOpen: () => void; badge?: { count: number; label: string } };
};

/** The mobile tab bar; hidden from 768 px up, where the header and side menu take over. */
export function BottomBar({ items, menu }: BottomBarProps) {
  return (
    <nav className={styles.bar} aria-label="Quick navigation">
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'} className={styles.link}>
              {item.icon}
              {item.label}
            </NavLink>
          </li>
        ))}
        {menu && (
          <li>
            <button type="button" className={styles.link} onClick={menu.onOpen} aria-haspopup="dialog">
              <MenuIcon />
              Menu
              {menu.badge && (
                <CountBadge count={menu.badge.count} label={menu.badge.label} className={styles.menuBadge} />
              )}
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
