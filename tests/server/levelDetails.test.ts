import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { LevelDownlineResponse, TeamDetailsResponse } from '../../src/api/contract';
import { describeEngines, get, json, type TestContext } from './harness';
import { executiveStake, freeStake, stake, stakingMember, unstake } from './stakingFixtures';
import { accrue, bulkMembers, rows, type Signed, staked } from './teamFixtures';

type Refusal = { status: false; message: string; errors?: Record<string, string[]> };

/** Levels 1–6 of every member recounted from users.sponsor_id and the active stakes alone. */
const recount = (c: TestContext) =>
  rows<Record<string, unknown>>(
    c,
    sql`with recursive up(member_id, ancestor_id, depth) as (
        select id, sponsor_id, 1 from users where sponsor_id is not null
        union all
        select up.member_id, u.sponsor_id, up.depth + 1 from up join users u on u.id = up.ancestor_id
        where u.sponsor_id is not null and up.depth < 6
      ), own as (
        select u.id, coalesce(sum(s.amount) filter (where s.status = 1), 0) as b
        from users u left join staking_subscriptions s on s.user_id = u.id group by u.id
      )
      select up.ancestor_id::text as member_id, up.depth::text as level, count(*)::text as members,
        sum(own.b)::text as business
      from up join own on own.id = up.member_id group by up.ancestor_id, up.depth order by 1, 2`,
  );
const kept = (c: TestContext) =>
  rows<Record<string, unknown>>(
    c,
    sql`select member_id::text, level::text, members::text, business::text from member_level_stats
      where members > 0 order by member_id::text, level::text`,
  );
const sorted = (list: Record<string, unknown>[]) =>
  list.map((r) => JSON.stringify(r)).sort((a, b) => a.localeCompare(b));

/** top ← a, b and 120 bulk members; a ← aone and 60 bulk members; aone ← 3 bulk members. */
async function bigTeam(c: TestContext) {
  const add = (name: string, sponsor?: Signed) =>
    stakingMember(c, name, 5_000, sponsor ? { sponsor: sponsor.username, position: 'L' } : undefined);
  const top = await add('top');
  const a = await add('aaa', top);
  const b = await add('bbb', top);
  const a1 = await add('aone', a);
  const underTop = await bulkMembers(c, top.id, 120, 'tb');
  const underA = await bulkMembers(c, a.id, 60, 'ab');
  await bulkMembers(c, a1.id, 3, 'xb');
  return { top, a, b, a1, underTop, underA };
}

const details = async (c: TestContext, token: string) => {
  const res = await get(c.app, '/api/user-team-details', token);
  expect(res.statusCode, res.body).toBe(200);
  return json<TeamDetailsResponse>(res).data;
};
const levelPage = async (c: TestContext, token: string, level: number, page?: number) => {
  const res = await get(c.app, `/api/user-team-details/${level}${page ? `?page=${page}` : ''}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return json<LevelDownlineResponse>(res).data;
};

describeEngines('level details', (ctx) => {
  it('keep level counts and stakes equal to a recount after joins, stakes, unstakes and completions', async () => {
    const c = ctx();
    const { top, a, b, a1 } = await bigTeam(c);
    expect(sorted(await kept(c))).toEqual(sorted(await recount(c)));

    await staked(c, a, executiveStake('aaa', '300', 10));
    await staked(c, b, executiveStake('bbb', '500', 10));
    const free = json<{ data: { id: number } }>(await stake(c.app, a1.token, freeStake('aone', '200'))).data;
    await staked(c, top, executiveStake('top', '100', 10));
    expect(sorted(await kept(c))).toEqual(sorted(await recount(c)));

    const out = await unstake(c.app, a1.token, free.id);
    expect(out.statusCode, out.body).toBe(200);
    expect(sorted(await kept(c))).toEqual(sorted(await recount(c)));

    await accrue(c, 12);
    await bulkMembers(c, b.id, 2, 'late');
    await staked(c, a1, freeStake('aone', '100'));
    const after = await kept(c);
    expect(sorted(after)).toEqual(sorted(await recount(c)));
    // Every executive term has ended; only aone's second free stake is active, at level 2 of top.
    expect(after.filter((r) => r.member_id === String(top.id))).toEqual([
      { member_id: String(top.id), level: '1', members: '122', business: '0' },
      { member_id: String(top.id), level: '2', members: '63', business: '100000000' },
      { member_id: String(top.id), level: '3', members: '3', business: '0' },
    ]);
  });

  it('lists the first fifty members of each level with totals that count the whole level', async () => {
    const c = ctx();
    const { top, a, b, underTop } = await bigTeam(c);
    await staked(c, a, executiveStake('aaa', '300'));
    await staked(c, b, executiveStake('bbb', '500'));
    const levels = await details(c, top.token);
    expect(levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(levels.map((l) => l.user_count)).toEqual([122, 61, 3, 0, 0, 0]);
    expect(levels[0]!.investment).toBe('800.000000');
    expect(levels[0]!.downline.username).toEqual(['aaa', 'bbb', ...underTop.slice(0, 48)]);
    expect(levels[0]!.downline.self_investment.slice(0, 3)).toEqual(['300.000000', '500.000000', '0.000000']);
    expect(levels[0]!.downline.joining_date).toHaveLength(50);
    expect(levels[1]!.downline.username).toHaveLength(50);
    expect(levels[1]!.downline.username[0]).toBe('aone');
    expect(levels[2]!.downline.username).toEqual(['xb1', 'xb2', 'xb3']);
    expect(levels[3]!.downline).toEqual({ username: [], self_investment: [], joining_date: [] });
    expect(levels.every((l) => l.level_income === '0.000000')).toBe(true);
  });

  it('pages through a level oldest first, numbering members across pages', async () => {
    const c = ctx();
    const { top, a, underTop } = await bigTeam(c);
    await staked(c, a, executiveStake('aaa', '300'));
    const first = await levelPage(c, top.token, 1);
    expect(first).toMatchObject({
      current_page: 1,
      last_page: 3,
      from: 1,
      to: 50,
      total: 122,
      per_page: 50,
      first_page_url: 'user-team-details/1?page=1',
    });
    expect(first.data[0]).toMatchObject({ serial: 1, username: 'aaa', self_investment: '300.000000' });
    expect(first.data[0]!.joining_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const second = await levelPage(c, top.token, 1, 2);
    const last = await levelPage(c, top.token, 1, 3);
    expect(last).toMatchObject({ current_page: 3, from: 101, to: 122, total: 122 });
    const all = [...first.data, ...second.data, ...last.data];
    expect(all.map((m) => m.serial)).toEqual(Array.from({ length: 122 }, (_, i) => i + 1));
    expect(all.map((m) => m.username)).toEqual(['aaa', 'bbb', ...underTop]);
    expect((await details(c, top.token))[0]!.downline.username).toEqual(first.data.map((m) => m.username));
    const beyond = await levelPage(c, top.token, 1, 4);
    expect(beyond).toMatchObject({ current_page: 4, from: null, to: null, total: 122, data: [] });
    expect(await levelPage(c, top.token, 6)).toMatchObject({ total: 0, last_page: 1, data: [] });
  });

  it("shows a member only their own levels, never their sponsor's or a sibling's", async () => {
    const c = ctx();
    const { a, b, underA } = await bigTeam(c);
    const mine = await levelPage(c, a.token, 1, 2);
    expect(mine.total).toBe(61);
    expect(mine.data.map((m) => m.username)).toEqual(underA.slice(49));
    expect((await details(c, a.token)).map((l) => l.user_count)).toEqual([61, 3, 0, 0, 0, 0]);
    expect(await levelPage(c, b.token, 1)).toMatchObject({ total: 0, data: [] });
    expect((await details(c, b.token)).every((l) => l.user_count === 0)).toBe(true);
  });

  it('refuses a missing session and a level outside 1–6', async () => {
    const c = ctx();
    const top = await stakingMember(c, 'top', 0);
    expect((await get(c.app, '/api/user-team-details/1')).statusCode).toBe(401);
    expect((await get(c.app, '/api/user-team-details')).statusCode).toBe(401);
    for (const level of ['0', '7', 'one']) {
      const res = await get(c.app, `/api/user-team-details/${level}`, top.token);
      expect(res.statusCode, level).toBe(422);
      expect(json<Refusal>(res)).toMatchObject({ status: false });
      expect(json<Refusal>(res).errors?.level?.[0], level).toBeTruthy();
    }
  });
});
