import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { idempotencyKeys, ledgerTransfers, oneTimeCodes, stakingSubscriptions } from '../../server/db/schema';
import { balancesOf } from '../../server/ledger';
import type { StakeRecord } from '../../src/api/contract';
import { badBodies } from './badInputArbitraries';
import { DEFAULT_PIN, describeEngines, json } from './harness';
import { refusedAsContract } from './refusals';
import { executiveStake, freeStake, stake, stakingMember } from './stakingFixtures';

type Payload = Record<string, unknown>;

/** A blank optional field counts as left out, and subscription_type then takes its one allowed value. */
const stringFields = (valid: Payload) =>
  Object.keys(valid).filter((f) => typeof valid[f] === 'string' && f !== 'subscription_type');

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
        fc.asyncProperty(
          badBodies(endpoint.valid, endpoint.required, stringFields(endpoint.valid)),
          async ({ raw }) => {
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
            refusedAsContract(
              res,
              `${endpoint.url} ${raw.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          },
        ),
        { numRuns: Number(process.env.FC_RUNS ?? 40) },
      );
    }
    expect(await snapshot()).toEqual(before);
  });
});
