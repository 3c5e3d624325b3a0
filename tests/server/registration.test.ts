import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import {
  describeEngines,
  get,
  json,
  post,
  registerVerified,
  registration,
  type TestContext,
} from './harness';

async function placementOf(ctx: TestContext, username: string) {
  const [member] = await ctx.db.select().from(users).where(eq(users.username, username));
  if (!member) throw new Error(`${username} not found`);
  const parent = member.parentId
    ? (await ctx.db.select().from(users).where(eq(users.id, member.parentId)))[0]?.username
    : null;
  const sponsor = member.sponsorId
    ? (await ctx.db.select().from(users).where(eq(users.id, member.sponsorId)))[0]?.username
    : null;
  return { parent, position: member.position, sponsor };
}

describeEngines('registration', (ctx) => {
  it('lets the very first member register without a sponsor', async () => {
    const { app } = ctx();
    expect(json(await get(app, '/api/pre-register'))).toEqual({
      status: true,
      binary: 1,
      user_count: 0,
      email_required: 1,
    });
    const res = await post(app, '/api/register', registration('founder'));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      status: true,
      user_details: { username: 'founder', email_required: 1 },
    });
    expect(await placementOf(ctx(), 'founder')).toEqual({ parent: null, position: null, sponsor: null });
    expect(json(await get(app, '/api/pre-register')).user_count).toBe(1);
  });

  it('requires a sponsor and a position once someone has joined', async () => {
    const { app } = ctx();
    await registerVerified(ctx(), 'founder');
    const noSponsor = await post(app, '/api/register', registration('second'));
    expect(noSponsor.statusCode).toBe(422);
    expect(json(noSponsor).errors).toMatchObject({
      sponsor: ['Sponsor is Required'],
      position: ['Position is Required'],
    });
    const noPosition = await post(app, '/api/register', registration('second', { sponsor: 'founder' }));
    expect(json(noPosition)).toMatchObject({ status: false, message: 'Position is Required' });
    const unknownSponsor = await post(
      app,
      '/api/register',
      registration('second', { sponsor: 'nobody', position: 'L' }),
    );
    expect(json(unknownSponsor).errors).toEqual({ sponsor: ['Sponsor not found'] });
    expect(json(await get(app, '/api/pre-register')).user_count).toBe(1);
  });

  it('places newcomers on the chosen side and spills down the outer edge of that leg', async () => {
    const c = ctx();
    await registerVerified(c, 'root');
    await registerVerified(c, 'leftone', { sponsor: 'root', position: 'L' });
    await registerVerified(c, 'rightone', { sponsor: 'root', position: 'R' });
    await registerVerified(c, 'lefttwo', { sponsor: 'root', position: 'L' });
    await registerVerified(c, 'leftthree', { sponsor: 'ROOT', position: 'L' });
    await registerVerified(c, 'inner', { sponsor: 'leftone', position: 'R' });
    await registerVerified(c, 'righttwo', { sponsor: 'root', position: 'R' });

    expect(await placementOf(c, 'leftone')).toEqual({ parent: 'root', position: 'L', sponsor: 'root' });
    expect(await placementOf(c, 'rightone')).toEqual({ parent: 'root', position: 'R', sponsor: 'root' });
    expect(await placementOf(c, 'lefttwo')).toEqual({ parent: 'leftone', position: 'L', sponsor: 'root' });
    expect(await placementOf(c, 'leftthree')).toEqual({ parent: 'lefttwo', position: 'L', sponsor: 'root' });
    expect(await placementOf(c, 'inner')).toEqual({ parent: 'leftone', position: 'R', sponsor: 'leftone' });
    expect(await placementOf(c, 'righttwo')).toEqual({ parent: 'rightone', position: 'R', sponsor: 'root' });
  });

  it('accepts a sponsor given by UVID', async () => {
    const c = ctx();
    await registerVerified(c, 'root');
    const [root] = await c.db.select().from(users).where(eq(users.username, 'root'));
    expect(root?.referralId).toMatch(/^TS[A-Z0-9]{8}$/);
    const check = json(await get(c.app, `/api/check/${root!.referralId}/sponsor`));
    expect(check).toMatchObject({ status: true, data: 'Available' });
    await registerVerified(c, 'viauvid', { sponsor: root!.referralId, position: 'R' });
    expect(await placementOf(c, 'viauvid')).toMatchObject({ parent: 'root', position: 'R' });
  });

  it('never seats two simultaneous newcomers in the same slot', async () => {
    const c = ctx();
    await registerVerified(c, 'root');
    const results = await Promise.all(
      ['racera', 'racerb', 'racerc'].map((u) =>
        post(c.app, '/api/register', registration(u, { sponsor: 'root', position: 'L' })),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const placed = await Promise.all(['racera', 'racerb', 'racerc'].map((u) => placementOf(c, u)));
    const parents = placed.map((p) => p.parent).sort();
    expect(new Set(parents).size).toBe(3);
    expect(placed.every((p) => p.position === 'L')).toBe(true);
  });

  it('refuses a username shorter than 3 or taken, and an e-mail address taken, whatever its case', async () => {
    const { app } = ctx();
    expect(json(await get(app, '/api/check/ab/username')).data).toBe('Not Available');
    const short = await post(app, '/api/register', registration('ab'));
    expect(short.statusCode).toBe(422);
    expect(json(short).errors).toEqual({ username: ['Username must be at least 3 characters'] });
    await registerVerified(ctx(), 'founder');
    expect(json(await get(app, '/api/check/FOUNDER/username')).data).toBe('Not Available');
    expect(json(await get(app, '/api/check/newbie/username')).data).toBe('Available');
    const under = { sponsor: 'founder', position: 'L' };
    const res = await post(
      app,
      '/api/register',
      registration('Founder', { ...under, email: 'other@example.test' }),
    );
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ username: ['The username has already been taken'] });
    const again = await post(
      app,
      '/api/register',
      registration('newbie', { ...under, email: 'Founder@Example.TEST' }),
    );
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({
      status: false,
      message: 'The email has already been taken',
      errors: { email: ['The email has already been taken'] },
    });
  });

  it.each(['0000', '7777', '1234', '9876', '1212', '3344'])(
    'refuses the easy security PIN %s',
    async (pin) => {
      const res = await post(ctx().app, '/api/register', registration('founder', { spassword: pin }));
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({
        status: false,
        message: 'Security Pin is too easy to guess',
        errors: { spassword: ['Security Pin is too easy to guess'] },
      });
    },
  );

  it('lists countries with calling codes', async () => {
    const body = json<{ data: { id: number; name: string; calling_code: string }[] }>(
      await get(ctx().app, '/api/country'),
    );
    expect(body.data.length).toBeGreaterThanOrEqual(30);
    expect(body.data).toContainEqual({ id: 45, name: 'United Kingdom', calling_code: '+44' });
  });
});
