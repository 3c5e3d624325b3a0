import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AuditRow } from '../../../api/auditLog';
import { Button, ChevronDownIcon, cx, EmptyState, Skeleton } from '../../../ui';
// The log's rows open in place, which the design system's Table does not do; it keeps that table's look.
import * as table from '../../../ui/Table/Table.css';
import { OPERATOR_HOME } from '../shared/operatorSections';
import { AuditDetails } from './AuditDetails';
import * as styles from './audit.css';
import { auditTime, outcomeLabels, outcomeOf } from './auditFormat';

export type AuditTableProps = {
  rows: readonly AuditRow[];
  loading: boolean;
  emptyText: string;
  /** members.read: each member links to their file. */
  linkMembers: boolean;
};

const headers = ['Time', 'Operator', 'Action', 'Member', 'Outcome', 'Address', 'Details'] as const;
const cell = cx(table.td, table.cardCell);
const ltr = (text: string) => (
  <bdi dir="ltr" className={styles.code}>
    {text}
  </bdi>
);

function Entry({ row, linkMembers }: { row: AuditRow; linkMembers: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const outcome = outcomeOf(row.details);
  const member = row.subject_username;
  return (
    <>
      <tr className={table.row}>
        <td className={cell} data-label="Time">
          <bdi dir="ltr" className={styles.nowrap}>
            <time dateTime={row.created_at}>{auditTime(row.created_at)}</time>
          </bdi>
        </td>
        <td className={cell} data-label="Operator">
          {row.attempted_username && !row.operator.includes(row.attempted_username)
            ? `${row.operator}: tried ${row.attempted_username}`
            : row.operator}
        </td>
        <td className={cell} data-label="Action" id={`${id}-action`}>
          {ltr(row.action)}
        </td>
        <td className={cell} data-label="Member">
          {member && linkMembers ? (
            <Link to={`${OPERATOR_HOME}/members/${encodeURIComponent(member)}`}>{member}</Link>
          ) : (
            (member ?? '—')
          )}
        </td>
        <td className={cell} data-label="Outcome">
          <span className={cx(styles.outcome, styles.outcomeTone[outcome])}>{outcomeLabels[outcome]}</span>
        </td>
        <td className={cell} data-label="Address">
          {row.ip ? ltr(row.ip) : '—'}
        </td>
        <td className={cx(cell, table.align.end)} data-label="Details">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={open ? `${id}-details` : undefined}
            aria-describedby={`${id}-action`}
            onClick={() => setOpen((was) => !was)}
          >
            Details
            <ChevronDownIcon size={16} className={styles.toggleIcon} />
          </Button>
        </td>
      </tr>
      {open && (
        <tr className={table.row} id={`${id}-details`}>
          <td colSpan={headers.length} className={table.stateCell}>
            <AuditDetails row={row} />
          </td>
        </tr>
      )}
    </>
  );
}

/** The log, newest first: who did what to whom, how it went and from where; each entry opens in place. */
export function AuditTable({ rows, loading, emptyText, linkMembers }: AuditTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways, and keyboard users can only scroll what takes focus
    <section className={table.wrapper} tabIndex={0} aria-label="Audit log">
      <table className={table.table} aria-label="Audit log" aria-busy={loading || undefined}>
        <thead className={table.head}>
          <tr>
            {headers.map((header) => (
              <th
                key={header}
                scope="col"
                className={cx(table.th, header === 'Details' ? table.align.end : table.align.start)}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={table.body}>
          {loading &&
            [0, 1, 2].map((placeholder) => (
              <tr key={placeholder} className={table.row}>
                {headers.map((header) => (
                  <td key={header} className={cell} data-label={header}>
                    <Skeleton width="70%" />
                  </td>
                ))}
              </tr>
            ))}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={headers.length} className={table.stateCell}>
                <div className={table.stateFrame}>
                  <EmptyState title={emptyText} />
                </div>
              </td>
            </tr>
          )}
          {!loading && rows.map((row) => <Entry key={row.id} row={row} linkMembers={linkMembers} />)}
        </tbody>
      </table>
    </section>
  );
}
