import { describe, expect, it } from 'vitest';
import { formatDollars, formatUsdt, roundDecimal, shorten } from './format';

describe('formatUsdt', () => {
  it('pads a whole or one-decimal amount to two decimals with the unit', () => {
    expect(formatUsdt('12.5')).toBe('12.50 USDT');
    expect(formatUsdt('7')).toBe('7.00 USDT');
    expect(formatUsdt('0')).toBe('0.00 USDT');
  });

  it('rounds half up on the digits, where a float would round 1.005 down', () => {
    expect(formatUsdt('1.005')).toBe('1.01 USDT');
    expect(formatUsdt('0.125')).toBe('0.13 USDT');
    expect(formatUsdt('0.124999')).toBe('0.12 USDT');
  });

  it('carries a round-up through every digit', () => {
    expect(formatUsdt('9.995')).toBe('10.00 USDT');
    expect(formatUsdt('999999999999999999.999')).toBe('1000000000000000000.00 USDT');
  });

  it('keeps amounts beyond float precision exact', () => {
    expect(formatUsdt('12345678901234567.891')).toBe('12345678901234567.89 USDT');
  });

  it('rounds negative amounts away from zero and drops the sign of a zero', () => {
    expect(formatUsdt('-2.345')).toBe('-2.35 USDT');
    expect(formatUsdt('-0.001')).toBe('0.00 USDT');
  });

  it('accepts leading zeros, a bare fraction and surrounding spaces', () => {
    expect(formatUsdt('007.1')).toBe('7.10 USDT');
    expect(formatUsdt('.5')).toBe('0.50 USDT');
    expect(formatUsdt(' 3.456 ')).toBe('3.46 USDT');
  });

  it('honours another number of decimals', () => {
    expect(formatUsdt('1.23456', 4)).toBe('1.2346 USDT');
    expect(formatUsdt('1.5', 0)).toBe('2 USDT');
  });

  it('shows zero instead of NaN for text that is not a number', () => {
    expect(formatUsdt('')).toBe('0.00 USDT');
    expect(formatUsdt('abc')).toBe('0.00 USDT');
    expect(formatUsdt('1.2.3')).toBe('0.00 USDT');
    expect(roundDecimal('1e5')).toBeNull();
  });
});

describe('formatDollars', () => {
  it('shows amounts in dollars to 2 decimals, rounding half away from zero on the digits', () => {
    expect(formatDollars('1250.5')).toBe('$1250.50');
    expect(formatDollars('0.125')).toBe('$0.13');
    expect(formatDollars('not a number')).toBe('$0.00');
  });
});

describe('shorten', () => {
  it('shortens only what is long', () => {
    expect(shorten('TXYZ')).toBe('TXYZ');
    expect(shorten('T1234567890abcdefXYZ')).toBe('T12345…defXYZ');
  });
});
