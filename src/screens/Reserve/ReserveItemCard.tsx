import { type ReserveLog, reserveArtworkUrl } from '../../api/reserve';
import { Button, cx, formatUsdt, Numeric } from '../../ui';
import * as styles from './Reserve.css';

export type ReserveItemCardProps = {
  log: ReserveLog;
  invoiceId: string;
  /** Trade Now is usable (past the next-trade time, unclaimed, nothing in progress). */
  canTrade: boolean;
  onTrade?: (logId: number) => void;
};

/** Expected return is the item's amount plus its amount times the plan's lowest and highest rate. */
export function ReserveItemCard({ log, invoiceId, canTrade, onTrade }: ReserveItemCardProps) {
  const traded = log.status !== 0;
  return (
    <article className={styles.card} aria-label={`Item ${log.id}`}>
      <img
        className={styles.artwork}
        src={reserveArtworkUrl(log.type, log.image_id)}
        alt={`Artwork ${log.image_id}`}
      />
      <dl className={styles.terms}>
        <dt>Reserve ID</dt>
        <dd className={styles.termValue}>{invoiceId}</dd>
        <dt>Amount</dt>
        <dd className={styles.termValue}>{formatUsdt(log.amount)}</dd>
        <dt>Expected return</dt>
        <dd className={styles.termValue}>
          <Numeric>
            {formatUsdt(log.min_amount)} – {formatUsdt(log.max_amount)}
          </Numeric>
        </dd>
        <dt>Risk factor</dt>
        <dd className={styles.termValue}>{log.risk_factor}%</dd>
        {traded && (
          <>
            <dt>Profit</dt>
            <dd className={styles.termValue}>{formatUsdt(log.profit ?? '0')}</dd>
          </>
        )}
      </dl>
      {!traded && onTrade && (
        <Button
          className={cx(!canTrade && styles.dimmed)}
          disabled={!canTrade}
          onClick={() => onTrade(log.id)}
          aria-label={`Trade Now item ${log.id}`}
        >
          Trade Now
        </Button>
      )}
    </article>
  );
}
