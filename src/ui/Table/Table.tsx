import type { Key, ReactNode } from 'react';
import { cx } from '../cx';
import { EmptyState } from '../EmptyState/EmptyState';
import { Numeric } from '../Numeric/Numeric';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './Table.css';

export type TableColumn<Row> = {
  id: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** 'end' for amounts and numbers, which line up at the inline end in both directions. */
  align?: 'start' | 'center' | 'end';
  /** The column's name on a phone's row cards, when `header` is not plain text. */
  label?: string;
};

/**
 * Figures (end-aligned columns) and plain text cells (dates like '14/03/2026 09:34', codes, amounts) keep
 * their reading order in RTL; cells that are components arrange themselves.
 */
function inOrder(content: ReactNode, align: TableColumn<unknown>['align']): ReactNode {
  const text = typeof content === 'string' || typeof content === 'number';
  return text || align === 'end' ? <Numeric>{content}</Numeric> : content;
}

const labelOf = <Row,>(col: TableColumn<Row>) =>
  col.label ?? (typeof col.header === 'string' ? col.header : undefined);

export type TableProps<Row> = {
  /** The columns, each a header and how to render a row's cell. */
  columns: readonly TableColumn<Row>[];
  /** The rows to show. */
  rows: readonly Row[];
  /** A stable key per row, e.g. its id. */
  rowKey: (row: Row, index: number) => Key;
  /** A visible caption; pass `label` instead when the page heading already names the table. */
  caption?: ReactNode;
  /** Names the table and its scroll region when there is no visible caption. */
  label?: string;
  /** Shows skeleton rows in place of the data. */
  loading?: boolean;
  /** How many skeleton rows show while loading. */
  loadingRows?: number;
  /** The spec's text differs per screen: 'No Data Available' or 'No Data For Action'. */
  emptyText?: string;
  /** Usually a Pagination, rendered under the table. */
  footer?: ReactNode;
  /** Extra class on the table's wrapper, for placement by the page. */
  className?: string;
};

/**
 * A data table with column headers, an empty text and skeleton rows while loading; a wide table scrolls
 * sideways in a region keyboard users can focus.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  label,
  loading = false,
  loadingRows = 5,
  emptyText = 'No Data Available',
  footer,
  className,
}: TableProps<Row>) {
  const span = columns.length;
  const regionLabel = label ?? (typeof caption === 'string' ? caption : 'Table');
  return (
    <div className={className}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: wide tables scroll sideways, and keyboard users can only scroll what takes focus */}
      <section className={styles.wrapper} tabIndex={0} aria-label={regionLabel}>
        <table
          className={styles.table}
          aria-label={caption ? undefined : label}
          aria-busy={loading || undefined}
        >
          {caption && <caption className={styles.caption}>{caption}</caption>}
          <thead className={styles.head}>
            <tr>
              {columns.map((col) => (
                <th key={col.id} scope="col" className={cx(styles.th, styles.align[col.align ?? 'start'])}>
                  {col.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={styles.body}>
            {loading &&
              Array.from({ length: loadingRows }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <tr key={i} data-loading-row="" className={styles.row}>
                  {columns.map((col) => (
                    <td key={col.id} className={cx(styles.td, styles.cardCell)} data-label={labelOf(col)}>
                      <Skeleton width="70%" />
                    </td>
                  ))}
                </tr>
              ))}
            {!loading && rows.length === 0 && (
              <tr>
                <td colSpan={span} className={styles.stateCell}>
                  <div className={styles.stateFrame}>
                    <EmptyState title={emptyText} />
                  </div>
                </td>
              </tr>
            )}
            {!loading &&
              rows.map((row, index) => (
                <tr key={rowKey(row, index)} className={styles.row}>
                  {columns.map((col) => (
                    <td
                      key={col.id}
                      className={cx(styles.td, styles.align[col.align ?? 'start'], styles.cardCell)}
                      data-label={labelOf(col)}
                    >
                      {inOrder(col.cell(row, index), col.align)}
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </section>
      {footer}
    </div>
  );
}
