import { count as countRows } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { announcements, approvalRequests, operators, tickets } from '../../server/db/schema';
import { SURROGATE_MESSAGE } from '../../server/routes/hostileInput';
import { describeEngines, get, json, registerVerified, type TestContext, testConfig } from './harness';
import { signedInOperator } from './operatorFixtures';
import { sessionOf } from './securityFixtures';

const OPERATOR_KEY = 'surrogate-test-operator-key-0123456789';
testConfig.operatorKey = OPERATOR_KEY;

/** JSON's escape for half of a surrogate pair, as a client would send it: the body is valid JSON. */
const LONE = '\\ud800';

type Doc = { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>> };

/** A JSON body with `field`'s value replaced by text holding a lone surrogate, written out raw. */
function withLoneSurrogate(body: Record<string, unknown>, field: string): string {
  const marker = '__surrogate__';
  return JSON.stringify({ ...body, [field]: marker }).replace(`"${marker}"`, `"Hello ${LONE} there"`);
}

function expectRefusal(res: { statusCode: number; body: string }, field: string, where: string) {
  expect(res.statusCode, `${where}: ${res.body}`).toBe(422);
  expect(JSON.parse(res.body), where).toEqual({
    status: false,
    message: SURROGATE_MESSAGE,
    msg: SURROGATE_MESSAGE,
    errors: { [field]: [SURROGATE_MESSAGE] },
    request_id: expect.any(String),
  });
}

async function rowCounts(c: TestContext) {
  const count = async (
    table: typeof operators | typeof announcements | typeof approvalRequests | typeof tickets,
  ) => (await c.db.select({ n: countRows() }).from(table))[0]?.n ?? 0;
  return {
    operators: await count(operators),
    announcements: await count(announcements),
    approvals: await count(approvalRequests),
    tickets: await count(tickets),
  };
}

describeEngines('lone surrogates', (ctx) => {
  it('answers 422 in the error shape for a lone surrogate in the text of a signed-in member’s and an operator’s requests, writing nothing', async () => {
    const c = ctx();
    await registerVerified(c, 'founder');
    const memberToken = await sessionOf(c, 'founder');
    const { token: adminToken } = await signedInOperator(c, 'boss', 'admin');
    const before = await rowCounts(c);
    const signedIn = (token: string, extra: Record<string, string> = {}) => ({
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...extra,
    });
    const cases: Array<{
      url: string;
      headers: Record<string, string>;
      body: Record<string, unknown>;
      field: string;
    }> = [
      {
        url: '/api/operator/operators',
        headers: signedIn(OPERATOR_KEY),
        body: { username: 'helper', password: 'a long operator passphrase', role: 'support' },
        field: 'username',
      },
      {
        url: '/api/operator/announcements',
        headers: signedIn(adminToken),
        body: { title: 'Maintenance', body: 'Tonight at ten.' },
        field: 'title',
      },
      {
        url: '/api/operator/adjustments',
        headers: signedIn(adminToken, { 'idempotency-key': 'surrogate-adjustment-1' }),
        body: { username: 'founder', wallet: 'pay_in', direction: 'credit', amount: '5', reason: 'Refund' },
        field: 'reason',
      },
      {
        url: '/api/update-profile',
        headers: signedIn(memberToken),
        body: { name: 'Founder', city: 'Lisbon' },
        field: 'city',
      },
      {
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        body: { name: 'New Comer', username: 'newcomer' },
        field: 'name',
      },
    ];
    for (const { url, headers, body, field } of cases) {
      const res = await c.app.inject({
        method: 'POST',
        url,
        headers,
        payload: withLoneSurrogate(body, field),
      });
      expectRefusal(res, field, url);
    }
    // A surrogate in a key is refused like one in a value, and a whole pair (an emoji) is a character.
    const key = await c.app.inject({
      method: 'POST',
      url: '/api/operator/announcements',
      headers: signedIn(adminToken),
      payload: `{"title":"Hi","body":"There","x${LONE}":1}`,
    });
    expectRefusal(key, 'x\ufffd', 'a key');
    const emoji = await c.app.inject({
      method: 'POST',
      url: '/api/operator/announcements',
      headers: signedIn(adminToken),
      payload: '{"title":"Party \\ud83c\\udf89","body":"Tonight"}',
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
    expect(await rowCounts(c)).toEqual({ ...before, announcements: before.announcements + 1 });
  });

  it('answers 422 for a lone surrogate in every text field of every JSON body the API documents', async () => {
    const doc = json<Doc>(await get(ctx().app, '/api/docs/json'));
    let bodies = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.requestBody?.content?.['application/json']) continue;
        bodies++;
        const res = await ctx().app.inject({
          method: method.toUpperCase() as 'POST',
          url: path.replace(/\{(\w+)\}/g, '1'),
          headers: { 'content-type': 'application/json' },
          payload: withLoneSurrogate({}, 'note'),
          remoteAddress: `10.8.${bodies >> 8}.${bodies & 255}`,
        });
        expectRefusal(res, 'note', `${method} ${path}`);
      }
    }
    // Member and operator bodies alike.
    expect(bodies).toBeGreaterThan(30);
  });
});
