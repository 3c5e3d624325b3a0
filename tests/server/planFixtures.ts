import { count, eq } from 'drizzle-orm';
import {
  auditLog,
  incomePlanVersions,
  reservePlanVersions,
  stakingPackageVersions,
} from '../../server/db/schema';
import type {
  OperatorPlansResponse,
  PackagesResponse,
  ReservePackagesResponse,
  StakeRecord,
} from '../../src/api/contract';
import { get, json, type TestContext } from './harness';
import { signedInOperator } from './operatorFixtures';
import { operator } from './supportFixtures';

export const HOUR = 3_600_000;
/** A moment on a UTC date, for the staking accrual's `now`. */
export const at = (date: string) => new Date(`${date}T06:00:00.000Z`);
export const later = (c: TestContext, ms: number) => new Date(c.clock.now().getTime() + ms).toISOString();

/** An admin signed in to the back office, and its calls to the plan routes. */
export async function planAdmin(c: TestContext, username = 'plan_admin') {
  const { token, id } = await signedInOperator(c, username, 'admin');
  return {
    id,
    token,
    change: (path: string, body: unknown) => operator(c, 'POST', `plans/${path}`, body, token),
    plans: async () => json<OperatorPlansResponse>(await operator(c, 'GET', 'plans', undefined, token)).data,
  };
}

/** What a member is offered: the staking packages and the reserve plans, as the member screens read them. */
export async function offered(c: TestContext, token: string) {
  const packages = json<PackagesResponse>(await get(c.app, '/api/packages?model=staking', token)).data.data;
  const plans = json<ReservePackagesResponse>(await get(c.app, '/api/reserve-packages', token)).data;
  return { packages, plans: [...plans.nft, ...plans.crypto] };
}

export async function stakesOf(c: TestContext, token: string) {
  return json<{ data: { data: StakeRecord[] } }>(await get(c.app, '/api/subscriptions?model=staking', token))
    .data.data;
}

/** How many versions are stored, of every kind: a refused change must leave all three as they were. */
export async function versionCounts(c: TestContext) {
  const [s] = await c.db.select({ n: count() }).from(stakingPackageVersions);
  const [r] = await c.db.select({ n: count() }).from(reservePlanVersions);
  const [i] = await c.db.select({ n: count() }).from(incomePlanVersions);
  return { staking: Number(s?.n), reserve: Number(r?.n), income: Number(i?.n) };
}

export const auditsOf = (c: TestContext, action: string) =>
  c.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
