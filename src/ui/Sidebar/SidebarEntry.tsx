import type { ReactNode } from 'react';
import { CountBadge } from '../CountBadge/CountBadge';
import { cx } from '../cx';
import type { SidebarItem } from './Sidebar';
import * as styles from './Sidebar.css';

export type SidebarEntryProps = {
  icon: ReactNode;
  text: string;
  badge?: SidebarItem['badge'];
  rail: boolean;
};

/** An entry's icon, its label (off-screen but still its name on an icon-only rail) and its count. */
export function SidebarEntry({ icon, text, badge, rail }: SidebarEntryProps) {
  return (
    <>
      <span className={styles.icon}>{icon}</span>
      <span className={cx(styles.label, rail && styles.railLabel)}>{text}</span>
      {badge && badge.count > 0 && (
        <>
          {' '}
          <CountBadge
            count={badge.count}
            label={badge.label}
            className={cx(styles.badge, rail && styles.railBadge)}
          />
        </>
      )}
    </>
  );
}
