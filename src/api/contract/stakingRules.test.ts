import { describe, expect, it } from 'vitest';
import {
  amountRangeMessage,
  dailyReturnMicros,
  durationRangeMessage,
  exitChargeMicros,
  ratePercent,
  type StakeLimits,
  stakeInputError,
  stakeMessages,
} from './stakingRules';

const executive: StakeLimits = {
  zone: 'executive',
  minimumMicros: 100_000_000n,
  maximumMicros: 500_000_000n,
  minDuration: 10,
  maxDuration: 30,
};
const free: StakeLimits = {
  zone: 'free',
  minimumMicros: 100_000_000n,
  maximumMicros: 2_000_000_000n,
  minDuration: null,
  maxDuration: null,
};

const amountError = (message: string) => ({ field: 'investment_amount', message });
const durationError = (message: string) => ({ field: 'duration', message });

describe('stake rules', () => {
  it('check the amount, then the step, then the duration, answering the first rule broken', () => {
    const cases: [StakeLimits, string | undefined, number | undefined, object | null][] = [
      [executive, '', 10, amountError('Please Enter Amount')],
      [executive, undefined, 10, amountError('Please Enter Amount')],
      [executive, ' 500 ', 10, null],
      [executive, '12a', 10, amountError('Please enter the amount in whole USDT (digits only)')],
      [executive, '50', 10, amountError('Please Enter amount between 100 USDT - 500 USDT')],
      [executive, '550', 10, amountError('Please Enter amount between 100 USDT - 500 USDT')],
      [executive, '120', 10, amountError('Please Enter amount multiple of 50')],
      [executive, '150', undefined, durationError('Duration is required')],
      [executive, '150', 9, durationError('Please choose a duration between 10 and 30 days')],
      [executive, '150', 31, durationError('Please choose a duration between 10 and 30 days')],
      [executive, '500', 30, null],
      [{ ...executive, maxDuration: null }, '100', 10, null],
      [
        { ...executive, minDuration: null, maxDuration: null },
        '100',
        2,
        durationError('Please choose a duration between 1 and 1 days'),
      ],
      [free, '100', undefined, null],
      [free, '100', 10, durationError(stakeMessages.noDuration)],
      [free, '2050', undefined, amountError('Please Enter amount between 100 USDT - 2000 USDT')],
      [free, '175', undefined, amountError('Please Enter amount multiple of 50')],
      [free, '1.5', undefined, amountError(stakeMessages.notDigits)],
      [free, '9999999999999999', undefined, amountError(stakeMessages.notDigits)],
    ];
    for (const [limits, amount, duration, expected] of cases) {
      expect(stakeInputError(limits, { amount, duration }), `${amount} for ${duration} days`).toEqual(
        expected,
      );
    }
  });

  it('word a range and a duration as the spec does', () => {
    expect(amountRangeMessage('100', '500')).toBe('Please Enter amount between 100 USDT - 500 USDT');
    expect(durationRangeMessage(10, 30)).toBe('Please choose a duration between 10 and 30 days');
  });

  it('pay a day’s return and keep an early-exit charge rounded down to a micro-USDT', () => {
    expect(dailyReturnMicros(100_000_000n, 5_000)).toBe(500_000n);
    expect(dailyReturnMicros(333n, 13_000)).toBe(4n);
    expect(exitChargeMicros(150_000_000n, 20_000)).toBe(3_000_000n);
    expect(exitChargeMicros(99n, 20_000)).toBe(1n);
  });

  it('show a rate with at least two decimals and no trailing zeros beyond them', () => {
    expect(ratePercent(13_000)).toBe('1.30');
    expect(ratePercent(12_345)).toBe('1.2345');
    expect(ratePercent(1_000_000n)).toBe('100.00');
  });
});
