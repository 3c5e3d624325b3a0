import { amountMicros } from '../../api/amount';

/**
 * Where each amount lies between zero and the highest of all, from 0 to 1, worked out on micro-USDT so a float
 * never holds an amount; only the fraction for drawing is a number. The base line is zero, so a gap between
 * the lines is drawn to its true size.
 */
export function scale(values: readonly string[]): (value: string) => number {
  let high = 0n;
  for (const value of values) {
    const micros = amountMicros(value) ?? 0n;
    if (micros > high) high = micros;
  }
  if (high === 0n) high = 1_000_000n;
  return (value) => Number(((amountMicros(value) ?? 0n) * 10_000n) / high) / 10_000;
}

export type ChartPoint = { taken_at: string; liabilities: string; holdings: string };

export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 200;
const PAD = 8;

/**
 * The two lines' points, oldest snapshot at the inline start: at the left, or at the right in an rtl page.
 * `points` come newest first, as the API sends the history.
 */
export function chartLines(points: readonly ChartPoint[], rtl: boolean) {
  const oldestFirst = [...points].reverse();
  const y = scale(oldestFirst.flatMap((point) => [point.liabilities, point.holdings]));
  const step = oldestFirst.length > 1 ? (CHART_WIDTH - 2 * PAD) / (oldestFirst.length - 1) : 0;
  const x = (index: number) => {
    const fromStart = oldestFirst.length > 1 ? PAD + index * step : CHART_WIDTH / 2;
    return rtl ? CHART_WIDTH - fromStart : fromStart;
  };
  const line = (pick: (point: ChartPoint) => string) =>
    oldestFirst
      .map((point, index) => `${x(index)},${PAD + (1 - y(pick(point))) * (CHART_HEIGHT - 2 * PAD)}`)
      .join(' ');
  return { owed: line((point) => point.liabilities), held: line((point) => point.holdings) };
}
