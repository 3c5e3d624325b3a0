import { type SQL, sql } from 'drizzle-orm';
import {
  type DirectTeamMember,
  type DownlineMember,
  fromMicros,
  LEVEL_PAGE_SIZE,
  LEVELS,
  type LevelRecord,
  teamMessages,
} from '../../src/api/contract';
import { type DbOrTx, rowsOf } from '../db/client';
import { ApiError } from './errors';
import { findMemberByUsername } from './members';
import { pageEnvelope, pageOffset } from './paging';
import type { Member } from './sessions';

/** Whether `memberId` is somewhere below `ancestorId` on the sponsor chain. */
export async function isInDownline(tx: DbOrTx, ancestorId: number, memberId: number): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    tx,
    sql`select 1 as one from member_ancestors where member_id = ${memberId} and ancestor_id = ${ancestorId} limit 1`,
  );
  return rows.length > 0;
}

interface TeamRow {
  id: number;
  username: string;
  position: string | null;
  sponsor: string | null;
  sponsor_sponsor: string | null;
  own: string;
  team: string;
  total_team: number;
  valid_team: number;
  directs: number;
  qualifying: string;
  s_own: string | null;
  s_team: string | null;
  s_total_team: number | null;
  s_valid_team: number | null;
}

const flag = (b: boolean) => (b ? 1 : 0);

function toMember(r: TeamRow): DirectTeamMember {
  const own = BigInt(r.own);
  const q = BigInt(r.qualifying);
  const sOwn = BigInt(r.s_own ?? '0');
  const sTeam = fromMicros(BigInt(r.s_team ?? '0'));
  return {
    username: r.username,
    sponsor: r.sponsor,
    sponsor_sponsor: r.sponsor_sponsor,
    is_paid: flag(own > 0n),
    live_is_paid: flag(own >= q),
    total_subscription: fromMicros(own),
    team_business: fromMicros(BigInt(r.team)),
    total_team: Number(r.total_team),
    paid_team: Number(r.valid_team),
    position: r.position,
    direct_count: Number(r.directs),
    sponsor_is_paid: flag(sOwn > 0n),
    sponsor_live_is_paid: flag(r.s_own !== null && sOwn >= q),
    sponsor_total_subscription: fromMicros(sOwn),
    sponsor_team_business: sTeam,
    sponsor_package_subscription: fromMicros(sOwn),
    sponsor_team_fixed_subscription: sTeam,
    sponsor_team_live_subscription: sTeam,
    sponsor_team_package_subscription: sTeam,
    sponsor_total_team: Number(r.s_total_team ?? 0),
    sponsor_paid_team: Number(r.s_valid_team ?? 0),
  };
}

/**
 * A member and their direct team: the caller's own when no username is given, else a member of the caller's
 * downline. Anyone else is refused, so the tree never shows a sibling's or an upline's team.
 */
export async function directTeam(tx: DbOrTx, caller: Member, username?: string): Promise<DirectTeamMember[]> {
  let target = caller;
  if (username !== undefined && username.toLowerCase() !== caller.username.toLowerCase()) {
    const found = await findMemberByUsername(tx, username);
    if (!found) throw new ApiError(404, teamMessages.notFound);
    if (!(await isInDownline(tx, caller.id, found.id))) throw new ApiError(403, teamMessages.outside);
    target = found;
  }
  const rows = await rowsOf<TeamRow>(
    tx,
    sql`select u.id, u.username, u.position, sp.username as sponsor, ssp.username as sponsor_sponsor,
        ms.own_business::text as own, ms.team_business::text as team, ms.total_team, ms.valid_team, ms.directs,
        team_qualifying_stake()::text as qualifying,
        sms.own_business::text as s_own, sms.team_business::text as s_team, sms.total_team as s_total_team,
        sms.valid_team as s_valid_team
      from users u
      join member_stats ms on ms.member_id = u.id
      left join users sp on sp.id = u.sponsor_id
      left join member_stats sms on sms.member_id = sp.id
      left join users ssp on ssp.id = sp.sponsor_id
      where u.id = ${target.id} or u.sponsor_id = ${target.id}
      order by (u.id = ${target.id}) desc, u.id`,
  );
  return rows.map(toMember);
}

const joiningDate = sql.raw(`to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Members `offset`… of one level of the member's downline, oldest first. The closure index hands them over in
 * (level, id) order, so a page costs a walk of the level's index entries up to it and 2 × LEVEL_PAGE_SIZE
 * lookups, however large the level.
 */
const levelPage = (memberId: number, level: SQL, offset: number) =>
  sql`select f.member_id, u.username, ms.own_business::text as own, ${joiningDate} as joined
    from (select a.member_id from member_ancestors a where a.ancestor_id = ${memberId} and a.depth = ${level}
      order by a.member_id offset ${offset} limit ${LEVEL_PAGE_SIZE}) f
    join users u on u.id = f.member_id join member_stats ms on ms.member_id = f.member_id`;

interface PageRow {
  member_id: number | null;
  username: string | null;
  own: string | null;
  joined: string | null;
}

/**
 * Levels 1–6 of the member's downline: counts, active stakes and the income each level paid them from the
 * per-level aggregates, and the first page of each level's members, in one statement.
 */
export async function levelDetails(tx: DbOrTx, memberId: number): Promise<LevelRecord[]> {
  const found = await rowsOf<
    PageRow & { level: number; n: number | null; business: string | null; income: string | null }
  >(
    tx,
    sql`select l.level, s.members as n, s.business::text as business, i.amount::text as income, p.*
      from generate_series(1, ${LEVELS}::int) as l(level)
      left join member_level_stats s on s.member_id = ${memberId} and s.level = l.level
      left join member_level_income i on i.member_id = ${memberId} and i.level = l.level
      left join lateral (${levelPage(memberId, sql`l.level`, 0)}) p on true
      order by l.level, p.member_id`,
  );
  const records = Array.from(
    { length: LEVELS },
    (_, i): LevelRecord => ({
      level: i + 1,
      user_count: 0,
      investment: fromMicros(0n),
      level_income: fromMicros(0n),
      downline: { username: [], self_investment: [], joining_date: [] },
    }),
  );
  for (const row of found) {
    const record = records[Number(row.level) - 1]!;
    record.user_count = Number(row.n ?? 0);
    record.investment = fromMicros(BigInt(row.business ?? '0'));
    record.level_income = fromMicros(BigInt(row.income ?? '0'));
    if (row.username === null) continue;
    record.downline.username.push(row.username);
    record.downline.self_investment.push(fromMicros(BigInt(row.own ?? '0')));
    record.downline.joining_date.push(row.joined ?? '');
  }
  return records;
}

/** One page of a level of the member's downline, oldest first, numbered from the level's first member. */
export async function levelDownline(tx: DbOrTx, memberId: number, level: number, page: number) {
  const offset = pageOffset(page, LEVEL_PAGE_SIZE);
  const found = await rowsOf<PageRow & { n: number }>(
    tx,
    sql`select coalesce(s.members, 0)::int as n, p.*
      from (select ${memberId}::int as member_id) m
      left join member_level_stats s on s.member_id = m.member_id and s.level = ${level}
      left join lateral (${levelPage(memberId, sql`${level}::int`, offset)}) p on true
      order by p.member_id`,
  );
  const data: DownlineMember[] = found
    .filter((r) => r.username !== null)
    .map((r, i) => ({
      serial: offset + i + 1,
      username: r.username!,
      self_investment: fromMicros(BigInt(r.own ?? '0')),
      joining_date: r.joined ?? '',
    }));
  const total = Number(found[0]?.n ?? 0);
  return pageEnvelope(`user-team-details/${level}`, page, total, data, '', LEVEL_PAGE_SIZE);
}
