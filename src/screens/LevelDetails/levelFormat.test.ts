import { describe, expect, it } from 'vitest';
import type { LevelRecord } from '../../api/team';
import { downlineRows, formatJoiningDate } from './levelFormat';

const level = (downline: LevelRecord['downline']): LevelRecord => ({
  level: 2,
  user_count: downline.username.length,
  investment: '0',
  level_income: '0',
  downline,
});

describe('level details', () => {
  it('lists each downline member with a serial number, investment and joining date', () => {
    const rows = downlineRows(
      level({
        username: ['carol', 'dave'],
        self_investment: ['250', '0'],
        joining_date: ['2026-01-05T23:59:00.000Z', '2026-02-28T00:00:00.000Z'],
      }),
    );
    expect(rows).toEqual([
      { serial: 1, username: 'carol', selfInvestment: '250', joiningDate: '05-01-2026' },
      { serial: 2, username: 'dave', selfInvestment: '0', joiningDate: '28-02-2026' },
    ]);
  });

  it('lists nobody for an empty level', () => {
    expect(downlineRows(level({ username: [], self_investment: [], joining_date: [] }))).toEqual([]);
  });

  it('shows a date as DD-MM-YYYY and nothing for text that is not a date', () => {
    expect(formatJoiningDate('2026-12-31T10:00:00Z')).toBe('31-12-2026');
    expect(formatJoiningDate('soon')).toBe('');
  });
});
