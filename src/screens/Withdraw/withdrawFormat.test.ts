import { describe, expect, it } from 'vitest';
import { explorerUrl, formatHoldTime, formatRupees, shorten } from './withdrawFormat';

describe('withdraw formatting', () => {
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

  it('shortens only what is long', () => {
    expect(shorten('TXYZ')).toBe('TXYZ');
    expect(shorten('T1234567890abcdefXYZ')).toBe('T12345…defXYZ');
  });
});

describe('withdraw hold time', () => {
  it('reads DD-MM-YYYY HH:mm in the member’s time zone', () => {
    const at = new Date(2026, 2, 5, 7, 9);
    expect(formatHoldTime(at.toISOString())).toBe('05-03-2026 07:09');
    expect(formatHoldTime('soon')).toBe('soon');
  });
});
