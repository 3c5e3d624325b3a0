import { describe, expect, it } from 'vitest';
import type { LevelRecord } from '../../api/team';
import {
  downlinePage,
  downlineRows,
  expectedPage,
  firstDownlinePage,
  formatJoiningDate,
} from './levelFormat';

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

  it('numbers the pages of a level from its user count, fifty members a page', () => {
    expect(expectedPage(120, 2)).toEqual({ current_page: 2, last_page: 3, from: 51, to: 100, total: 120 });
    expect(expectedPage(120, 3)).toEqual({ current_page: 3, last_page: 3, from: 101, to: 120, total: 120 });
    expect(expectedPage(100, 3)).toEqual({ current_page: 3, last_page: 2, from: null, to: null, total: 100 });
    expect(expectedPage(0, 1)).toEqual({ current_page: 1, last_page: 1, from: null, to: null, total: 0 });
  });

  it("shows the record's members as page 1 of every member the level counts", () => {
    const record = {
      ...level({ username: ['carol', 'dave'], self_investment: ['250', '0'], joining_date: ['', ''] }),
      user_count: 51,
    };
    const { data, ...meta } = firstDownlinePage(record);
    expect(meta).toEqual({ current_page: 1, last_page: 2, from: 1, to: 2, total: 51 });
    expect(data.map((row) => row.serial)).toEqual([1, 2]);
  });

  it('keeps the serial numbers the server gives a later page, so they run on from the page before', () => {
    const page = downlinePage({
      current_page: 2,
      last_page: 2,
      from: 51,
      to: 52,
      total: 52,
      data: [
        { serial: 51, username: 'erin', self_investment: '100', joining_date: '2026-03-01T09:00:00.000Z' },
        { serial: 52, username: 'frank', self_investment: '0', joining_date: '2026-03-02T09:00:00.000Z' },
      ],
    });
    expect(page).toEqual({
      current_page: 2,
      last_page: 2,
      from: 51,
      to: 52,
      total: 52,
      data: [
        { serial: 51, username: 'erin', selfInvestment: '100', joiningDate: '01-03-2026' },
        { serial: 52, username: 'frank', selfInvestment: '0', joiningDate: '02-03-2026' },
      ],
    });
  });
});
