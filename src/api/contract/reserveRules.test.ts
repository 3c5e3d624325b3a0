import { describe, expect, it } from 'vitest';
import { belowMinimumMessage, reserveMessages } from './reserveRules';

describe('reserve rules', () => {
  it('say how much a plan needs when the reserve balance is below its minimum', () => {
    expect(belowMinimumMessage('50.00')).toBe(
      'Insufficient reserve balance: this plan needs at least 50.00 USDT',
    );
    expect(reserveMessages.plan).toBe('Please select your plan first');
  });
});
