import { describe, expect, it } from 'vitest';
import { amountMicros, fromMicros, toMicros } from './moneyRules';

describe('amounts as micro-USDT', () => {
  it('converts decimal strings to micro-USDT exactly, without floating point', () => {
    expect(toMicros('0.1')).toBe(100_000n);
    expect(toMicros('12.5')).toBe(12_500_000n);
    expect(toMicros('0.000001')).toBe(1n);
    expect(toMicros('1000000000000')).toBe(1_000_000_000_000_000_000n);
    expect(toMicros('9007199254740993.000001')).toBe(9_007_199_254_740_993_000_001n);
    expect(toMicros('7.')).toBe(7_000_000n);
  });

  it('refuses to convert text that is not an amount', () => {
    for (const bad of ['', 'abc', '-1', '1e3', '1.0000001', '1,5', ' . ']) {
      expect(() => toMicros(bad)).toThrow(RangeError);
    }
  });

  it('formats micro-USDT with six or fewer decimals, truncating rather than rounding up', () => {
    expect(fromMicros(12_500_000n)).toBe('12.500000');
    expect(fromMicros(1n)).toBe('0.000001');
    expect(fromMicros(0n)).toBe('0.000000');
    expect(fromMicros(-2_000_001n)).toBe('-2.000001');
    expect(fromMicros(1_999_999n, 2)).toBe('1.99');
    expect(fromMicros(5_000_000n, 0)).toBe('5');
    expect(toMicros(fromMicros(123_456_789n))).toBe(123_456_789n);
  });

  it('reads what the member typed as exact micro-USDT', () => {
    expect(amountMicros('12.5')).toBe(12_500_000n);
    expect(amountMicros(' 12.5 ')).toBe(12_500_000n);
    expect(amountMicros('.5')).toBe(500_000n);
    expect(amountMicros('7.')).toBe(7_000_000n);
    expect(amountMicros('0.000001')).toBe(1n);
    for (const bad of ['', '.', '1.2.3', '1.0000001', 'abc', '-1', '1e3'])
      expect(amountMicros(bad)).toBeNull();
  });
});
