import { type ReactNode, useId } from 'react';
import { NavLink } from 'react-router-dom';
import { cx } from '../cx';
import { LogoutIcon, UserIcon } from '../icons';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Sidebar.css';
import { SidebarEntry } from './SidebarEntry';
import { SidebarGroupMenu } from './SidebarGroupMenu';

export type SidebarItem = {
  label: string;
  to: string;
  icon: ReactNode;
  /** A count on the icon's corner (e.g. tickets with new replies), read as its label. */
  badge?: { count: number; label: string };
};

/** Entries under a heading, after the main ones: e.g. 'Money' with Withdraw, Transactions and Payouts. */
export type SidebarGroup = { label: string; items: readonly SidebarItem[] };

/** Where the menu sits: the overlay drawer, the docked sidebar rail, or the horizontal layout's top bar. */
export type SidebarVariant = 'drawer' | 'rail' | 'bar';

export type SidebarProps = {
  /** The main entries, first in the menu. */
  items: readonly SidebarItem[];
  /** Entries under headings, after the main ones. */
  groups?: readonly SidebarGroup[];
  /** Shows Logout at the end of the menu for a signed-in member. */
  signedIn: boolean;
  /** Called when the member chooses Logout. */
  onLogout: () => void;
  /** Logout shows it is busy while signing out. */
  loggingOut?: boolean;
  /** Lets the mobile drawer close itself once a link is followed. */
  onNavigate?: () => void;
  /** Where the menu sits: the drawer, the docked rail or the top bar. */
  variant?: SidebarVariant;
};

/**
 * The member area's menu of links with the current page marked, grouped entries and Logout, drawn as a
 * drawer, a docked rail or a top bar.
 */
export function Sidebar({
  items,
  groups = [],
  signedIn,
  onLogout,
  loggingOut = false,
  onNavigate,
  variant = 'drawer',
}: SidebarProps) {
  const rail = variant === 'rail';
  const bar = variant === 'bar';
  const linkClass = cx(styles.link, rail && styles.railLink, bar && styles.barLink);
  const link = (entry: SidebarItem) => (
    <li key={entry.to}>
      <NavLink
        to={entry.to}
        className={linkClass}
        onClick={onNavigate}
        title={rail ? entry.label : undefined}
      >
        <SidebarEntry icon={entry.icon} text={entry.label} badge={entry.badge} rail={rail} />
      </NavLink>
    </li>
  );
  return (
    <nav className={cx(styles.nav, styles.variant[variant])} aria-label="Main menu">
      {bar ? (
        <ul className={cx(styles.list, styles.barList)}>
          {items.map(link)}
          {groups.map((group) => (
            <SidebarGroupMenu key={group.label} group={group} linkClass={linkClass} onNavigate={onNavigate} />
          ))}
        </ul>
      ) : (
        // The entries scroll within the menu's height; Logout below them stays in view on a short screen.
        <div className={styles.entries}>
          <ul className={styles.list}>{items.map(link)}</ul>
          {groups.map((group) => (
            <GroupList key={group.label} group={group} rail={rail} link={link} />
          ))}
        </div>
      )}
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
          <SidebarEntry
            icon={loggingOut ? <Spinner size="sm" /> : <LogoutIcon />}
            text="Logout"
            rail={rail}
          />
        </button>
      ) : (
        <NavLink to="/login" className={linkClass} onClick={onNavigate} title={rail ? 'Login' : undefined}>
          <SidebarEntry icon={<UserIcon />} text="Login" rail={rail} />
        </NavLink>
      )}
    </nav>
  );
}

type GroupListProps = { group: SidebarGroup; rail: boolean; link: (entry: SidebarItem) => ReactNode };

/** A group in the drawer or the rail: its heading, then its entries (a rule between groups on a narrow rail). */
function GroupList({ group, rail, link }: GroupListProps) {
  const headingId = useId();
  return (
    <div className={styles.group}>
      <p id={headingId} className={cx(styles.groupHeading, rail && styles.railGroupHeading)}>
        {group.label}
      </p>
      <ul className={styles.list} aria-labelledby={headingId}>
        {group.items.map(link)}
      </ul>
    </div>
  );
}
