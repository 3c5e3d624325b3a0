import { and, asc, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { mailOutbox, securityEvents, users } from '../../server/db/schema';
import { postTransfer } from '../../server/ledger';
import { DEFAULT_PASSWORD, DEFAULT_PIN, json, type TestContext } from './harness';

/** Where a request comes from: the address Fastify sees and the browser's user agent. */
export interface From {
  ip?: string;
  device?: string;
}

export const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0';
export const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1';

export function call(
  ctx: TestContext,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown; from?: From; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url,
    remoteAddress: options.from?.ip ?? '127.0.0.1',
    headers: {
      'user-agent': options.from?.device ?? LAPTOP,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

export const postAs = (ctx: TestContext, url: string, token: string, body?: unknown, from?: From) =>
  call(ctx, 'POST', url, { token, body, ...(from ? { from } : {}) });
export const getAs = (ctx: TestContext, url: string, token: string, from?: From) =>
  call(ctx, 'GET', url, { token, ...(from ? { from } : {}) });

/** Password, then the second factor: answers the second step's response. */
export async function signInWith(
  ctx: TestContext,
  username: string,
  factor: Record<string, string>,
  options: { password?: string; from?: From } = {},
) {
  const pre = await call(ctx, 'POST', '/api/pre-login', {
    body: { username, password: options.password ?? DEFAULT_PASSWORD },
    ...(options.from ? { from: options.from } : {}),
  });
  if (pre.statusCode !== 200) throw new Error(`pre-login of ${username} failed: ${pre.body}`);
  return call(ctx, 'POST', '/api/login', {
    token: json<{ token: string }>(pre).token,
    body: factor,
    ...(options.from ? { from: options.from } : {}),
  });
}

/** A session token, signed in with the default PIN. */
export async function sessionOf(ctx: TestContext, username: string, from?: From): Promise<string> {
  const res = await signInWith(ctx, username, { mpin: DEFAULT_PIN }, from ? { from } : {});
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  return json<{ token: string }>(res).token;
}

/** The authenticator code for `secret` at the test clock's time. */
export const totp = (ctx: TestContext, secret: string) =>
  generate({ secret, epoch: Math.floor(ctx.clock.now().getTime() / 1000) });

/** Turns 2FA on as the member would: reads the key from GET user, types the app's code. */
export async function turnOn2fa(ctx: TestContext, token: string) {
  const me = await getAs(ctx, '/api/user', token);
  const secret = json<{ data: { secret_2fa: string } }>(me).data.secret_2fa;
  const res = await postAs(ctx, '/api/enable-2fa', token, { code: await totp(ctx, secret) });
  if (res.statusCode !== 200) throw new Error(`enable-2fa failed: ${res.body}`);
  // The next code the member types comes from a later 30-second step.
  ctx.clock.advance(30_000);
  return { secret, codes: json<{ recovery_codes: string[] }>(res).recovery_codes };
}

export async function memberRow(ctx: TestContext, username: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no member ${username}`);
  return row;
}

/** The member's security events, oldest first, as kind and detail. */
export async function eventsOf(ctx: TestContext, username: string) {
  const { id } = await memberRow(ctx, username);
  return ctx.db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, id))
    .orderBy(asc(securityEvents.id));
}

/** The security notices mailed to the member, oldest first. */
export async function noticesTo(ctx: TestContext, username: string) {
  const { id } = await memberRow(ctx, username);
  return ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, id), like(mailOutbox.purpose, 'security:%')))
    .orderBy(asc(mailOutbox.id));
}

/** Credits the member's Receiving wallet, as an operator-recorded deposit would. */
export async function fund(
  ctx: TestContext,
  memberId: number,
  usdt: bigint,
  kind: 'pay_in' | 'pay_out' = 'pay_in',
) {
  await ctx.db.transaction((tx) =>
    postTransfer(tx, {
      kind: 'income',
      description: 'test funds',
      memberId,
      legs: [
        { account: { platform: 'platform_income_paid' }, amount: -usdt * 1_000_000n },
        { account: { member: memberId, kind }, amount: usdt * 1_000_000n },
      ],
    }),
  );
}

/**
 * Ends the member's withdrawal hold now, as if the day a new payout address waits had passed: for tests of what
 * comes after it (withdrawals to that address) without moving the clock past every session's idle limit.
 */
export async function endWithdrawHold(ctx: TestContext, memberId: number) {
  await ctx.db.update(users).set({ withdrawHoldUntil: ctx.clock.now() }).where(eq(users.id, memberId));
}

export type Refusal = { status: false; message: string; msg: string; errors?: Record<string, string[]> };
export { DEFAULT_PASSWORD, DEFAULT_PIN };
