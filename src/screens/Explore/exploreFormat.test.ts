import { describe, expect, it } from 'vitest';
import { level1Terms } from './exploreFixtures';
import { exactUsdt, rangeText, termsLines, termText } from './exploreFormat';

describe('explore figures', () => {
  it('show every decimal of an exact amount, but at least two', () => {
    expect(exactUsdt('0.275000')).toBe('0.275 USDT');
    expect(exactUsdt('2.500000')).toBe('2.50 USDT');
    expect(exactUsdt('100')).toBe('100.00 USDT');
    expect(exactUsdt('0.000001')).toBe('0.000001 USDT');
  });

  it('name a package’s range and term as members read them', () => {
    expect(rangeText({ minimum_price: '100.00', maximum_price: '500' })).toBe('100 - 500 USDT');
    expect(termText({ min_duration: 10, duration: 30 })).toBe('10 - 30 days');
    expect(termText({ min_duration: 30, duration: 30 })).toBe('30 days');
    expect(termText({ min_duration: null, duration: null })).toBe('Flexible, until you unstake');
  });

  it('list the terms with the yearly basis, the end and what leaving today returns', () => {
    const lines = Object.fromEntries(termsLines(level1Terms).map((l) => [l.label, l.value]));
    expect(lines['Yearly equivalent']).toBe('182.50% (simple, 365 days)');
    expect(lines['Paid back in total']).toBe('525.00 USDT by 2026-12-03');
    expect(lines['If you unstake today']).toBe('490.00 USDT back (charge 10.00 USDT)');
    const free = termsLines({
      ...level1Terms,
      end_date: null,
      duration: null,
      expected_total_return: null,
      expected_total_payout: null,
      principal_returned_on: null,
    });
    expect(free.map((l) => l.label)).not.toContain('Expected total return');
    expect(free.find((l) => l.label === 'Last earning day')?.value).toBe('None: runs until you unstake');
  });
});
