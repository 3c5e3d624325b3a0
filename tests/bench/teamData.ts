import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { accountFor } from '../../server/ledger';

/**
 * A sponsor tree of `members` members written by INSERT … SELECT generate_series through the triggers of
 * migration 0007, so member_ancestors and member_stats are what sign-ups and stakes would have made them.
 *
 * Member k's sponsor is an earlier member picked by a hash of k (a random recursive tree): a few early
 * members head large teams, most have none, the depth grows like ln(members), as with members who join
 * through the referral links of whoever joined before them. Every third member holds one active stake of
 * 100–500 USDT, paid from the deposits clearing account into their hold_staked account so the ledger
 * balances. Users go in batches of 100,000 and the stakes in one statement, so the stake trigger is
 * exercised the way a bulk import would use it.
 */

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

const BATCH = 100_000;

/** Returns how long the single INSERT of every stake took, triggers included, in ms. */
export async function createTeam(db: Db, members: number): Promise<{ stakesMs: number }> {
  const [{ base } = { base: 0 }] = await rows<{ base: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as base from users`,
  );
  if (Number(base) !== 0) throw new Error('the team benchmark needs an empty database');
  for (let from = 1; from <= members; from += BATCH) {
    const to = Math.min(members, from + BATCH - 1);
    // parent_id fills the binary placement tree (one root, unique slots); sponsor_id is the team tree.
    await db.execute(sql`insert into users (id, name, username, email, phone, country_id, password_hash,
        pin_hash, referral_id, sponsor_id, parent_id, position, email_verified_at, created_at)
        overriding system value
      select k, 'Team Member ' || k, 'team' || k, 'team' || k || '@example.test', '+15550000000', 46,
        'not-used', 'not-used', 'TM' || k,
        case when k = 1 then null else 1 + (hashint4(k) & 2147483647) % (k - 1) end,
        case when k = 1 then null else k / 2 end,
        case when k = 1 then null when k % 2 = 0 then 'L' else 'R' end,
        now(), timestamptz '2026-01-01T00:00:00Z' + k * interval '10 seconds'
      from generate_series(${from}::int, ${to}::int) k`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), ${members})`);

  await db.execute(sql`create temporary table team_bench_stakes on commit preserve rows as
    select k as user_id, (100 + 50 * (k % 9))::bigint * 1000000 as amount from generate_series(3, ${members}, 3) k`);
  await db.execute(sql`insert into ledger_accounts (owner_user_id, kind)
    select user_id, 'hold_staked' from team_bench_stakes`);
  await db.execute(sql`insert into ledger_transfers (kind, description, member_id)
    select 'stake', 'Stakes (bulk data)', user_id from team_bench_stakes order by user_id`);
  const clearing = await accountFor(db, null, 'platform_deposits_clearing');
  await db.execute(sql`insert into ledger_entries (transfer_id, account_id, amount, balance_after)
    select t.id, ${clearing}, -s.amount,
      (select balance from ledger_accounts where id = ${clearing}) - sum(s.amount) over (order by s.user_id)
    from team_bench_stakes s join ledger_transfers t on t.member_id = s.user_id and t.kind = 'stake'
    union all
    select t.id, a.id, s.amount, s.amount from team_bench_stakes s
    join ledger_transfers t on t.member_id = s.user_id and t.kind = 'stake'
    join ledger_accounts a on a.owner_user_id = s.user_id and a.kind = 'hold_staked'`);
  await db.execute(sql`update ledger_accounts a set balance = s.amount from team_bench_stakes s
    where a.owner_user_id = s.user_id and a.kind = 'hold_staked'`);
  await db.execute(sql`update ledger_accounts set balance = balance - (select sum(amount) from team_bench_stakes)
    where id = ${clearing}`);
  const started = performance.now();
  await db.execute(sql`insert into staking_subscriptions (user_id, package_id, package_version, zone, invoice_id,
      amount, daily_rate_ppm, early_exit_charge_ppm, duration_days, start_date, end_date, status, stake_transfer_id)
    select s.user_id, p.id, v.version, p.zone, 'TEAM' || lpad(s.user_id::text, 9, '0'), s.amount, v.daily_rate_ppm,
      v.early_exit_charge_ppm, 30, date '2026-11-01', date '2026-11-30', 1, t.id
    from team_bench_stakes s join staking_packages p on p.id = 1
    join staking_package_versions v on v.package_id = p.id and v.version = 1
    join ledger_transfers t on t.member_id = s.user_id and t.kind = 'stake'`);
  const stakesMs = performance.now() - started;
  await db.execute(sql`drop table team_bench_stakes`);
  return { stakesMs };
}

interface Counts {
  id: number;
  total_team: number;
  directs: number;
  level_2_and_3: number;
  valid_team: number;
  team_business: string;
}

/**
 * The aggregates of a sample of members (their whole downline and each of levels 1–6) recounted from
 * users.sponsor_id and the stakes alone (not from member_ancestors), against member_stats and
 * member_level_stats as the triggers left them. Returns what differs.
 */
export async function checkSample(db: Db, ids: number[]): Promise<string[]> {
  const problems: string[] = [];
  for (const id of ids) {
    const [want] = await rows<Counts>(
      db,
      sql`with recursive down(id, depth) as (
          select id, 1 from users where sponsor_id = ${id}
          union all select u.id, d.depth + 1 from users u join down d on u.sponsor_id = d.id
        ), own as (
          select d.id, d.depth, coalesce(sum(s.amount) filter (where s.status = 1), 0) as b
          from down d left join staking_subscriptions s on s.user_id = d.id group by d.id, d.depth
        )
        select ${id}::int as id, count(*)::int as total_team, count(*) filter (where depth = 1)::int as directs,
          count(*) filter (where depth in (2, 3))::int as level_2_and_3,
          count(*) filter (where b >= team_qualifying_stake())::int as valid_team,
          coalesce(sum(b), 0)::text as team_business
        from own`,
    );
    const [got] = await rows<Counts>(
      db,
      sql`select member_id as id, total_team, directs, level_2_and_3, valid_team, team_business::text
        from member_stats where member_id = ${id}`,
    );
    if (JSON.stringify(want) !== JSON.stringify(got))
      problems.push(`member ${id}: recounted ${JSON.stringify(want)}, member_stats ${JSON.stringify(got)}`);
    const [levels] = await rows<{ want: string; got: string }>(
      db,
      sql`with recursive down(id, depth) as (
          select id, 1 from users where sponsor_id = ${id}
          union all select u.id, d.depth + 1 from users u join down d on u.sponsor_id = d.id where d.depth < 6
        ), own as (
          select d.id, d.depth, coalesce(sum(s.amount) filter (where s.status = 1), 0) as b
          from down d left join staking_subscriptions s on s.user_id = d.id group by d.id, d.depth
        )
        select (select coalesce(json_agg(json_build_array(depth, n, b) order by depth), '[]')::text
            from (select depth, count(*)::int as n, sum(b)::text as b from own group by depth) x) as want,
          (select coalesce(json_agg(json_build_array(level, members, business::text) order by level), '[]')::text
            from member_level_stats where member_id = ${id} and members > 0) as got`,
    );
    if (levels && levels.want !== levels.got)
      problems.push(`member ${id}: levels recounted ${levels.want}, member_level_stats ${levels.got}`);
  }
  return problems;
}
