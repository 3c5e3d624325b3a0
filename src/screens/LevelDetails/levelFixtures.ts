import {
  type DownlineMember,
  LEVEL_PAGE_SIZE,
  type LevelDownlineResponse,
  type LevelRecord,
} from '../../api/team';

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

/** Members in the large level of the stories: more than two pages. */
export const LARGE_LEVEL_SIZE = 120;
const LARGE_LEVEL = 3;

/** The member at `serial` in the large level, oldest first: one joined each day of 2026. */
const memberAt = (serial: number): DownlineMember => ({
  serial,
  username: `member${String(serial).padStart(3, '0')}`,
  self_investment: String((serial % 4) * 100),
  joining_date: new Date(Date.UTC(2026, 0, serial)).toISOString(),
});

const serials = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Page `page` of the large level as GET user-team-details/3?page= answers it. */
export function largeLevelPage(page: number): LevelDownlineResponse['data'] {
  const from = (page - 1) * LEVEL_PAGE_SIZE + 1;
  const to = Math.min(page * LEVEL_PAGE_SIZE, LARGE_LEVEL_SIZE);
  const data = serials(from, to).map(memberAt);
  return {
    current_page: page,
    last_page: Math.ceil(LARGE_LEVEL_SIZE / LEVEL_PAGE_SIZE),
    from: data.length > 0 ? from : null,
    to: data.length > 0 ? to : null,
    total: LARGE_LEVEL_SIZE,
    per_page: LEVEL_PAGE_SIZE,
    first_page_url: `user-team-details/${LARGE_LEVEL}?page=1`,
    data,
  };
}

const firstPage = largeLevelPage(1).data;

/** Level 3 with more members than one page: its record lists the first page only. */
export const largeLevel: LevelRecord = {
  level: LARGE_LEVEL,
  user_count: LARGE_LEVEL_SIZE,
  investment: String(serials(1, LARGE_LEVEL_SIZE).reduce((sum, serial) => sum + (serial % 4) * 100, 0)),
  level_income: '12.5',
  downline: {
    username: firstPage.map((member) => member.username),
    self_investment: firstPage.map((member) => member.self_investment),
    joining_date: firstPage.map((member) => member.joining_date),
  },
};

/** The six levels with level 3 larger than one page. */
export const levelsWithALargeLevel: LevelRecord[] = levels.map((record) =>
  record.level === LARGE_LEVEL ? largeLevel : record,
);
