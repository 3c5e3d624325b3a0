import { describe, expect, it } from 'vitest';
import { microsAsUsdt, snapshotTime } from './reserveFormat';

describe('reserveFormat', () => {
  it('writes a snapshot time as its UTC minute, whatever the reader’s zone', () => {
    expect(snapshotTime('2026-11-22T00:00:09.000Z')).toBe('2026-11-22 00:00 UTC');
    expect(snapshotTime('2026-11-22T01:30:00+02:00')).toBe('2026-11-21 23:30 UTC');
    expect(snapshotTime('soon')).toBe('soon');
  });

  it('writes micro-USDT as USDT with at least two places and every place that counts', () => {
    expect(microsAsUsdt('3218260000')).toBe('3218.26 USDT');
    expect(microsAsUsdt('40000001')).toBe('40.000001 USDT');
    expect(microsAsUsdt('0')).toBe('0.00 USDT');
    expect(microsAsUsdt('-5')).toBe('-5');
  });
});
