import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router-dom';
import { CountBadge } from '../CountBadge/CountBadge';
import { cx } from '../cx';
import { ChevronDownIcon } from '../icons';
import type { SidebarGroup } from './Sidebar';
import * as styles from './Sidebar.css';
import { SidebarEntry } from './SidebarEntry';

export type SidebarGroupMenuProps = { group: SidebarGroup; linkClass: string; onNavigate?: () => void };

/**
 * A group in the horizontal top bar: a button that opens its entries below it. It closes when an entry is
 * followed, on Escape (focus returns to the button), and when a click or the focus goes elsewhere.
 */
export function SidebarGroupMenu({ group, linkClass, onNavigate }: SidebarGroupMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const current = group.items.some((item) => matchPath({ path: item.to, end: false }, pathname));
  const waiting = group.items.filter((item) => (item.badge?.count ?? 0) > 0);
  const count = waiting.reduce((sum, item) => sum + (item.badge?.count ?? 0), 0);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <li ref={root} className={styles.barGroup} onKeyDown={closeOnEscape}>
      <button
        ref={trigger}
        type="button"
        className={cx(linkClass, current && styles.barGroupCurrent)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.label}>{group.label}</span>
        {count > 0 && (
          <CountBadge count={count} label={waiting.map((item) => item.badge?.label).join(', ')} />
        )}
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.barMenu} hidden={!open} aria-label={group.label}>
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={styles.link}
              onClick={() => {
                setOpen(false);
                onNavigate?.();
              }}
            >
              <SidebarEntry icon={item.icon} text={item.label} badge={item.badge} rail={false} />
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
