import { type ReserveSubscription, reserveArtworkUrl } from '../../api/reserve';
import { EmptyState, formatDateTime, formatUsdt, Numeric } from '../../ui';
import { CheckResults, type VerifyReservation } from './CheckResults';
import * as styles from './Reserve.css';

export type ReserveHistoryProps = {
  /** Claimed reservations of the tab's type with their traded items (see claimedCollections). */
  collections: readonly ReserveSubscription[];
  verify: VerifyReservation;
};

export function ReserveHistory({ collections, verify }: ReserveHistoryProps) {
  if (collections.length === 0) return <EmptyState />;
  return (
    <ul className={styles.list}>
      {collections.map((subscription) => (
        <li key={subscription.id} className={styles.stack}>
          <section className={styles.card} aria-label={`Reserve ID ${subscription.invoice_id}`}>
            <h3 className={styles.cardTitle}>Reserve ID {subscription.invoice_id}</h3>
            <p className={styles.muted}>
              {subscription.package.name} · <Numeric>{formatUsdt(subscription.amount_paid)}</Numeric> ·{' '}
              <Numeric>{formatDateTime(subscription.created_at)}</Numeric>
            </p>
            <ul className={styles.list}>
              {subscription.reserve_logs.map((log) => (
                <li key={log.id} className={styles.itemRow}>
                  <img
                    className={styles.thumb}
                    src={reserveArtworkUrl(log.type, log.image_id)}
                    alt={`Artwork ${log.image_id}`}
                  />
                  {/* English with figures: isolated, so a right-to-left page keeps its words and figures in order. */}
                  <bdi>
                    Item {log.id} · {formatUsdt(log.amount)} · expected {formatUsdt(log.min_amount)} –{' '}
                    {formatUsdt(log.max_amount)} · risk factor {log.risk_factor}%
                  </bdi>
                  <bdi>Profit {formatUsdt(log.profit ?? '0')}</bdi>
                </li>
              ))}
            </ul>
          </section>
          <CheckResults subscription={subscription} verify={verify} />
        </li>
      ))}
    </ul>
  );
}
