import { HDKey } from '@scure/bip32';
import { expect } from 'vitest';
import { depositAddress } from '../../server/deposits/addresses';
import { postTransfer } from '../../server/ledger';
import { placeWithdrawal } from '../../server/services/withdrawals';
import { DEFAULT_PIN, json, post, type TestContext } from './harness';
import { operator, supportMember } from './supportFixtures';

const ADDRESS = depositAddress(
  HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).derive("m/44'/195'/0'"),
  'TRC20',
  0,
);

/** A day and an hour: past the hold that follows saving a withdrawal address. */
const PAST_HOLD_MS = 25 * 60 * 60_000;

/**
 * A member with `usdt` in the Out going wallet and a saved withdrawal address, the clock moved past any hold
 * that saving the address sets: ready to have withdrawals placed for them.
 */
export async function memberReadyToWithdraw(c: TestContext, prefix: string, usdt: bigint, sponsor?: string) {
  const member = await supportMember(c, prefix, sponsor ? { sponsor, position: 'L' } : undefined);
  await c.db.transaction((tx) =>
    postTransfer(tx, {
      kind: 'income',
      description: 'test income',
      memberId: member.id,
      legs: [
        { account: { platform: 'platform_income_paid' }, amount: -usdt * 1_000_000n },
        { account: { member: member.id, kind: 'pay_out' }, amount: usdt * 1_000_000n },
      ],
    }),
  );
  const saved = await post(
    c.app,
    '/api/withdraw-setting',
    { type: 'crypto', withdrawal_address: ADDRESS, mpin: DEFAULT_PIN },
    member.token,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  c.clock.advance(PAST_HOLD_MS);
  return member;
}

/**
 * `count` withdrawals of the member through the same service the withdraw route uses, a minute apart from
 * the test clock's now, of 10 USDT plus 0 to 6 (by their order), so time and amount orders differ.
 */
export async function placeWithdrawals(c: TestContext, memberId: number, count: number) {
  const start = c.clock.now().getTime();
  for (let i = 0; i < count; i++) {
    const amount = (10n + BigInt((i * 3) % 7)) * 1_000_000n;
    await c.db.transaction((tx) =>
      placeWithdrawal(tx, memberId, 'pay_out', amount, new Date(start + i * 60_000)),
    );
  }
  c.clock.set(new Date(start + count * 60_000));
}

/** A GET of the operator API answered 200, as JSON; `token` defaults to the operator key. */
export async function listed<T>(c: TestContext, path: string, token?: string): Promise<T> {
  const res = await operator(c, 'GET', path, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return json<T>(res);
}

/** The rows of a CSV answer, header first, each split into its cells (no cell here holds a comma). */
export function csvRows(body: string): string[][] {
  return body
    .split('\r\n')
    .filter((line) => line.length > 0)
    .map((line) => line.split(','));
}

export interface Envelope<Row> {
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
  per_page: number;
  data: Row[];
}
