import { describe, expect, it } from 'vitest';
import { formatTransactionDate, sourceLabel, typeLabel, walletLabel } from './transactionLabels';

describe('transaction labels', () => {
  it('names wallets as the spec does, any unknown wallet a Fixed Wallet', () => {
    expect(walletLabel('pay_out')).toBe('Out going Wallet');
    expect(walletLabel('pay_in')).toBe('Receiving Wallet');
    expect(walletLabel('cash')).toBe('Cash Wallet');
    expect(walletLabel('live')).toBe('Live Wallet');
    expect(walletLabel('reserve')).toBe('Reserve Wallet');
    expect(walletLabel('fixed_deposit')).toBe('Fixed Wallet');
  });

  it('reads source keys and types as words', () => {
    expect(sourceLabel('withdrawal_paid')).toBe('Withdrawal Paid');
    expect(sourceLabel('deposit')).toBe('Deposit');
    expect(typeLabel('credit')).toBe('Credit');
    expect(typeLabel('debit')).toBe('Debit');
  });

  it('dates a line by its UTC day as DD-MM-YYYY, the day the filter counts in', () => {
    expect(formatTransactionDate('2026-03-01T23:59:59.000Z')).toBe('01-03-2026');
    expect(formatTransactionDate('2026-12-31T00:00:00.000Z')).toBe('31-12-2026');
    expect(formatTransactionDate('soon')).toBe('');
  });
});
