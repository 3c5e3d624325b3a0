import { describe, expect, it } from 'vitest';
import { DEFAULT_APPROVAL_THRESHOLD_USDT } from '../../api/contract/approvalRules';
import { fromMicros } from '../../api/contract/moneyRules';
import {
  WITHDRAW_DAILY_LIMIT_MICROS,
  WITHDRAW_FEE_MICROS,
  WITHDRAW_MINIMUM_MICROS,
} from '../../api/contract/withdrawRules';
import { feeSchedule } from './feeSchedule';

const line = (heading: string, term: string) =>
  feeSchedule()
    .find((section) => section.heading === heading)
    ?.lines.find((entry) => entry.term === term)?.value;

describe('the public fee schedule', () => {
  it('states the withdrawal minimum, fee and daily limit the server applies', () => {
    expect(line('Withdrawals', 'Minimum')).toBe(`${fromMicros(WITHDRAW_MINIMUM_MICROS, 2)} USDT`);
    expect(line('Withdrawals', 'Fee')).toMatch(
      new RegExp(`^${fromMicros(WITHDRAW_FEE_MICROS, 2)} USDT per withdrawal`),
    );
    expect(line('Withdrawals', 'Daily limit')).toBe(
      `${fromMicros(WITHDRAW_DAILY_LIMIT_MICROS, 2)} USDT per 24 hours`,
    );
    expect(line('Withdrawals', 'Networks')).toBe('USDT on TRC20 or BEP20');
    expect(line('Withdrawals', 'From')).toBe('Out going Wallet or Reserve Wallet');
  });

  it('names the second-approval amount, the cooling-off and the security pause', () => {
    expect(line('Deposits', 'Second approval')).toContain(
      `above ${DEFAULT_APPROVAL_THRESHOLD_USDT.toLocaleString('en-US')} USDT`,
    );
    expect(line('Withdrawals', 'New payout address')).toMatch(/^Takes effect 24 hours after it is saved/);
    expect(line('Withdrawals', 'After a security change')).toMatch(/^Withdrawals pause for 24 hours/);
  });

  it('covers deposits, withdrawals, transfers, staking and reserve, each with its fee and its crediting', () => {
    const headings = feeSchedule().map((section) => section.heading);
    expect(headings).toEqual([
      'Deposits',
      'Withdrawals',
      'Transfers between your wallets',
      'Staking',
      'Reserve',
      'Every money move',
    ]);
    for (const heading of headings.slice(0, 5)) expect(line(heading, 'Fee')).toBeDefined();
    expect(line('Deposits', 'Confirmations')).toBeDefined();
    expect(line('Deposits', 'Crediting')).toBeDefined();
    expect(line('Transfers between your wallets', 'Crediting')).toBe('At once');
    expect(line('Staking', 'Amount')).toMatch(/^A multiple of 50 USDT/);
  });
});
