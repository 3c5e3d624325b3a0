import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { idempotencyKeys, ledgerTransfers, oneTimeCodes, stakingSubscriptions } from '../../server/db/schema';
import { balancesOf } from '../../server/ledger';
import type { StakeRecord } from '../../src/api/contract';
import { nonObjectJson, notJson, wrongType } from './badInputArbitraries';
import { DEFAULT_PIN, describeEngines, json } from './harness';
import { executiveStake, freeStake, stake, stakingMember } from './stakingFixtures';

type Payload = Record<string, unknown>;

/** Bodies a careless or hostile client might send in place of `valid`: none of them may be accepted. */
function badBodies(valid: Payload, required: string[]) {
  const fields = Object.keys(valid);
  // A blank optional field counts as left out, and subscription_type then takes its one allowed value.
  const stringFields = fields.filter((f) => typeof valid[f] === 'string' && f !== 'subscription_type');
  return fc.oneof(
    notJson,
    nonObjectJson,
    fc
      .tuple(
        fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('__proto__', 'constructor')),
        fc.jsonValue({ maxDepth: 1 }),
      )
      // An empty or null field is a field left out (blankFieldsAreMissing), so an unknown one is then absent.
      .filter(
        ([key, value]) =>
          !fields.includes(key) && value !== null && !(typeof value === 'string' && !value.trim()),
      )
      .map(([key, value]) => ({ raw: JSON.stringify({ ...valid, [key]: value }) })),
    fc.subarray(required, { minLength: 1 }).map((drop) => {
      const body = { ...valid };
      for (const key of drop) delete body[key];
      return { raw: JSON.stringify(body) };
    }),
    fc
      .tuple(fc.constantFrom(...fields), wrongType)
      .filter(([key, value]) => !(key === 'subscription_type' && value === null))
      .map(([key, value]) => ({ raw: JSON.stringify({ ...valid, [key]: value }) })),
    fc
      .tuple(
        fc.constantFrom(...stringFields),
        fc.integer({ min: 300, max: 20_000 }),
        fc.constantFrom('7', 'x', ' '),
      )
      .map(([key, length, ch]) => ({ raw: JSON.stringify({ ...valid, [key]: ch.repeat(length) }) })),
  );
}

describeEngines('bad input on the staking endpoints', (ctx) => {
  it('refuses malformed, incomplete, mistyped, oversized and unknown input on stake and unstake and moves nothing', async () => {
    const c = ctx();
    const member = await stakingMember(c, 'badstaker', 1_000);
    const placed = json<{ data: StakeRecord }>(
      await stake(c.app, member.token, freeStake(member.username, '100')),
    ).data;
    const endpoints: { url: string; valid: Payload; required: string[] }[] = [
      {
        url: '/api/subscription/store',
        valid: executiveStake(member.username, '100', 10),
        required: ['model', 'package_id', 'investment_amount', 'zone', 'duration', 'username'],
      },
      { url: `/api/subscription/${placed.id}/cancel`, valid: { mpin: DEFAULT_PIN }, required: ['mpin'] },
    ];
    const snapshot = async () => ({
      balances: await balancesOf(c.db, member.id),
      transfers: (await c.db.select({ n: count() }).from(ledgerTransfers))[0]?.n,
      stakes: (await c.db.select({ n: count() }).from(stakingSubscriptions))[0]?.n,
      keys: (await c.db.select({ n: count() }).from(idempotencyKeys))[0]?.n,
      codes: (await c.db.select({ n: count() }).from(oneTimeCodes))[0]?.n,
    });
    const before = await snapshot();
    let client = 0;
    for (const endpoint of endpoints) {
      await fc.assert(
        fc.asyncProperty(badBodies(endpoint.valid, endpoint.required), async ({ raw }) => {
          client++;
          const res = await c.app.inject({
            method: 'POST',
            url: endpoint.url,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${member.token}`,
              'idempotency-key': `bad-stake-${client}`,
            },
            payload: raw,
            remoteAddress: `10.7.${client >> 8}.${client & 255}`,
          });
          const why = `${endpoint.url} ${raw.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, why).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, why).toBeLessThan(500);
          const body = res.json() as { status: unknown; message: unknown; msg: unknown };
          expect(body.status, why).toBe(false);
          expect(typeof body.message === 'string' && body.message.trim().length > 0, why).toBe(true);
          expect(body.msg, why).toBe(body.message);
        }),
        { numRuns: Number(process.env.FC_RUNS ?? 40) },
      );
    }
    expect(await snapshot()).toEqual(before);
  });
});
