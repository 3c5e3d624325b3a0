import { type DownlineMember, LEVEL_PAGE_SIZE, type LevelRecord } from '../../api/team';
import { formatUtcDate, type PagedRows, type PageMeta } from '../../ui';

export type DownlineRow = { serial: number; username: string; selfInvestment: string; joiningDate: string };

/** DD-MM-YYYY of the UTC day, as the server counts days. Text that is not a date shows as nothing. */
export const formatJoiningDate = (iso: string): string => formatUtcDate(iso) ?? '';

/** The level's parallel arrays as one row per member, numbered from 1; a short array leaves its cell empty. */
export function downlineRows(record: LevelRecord): DownlineRow[] {
  const { username, self_investment, joining_date } = record.downline;
  return username.map((name, index) => ({
    serial: index + 1,
    username: name,
    selfInvestment: self_investment[index] ?? '0',
    joiningDate: formatJoiningDate(joining_date[index] ?? ''),
  }));
}

/** Where page `page` of a level of `total` members falls, before the server has answered it. */
export function expectedPage(total: number, page: number): PageMeta {
  const first = (page - 1) * LEVEL_PAGE_SIZE + 1;
  const inRange = first <= total;
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / LEVEL_PAGE_SIZE)),
    from: inRange ? first : null,
    to: inRange ? Math.min(page * LEVEL_PAGE_SIZE, total) : null,
    total,
  };
}

/** Page 1 as the level's record carries it; user_count says how many pages the level has in all. */
export function firstDownlinePage(record: LevelRecord): PagedRows<DownlineRow> {
  const data = downlineRows(record);
  return {
    ...expectedPage(record.user_count, 1),
    from: data.length > 0 ? 1 : null,
    to: data.length > 0 ? data.length : null,
    data,
  };
}

/** A later page as the server answers it; the serial numbers are the server's, so they run on across pages. */
export function downlinePage(page: PagedRows<DownlineMember>): PagedRows<DownlineRow> {
  return {
    current_page: page.current_page,
    last_page: page.last_page,
    from: page.from,
    to: page.to,
    total: page.total,
    data: page.data.map((member) => ({
      serial: member.serial,
      username: member.username,
      selfInvestment: member.self_investment,
      joiningDate: formatJoiningDate(member.joining_date),
    })),
  };
}
