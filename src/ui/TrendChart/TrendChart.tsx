import { useDirection } from '@radix-ui/react-direction';
import * as styles from './TrendChart.css';
import { CHART_HEIGHT, CHART_WIDTH, chartLines, type TrendPoint } from './trendChart';

export type TrendChartText = {
  /** The picture's accessible name: what it shows and where every figure is written out. */
  label: string;
  /** The legend of the solid line. */
  owed: string;
  /** The legend of the dashed line; say it is dashed, so colour is not the only cue. */
  held: string;
  /** The word between the first and the last moment under the chart ('to'). */
  between: string;
};

export type TrendChartProps = {
  /** Oldest first. */
  points: readonly TrendPoint[];
  /** The first and the last moment drawn, as the page writes them. */
  from: string;
  to: string;
  /** The page's words, so each page keeps its own. */
  text: TrendChartText;
};

/**
 * Owed and held over time as two lines, time running from the inline start: left to right, or right to left in
 * an rtl page. The lines are a picture of a table the page shows with them, which carries every figure.
 */
export function TrendChart({ points, from, to, text }: TrendChartProps) {
  const rtl = useDirection() === 'rtl';
  if (points.length === 0) return null;
  const { owed, held } = chartLines(points, rtl);
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        className={styles.svg}
        role="img"
        aria-label={text.label}
        preserveAspectRatio="none"
      >
        <polyline points={owed} className={styles.owedLine} data-series="owed" />
        <polyline points={held} className={styles.heldLine} data-series="held" />
      </svg>
      <figcaption className={styles.legend}>
        <span className={styles.legendItem}>
          <span className={styles.owedKey} aria-hidden="true" />
          {text.owed}
        </span>
        <span className={styles.legendItem}>
          <span className={styles.heldKey} aria-hidden="true" />
          {text.held}
        </span>
        <span className={styles.range}>
          <bdi dir="ltr">{from}</bdi>
          {` ${text.between} `}
          <bdi dir="ltr">{to}</bdi>
        </span>
      </figcaption>
    </figure>
  );
}
