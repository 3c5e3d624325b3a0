import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEngines, get, json } from './harness';

type Countries = { data: { id: number; name: string; calling_code: string }[] };

/** Asks until the answer passes `check`, for at most `ms`: a change reaches the list when its notice arrives. */
async function eventually(ask: () => Promise<Countries>, check: (c: Countries) => boolean, ms = 3_000) {
  const until = Date.now() + ms;
  for (;;) {
    const answer = await ask();
    if (check(answer) || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeEngines('The country list kept in memory', (ctx) => {
  const countries = async () => json<Countries>(await get(ctx().app, '/api/country'));

  it('serves a country renamed in the database, not the list it kept', async () => {
    const before = await countries();
    expect(before.data).toContainEqual({ id: 45, name: 'United Kingdom', calling_code: '+44' });
    expect(await countries()).toEqual(before);
    await ctx().db.execute(sql`update countries set name = 'Great Britain' where id = 45`);
    const after = await eventually(countries, (c) => c.data.some((x) => x.name === 'Great Britain'));
    expect(after.data).toContainEqual({ id: 45, name: 'Great Britain', calling_code: '+44' });
    expect(after.data).not.toContainEqual(expect.objectContaining({ name: 'United Kingdom' }));
  });

  it('serves a country added and one removed, in name order as before', async () => {
    await countries();
    await ctx().db.execute(
      sql`insert into countries (id, name, calling_code) values (9001, 'Abkhazia', '+999')`,
    );
    const added = await eventually(countries, (c) => c.data.some((x) => x.id === 9001));
    expect(added.data[0]).toEqual({ id: 9001, name: 'Abkhazia', calling_code: '+999' });
    await ctx().db.execute(sql`delete from countries where id = 9001`);
    const removed = await eventually(countries, (c) => !c.data.some((x) => x.id === 9001));
    expect(removed.data.map((x) => x.id)).not.toContain(9001);
  });

  it('answers the same bytes and headers as a list read from the database', async () => {
    const first = await get(ctx().app, '/api/country');
    const kept = await get(ctx().app, '/api/country');
    expect(kept.body).toBe(first.body);
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kept.headers['cache-control']).toBe('no-store');
    expect(kept.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });
});
