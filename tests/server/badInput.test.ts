import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { oneTimeCodes, tokens, users } from '../../server/db/schema';
import { awkwardKeys, nonObjectJson, notJson, wrongType } from './badInputArbitraries';
import { describeEngines, registerVerified, registration, type TestContext } from './harness';

type Payload = Record<string, unknown>;

/** A well-formed body per endpoint and the fields it cannot do without. */
const endpoints: { url: string; valid: Payload; required: string[] }[] = [
  {
    url: '/api/register',
    valid: registration('newcomer', { sponsor: 'founder', position: 'L', spassword: '4831' }),
    required: ['name', 'username', 'email', 'phone', 'country', 'password', 'spassword', 'is_checked'],
  },
  { url: '/api/verify-email', valid: { username: 'founder', otp: '1234' }, required: ['username', 'otp'] },
  { url: '/api/resendotp', valid: { username: 'founder', from: 'forget' }, required: ['username', 'from'] },
  {
    url: '/api/pre-login',
    valid: { username: 'founder', password: 'Correct-horse-42' },
    required: ['username', 'password'],
  },
  { url: '/api/login', valid: { mpin: '4831' }, required: [] },
  { url: '/api/logout', valid: {}, required: [] },
  {
    url: '/api/forget-password',
    valid: { username: 'founder', otp: '123456', newpassword: 'Another-pass-1' },
    required: ['username', 'otp', 'newpassword'],
  },
  {
    url: '/api/login-as-user',
    valid: { username: 'founder', temp_token: 'x'.repeat(43) },
    required: ['username', 'temp_token'],
  },
];

function badBodies(valid: Payload, required: string[]) {
  const fields = Object.keys(valid);
  const stringFields = fields.filter((f) => typeof valid[f] === 'string');
  const variants: fc.Arbitrary<{ raw: string }>[] = [
    notJson,
    nonObjectJson,
    fc
      .tuple(fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), awkwardKeys), fc.jsonValue({ maxDepth: 1 }))
      .filter(([key]) => !fields.includes(key))
      .map(([key, value]) => ({ raw: JSON.stringify({ ...valid, [key]: value }) })),
  ];
  if (required.length > 0) {
    variants.push(
      fc.subarray(required, { minLength: 1 }).map((drop) => {
        const body = { ...valid };
        for (const key of drop) delete body[key];
        return { raw: JSON.stringify(body) };
      }),
    );
  }
  if (fields.length > 0) {
    variants.push(
      fc
        .tuple(fc.constantFrom(...fields), wrongType)
        .map(([key, value]) => ({ raw: JSON.stringify({ ...valid, [key]: value }) })),
    );
  }
  if (stringFields.length > 0) {
    variants.push(
      fc
        .tuple(
          fc.constantFrom(...stringFields),
          fc.integer({ min: 300, max: 80_000 }),
          fc.string({ minLength: 1, maxLength: 1 }),
        )
        .map(([key, length, ch]) => ({ raw: JSON.stringify({ ...valid, [key]: ch.repeat(length) }) })),
    );
  }
  return fc.oneof(...variants);
}

async function rowCounts(ctx: TestContext) {
  const count = async (table: typeof users | typeof tokens | typeof oneTimeCodes) =>
    (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  return { users: await count(users), tokens: await count(tokens), codes: await count(oneTimeCodes) };
}

describeEngines('bad input', (ctx) => {
  it('refuses malformed, incomplete, mistyped, oversized and unknown input on every POST with a readable 4xx and writes nothing', async () => {
    const c = ctx();
    await registerVerified(c, 'founder');
    const before = await rowCounts(c);
    let client = 0;
    for (const endpoint of endpoints) {
      await fc.assert(
        fc.asyncProperty(badBodies(endpoint.valid, endpoint.required), async ({ raw }) => {
          client++;
          const res = await c.app.inject({
            method: 'POST',
            url: endpoint.url,
            headers: { 'content-type': 'application/json' },
            payload: raw,
            remoteAddress: `10.0.${client >> 8}.${client & 255}`,
          });
          expect(
            res.statusCode,
            `${endpoint.url} ${raw.slice(0, 120)} -> ${res.body}`,
          ).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${endpoint.url} ${raw.slice(0, 120)} -> ${res.body}`).toBeLessThan(500);
          const body = res.json() as { status: unknown; message: unknown; msg: unknown };
          expect(body.status).toBe(false);
          expect(typeof body.message === 'string' && body.message.trim().length > 0).toBe(true);
          expect(body.msg).toBe(body.message);
        }),
        { numRuns: Number(process.env.FC_RUNS ?? 40) },
      );
    }
    expect(await rowCounts(c)).toEqual(before);
  });
});
