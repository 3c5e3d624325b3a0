import { useDirection } from '@radix-ui/react-direction';
import type { LiabilitiesReport } from '../../../api/operatorMoney';
import * as styles from './Liabilities.css';
import { scale } from './liabilitiesText';

type Trend = LiabilitiesReport['trend'];

const WIDTH = 600;
const HEIGHT = 200;
const PAD = 8;

/**
 * Owed and held per day as two lines, time running from the inline start: left to right, or right to left
 * in an rtl page. The lines are a picture of the table beside them, which carries every figure.
 */
export function TrendChart({ trend }: { trend: Trend }) {
  const rtl = useDirection() === 'rtl';
  if (trend.length === 0) return null;
  const y = scale(trend.flatMap((day) => [day.owed, day.held]));
  const step = trend.length > 1 ? (WIDTH - 2 * PAD) / (trend.length - 1) : 0;
  const x = (index: number) => {
    const fromStart = PAD + index * step;
    return rtl ? WIDTH - fromStart : fromStart;
  };
  const line = (pick: (day: Trend[number]) => string) =>
    trend.map((day, index) => `${x(index)},${PAD + (1 - y(pick(day))) * (HEIGHT - 2 * PAD)}`).join(' ');
  const first = trend[0]?.date ?? '';
  const last = trend[trend.length - 1]?.date ?? '';
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.chartSvg}
        role="img"
        aria-label={`Owed and held per day from ${first} to ${last}; the table below gives every figure.`}
        preserveAspectRatio="none"
      >
        <polyline points={line((day) => day.owed)} className={styles.owedLine} data-series="owed" />
        <polyline points={line((day) => day.held)} className={styles.heldLine} data-series="held" />
      </svg>
      <figcaption className={styles.legend}>
        <span className={styles.legendItem}>
          <span className={styles.owedKey} aria-hidden="true" />
          Owed
        </span>
        <span className={styles.legendItem}>
          <span className={styles.heldKey} aria-hidden="true" />
          Held (dashed)
        </span>
        <span className={styles.axis}>
          <bdi dir="ltr">{first}</bdi> to <bdi dir="ltr">{last}</bdi>
        </span>
      </figcaption>
    </figure>
  );
}
