import { describe, expect, it } from 'vitest';
import { auditTime, changedKeys, keyValues, outcomeOf, valueText } from './auditFormat';

describe('audit details', () => {
  it('reads nested records as dotted keys and keeps lists on one line', () => {
    expect(keyValues({ id: 7, change: { role: 'finance', disabled: false }, ids: [1, 2] })).toEqual([
      { key: 'id', value: '7' },
      { key: 'change.role', value: 'finance' },
      { key: 'change.disabled', value: 'false' },
      { key: 'ids', value: '[1,2]' },
    ]);
    expect(keyValues(null)).toEqual([]);
  });

  it('says none for a missing value and (empty) for empty text, so neither reads as nothing', () => {
    expect(valueText(null)).toBe('none');
    expect(valueText('')).toBe('(empty)');
  });

  it('finds the keys that changed, were added or went away', () => {
    const before = { role: 'support', disabled_at: null, authenticator: true };
    const after = { role: 'finance', disabled_at: null, locked_until: '2026-03-05T10:00:00Z' };
    expect([...changedKeys(before, after)].sort()).toEqual(['authenticator', 'locked_until', 'role']);
    expect(changedKeys(null, { sessions_ended: 2 })).toEqual(new Set(['sessions_ended']));
  });

  it('tells a call that went through from a refused one, and from a row that says neither', () => {
    expect(outcomeOf({ outcome: 'ok' })).toBe('ok');
    expect(outcomeOf({ outcome: 'refused', reason: 'x' })).toBe('refused');
    expect(outcomeOf({ method: 'POST' })).toBe('unknown');
  });

  it('shows the second of each entry, and text that is no date as it came', () => {
    expect(auditTime(new Date(2026, 2, 5, 9, 7, 3).toISOString())).toBe('05-03-2026 09:07:03');
    expect(auditTime('soon')).toBe('soon');
  });
});
