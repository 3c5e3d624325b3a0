import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { CompassIcon, HomeIcon, LayersIcon, UserIcon } from '../../ui';
import * as styles from './BottomBar.css';
import { bottomBarItems } from './navigation';

const icons: Record<string, ReactNode> = {
  Home: <HomeIcon />,
  Explore: <CompassIcon />,
  Account: <UserIcon />,
  Reserve: <LayersIcon />,
};

/** The mobile tab bar; hidden from 768 px up, where the header and side menu take over. */
export function BottomBar() {
  return (
    <nav className={styles.bar} aria-label="Quick navigation">
      <ul className={styles.list}>
        {bottomBarItems.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'} className={styles.link}>
              {icons[item.label]}
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
