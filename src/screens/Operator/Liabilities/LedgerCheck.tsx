import type { LiabilitiesReport } from '../../../api/operatorMoney';
import * as styles from './Liabilities.css';

/** The ledger's invariants: one line when all hold, else each one with what breaks it. */
export function LedgerCheck({ check }: { check: LiabilitiesReport['ledger_check'] }) {
  if (check.ok) {
    return (
      <p className={styles.muted}>
        Every invariant holds: {check.invariants.map((i) => i.invariant).join('; ')}.
      </p>
    );
  }
  return (
    <ul className={styles.checks} aria-label="Ledger invariants">
      {check.invariants.map((result) => (
        <li key={result.invariant}>
          {result.ok ? (
            `Holds: ${result.invariant}`
          ) : (
            <>
              <span className={styles.failed}>Broken: {result.invariant}</span>
              <ul className={styles.checks}>
                {result.violations.map((violation) => (
                  <li key={violation}>{violation}</li>
                ))}
              </ul>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
