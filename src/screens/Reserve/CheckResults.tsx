import { useState } from 'react';
import type { ReserveSubscription } from '../../api/reserve';
import type { ReservationCheck } from '../../api/reserveVerify';
import { Button } from '../../ui';
import * as styles from './Reserve.css';

export type VerifyReservation = (subscription: ReserveSubscription) => Promise<ReservationCheck | null>;

export type CheckResultsProps = {
  subscription: ReserveSubscription;
  verify: VerifyReservation;
};

type Outcome = { check: ReservationCheck | null } | { failed: string };

/** Reruns the draw of a claimed reservation in the member's browser and marks each result. */
export function CheckResults({ subscription, verify }: CheckResultsProps) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      setOutcome({ check: await verify(subscription) });
    } catch (error) {
      setOutcome({ failed: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const check = outcome && 'check' in outcome ? outcome.check : null;
  return (
    <section className={styles.card} aria-label={`Check results of ${subscription.invoice_id}`}>
      <dl className={styles.terms}>
        <dt>Seed hash</dt>
        <dd className={`${styles.termValue} ${styles.mono}`}>{subscription.seed_hash}</dd>
        <dt>Revealed seed</dt>
        <dd className={`${styles.termValue} ${styles.mono}`}>{subscription.seed ?? 'Not revealed yet'}</dd>
      </dl>
      <div>
        <Button variant="secondary" onClick={() => void run()} busy={busy} disabled={!subscription.seed}>
          Check results
        </Button>
      </div>
      {outcome && 'failed' in outcome && (
        <p className={styles.unverified} role="alert">
          The check could not run: {outcome.failed}
        </p>
      )}
      {outcome && 'check' in outcome && !check && (
        <p className={styles.muted}>The seed is not revealed yet.</p>
      )}
      {check && (
        <div role="status">
          <p className={check.seedMatches ? styles.verified : styles.unverified}>
            {check.seedMatches
              ? 'The revealed seed matches the hash published when you reserved.'
              : 'The revealed seed does not match the published hash.'}
          </p>
          <ul className={styles.list} aria-label="Checked results">
            {check.logs.map((log) => (
              <li key={log.id} className={log.verified ? styles.verified : styles.unverified}>
                Item {log.id}:{' '}
                {log.verified ? 'Verified' : `Not verified (the rule gives ${log.expected} USDT)`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
