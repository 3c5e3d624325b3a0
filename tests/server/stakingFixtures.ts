import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { users } from '../../server/db/schema';
import { DEFAULT_PASSWORD, DEFAULT_PIN, json, post, registerVerified, type TestContext } from './harness';
import { deposit, usdt } from './ledgerFixtures';

/** A signed-in member with `funds` USDT in the Receiving wallet (pay_in). */
export async function stakingMember(
  ctx: TestContext,
  username: string,
  funds = 5_000,
  sponsor?: { sponsor: string; position: 'L' | 'R' },
) {
  await registerVerified(ctx, username, sponsor ?? {});
  const pre = json<{ token: string }>(
    await post(ctx.app, '/api/pre-login', { username, password: DEFAULT_PASSWORD }),
  );
  const res = await post(ctx.app, '/api/login', { mpin: DEFAULT_PIN }, pre.token);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  const token = json<{ token: string }>(res).token;
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (funds > 0) await deposit(ctx.db, row!.id, usdt(funds));
  return { token, id: row!.id, username };
}

let keySeq = 0;
export const newKey = () => `stake-${Date.now()}-${++keySeq}`;

export function stake(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  key: string | null = newKey(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/subscription/store',
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

export function unstake(
  app: FastifyInstance,
  token: string,
  id: number | string,
  body: Record<string, unknown> = { mpin: DEFAULT_PIN },
  key: string | null = newKey(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/subscription/${id}/cancel`,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

/** Level 1 (Executive, 100–500 USDT, 0.50 % a day, 10–30 days, 2 % early-exit charge) and the Free package. */
export const LEVEL_1 = 1;
export const FREE = 7;

export const executiveStake = (username: string, amount = '500', duration = 10) => ({
  username,
  package_id: LEVEL_1,
  subscription_type: 'variable',
  model: 'staking',
  investment_amount: amount,
  zone: 'executive',
  duration,
});

export const freeStake = (username: string, amount = '100') => ({
  username,
  package_id: FREE,
  subscription_type: 'variable',
  model: 'staking',
  investment_amount: amount,
  zone: 'free',
});
