import { describe, expect, it } from 'vitest';
import { address, cryptoSetting } from './withdrawFixtures';
import { explorerUrl, formatHoldTime, formatRupees, withdrawalSummary } from './withdrawFormat';

describe('withdraw formatting', () => {
  it('restates the amount, the fee, what arrives and the whole address before the code', () => {
    expect(withdrawalSummary('25.5', cryptoSetting)).toEqual([
      { term: 'Amount', value: '25.50 USDT' },
      { term: 'Fee', value: '1.00 USDT' },
      { term: 'You receive', value: '24.50 USDT' },
      { term: 'To address', value: `${address} (USDT TRC20)` },
    ]);
  });

  it('shows rupees to 2 decimals with thousands separators', () => {
    expect(formatRupees('20', '83.00')).toBe('₹ 1,660.00');
    expect(formatRupees('12345.678', '83')).toBe('₹ 1,024,691.27');
    expect(formatRupees('', '83')).toBeNull();
  });

  it('links TRC20 and BEP20 hashes to their explorer only', () => {
    expect(explorerUrl('TRC20', 'ab')).toBe('https://tronscan.org/#/transaction/ab');
    expect(explorerUrl('BEP20', '0xab')).toBe('https://bscscan.com/tx/0xab');
    expect(explorerUrl(null, 'ab')).toBeNull();
  });
});

describe('withdraw hold time', () => {
  it('reads DD-MM-YYYY HH:mm in the member’s time zone', () => {
    const at = new Date(2026, 2, 5, 7, 9);
    expect(formatHoldTime(at.toISOString())).toBe('05-03-2026 07:09');
    expect(formatHoldTime('soon')).toBe('soon');
  });
});
