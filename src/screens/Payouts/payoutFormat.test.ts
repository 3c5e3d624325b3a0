import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { AUTH_FAILED } from '../../api/payouts';
import { payoutDetail, payouts } from './payoutFixtures';
import {
  exactUsdt,
  filterSummary,
  formatDay,
  formatPayoutDate,
  payoutAmount,
  payoutReason,
  payoutsFailureMessage,
  sourceEventText,
  toFilter,
} from './payoutFormat';

const refusal = (code: number, extra: object = {}) =>
  new ApiError({ status: false, msg: 'x', message: 'x', code, ...extra });

describe('payout amounts and dates', () => {
  it('shows level_amount for NFT and crypto trades and amount otherwise, all in dollars, never mixed', () => {
    expect(payouts.map(payoutAmount)).toEqual(['$0.65', '$0.13', '$2.50']);
  });

  it('shows the UTC day as DD-MM-YYYY', () => {
    expect(formatPayoutDate('2026-03-02T00:15:00.000Z')).toBe('02-03-2026');
    expect(formatDay('2026-03-05')).toBe('05-03-2026');
    expect(formatDay('soon')).toBe('soon');
  });

  it('keeps every decimal of an exact amount, but at least two', () => {
    expect(exactUsdt('6.5')).toBe('6.50 USDT');
    expect(exactUsdt('0.012345')).toBe('0.012345 USDT');
    expect(exactUsdt('12')).toBe('12.00 USDT');
    expect(exactUsdt('1.2300')).toBe('1.23 USDT');
  });
});

describe('why a payout was earned', () => {
  it('names the member, the level, the plan version, the rate and the sum', () => {
    expect(payoutReason(payoutDetail)).toBe(
      'bob_k is in your team at level 1. Plan version 1 pays 10.00% of a staking return at that level: ' +
        '10.00% of 6.50 USDT gives 0.65 USDT.',
    );
  });

  it('names the source event', () => {
    expect(sourceEventText(payoutDetail)).toBe('Staking returns of bob_k for 05-03-2026');
    expect(
      sourceEventText({
        ...payoutDetail,
        source_event: { kind: 'reserve_profit', reference: 'R-88', date: '2026-03-04' },
      }),
    ).toBe('Reserve profit of reservation R-88 for 04-03-2026');
  });
});

describe('payout filters', () => {
  it('sends only the filled filters of the list', () => {
    expect(toFilter({ source: 'NFT TRADE', is_paid: '', from_date: '01-03-2026', page: '3' })).toEqual({
      source: 'NFT TRADE',
      from_date: '01-03-2026',
    });
  });

  it('says what the list is filtered by, in words', () => {
    expect(filterSummary({ source: 'NFT TRADE', is_paid: '0', to_date: '31-03-2026' })).toBe(
      'Source: NFT TRADE, Status: Unpaid, To: 31-03-2026',
    );
    expect(filterSummary({})).toBe('');
  });
});

describe('a failed payouts load', () => {
  it('says the sign-in failed on a 401, the list or the filter failed otherwise', () => {
    expect(payoutsFailureMessage(refusal(401), false)).toBe(AUTH_FAILED);
    expect(payoutsFailureMessage(refusal(500), false)).toBe('Request failed please try again');
    expect(payoutsFailureMessage(refusal(500), true)).toBe('Request failed please login again');
    expect(
      payoutsFailureMessage(refusal(422, { errors: { from_date: ['Date must be DD-MM-YYYY'] } }), true),
    ).toBe('Date must be DD-MM-YYYY');
  });
});
