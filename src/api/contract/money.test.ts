import { describe, expect, it } from 'vitest';
import { fromMicros, toMicros, usdtAmount, usdtAmountOrZero } from './contract/money';

const firstMessage = (input: unknown, schema = usdtAmount) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('wire amounts', () => {
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

  it('accepts a positive amount of up to six decimals', () => {
    expect(usdtAmount.parse(' 25.75 ')).toBe('25.75');
    expect(usdtAmount.parse('.5')).toBe('0.5');
    expect(usdtAmount.parse('0.000001')).toBe('0.000001');
  });

  it('answers with the message a member reads for each kind of bad amount', () => {
    expect(firstMessage('ten')).toBe('Please enter a valid amount');
    expect(firstMessage('-5')).toBe('Please enter a valid amount');
    expect(firstMessage(5)).toBe('Please enter a valid amount');
    expect(firstMessage('0')).toBe('Amount must be greater than 0');
    expect(firstMessage('0.000000')).toBe('Amount must be greater than 0');
    expect(firstMessage('1.1234567')).toBe('At most 6 decimal places');
    expect(firstMessage('1000000000000.000001')).toBe('Please enter a valid amount');
    expect(firstMessage('0', usdtAmountOrZero)).toBeNull();
  });
});
