import { type ReactNode, useState } from 'react';
import { ChevronDownIcon } from '../../../ui';
import * as styles from './Announcements.css';

export type ReadableItemProps = {
  /** The id of the section the heading opens. */
  id: string;
  title: string;
  /** Announcements are the page's h2 items; notices sit one level below their own heading. */
  level: 2 | 3;
  read: boolean;
  /** What follows the title on its line: the time and the tags. */
  meta: ReactNode;
  /** Called when the member opens the item (not when they close it). */
  onOpen: () => void;
  children: ReactNode;
};

/** One announcement or notice: a heading that opens its text. */
export function ReadableItem({ id, title, level, read, meta, onOpen, children }: ReadableItemProps) {
  const [open, setOpen] = useState(false);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.item} data-read={read}>
      <Heading className={styles.heading}>
        <button
          type="button"
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => {
            if (!open) onOpen();
            setOpen(!open);
          }}
        >
          <span className={styles.itemTitle}>{title}</span>
          <ChevronDownIcon size={16} />
          <span className={styles.meta}>{meta}</span>
        </button>
      </Heading>
      <section id={id} aria-label={title} hidden={!open}>
        {children}
      </section>
    </li>
  );
}
