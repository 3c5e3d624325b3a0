import * as RadixTabs from '@radix-ui/react-tabs';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../cx';
import * as styles from './Tabs.css';

export type TabItem<V extends string = string> = {
  value: V;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
  /** Keeps the panel mounted (hidden) while another tab shows, so what it holds survives a visit elsewhere. */
  keepMounted?: boolean;
};

export type TabsProps<V extends string = string> = {
  /** The tabs in order, each a value, a label and its panel's content. */
  items: readonly TabItem<V>[];
  /** Controlled selected tab; leave out (with defaultValue) to let the tabs keep their own. */
  value?: V;
  /** The tab selected first when uncontrolled; the first tab otherwise. */
  defaultValue?: V;
  /** Called with the value of the tab the member selects, typed as the items' values. */
  onValueChange?: (value: V) => void;
  /** Names the tab list for screen readers, e.g. 'Reserve type'. */
  label: string;
  /** Extra class on the tabs, for placement by the page. */
  className?: string;
};

/**
 * Scrolls the tab list sideways just enough to show the open tab: on a phone the list is wider than the
 * screen, and a tab opened by the address (e.g. ?tab=logs) would otherwise sit out of sight. Physical
 * offsets of the two boxes, so it holds in either direction.
 */
function showOpenTab(list: HTMLElement | null) {
  const open = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!list || !open) return;
  const box = list.getBoundingClientRect();
  const tab = open.getBoundingClientRect();
  if (tab.left < box.left) list.scrollLeft -= box.left - tab.left;
  else if (tab.right > box.right) list.scrollLeft += tab.right - box.right;
}

/**
 * Tabs on Radix: arrow keys move between tabs (mirrored in right-to-left pages) and only the selected panel
 * shows.
 */
export function Tabs<V extends string>({
  items,
  value,
  defaultValue,
  onValueChange,
  label,
  className,
}: TabsProps<V>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState(value ?? defaultValue ?? items[0]?.value);
  const open = value ?? chosen;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (open === undefined || !list) return;
    showOpenTab(list);
    // The tabs' widths change when the page's fonts arrive and the list's own width with the screen: the open
    // tab is brought back into sight after either.
    const observer = new ResizeObserver(() => showOpenTab(list));
    observer.observe(list);
    for (const tab of list.children) observer.observe(tab);
    return () => observer.disconnect();
  }, [open]);
  return (
    <RadixTabs.Root
      className={className}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(next) => {
        // Radix answers with a string; the item it names carries the value in its own type.
        const item = items.find((i) => i.value === next);
        if (!item) return;
        setChosen(item.value);
        onValueChange?.(item.value);
      }}
    >
      <RadixTabs.List ref={listRef} className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          forceMount={item.keepMounted || undefined}
          className={cx(styles.content)}
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
