import { describe, expect, it } from 'vitest';
import { operatorMay, type WithdrawalMove, withdrawalStatuses, withdrawRuleCards } from './withdrawRules';

describe('withdraw rules', () => {
  it('state the minimum, the fee and the daily limit before the member submits', () => {
    expect(withdrawRuleCards()).toEqual([
      { title: 'Minimum Withdrawal', value: '10.00 USDT' },
      { title: 'Withdrawal Fee', value: '1.00 USDT per withdrawal' },
      { title: 'Daily Limit', value: '5000.00 USDT per 24 hours' },
    ]);
  });

  it('let an operator approve a pending withdrawal, mark a processing one paid, reject either, and touch no settled one', () => {
    const moves: WithdrawalMove[] = ['approve', 'paid', 'reject'];
    const allowed = (status: number) => moves.filter((move) => operatorMay(move, status));
    expect(allowed(withdrawalStatuses.pending)).toEqual(['approve', 'reject']);
    expect(allowed(withdrawalStatuses.processing)).toEqual(['paid', 'reject']);
    expect(allowed(withdrawalStatuses.completed)).toEqual([]);
    expect(allowed(withdrawalStatuses.rejected)).toEqual([]);
  });
});
