import { sql } from 'drizzle-orm';
import {
  type DirectTeamMember,
  fromMicros,
  LEVELS,
  type LevelRecord,
  teamMessages,
} from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { ApiError } from './errors';
import { findMemberByUsername } from './members';
import type { Member } from './sessions';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(tx: DbOrTx, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)) as unknown as Rows<T>).rows;

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

const micros = (column: string) =>
  sql.raw(`(${column} / 1000000)::text || '.' || lpad((${column} % 1000000)::text, 6, '0')`);

/**
 * Levels 1–6 of the member's downline: counts, active stakes, the income each level paid them, and who. The
 * closure index hands the members over in (level, id) order, which is joining order, and the database builds
 * the arrays, so a downline of tens of thousands costs one index range scan and no sort.
 */
export async function levelDetails(tx: DbOrTx, memberId: number): Promise<LevelRecord[]> {
  const found = await rowsOf<{
    level: number;
    n: number;
    investment: string;
    usernames: string;
    investments: string;
    joined: string;
  }>(
    tx,
    sql`select a.depth as level, count(*)::int as n, ${micros('sum(ms.own_business)::bigint')} as investment,
        json_agg(u.username order by a.member_id)::text as usernames,
        json_agg(${micros('ms.own_business')} order by a.member_id)::text as investments,
        json_agg(to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') order by a.member_id)::text
          as joined
      from member_ancestors a join users u on u.id = a.member_id join member_stats ms on ms.member_id = a.member_id
      where a.ancestor_id = ${memberId} and a.depth <= ${LEVELS}
      group by a.depth`,
  );
  const incomes = await rowsOf<{ level: number; total: string }>(
    tx,
    sql`select level, amount::text as total from member_level_income where member_id = ${memberId}`,
  );
  return Array.from({ length: LEVELS }, (_, i) => {
    const row = found.find((r) => Number(r.level) === i + 1);
    const income = incomes.find((r) => Number(r.level) === i + 1);
    return {
      level: i + 1,
      user_count: Number(row?.n ?? 0),
      investment: row?.investment ?? '0.000000',
      level_income: fromMicros(BigInt(income?.total ?? '0')),
      downline: {
        username: row ? (JSON.parse(row.usernames) as string[]) : [],
        self_investment: row ? (JSON.parse(row.investments) as string[]) : [],
        joining_date: row ? (JSON.parse(row.joined) as string[]) : [],
      },
    };
  });
}
