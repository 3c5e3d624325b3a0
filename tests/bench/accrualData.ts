import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { accountFor } from '../../server/ledger';
import { addDays } from '../../server/services/stakingTerms';

/**
 * Members and active stakes in bulk, written by INSERT … SELECT generate_series so a million stakes take
 * seconds, yet consistent with the ledger as if each member had deposited and staked through the API: per
 * member one deposit (deposits clearing → pay_in) and one stake transfer (pay_in → hold_staked) of the sum
 * of their stakes, so the principal sits in hold_staked and every invariant holds.
 *
 * Every stake's first earning day is `day` (none has been paid yet). Three in four are Executive Level 1 (100–500, 0.50 % a day), one in
 * four Free Zone (0.20 % a day); one in twenty is an Executive term whose last day is `day`, so the run also
 * returns principals and completes stakes. Stake i belongs to member i mod members: a member's stakes are
 * spread over the whole range, as stakes made over time are. Member ids are `spread` apart (1 by default),
 * so that a few members can fill many buckets of the daily returns.
 */

export interface StakeSet {
  members: number;
  stakes: number;
  day: string;
  /** What one day's accrual must pay, computed here independently of the job. */
  expected: { returnsTotal: bigint; completing: number; principal: bigint };
}

type Rows<T> = { rows: T[] };
const one = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows[0]!;

export async function createStakes(
  db: Db,
  { members, stakes, day, spread = 1 }: { members: number; stakes: number; day: string; spread?: number },
): Promise<StakeSet> {
  const base = await one<{ base: number | string; anchor: number | string | null }>(
    db,
    sql`select coalesce(max(id), 0)::int as base,
      (select u.id from users u where not exists
        (select 1 from users c where c.parent_id = u.id and c.position = 'L') order by u.id limit 1) as anchor
      from users`,
  );
  const first = Number(base.base);
  const anchor = base.anchor === null ? null : Number(base.anchor);
  // A binary tree under the first free left slot (or as the root of an empty database).
  await db.execute(sql`insert into users (id, name, username, email, phone, country_id, password_hash,
      pin_hash, referral_id, parent_id, position, email_verified_at) overriding system value
    select ${first} + k * ${spread}, 'Bench Member ' || k, 'bench' || (${first} + k * ${spread}),
      'bench' || (${first} + k * ${spread}) || '@example.test', '+15550000000', 46, 'not-used', 'not-used',
      'BN' || (${first} + k * ${spread}),
      case when k = 1 then ${anchor}::int else ${first} + k / 2 * ${spread} end,
      case when k = 1 then ${anchor === null ? null : 'L'}::text when k % 2 = 0 then 'L' else 'R' end,
      now()
    from generate_series(1, ${members}) k`);
  await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);

  const stakeDate = addDays(day, -1);
  await db.execute(sql`drop table if exists bench_stakes`);
  await db.execute(sql`create table bench_stakes as
    select i, ${first} + (1 + i % ${members}) * ${spread} as user_id,
      case when i % 4 = 0 then 7 else 1 end as package_id,
      case when i % 4 = 0 then 'free' else 'executive' end as zone,
      (100 + 50 * (i % 9))::bigint * 1000000 as amount,
      case when i % 4 = 0 then null when i % 20 = 1 then 10 else 30 end as duration_days
    from generate_series(1, ${stakes}) i`);
  await db.execute(
    sql`create table if not exists bench_member_totals (user_id integer primary key, total bigint)`,
  );
  await db.execute(sql`truncate bench_member_totals`);
  await db.execute(
    sql`insert into bench_member_totals select user_id, sum(amount) from bench_stakes group by user_id`,
  );

  await db.execute(sql`insert into ledger_accounts (owner_user_id, kind)
    select t.user_id, k.kind from bench_member_totals t
    cross join (values ('pay_in'), ('hold_staked'), ('pay_out')) k(kind)
    where k.kind <> 'pay_out' or t.user_id % 10 <> 0`);
  const clearing = await accountFor(db, null, 'platform_deposits_clearing');
  for (const kind of ['deposit', 'stake'] as const) {
    await db.execute(sql`insert into ledger_transfers (kind, description, member_id)
      select ${kind}, ${kind === 'deposit' ? 'Deposit (bulk data)' : 'Stakes (bulk data)'}, user_id
      from bench_member_totals order by user_id`);
  }
  const transferOf = (kind: string) =>
    sql`(select max(t.id) from ledger_transfers t where t.member_id = m.user_id and t.kind = ${kind})`;
  const accountOf = (kind: string) =>
    sql`(select a.id from ledger_accounts a where a.owner_user_id = m.user_id and a.kind = ${kind})`;
  await db.execute(sql`insert into ledger_entries (transfer_id, account_id, amount, balance_after)
    select ${transferOf('deposit')}, ${clearing}, -m.total,
      (select balance from ledger_accounts where id = ${clearing}) - sum(m.total) over (order by m.user_id)
    from bench_member_totals m
    union all select ${transferOf('deposit')}, ${accountOf('pay_in')}, m.total, m.total from bench_member_totals m
    union all select ${transferOf('stake')}, ${accountOf('pay_in')}, -m.total, 0 from bench_member_totals m
    union all select ${transferOf('stake')}, ${accountOf('hold_staked')}, m.total, m.total from bench_member_totals m`);
  await db.execute(sql`update ledger_accounts a set balance = a.balance + m.total from bench_member_totals m
    where a.owner_user_id = m.user_id and a.kind = 'hold_staked'`);
  await db.execute(sql`update ledger_accounts set balance = balance - (select sum(total) from bench_member_totals)
    where id = ${clearing}`);

  await db.execute(sql`insert into staking_subscriptions (user_id, package_id, package_version, zone, invoice_id,
      amount, daily_rate_ppm, early_exit_charge_ppm, duration_days, start_date, end_date, status, created_at,
      stake_transfer_id)
    select s.user_id, s.package_id, p.version, s.zone, 'BEN' || lpad(s.i::text, 9, '0'), s.amount,
      p.daily_rate_ppm, p.early_exit_charge_ppm, s.duration_days, ${day}::date,
      case when s.duration_days = 10 then ${day}::date when s.duration_days is not null then ${day}::date + 29 end,
      1, ${`${stakeDate}T12:00:00Z`}::timestamptz, t.id
    from bench_stakes s join staking_package_versions p on p.package_id = s.package_id and p.version = 1
    join ledger_transfers t on t.member_id = s.user_id and t.kind = 'stake'
    order by s.i`);
  const expected = await one<{ total: string; completing: number | string; principal: string }>(
    db,
    sql`select sum(s.amount * p.daily_rate_ppm / 1000000)::text as total,
      count(*) filter (where s.duration_days = 10)::int as completing,
      coalesce(sum(s.amount) filter (where s.duration_days = 10), 0)::text as principal
    from bench_stakes s join staking_package_versions p on p.package_id = s.package_id and p.version = 1`,
  );
  await db.execute(sql`drop table bench_stakes`);
  await db.execute(sql`drop table bench_member_totals`);
  return {
    members,
    stakes,
    day,
    expected: {
      returnsTotal: BigInt(expected.total),
      completing: Number(expected.completing),
      principal: BigInt(expected.principal),
    },
  };
}
