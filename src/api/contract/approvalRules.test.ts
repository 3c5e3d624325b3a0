import { describe, expect, it } from 'vitest';
import { waitsForSecondOperator } from './approvalRules';

const threshold = 1_000_000_000n; // 1,000 USDT in micro-USDT

describe('which moves of money wait for a second operator', () => {
  it('a deposit or withdrawal of exactly the threshold is made at once; one micro-USDT more waits', () => {
    for (const kind of ['deposit', 'withdrawal'] as const) {
      expect(waitsForSecondOperator(kind, threshold, threshold)).toBe(false);
      expect(waitsForSecondOperator(kind, threshold + 1n, threshold)).toBe(true);
      expect(waitsForSecondOperator(kind, 1n, threshold)).toBe(false);
    }
  });

  it('every adjustment waits, however small', () => {
    expect(waitsForSecondOperator('adjustment', 1n, threshold)).toBe(true);
  });
});
