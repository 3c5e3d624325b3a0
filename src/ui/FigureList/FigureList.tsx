import type { ReactNode } from 'react';
import { cx } from '../cx';
import * as styles from './FigureList.css';

export type FigureListProps = {
  /** FigureRow elements. */
  children: ReactNode;
  /** A value too long to sit beside its label moves under it; otherwise it wraps beside its label. */
  wrap?: boolean;
};

/** Labelled figures, one a line: the label at the inline start, the figure at the inline end. */
export function FigureList({ children, wrap = false }: FigureListProps) {
  return <dl className={cx(styles.list, wrap && styles.wrapping)}>{children}</dl>;
}

export type FigureRowProps = {
  label: ReactNode;
  children: ReactNode;
  /** A hash, an address or a signature: monospaced and read left to right, also in an rtl page. */
  mono?: boolean;
};

export function FigureRow({ label, mono = false, children }: FigureRowProps) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={cx(styles.value, mono && styles.mono)} dir={mono ? 'ltr' : undefined}>
        {children}
      </dd>
    </div>
  );
}
