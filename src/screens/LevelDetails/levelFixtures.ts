import type { LevelRecord } from '../../api/team';

/** Six levels as user-team-details answers them, for stories. */
export const levels: LevelRecord[] = [
  {
    level: 1,
    user_count: 3,
    investment: '1150',
    level_income: '34.125',
    downline: {
      username: ['alice', 'bob', 'grace'],
      self_investment: ['500', '0', '650'],
      joining_date: ['2026-01-05T08:00:00.000Z', '2026-01-09T12:30:00.000Z', '2026-02-14T23:10:00.000Z'],
    },
  },
  {
    level: 2,
    user_count: 2,
    investment: '300',
    level_income: '4.5',
    downline: {
      username: ['carol', 'dave'],
      self_investment: ['300', '0'],
      joining_date: ['2026-02-01T00:00:00.000Z', '2026-03-03T10:00:00.000Z'],
    },
  },
  ...[3, 4, 5, 6].map((level) => ({
    level,
    user_count: 0,
    investment: '0',
    level_income: '0',
    downline: { username: [], self_investment: [], joining_date: [] },
  })),
];
