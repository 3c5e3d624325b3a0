import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  idempotencyKeys,
  ledgerTransfers,
  reserveIncomes,
  reserveLogs,
  reserveSubscriptions,
} from '../../server/db/schema';
import { balancesOf } from '../../server/ledger';
import { badBodies } from './badInputArbitraries';
import { describeEngines, type TestContext } from './harness';
import { refusedAsContract } from './refusals';
import { reserveBody, reserved, reserveMember, tradeAll } from './reserveFixtures';

/** Ids no endpoint may take: letters, signs, fractions, zero, beyond 32 bits, blanks. */
const badIds = ['abc', '-1', '0', '1.5', '1e3', '99999999999999', '2147483648', ' ', '%00', '0x10', '[]'];

async function snapshot(c: TestContext, memberId: number) {
  const n = async (
    table:
      | typeof ledgerTransfers
      | typeof reserveSubscriptions
      | typeof reserveIncomes
      | typeof idempotencyKeys,
  ) => (await c.db.select({ n: count() }).from(table))[0]?.n;
  return {
    balances: await balancesOf(c.db, memberId),
    transfers: await n(ledgerTransfers),
    subscriptions: await n(reserveSubscriptions),
    incomes: await n(reserveIncomes),
    keys: await n(idempotencyKeys),
    traded: (await c.db.select({ n: count() }).from(reserveLogs).where(eq(reserveLogs.status, 1)))[0]?.n,
  };
}

describeEngines('bad input on the reserve endpoints', (ctx) => {
  it('refuses malformed, mistyped, oversized, unknown and keyless input on every reserve endpoint and moves nothing', async () => {
    const c = ctx();
    const member = await reserveMember(c, 'badreserver', 1_000);
    // An open, tradeable crypto reservation, so a body that slipped through would show as a trade or a claim.
    const open = await reserved(c, member.token, member.username, 7, 'crypto');
    // And a fully traded NFT reservation, so a claim that slipped through would record an income.
    const claimable = await reserved(c, member.token, member.username);
    await tradeAll(c, member.token, claimable);
    const before = await snapshot(c, member.id);
    let client = 0;
    const send = (
      method: 'GET' | 'POST',
      url: string,
      payload?: string,
      key: string | null = `bad-reserve-${client}`,
    ) => {
      client++;
      return c.app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${member.token}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        ...(payload === undefined ? {} : { payload }),
        remoteAddress: `10.8.${client >> 8}.${client & 255}`,
      });
    };

    const bodies = [
      {
        url: '/api/subscription/store',
        valid: reserveBody(member.username),
        required: ['model', 'package_id', 'type', 'username'],
      },
      { url: '/api/reserve/trade', valid: { id: open.reserve_logs[0]!.id }, required: ['id'] },
    ];
    for (const endpoint of bodies) {
      await fc.assert(
        fc.asyncProperty(badBodies(endpoint.valid, endpoint.required), async ({ raw }) => {
          const res = await send('POST', endpoint.url, raw);
          refusedAsContract(
            res,
            `${endpoint.url} ${raw.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }),
        { numRuns: Number(process.env.FC_RUNS ?? 40) },
      );
    }
    const keyless = await send(
      'POST',
      '/api/subscription/store',
      JSON.stringify(reserveBody(member.username)),
      null,
    );
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json()).toMatchObject({ message: 'Idempotency-Key header is required' });

    const urls: string[] = [];
    for (const id of badIds) {
      const text = encodeURIComponent(id);
      urls.push(
        `/api/check-claim-status/${text}`,
        `/api/claim-profit?id=${text}&reserve_id=${claimable.invoice_id}`,
      );
      const res = await send('POST', '/api/reserve/trade', `{"id":${JSON.stringify(id)}}`);
      refusedAsContract(res, `trade ${id} -> ${res.body}`);
    }
    for (const id of [-1, 0, 1.5, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER]) {
      const res = await send('POST', '/api/reserve/trade', JSON.stringify({ id }));
      refusedAsContract(res, `trade ${id} -> ${res.body}`);
      expect((res.json() as { errors: { id: string[] } }).errors.id[0]).toBe('No item has this id');
    }
    urls.push(
      '/api/claim-profit',
      `/api/claim-profit?id=${claimable.id}`,
      `/api/claim-profit?reserve_id=${claimable.invoice_id}`,
      `/api/claim-profit?id=${claimable.id}&reserve_id=${'R'.repeat(41)}`,
      `/api/claim-profit?id=${claimable.id}&reserve_id=${claimable.invoice_id}&extra=1`,
      `/api/claim-profit?id=${claimable.id}&reserve_id=${claimable.invoice_id}&id=${open.id}`,
      '/api/reserve-dashboard?page=2',
      '/api/reserve-packages?type=nft',
      '/api/reserve/ticker?x=1',
      '/api/check-claim-status/',
    );
    for (const url of urls) refusedAsContract(await send('GET', url), url);
    expect(await snapshot(c, member.id)).toEqual(before);
  });
});
