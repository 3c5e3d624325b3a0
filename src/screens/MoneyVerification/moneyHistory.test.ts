import { describe, expect, it } from 'vitest';
import { formatDateTime } from './moneyHistory';

describe('money history formatting', () => {
  it('writes dates as DD/MM/yyyy HH:mm in local time', () => {
    const local = new Date(2026, 0, 5, 9, 7).toISOString();
    expect(formatDateTime(local)).toBe('05/01/2026 09:07');
  });

  it('shows a date it cannot read as it came', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
