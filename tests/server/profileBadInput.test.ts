import { count, ne } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { securityEvents } from '../../server/db/schema';
import { badBodies } from './badInputArbitraries';
import { describeEngines, get, json } from './harness';
import { refusedAsContract } from './refusals';
import { stakingMember } from './stakingFixtures';

const valid = {
  name: 'Dana Demo',
  gender: 'female',
  dob: '1990-04-12',
  address_line1: '1200 Market Street',
  address_line2: 'Apt 5B',
  landmark: 'Near City Hall',
  city: 'San Francisco',
  state: 'California',
  country: 46,
  phone: '14155550123',
  pincode: '94102',
  tax_id: 'AB1234567',
};
const required = ['name', 'gender', 'dob', 'address_line1', 'city', 'state', 'country', 'phone', 'pincode'];
/** Fields that may stay empty: blank or null there is a field left out, which is allowed. */
const optional = new Set(['address_line2', 'landmark', 'tax_id']);
const leavesOptionalBlank = (raw: string) => {
  try {
    const body = JSON.parse(raw) as Record<string, unknown>;
    return [...optional].some((f) => body[f] === null || (typeof body[f] === 'string' && !body[f].trim()));
  } catch {
    return false;
  }
};

describeEngines('bad input on update-profile', (ctx) => {
  it('refuses malformed, incomplete, mistyped, oversized and unknown input with a readable 4xx and saves nothing', async () => {
    const c = ctx();
    const member = await stakingMember(c, 'badprofile', 0);
    const profile = async () => json(await get(c.app, '/api/user', member.token)).data;
    const before = await profile();
    const bodies = badBodies(
      valid,
      required,
      required.filter((f) => f !== 'country'),
    ).filter(({ raw }) => !leavesOptionalBlank(raw));
    let client = 0;
    await fc.assert(
      fc.asyncProperty(bodies, async ({ raw }) => {
        client++;
        const res = await c.app.inject({
          method: 'POST',
          url: '/api/update-profile',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
          payload: raw,
          remoteAddress: `10.9.${client >> 8}.${client & 255}`,
        });
        refusedAsContract(res, `${raw.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 80) },
    );
    expect(await profile()).toEqual(before);
    const changes = await c.db
      .select({ n: count() })
      .from(securityEvents)
      .where(ne(securityEvents.kind, 'sign_in'));
    expect(changes[0]?.n).toBe(0);
  });
});
