import { afterEach, describe, expect, it } from 'vitest';
import { setUnauthorizedHandler } from './client';
import { ApiError } from './errors';
import {
  AUTH_FAILED,
  directTeamQuery,
  getDirectTeam,
  getTeamDetails,
  levelDownlineQuery,
  teamDetailsQuery,
} from './team';
import { capture, resetApi, runQuery, signIn } from './testing';

afterEach(resetApi);

describe('team api', () => {
  it("asks for the member's own direct team without a username, and for another member's with one", async () => {
    signIn('demo');
    const calls = capture({ status: true, data: [] });
    await getDirectTeam();
    await getDirectTeam('carol');
    await getDirectTeam('a b&c');
    expect(calls.map((call) => call.path)).toEqual([
      'directTeam',
      'directTeam?username=carol',
      'directTeam?username=a+b%26c',
    ]);
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer member-token');
  });

  it('gives the direct team in the order the server sent it: the asked member first', async () => {
    signIn('demo');
    capture({ status: true, data: [{ username: 'carol' }, { username: 'heidi' }] });
    const members = await runQuery<{ username: string }[]>(directTeamQuery('carol'));
    expect(members.map((member) => member.username)).toEqual(['carol', 'heidi']);
  });

  it("turns a refusal into an error carrying the server's message", async () => {
    signIn('demo');
    capture({ status: false, msg: 'This member is not in your team' }, 403);
    const failure = await runQuery(directTeamQuery('stranger')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('This member is not in your team');
    expect((failure as ApiError).response.code).toBe(403);
  });

  it('words an expired session as the team screens do, on the tree and on level details', async () => {
    signIn('demo');
    const told: (string | undefined)[] = [];
    setUnauthorizedHandler((message) => told.push(message));
    capture({ message: 'Unauthenticated.' }, 401);
    await getDirectTeam();
    await runQuery(teamDetailsQuery()).catch(() => undefined);
    await runQuery(levelDownlineQuery(2, 3)).catch(() => undefined);
    expect(told).toEqual([AUTH_FAILED, AUTH_FAILED, AUTH_FAILED]);
    expect(AUTH_FAILED).toBe('Authentication Failed. Please Login Again....');
  });

  it('reads the level records of user-team-details', async () => {
    signIn('demo');
    const calls = capture({
      status: true,
      data: [
        {
          level: 1,
          user_count: 1,
          investment: '100',
          level_income: '2.5',
          downline: { username: ['alice'], self_investment: ['100'], joining_date: ['2026-01-02T00:00:00Z'] },
        },
      ],
    });
    const levels = await runQuery<{ level: number }[]>(teamDetailsQuery());
    expect(calls[0]?.path).toBe('user-team-details');
    expect(levels.map((record) => record.level)).toEqual([1]);
    await expect(getTeamDetails()).resolves.toMatchObject({ status: true });
  });

  it("asks for one page of a level's members and gives the paged list", async () => {
    signIn('demo');
    const calls = capture({
      status: true,
      data: {
        current_page: 2,
        last_page: 3,
        from: 51,
        to: 51,
        total: 101,
        per_page: 50,
        first_page_url: 'user-team-details/3?page=1',
        data: [{ serial: 51, username: 'kim', self_investment: '0', joining_date: '2026-01-02T00:00:00Z' }],
      },
    });
    const page = await runQuery<{ data: { serial: number }[] }>(levelDownlineQuery(3, 2));
    expect(calls[0]?.path).toBe('user-team-details/3?page=2');
    expect(page.data.map((row) => row.serial)).toEqual([51]);
  });
});
