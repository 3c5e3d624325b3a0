import { describe, expect, it } from 'vitest';
import { usdtAmount, usdtAmountOrZero } from './money';

const firstMessage = (input: unknown, schema = usdtAmount) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('wire amounts', () => {
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
