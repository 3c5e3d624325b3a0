import { describe, expect, it } from 'vitest';
import { withdrawRuleCards } from './withdrawRules';

describe('withdraw rules', () => {
  it('state the minimum, the fee and the daily limit before the member submits', () => {
    expect(withdrawRuleCards()).toEqual([
      { title: 'Minimum Withdrawal', value: '10.00 USDT' },
      { title: 'Withdrawal Fee', value: '1.00 USDT per withdrawal' },
      { title: 'Daily Limit', value: '5000.00 USDT per 24 hours' },
    ]);
  });
});
