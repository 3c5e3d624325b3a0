import { describe, expect, it } from 'vitest';
import { accountName, stakeStatus, usdt } from './memberFormat';

describe('member file figures', () => {
  it('keeps every digit the ledger holds, grouping thousands and dropping zeros past the cents', () => {
    expect(usdt('1250.500000')).toBe('1,250.50 USDT');
    expect(usdt('0.123456')).toBe('0.123456 USDT');
    expect(usdt('-1234567.010000')).toBe('-1,234,567.01 USDT');
    expect(usdt('12')).toBe('12.00 USDT');
  });

  it('names the accounts and stake states as people say them, and shows an unknown one as it came', () => {
    expect(accountName('hold_staked')).toBe('Staked (hold)');
    expect(accountName('fees')).toBe('fees');
    expect(stakeStatus(2)).toBe('Complete');
    expect(stakeStatus(9)).toBe('9');
  });
});
