import { useDirection } from '@radix-ui/react-direction';
import type { ReserveSnapshotSummary } from '../../api/proofOfReserves';
import { snapshotTime } from '../shared/reserveFormat';
import * as styles from './Reserves.css';
import { CHART_HEIGHT, CHART_WIDTH, chartLines } from './reservesChart';

/**
 * Owed and held at each snapshot as two lines, time running from the inline start. The lines are a picture of
 * the table under them, which carries every figure; the picture's name says so.
 */
export function ReservesChart({ history }: { history: readonly ReserveSnapshotSummary[] }) {
  const rtl = useDirection() === 'rtl';
  if (history.length === 0) return null;
  const { owed, held } = chartLines(history, rtl);
  const first = snapshotTime(history[history.length - 1]?.taken_at ?? '');
  const last = snapshotTime(history[0]?.taken_at ?? '');
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        className={styles.chartSvg}
        role="img"
        aria-label={`What members were owed and what the chains held at ${history.length} snapshots from ${first} to ${last}; the table below gives every figure.`}
        preserveAspectRatio="none"
      >
        <polyline points={owed} className={styles.owedLine} data-series="owed" />
        <polyline points={held} className={styles.heldLine} data-series="held" />
      </svg>
      <figcaption className={styles.legend}>
        <span className={styles.legendItem}>
          <span className={styles.owedKey} aria-hidden="true" />
          Owed to members
        </span>
        <span className={styles.legendItem}>
          <span className={styles.heldKey} aria-hidden="true" />
          Held on the chains (dashed)
        </span>
        <span className={styles.axis}>
          <bdi dir="ltr">{first}</bdi> to <bdi dir="ltr">{last}</bdi>
        </span>
      </figcaption>
    </figure>
  );
}
