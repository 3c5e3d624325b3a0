import { sql } from 'drizzle-orm';
import { runStakingAccrual } from '../../server/jobs/stakingAccrual';
import { addDays } from '../../server/services/stakingTerms';
import type { TestContext } from './harness';
import { executiveStake, freeStake, stake, stakingMember } from './stakingFixtures';

export const DAY_MS = 86_400_000;
export type Signed = Awaited<ReturnType<typeof stakingMember>>;

/** A sponsor chain top ← c1 ← … ← c{n}: each member sponsored by the one before, every one signed in. */
export async function chain(c: TestContext, n: number, prefix = 'cc'): Promise<Signed[]> {
  const members = [await stakingMember(c, `${prefix}top`, 5_000)];
  for (let i = 1; i <= n; i++) {
    members.push(
      await stakingMember(c, `${prefix}${i}`, 5_000, { sponsor: members[i - 1]!.username, position: 'L' }),
    );
  }
  return members;
}

export async function staked(
  c: TestContext,
  m: Signed,
  body: Record<string, unknown> = executiveStake(m.username),
) {
  const res = await stake(c.app, m.token, body);
  if (res.statusCode !== 200) throw new Error(`stake of ${m.username} failed: ${res.body}`);
}

export const qualify = (c: TestContext, m: Signed) => staked(c, m, freeStake(m.username, '100'));

/** Pays every staking return up to `days` days after the clock's day, as the daily job would. */
export async function accrue(c: TestContext, days: number) {
  const today = c.clock.now().toISOString().slice(0, 10);
  return runStakingAccrual(c.db, {
    now: new Date(c.clock.now().getTime() + (days + 1) * DAY_MS),
    through: addDays(today, days - 1),
  });
}

type Rows<T> = { rows: T[] };
export async function rows<T>(c: TestContext, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await c.db.execute(query)) as unknown as Rows<T>).rows;
}

/** Every credit of `kind` to a member's pay_out wallet, straight from the ledger. */
export function credits(c: TestContext, kind: string) {
  return rows<{ entry_id: string; member_id: number; amount: string }>(
    c,
    sql`select e.id::text as entry_id, a.owner_user_id as member_id, e.amount::text as amount
      from ledger_entries e join ledger_accounts a on a.id = e.account_id and a.kind = 'pay_out'
      join ledger_transfers t on t.id = e.transfer_id where t.kind = ${kind} and e.amount > 0 order by e.id`,
  );
}

/** The sponsor of each member, from the users table, to walk the chain without the closure table. */
export async function sponsors(c: TestContext): Promise<Map<number, number | null>> {
  const list = await rows<{ id: number; sponsor_id: number | null }>(
    c,
    sql`select id, sponsor_id from users`,
  );
  return new Map(list.map((r) => [Number(r.id), r.sponsor_id === null ? null : Number(r.sponsor_id)]));
}

/**
 * `n` members sponsored by `sponsorId`, written in one INSERT as a bulk import would write them (so the
 * team triggers see many new members in one statement), hung one below the other on the right of the
 * placement tree. Returns their usernames, oldest first.
 */
export async function bulkMembers(c: TestContext, sponsorId: number, n: number, prefix: string) {
  const [free] = await rows<{ base: number; slot: number }>(
    c,
    sql`select (select max(id) from users)::int as base, min(u.id)::int as slot from users u
      where not exists (select 1 from users k where k.parent_id = u.id and k.position = 'R')`,
  );
  const base = Number(free!.base);
  await c.db.execute(sql`insert into users (id, name, username, email, phone, country_id, password_hash,
      pin_hash, referral_id, sponsor_id, parent_id, position, email_verified_at) overriding system value
    select ${base}::int + k, 'Bulk Member', ${prefix} || k, ${prefix} || k || '@example.test', '+15550000000', 46,
      'not-used', 'not-used', upper(${prefix}) || 'BULK' || k, ${sponsorId}::int,
      case when k = 1 then ${Number(free!.slot)}::int else ${base}::int + k - 1 end, 'R', now()
    from generate_series(1, ${n}::int) k`);
  await c.db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
  return Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
}
