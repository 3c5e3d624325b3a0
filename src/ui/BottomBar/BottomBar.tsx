import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import * as styles from './BottomBar.css';

export type BottomBarItem = { label: string; to: string; icon: ReactNode };

export type BottomBarProps = { items: readonly BottomBarItem[] };

/** The mobile tab bar; hidden from 768 px up, where the header and side menu take over. */
export function BottomBar({ items }: BottomBarProps) {
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
      </ul>
    </nav>
  );
}
