import { expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema';
import { describeEngines, get, json, post } from './harness';
import { refusedAsContract } from './refusals';
import { operator, supportMember } from './supportFixtures';

interface Listed {
  data: Array<{ id: number; title: string; pinned: boolean; read: boolean }>;
  more_details: { unread: number };
}
// Half an hour: the member's session (two idle hours) outlives each step of the clock.
const STEP = 30 * 60 * 1000;

describeEngines('announcements', (ctx) => {
  it('shows published ones pinned first then newest, and counts and marks them read per member', async () => {
    const c = ctx();
    const a = await supportMember(c);
    const b = await supportMember(c, 'other', { sponsor: a.username, position: 'L' });
    const publish = async (title: string, pinned = false) => {
      const res = await operator(c, 'POST', 'announcements', { title, body: `${title} text`, pinned });
      expect(res.statusCode, res.body).toBe(200);
      c.clock.advance(1000);
      return json<{ data: { id: number; state: string } }>(res).data;
    };
    const first = await publish('Maintenance on Sunday');
    const pinned = await publish('How withdrawals are reviewed', true);
    const third = await publish('Keep your Security Pin to yourself');
    expect(first.state).toBe('showing');
    const list = async (token: string) => json<Listed>(await get(c.app, '/api/announcements', token));
    expect((await list(a.token)).data.map((x) => x.id)).toEqual([pinned.id, third.id, first.id]);
    expect((await list(a.token)).more_details.unread).toBe(3);

    const read = await post(c.app, `/api/announcements/${third.id}/read`, undefined, a.token);
    expect(json(read)).toMatchObject({ status: true, unread: 2 });
    expect((await list(a.token)).data.find((x) => x.id === third.id)?.read).toBe(true);
    expect((await list(b.token)).more_details.unread).toBe(3);
    const all = await post(c.app, '/api/announcements/read-all', undefined, a.token);
    expect(json(all)).toMatchObject({ unread: 0 });
    expect((await list(a.token)).data.every((x) => x.read)).toBe(true);
    const reads = json<{ data: { data: Array<{ id: number; reads: number }> } }>(
      await operator(c, 'GET', 'announcements'),
    );
    expect(reads.data.data.find((x) => x.id === third.id)?.reads).toBe(1);
  });

  it('shows a scheduled one only from publish_at, hides it after expires_at, and never once withdrawn', async () => {
    const c = ctx();
    const m = await supportMember(c);
    const at = new Date(c.clock.now().getTime() + 2 * STEP);
    const res = await operator(c, 'POST', 'announcements', {
      title: 'Maintenance window',
      body: 'The platform is unavailable from 02:00 to 03:00 UTC.',
      publish_at: at.toISOString(),
      expires_at: new Date(at.getTime() + STEP).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id, state } = json<{ data: { id: number; state: string } }>(res).data;
    expect(state).toBe('scheduled');
    const ids = async () =>
      json<Listed>(await get(c.app, '/api/announcements', m.token)).data.map((x) => x.id);
    expect(await ids()).toEqual([]);
    expect((await post(c.app, `/api/announcements/${id}/read`, undefined, m.token)).statusCode).toBe(404);
    c.clock.advance(2 * STEP);
    expect(await ids()).toEqual([id]);
    c.clock.advance(STEP);
    expect(await ids()).toEqual([]);

    const other = json<{ data: { id: number } }>(
      await operator(c, 'POST', 'announcements', {
        title: 'Security reminder',
        body: 'Never share your PIN.',
      }),
    ).data.id;
    expect(await ids()).toEqual([other]);
    const withdrawn = await operator(c, 'POST', `announcements/${other}/withdraw`);
    expect(json(withdrawn)).toMatchObject({ data: { state: 'withdrawn' } });
    expect(await ids()).toEqual([]);
    const again = await operator(c, 'POST', `announcements/${other}/withdraw`);
    refusedAsContract(again, 'withdraw twice');
    expect(again.statusCode).toBe(409);
    const audits = (await c.db.select().from(auditLog)).map(
      (x) => `${x.action}:${(x.details as { outcome: string }).outcome}`,
    );
    expect(audits).toEqual([
      'announcement.create:ok',
      'announcement.create:ok',
      'announcement.withdraw:ok',
      'announcement.withdraw:refused',
    ]);
  });

  it('refuses a publish_at in the past and an expiry before publishing, writing nothing', async () => {
    const c = ctx();
    const past = new Date(c.clock.now().getTime() - STEP).toISOString();
    const res = await operator(c, 'POST', 'announcements', { title: 'Late', body: 'x', publish_at: past });
    refusedAsContract(res, 'past');
    expect(json(res).errors).toHaveProperty('publish_at');
    const expiry = await operator(c, 'POST', 'announcements', {
      title: 'Backwards',
      body: 'x',
      expires_at: past,
    });
    refusedAsContract(expiry, 'expiry');
    expect(json(expiry).errors).toHaveProperty('expires_at');
    const listed = json<{ data: { total: number } }>(await operator(c, 'GET', 'announcements'));
    expect(listed.data.total).toBe(0);
  });
});
