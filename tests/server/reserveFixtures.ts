import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { postTransfer } from '../../server/ledger';
import type {
  ClaimStatusResponse,
  ReserveDashboard,
  ReserveStoreResponse,
  ReserveSubscription,
} from '../../src/api/contract';
import { DEFAULT_PASSWORD, DEFAULT_PIN, get, json, post, type TestContext } from './harness';
import { usdt } from './ledgerFixtures';
import { newKey, stakingMember } from './stakingFixtures';

/** NFT Level 1 (50–500 USDT, 0.80–1.20 % per item, 2 items, 60 min) and Crypto Level 1 (30–300, 3 items, 30 min). */
export const NFT_L1 = 1;
export const CRYPTO_L1 = 7;
export const MINUTE = 60_000;

/** Money (whole USDT, or micro-USDT as a bigint) into the member's reserve wallet, as a transfer from the Receiving wallet would leave it. */
export function fundReserve(c: TestContext, memberId: number, whole: number | bigint) {
  const amount = typeof whole === 'bigint' ? whole : usdt(whole);
  return c.db.transaction((tx) =>
    postTransfer(tx, {
      kind: 'deposit',
      description: 'test reserve funds',
      memberId,
      legs: [
        { account: { platform: 'platform_deposits_clearing' }, amount: -amount },
        { account: { member: memberId, kind: 'reserve' }, amount },
      ],
    }),
  );
}

/** A signed-in member with `reserve` USDT in the reserve wallet and nothing elsewhere. */
export async function reserveMember(
  c: TestContext,
  username: string,
  reserve = 1_000,
  sponsor?: { sponsor: string; position: 'L' | 'R' },
) {
  const member = await stakingMember(c, username, 0, sponsor);
  if (reserve > 0) await fundReserve(c, member.id, reserve);
  return member;
}

export const reserveBody = (username: string, packageId = NFT_L1, type = 'nft') => ({
  username,
  package_id: packageId,
  subscription_type: 'variable',
  model: 'reserve',
  type,
});

export function reserve(
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

/** Reserves and returns the subscription, failing the test on a refusal. */
export async function reserved(
  c: TestContext,
  token: string,
  username: string,
  packageId = NFT_L1,
  type = 'nft',
) {
  const res = await reserve(c.app, token, reserveBody(username, packageId, type));
  if (res.statusCode !== 200) throw new Error(`reserve failed: ${res.body}`);
  return json<ReserveStoreResponse>(res).data;
}

export function trade(app: FastifyInstance, token: string, id: unknown): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/reserve/trade',
    headers: { authorization: `Bearer ${token}` },
    payload: { id },
  });
}

export const claim = (
  app: FastifyInstance,
  token: string,
  sub: Pick<ReserveSubscription, 'id' | 'invoice_id'>,
) => get(app, `/api/claim-profit?id=${sub.id}&reserve_id=${encodeURIComponent(sub.invoice_id)}`, token);

export async function claimStatusOf(app: FastifyInstance, token: string, incomeId: number) {
  const res = await get(app, `/api/check-claim-status/${incomeId}`, token);
  if (res.statusCode !== 200) throw new Error(`claim status failed: ${res.body}`);
  return json<ClaimStatusResponse>(res).data;
}

export async function dashboard(app: FastifyInstance, token: string) {
  const res = await get(app, '/api/reserve-dashboard', token);
  if (res.statusCode !== 200) throw new Error(`dashboard failed: ${res.body}`);
  return json<{ data: ReserveDashboard }>(res).data;
}

/** Trades every item of the subscription once its time has come (moves the clock there first). */
export async function tradeAll(c: TestContext, token: string, sub: ReserveSubscription) {
  const wait = new Date(sub.next_trade_time).getTime() - c.clock.now().getTime();
  if (wait > 0) c.clock.advance(wait);
  for (const log of sub.reserve_logs) {
    const res = await trade(c.app, token, log.id);
    if (res.statusCode !== 200) throw new Error(`trade failed: ${res.body}`);
  }
}

/** A fresh session for a member, as after the old one went idle. */
export async function signIn(c: TestContext, username: string): Promise<string> {
  const pre = json<{ token: string }>(
    await post(c.app, '/api/pre-login', { username, password: DEFAULT_PASSWORD }),
  );
  const res = await post(c.app, '/api/login', { mpin: DEFAULT_PIN }, pre.token);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  return json<{ token: string }>(res).token;
}
