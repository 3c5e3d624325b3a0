import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEngines, type TestContext } from './harness';
import { executiveStake, stake, stakingMember } from './stakingFixtures';
import { rows } from './teamFixtures';

const snapshot = (c: TestContext) =>
  rows<Record<string, string>>(
    c,
    sql`select member_id, own_business::text, team_business::text, total_team, valid_team, directs,
      valid_directs, level_2_and_3, stake_count from member_stats order by member_id`,
  );

describeEngines('team aggregates', (ctx) => {
  it('equal a recount from the tables after members join and stake at the same time', async () => {
    const c = ctx();
    const top = await stakingMember(c, 'top', 5_000);
    const left = await stakingMember(c, 'left', 5_000, { sponsor: 'top', position: 'L' });
    const joined = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        stakingMember(c, `join${i}`, 2_000, { sponsor: i % 2 ? 'top' : 'left', position: i % 3 ? 'L' : 'R' }),
      ),
    );
    const stakes = await Promise.all(
      [top, left, ...joined].map((m, i) =>
        stake(c.app, m.token, executiveStake(m.username, String(100 + 50 * i))),
      ),
    );
    expect(stakes.map((r) => r.statusCode)).toEqual(stakes.map(() => 200));
    const kept = await snapshot(c);
    await c.db.execute(sql`select team_recount_stats()`);
    expect(await snapshot(c)).toEqual(kept);
    const topRow = kept.find((r) => Number(r.member_id) === top.id)!;
    expect(Number(topRow.total_team)).toBe(7);
    expect(Number(topRow.valid_team)).toBe(7);
    const ancestors = await rows<{ n: number }>(c, sql`select count(*)::int as n from member_ancestors`);
    // left and the three it sponsors sit one level deeper: 1 + 3 × 2 + 3 × 1.
    expect(Number(ancestors[0]!.n)).toBe(10);
  });
});
