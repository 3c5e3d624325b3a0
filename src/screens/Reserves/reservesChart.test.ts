import { describe, expect, it } from 'vitest';
import { chartLines, scale } from './reservesChart';

const points = [
  { taken_at: '2026-11-22T00:00:00Z', liabilities: '100', holdings: '50' },
  { taken_at: '2026-11-21T00:00:00Z', liabilities: '200', holdings: '0' },
];

describe('the reserves chart', () => {
  it('measures amounts from zero to the highest, on their digits', () => {
    const y = scale(['0.000001', '3218.26', '1609.13']);
    expect(y('3218.26')).toBe(1);
    expect(y('1609.13')).toBe(0.5);
    expect(y('0')).toBe(0);
    expect(scale(['0'])('0')).toBe(0);
  });

  it('draws the oldest snapshot at the inline start, left to right or right to left', () => {
    expect(chartLines(points, false)).toEqual({ owed: '8,8 592,100', held: '8,192 592,146' });
    expect(chartLines(points, true)).toEqual({ owed: '592,8 8,100', held: '592,192 8,146' });
  });
});
