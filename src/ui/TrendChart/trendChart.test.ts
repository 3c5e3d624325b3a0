import { describe, expect, it } from 'vitest';
import { chartLines, scale } from './trendChart';

const oldestFirst = [
  { owed: '200', held: '0' },
  { owed: '100', held: '50' },
];

describe('the owed and held chart', () => {
  it('measures amounts from zero to the highest, on their digits', () => {
    const y = scale(['0.000001', '3218.26', '1609.13']);
    expect(y('3218.26')).toBe(1);
    expect(y('1609.13')).toBe(0.5);
    expect(y('0')).toBe(0);
    expect(scale(['0'])('0')).toBe(0);
  });

  it('measures from the lowest when an amount is below zero', () => {
    const y = scale(['-100', '100']);
    expect(y('-100')).toBe(0);
    expect(y('0')).toBe(0.5);
    expect(y('100')).toBe(1);
  });

  it('counts text that is not an amount as zero', () => {
    const y = scale(['100', 'n/a', '1.0000001']);
    expect(y('n/a')).toBe(0);
    expect(y('1.0000001')).toBe(0);
    expect(y('.5')).toBe(0.005);
  });

  it('draws the oldest point at the inline start, left to right or right to left', () => {
    expect(chartLines(oldestFirst, false)).toEqual({ owed: '8,8 592,100', held: '8,192 592,146' });
    expect(chartLines(oldestFirst, true)).toEqual({ owed: '592,8 8,100', held: '592,192 8,146' });
  });

  it('draws a single point in the middle', () => {
    expect(chartLines([{ owed: '1', held: '1' }], false)).toEqual({ owed: '300,8', held: '300,8' });
  });
});
