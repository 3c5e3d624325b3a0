import { dateFormats, formatDate } from '../../../ui';

/** A value of the audit log's details, before or after, as one line of text. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

export type KeyValue = { key: string; value: string };

/**
 * A record as label and value lines; nested records read as dotted keys ('states.role') so no value is
 * hidden in a blob of JSON, while lists stay on their line.
 */
export function keyValues(record: Record<string, unknown> | null | undefined, prefix = ''): KeyValue[] {
  if (!record) return [];
  return Object.entries(record).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    const nested = typeof value === 'object' && value !== null && !Array.isArray(value);
    return nested
      ? keyValues(value as Record<string, unknown>, name)
      : [{ key: name, value: valueText(value) }];
  });
}

/** The keys whose value after differs from before (added, removed or changed). */
export function changedKeys(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Set<string> {
  const was = new Map(keyValues(before).map((line) => [line.key, line.value]));
  const is = new Map(keyValues(after).map((line) => [line.key, line.value]));
  const changed = new Set<string>();
  for (const key of new Set([...was.keys(), ...is.keys()]))
    if (was.get(key) !== is.get(key)) changed.add(key);
  return changed;
}

export type Outcome = 'ok' | 'refused' | 'unknown';

export const outcomeOf = (details: Record<string, unknown>): Outcome =>
  details.outcome === 'ok' ? 'ok' : details.outcome === 'refused' ? 'refused' : 'unknown';

export const outcomeLabels: Record<Outcome, string> = { ok: 'Done', refused: 'Refused', unknown: '—' };

/** DD-MM-YYYY HH:mm:ss in the reader's time zone: an audit trail needs the second. */
export const auditTime = (iso: string): string => formatDate(iso, dateFormats.dayTimeSeconds);
