import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed';
import { describeEngines, get, json, post, testConfig } from './harness';

describeEngines('demo data', (ctx) => {
  it('seeds a verified demo team once, with every sign-in method working as printed', async () => {
    const c = ctx();
    const signIns = await seedDemoData(c.db, testConfig);
    expect(signIns).not.toBeNull();
    expect(signIns!.length).toBeGreaterThanOrEqual(10);
    expect(new Set(signIns!.map((s) => s.authType))).toEqual(new Set(['mpin', 'otp', 'authenticator']));
    expect(await seedDemoData(c.db, testConfig)).toBeNull();

    const members = await c.db.select().from(users);
    expect(members.every((m) => m.emailVerifiedAt !== null)).toBe(true);
    expect(members.filter((m) => m.parentId === null)).toHaveLength(1);

    const mpin = signIns!.find((s) => s.authType === 'mpin')!;
    const pre = json<{ token: string }>(
      await post(c.app, '/api/pre-login', { username: mpin.username, password: mpin.password }),
    );
    expect((await post(c.app, '/api/login', { mpin: mpin.pin }, pre.token)).statusCode).toBe(200);

    const totp = signIns!.find((s) => s.authType === 'authenticator')!;
    const pre2 = json<{ token: string }>(
      await post(c.app, '/api/pre-login', { username: totp.username, password: totp.password }),
    );
    const code = await generate({
      secret: totp.totpSecret!,
      epoch: Math.floor(c.clock.now().getTime() / 1000),
    });
    const session = await post(c.app, '/api/login', { authenticator: code }, pre2.token);
    expect(session.statusCode, session.body).toBe(200);
    expect(json(await get(c.app, '/api/user', json<{ token: string }>(session).token)).data).toMatchObject({
      username: totp.username,
      auth_type: 'authenticator',
    });
    const [grace] = await c.db.select().from(users).where(eq(users.username, 'grace'));
    expect(grace?.position).toBe('L');
  });
});
