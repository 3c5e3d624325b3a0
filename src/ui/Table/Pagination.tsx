import { type FormEvent, useState } from 'react';
import { Button } from '../Button/Button';
import { cx } from '../cx';
import { digits } from '../filters';
import { ChevronEndIcon, ChevronStartIcon } from '../icons';
import { TextField } from '../TextField/TextField';
import * as styles from './Pagination.css';

/** The numbers of the API's paged list envelope; from and to are null on an empty page. */
export type PageMeta = {
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
};

export type PaginationProps = {
  /** The spec's paging envelope: current_page, last_page, from, to, total. */
  meta: PageMeta;
  /** Called with the page number the member asks for. */
  onPageChange: (page: number) => void;
  /** Page numbers shown on each side of the current one (the spec says up to 3). */
  span?: number;
  /** Names the navigation landmark when a screen has more than one table. */
  label?: string;
  /** Extra class on the navigation, for placement by the page. */
  className?: string;
};

export function pageWindow(current: number, last: number, span = 3): number[] {
  const start = Math.max(1, current - span);
  const end = Math.min(last, current + span);
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
}

export function clampPage(value: string, last: number): number | null {
  const n = Number.parseInt(digits(value), 10);
  if (Number.isNaN(n)) return null;
  return Math.min(Math.max(1, n), Math.max(1, last));
}

/**
 * Page navigation under a paged list: previous and next, the pages around the current one, and a jump to any
 * page.
 */
export function Pagination({
  meta,
  onPageChange,
  span = 3,
  label = 'Pagination',
  className,
}: PaginationProps) {
  const { current_page: current, last_page: last, total } = meta;
  const [jump, setJump] = useState('');
  const go = (page: number) => {
    if (page !== current && page >= 1 && page <= last) onPageChange(page);
  };
  const submitJump = (event: FormEvent) => {
    event.preventDefault();
    const page = clampPage(jump, last);
    if (page === null) return;
    setJump(String(page));
    go(page);
  };
  const atStart = current <= 1;
  const atEnd = current >= last;
  return (
    <div className={cx(styles.root, className)}>
      <p className={styles.summary} aria-live="polite">
        Showing {meta.from ?? 0} to {meta.to ?? 0} of {total} results
      </p>
      <nav aria-label={label}>
        <ul className={styles.pages}>
          <li>
            <button type="button" className={styles.page} disabled={atStart} onClick={() => go(1)}>
              First
            </button>
          </li>
          <li>
            <button
              type="button"
              className={styles.page}
              disabled={atStart}
              aria-label="Previous page"
              onClick={() => go(current - 1)}
            >
              <ChevronStartIcon size={16} className={styles.mirror} />
            </button>
          </li>
          {pageWindow(current, last, span).map((page) => (
            <li key={page} className={Math.abs(page - current) > 1 ? styles.farPage : undefined}>
              <button
                type="button"
                className={styles.page}
                aria-label={`Page ${page}`}
                aria-current={page === current ? 'page' : undefined}
                onClick={() => go(page)}
              >
                {page}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={styles.page}
              disabled={atEnd}
              aria-label="Next page"
              onClick={() => go(current + 1)}
            >
              <ChevronEndIcon size={16} className={styles.mirror} />
            </button>
          </li>
          <li>
            <button type="button" className={styles.page} disabled={atEnd} onClick={() => go(last)}>
              Last
            </button>
          </li>
        </ul>
      </nav>
      <form className={styles.jump} onSubmit={submitJump}>
        <TextField
          label="Search Table By No"
          hideLabel
          placeholder="Search Table By No"
          inputMode="numeric"
          filter={digits}
          value={jump}
          onValueChange={setJump}
          fieldClassName={styles.jumpField}
        />
        <Button type="submit" variant="secondary" disabled={last < 1}>
          Go
        </Button>
      </form>
    </div>
  );
}
