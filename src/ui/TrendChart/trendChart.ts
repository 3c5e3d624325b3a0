/** A signed decimal with at most six places, as amounts travel ('-12.5', '0.000001', '7.', '.5'). */
const AMOUNT = /^(-?)(\d*)(?:\.(\d{0,6}))?$/;

/** Millionths of a decimal string, so no float holds an amount; text that is not an amount counts as zero. */
function millionths(text: string): bigint {
  const match = AMOUNT.exec(text.trim());
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (whole === '' && fraction === '') return 0n;
  const value = BigInt(whole || '0') * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
  return sign === '-' ? -value : value;
}

/**
 * Where each amount lies between the lowest and highest of all, from 0 to 1, worked out on millionths so a
 * float never holds an amount; only the fraction for drawing is a number. Zero is always in range, so a chart
 * of amounts stands on its base line and a gap between two lines is drawn to its true size.
 */
export function scale(values: readonly string[]): (value: string) => number {
  let low = 0n;
  let high = 0n;
  for (const value of values) {
    const amount = millionths(value);
    if (amount < low) low = amount;
    if (amount > high) high = amount;
  }
  if (high === low) high = low + 1_000_000n;
  const range = high - low;
  return (value) => Number(((millionths(value) - low) * 10_000n) / range) / 10_000;
}

/** What members were owed and what was held at one moment, as decimal strings. */
export type TrendPoint = { owed: string; held: string };

export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 200;
const PAD = 8;

/**
 * The two lines' points, `points` oldest first, the oldest drawn at the inline start: at the left, or at the
 * right in an rtl page.
 */
export function chartLines(points: readonly TrendPoint[], rtl: boolean) {
  const y = scale(points.flatMap((point) => [point.owed, point.held]));
  const step = points.length > 1 ? (CHART_WIDTH - 2 * PAD) / (points.length - 1) : 0;
  const x = (index: number) => {
    const fromStart = points.length > 1 ? PAD + index * step : CHART_WIDTH / 2;
    return rtl ? CHART_WIDTH - fromStart : fromStart;
  };
  const line = (pick: (point: TrendPoint) => string) =>
    points
      .map((point, index) => `${x(index)},${PAD + (1 - y(pick(point))) * (CHART_HEIGHT - 2 * PAD)}`)
      .join(' ');
  return { owed: line((point) => point.owed), held: line((point) => point.held) };
}
