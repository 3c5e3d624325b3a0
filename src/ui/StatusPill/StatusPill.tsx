import { cx } from '../cx';
import * as styles from './StatusPill.css';

export type StatusTone = keyof typeof styles.tone;
type StatusEntry = { label: string; tone: StatusTone };

/**
 * Each list's statuses, keyed as the API sends them: the spec's numeric codes, or words where the API names a
 * status (a reserve snapshot's). The label is always shown, so colour is never the only cue.
 */
export const statusKinds = {
  payout: {
    1: { label: 'Paid', tone: 'positive' },
    0: { label: 'Unpaid', tone: 'critical' },
  },
  withdrawal: {
    0: { label: 'Pending', tone: 'warning' },
    1: { label: 'Completed', tone: 'positive' },
    2: { label: 'Rejected', tone: 'critical' },
    3: { label: 'Processing', tone: 'accent' },
  },
  transfer: {
    0: { label: 'Pending', tone: 'warning' },
    1: { label: 'Approved', tone: 'positive' },
    2: { label: 'Rejected', tone: 'critical' },
  },
  ticket: {
    0: { label: 'New', tone: 'accent' },
    1: { label: 'Open', tone: 'positive' },
    2: { label: 'Close', tone: 'neutral' },
    3: { label: 'Reopen', tone: 'warning' },
  },
  reserveSnapshot: {
    published: { label: 'Published', tone: 'positive' },
    pending: { label: 'Waiting for a second operator', tone: 'warningSoft' },
    declined: { label: 'Declined', tone: 'neutral' },
  },
} as const satisfies Record<string, Record<number | string, StatusEntry>>;

export type StatusKind = keyof typeof statusKinds;
export const statusKindNames = Object.keys(statusKinds) as StatusKind[];

export type StatusPillProps = {
  /** Which list's statuses apply: payout, withdrawal, transfer, ticket or reserveSnapshot. */
  kind: StatusKind;
  /** The status as the API sends it: a code (numeric strings are accepted) or a word. */
  status: number | string;
  /** Extra class on the pill, for placement by the page. */
  className?: string;
};

export function statusOf(kind: StatusKind, status: number | string): StatusEntry {
  const entries: Record<string, StatusEntry> = statusKinds[kind];
  return entries[String(status)] ?? entries[Number(status)] ?? { label: String(status), tone: 'neutral' };
}

/**
 * A status from the API's code or word, always written out in words and tinted by tone, so colour
 * is never the only cue.
 */
export function StatusPill({ kind, status, className }: StatusPillProps) {
  const { label, tone } = statusOf(kind, status);
  return (
    <span className={cx(styles.base, styles.tone[tone], className)} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
