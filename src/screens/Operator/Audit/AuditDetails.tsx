import type { AuditRow } from '../../../api/auditLog';
import * as styles from './audit.css';
import { changedKeys, type KeyValue, keyValues } from './auditFormat';

function KeyValues({ title, lines, changed }: { title: string; lines: KeyValue[]; changed?: Set<string> }) {
  return (
    <div>
      <h3 className={styles.listHeading}>{title}</h3>
      {lines.length === 0 ? (
        <p className={styles.empty}>Nothing recorded</p>
      ) : (
        <dl className={styles.list}>
          {lines.map((line) => (
            <div key={line.key} className={styles.pair}>
              <dt className={styles.key}>{line.key}</dt>
              <dd className={styles.value}>
                <bdi dir="ltr">{line.value}</bdi>
                {changed?.has(line.key) && <span className={styles.changed}>changed</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** One entry opened: what the call carried, and for a change the state before and after, changes marked. */
export function AuditDetails({ row }: { row: AuditRow }) {
  const changed = changedKeys(row.before, row.after);
  return (
    <div className={styles.details}>
      <KeyValues title="Details" lines={keyValues(row.details)} />
      {(row.before || row.after) && (
        <>
          <KeyValues title="Before" lines={keyValues(row.before)} />
          <KeyValues title="After" lines={keyValues(row.after)} changed={changed} />
        </>
      )}
    </div>
  );
}
