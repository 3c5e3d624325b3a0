import { describe, expect, it } from 'vitest';
import { balancesFrom, walletName } from './transferFormat';

describe('transfer page formatting', () => {
  it("reads the member's balances from the Transfer page's cards by title", () => {
    expect(
      balancesFrom([
        { title: 'Wallet Balance', value: '200.000000' },
        { title: 'Withdraw Balance', value: '5.500000' },
        { title: 'Reserve Wallet', value: '0.000000' },
        { title: 'Total Transferred', value: '115.000000' },
      ]),
    ).toEqual({ pay_in: '200.000000', pay_out: '5.500000', reserve: '0.000000' });
  });

  it('knows no balances before the cards arrive', () => {
    expect(balancesFrom(undefined)).toBeUndefined();
  });

  it("names wallets with the spec's labels, Fixed Wallet for any other", () => {
    expect(walletName('pay_in')).toBe('Receiving Wallet');
    expect(walletName('pay_out')).toBe('Out going Wallet');
    expect(walletName('something')).toBe('Fixed Wallet');
  });
});
