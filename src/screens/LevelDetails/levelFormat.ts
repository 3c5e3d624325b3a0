import type { LevelRecord } from '../../api/team';

export type DownlineRow = { serial: number; username: string; selfInvestment: string; joiningDate: string };

/** DD-MM-YYYY of the UTC day, as the server counts days. Text that is not a date shows as nothing. */
export function formatJoiningDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const [year, month, day] = date.toISOString().slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

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
