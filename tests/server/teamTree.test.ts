import { expect, it } from 'vitest';
import type { DirectTeamResponse, TeamDetailsResponse } from '../../src/api/contract';
import { describeEngines, get, json, type TestContext } from './harness';
import { executiveStake, stakingMember } from './stakingFixtures';
import { qualify, type Signed, staked } from './teamFixtures';

type Refusal = { status: false; message: string; msg: string; errors?: Record<string, string[]> };

/** top ← a, b; a ← a1 ← a2; b ← b1. a holds 300 of stakes, a1 100, b1 500. */
async function team(c: TestContext) {
  const add = (name: string, sponsor: Signed | null, position: 'L' | 'R' = 'L') =>
    stakingMember(c, name, 5_000, sponsor ? { sponsor: sponsor.username, position } : undefined);
  const top = await add('top', null);
  const a = await add('aaa', top, 'L');
  const b = await add('bbb', top, 'R');
  const a1 = await add('aone', a);
  const a2 = await add('atwo', a1);
  const b1 = await add('bone', b);
  await staked(c, a, executiveStake('aaa', '300'));
  await qualify(c, a1);
  await staked(c, b1, executiveStake('bone', '500'));
  return { top, a, b, a1, a2, b1 };
}

const directTeam = (c: TestContext, token: string, username?: string) =>
  get(
    c.app,
    `/api/directTeam${username === undefined ? '' : `?username=${encodeURIComponent(username)}`}`,
    token,
  );

describeEngines('direct team and level details', (ctx) => {
  it("answers for the caller and for a member of the caller's downline, with the team's figures", async () => {
    const c = ctx();
    const { a, a1 } = await team(c);
    const mine = await directTeam(c, a.token);
    expect(mine.statusCode, mine.body).toBe(200);
    const data = json<DirectTeamResponse>(mine).data;
    expect(data.map((m) => m.username)).toEqual(['aaa', 'aone']);
    expect(data[0]).toMatchObject({
      username: 'aaa',
      sponsor: 'top',
      sponsor_sponsor: null,
      is_paid: 1,
      live_is_paid: 1,
      total_subscription: '300.000000',
      team_business: '100.000000',
      total_team: 2,
      paid_team: 1,
      direct_count: 1,
      sponsor_total_team: 5,
      sponsor_paid_team: 3,
      sponsor_team_business: '900.000000',
      sponsor_is_paid: 0,
    });
    expect(data[1]).toMatchObject({
      username: 'aone',
      sponsor: 'aaa',
      sponsor_sponsor: 'top',
      total_team: 1,
    });

    const deeper = json<DirectTeamResponse>(await directTeam(c, a.token, 'aone')).data;
    expect(deeper.map((m) => [m.username, m.is_paid, m.direct_count])).toEqual([
      ['aone', 1, 1],
      ['atwo', 0, 0],
    ]);
    const leaf = json<DirectTeamResponse>(await directTeam(c, a1.token, 'ATWO')).data;
    expect(leaf.map((m) => m.username)).toEqual(['atwo']);
  });

  it("refuses a sibling, an upline and a sibling's team, and names an unknown username", async () => {
    const c = ctx();
    const { a } = await team(c);
    for (const outsider of ['bbb', 'top', 'bone']) {
      const res = await directTeam(c, a.token, outsider);
      expect(res.statusCode, outsider).toBe(403);
      expect(json<Refusal>(res)).toMatchObject({ status: false, message: 'This member is not in your team' });
    }
    const unknown = await directTeam(c, a.token, 'nobody');
    expect(unknown.statusCode).toBe(404);
    expect(json<Refusal>(unknown).message).toBe('No member has this username');
    const bad = await directTeam(c, a.token, 'not a name');
    expect(bad.statusCode).toBe(422);
    expect(json<Refusal>(bad).errors?.username?.[0]).toBe('Username may contain letters and digits only');
    expect((await get(c.app, '/api/directTeam')).statusCode).toBe(401);
  });

  it('lists the members of each level with their own stakes, oldest first', async () => {
    const c = ctx();
    const { top } = await team(c);
    const res = await get(c.app, '/api/user-team-details', top.token);
    expect(res.statusCode, res.body).toBe(200);
    const levels = json<TeamDetailsResponse>(res).data;
    expect(levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(levels.map((l) => l.user_count)).toEqual([2, 2, 1, 0, 0, 0]);
    expect(levels[0]!.downline.username).toEqual(['aaa', 'bbb']);
    expect(levels[0]!.downline.self_investment).toEqual(['300.000000', '0.000000']);
    expect(levels[0]!.investment).toBe('300.000000');
    expect(levels[1]!.downline.username).toEqual(['aone', 'bone']);
    expect(levels[1]!.investment).toBe('600.000000');
    expect(levels[2]!.downline.username).toEqual(['atwo']);
    expect(levels[2]!.downline.joining_date).toHaveLength(1);
    expect(levels[3]!.downline).toEqual({ username: [], self_investment: [], joining_date: [] });
    expect(levels.every((l) => l.level_income === '0.000000')).toBe(true);
  });
});
