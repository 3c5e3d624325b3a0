import { desc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema';
import type { OperatorRole } from '../../src/api/contract';
import { describeEngines, get, json, type TestContext } from './harness';
import {
  codeAt,
  installedOperator,
  OPERATOR_PASSWORD,
  operatorSignIn,
  signedInOperator,
  signInAgain,
} from './operatorFixtures';
import { KEY, operator } from './supportFixtures';

type Doc = { paths: Record<string, Record<string, unknown>> };

const S = 'support';
const F = 'finance';
const A = 'admin';
const U = 'auditor';
const everyone = [S, F, A, U] as const;

/**
 * Who may call each operator route, written out here on its own rather than read from the server's table,
 * so a change to a role's rights has to change this too. Every operator route must appear.
 */
const allowed: Record<string, readonly OperatorRole[]> = {
  'get /api/operator/me': everyone,
  'post /api/operator/sign-out': everyone,
  'post /api/operator/login-link': [A],
  'get /api/operator/balances': everyone,
  'get /api/operator/mail': everyone,
  'get /api/operator/ledger/check': [F, A, U],
  'post /api/operator/deposit': [F, A],
  // Development chain only (404 elsewhere, after the role's right is checked).
  'post /api/operator/faucet': [F, A],
  'post /api/operator/faucet/payout': [F, A],
  'post /api/operator/adjustments': [F, A],
  // Each role reads the kinds of request its rights cover (money, operators, members).
  'get /api/operator/approvals': everyone,
  'get /api/operator/approvals.csv': everyone,
  'post /api/operator/approvals/{id}/approve': [F, A],
  'post /api/operator/approvals/{id}/decline': [F, A],
  'get /api/operator/withdrawals': [F, A, U],
  'get /api/operator/withdrawals.csv': [F, A, U],
  'get /api/operator/deposits': [F, A, U],
  'get /api/operator/deposits.csv': [F, A, U],
  'post /api/operator/deposits/{id}/credit': [F, A],
  'post /api/operator/withdrawals/{id}/approve': [F, A],
  'post /api/operator/withdrawals/{id}/paid': [F, A],
  'post /api/operator/withdrawals/{id}/reject': [F, A],
  'post /api/operator/staking/accrue': [A],
  'post /api/operator/reserve/plans/{id}': [A],
  'post /api/operator/operators': [A],
  'get /api/operator/operators': [A, U],
  'post /api/operator/operators/{id}': [A],
  // Only the key itself is rotated (an admin is refused inside); any admin may revoke every key.
  'post /api/operator/keys/rotate': [],
  'post /api/operator/keys/revoke': [A],
  'get /api/operator/liabilities': [F, A, U],
  'get /api/operator/liabilities.csv': [F, A, U],
  'get /api/operator/proof-of-reserves': [F, A, U],
  'post /api/operator/proof-of-reserves': [F, A],
  'get /api/operator/proof-of-reserves/addresses': [F, A, U],
  'post /api/operator/proof-of-reserves/addresses': [F, A],
  'get /api/operator/audit': [A, U],
  'get /api/operator/audit.csv': [A, U],
  'get /api/operator/overview': everyone,
  'post /api/operator/password': everyone,
  'get /api/operator/plans': [F, A, U],
  'post /api/operator/plans/staking/{id}': [A],
  'post /api/operator/plans/reserve/{id}': [A],
  'post /api/operator/plans/income': [A],
  'get /api/operator/members': everyone,
  'get /api/operator/members.csv': everyone,
  'get /api/operator/members/{username}': everyone,
  'get /api/operator/members/{username}/earnings': everyone,
  'post /api/operator/members/{username}/freeze': [F, A],
  'post /api/operator/members/{username}/unfreeze': [F, A],
  'post /api/operator/members/{username}/reset-pin': [A],
  'post /api/operator/members/{username}/reset-2fa': [A],
  'post /api/operator/members/{username}/sessions/{id}/revoke': [A],
  'post /api/operator/members/{username}/sessions/revoke-all': [A],
  'get /api/operator/tickets': [S, A, U],
  'get /api/operator/tickets.csv': [S, A, U],
  'get /api/operator/events': [S, A, U],
  'get /api/operator/tickets/{id}': [S, A, U],
  'get /api/operator/ticket-image/{id}': [S, A, U],
  'post /api/operator/tickets/{id}/note': [S, A],
  'post /api/operator/tickets/{id}/reply': [S, A],
  'post /api/operator/tickets/{id}/close': [S, A],
  'post /api/operator/tickets/{id}/assign': [S, A],
  'post /api/operator/tickets/{id}/reopen': [S, A],
  'get /api/operator/announcements': [S, A, U],
  'post /api/operator/announcements': [S, A],
  'post /api/operator/announcements/{id}/withdraw': [S, A],
};

async function operatorRoutes(c: TestContext) {
  const doc = json<Doc>(await get(c.app, '/api/docs/json'));
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/operator/') && path !== '/api/operator/sign-in')
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
}

/**
 * Calls a route with an empty JSON body: a role without the right must be refused before the body is read.
 * The answer is taken as a stream and dropped once its head is in, since an event stream never ends.
 */
async function call(c: TestContext, route: string, token: string) {
  const [method, path] = route.split(' ') as ['get' | 'post', string];
  const res = await c.app.inject({
    method: method.toUpperCase() as 'GET' | 'POST',
    url: path.replace(/\{\w+\}/g, '1'),
    headers: {
      authorization: `Bearer ${token}`,
      ...(method === 'post' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'post' ? { payload: '{}' } : {}),
    payloadAsStream: true,
  });
  res.stream().destroy();
  return res;
}

describeEngines('operator roles', (ctx) => {
  it('answers 403 on every route a role has no right to, and lets each role through to the others', async () => {
    const c = ctx();
    const routes = await operatorRoutes(c);
    expect([...routes].sort(), 'operator routes missing from the table, or gone').toEqual(
      Object.keys(allowed).sort(),
    );
    const tokens = {} as Record<OperatorRole, string>;
    for (const role of everyone) tokens[role] = (await signedInOperator(c, `${role}_one`, role)).token;

    const wrong: string[] = [];
    // Revoking the keys and signing out end the credentials the other calls use, so they go last; a snapshot
    // files a request that a later approval of request 1 would find, so it goes after them.
    const ending = [
      'post /api/operator/proof-of-reserves',
      'post /api/operator/keys/rotate',
      'post /api/operator/keys/revoke',
      'post /api/operator/sign-out',
    ];
    const last = (route: string) => ending.indexOf(route);
    for (const route of [...routes].sort((a, b) => last(a) - last(b))) {
      for (const role of everyone) {
        const status = (await call(c, route, tokens[role])).statusCode;
        const may = allowed[route]!.includes(role);
        if (may ? status === 403 || status === 401 : status !== 403) {
          wrong.push(`${role} ${route} answered ${status}`);
        }
      }
      // The key is an admin, for automation: never refused for a lack of rights.
      if (!ending.includes(route) && (await call(c, route, KEY)).statusCode === 403) {
        wrong.push(`the key was refused ${route}`);
      }
    }
    expect(wrong).toEqual([]);

    // A refusal is in the audit log under the operator who tried.
    const [refused] = await c.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'access.refused'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(refused).toMatchObject({ operatorId: expect.any(Number), operatorKeyId: null });
    expect(refused!.details).toMatchObject({ role: expect.any(String), right: expect.any(String) });
  });

  it('signs in through the API, says who the session is, names the operator in each audit row, and signs out', async () => {
    const c = ctx();
    const first = await operatorSignIn(c, { username: 'sue_support', password: OPERATOR_PASSWORD });
    expect(first.statusCode).toBe(401);
    await installedOperator(c, 'sue_support', S);

    const enrol = json<{ data: { kind: string; secret: string; otpauth_url: string } }>(
      await operatorSignIn(c, { username: 'Sue_Support', password: OPERATOR_PASSWORD }),
    ).data;
    expect(enrol.kind).toBe('enrol');
    expect(enrol.otpauth_url).toContain(`secret=${enrol.secret}`);
    const wrongCode = await operatorSignIn(c, {
      username: 'sue_support',
      password: OPERATOR_PASSWORD,
      code: '000000',
    });
    expect(json(wrongCode)).toMatchObject({ status: false, message: 'Wrong username, password or code' });
    const badCode = await operatorSignIn(c, { username: 'sue_support', password: 'x', code: '12ab56' });
    expect(badCode.statusCode).toBe(422);

    const signedIn = await operatorSignIn(c, {
      username: 'sue_support',
      password: OPERATOR_PASSWORD,
      code: await codeAt(c, enrol.secret),
    });
    const session = json<{ data: { token: string; idle_minutes: number; rights: string[] } }>(signedIn).data;
    expect(session.idle_minutes).toBe(15);
    expect(session.rights).toContain('tickets.write');
    expect(session.rights).not.toContain('money.write');

    const me = await operator(c, 'GET', 'me', undefined, session.token);
    expect(json(me)).toMatchObject({
      status: true,
      data: { operator: { username: 'sue_support', role: 'support' }, role: 'support' },
    });
    const asKey = await operator(c, 'GET', 'me', undefined, KEY);
    expect(json(asKey)).toMatchObject({ data: { operator: null, role: 'admin' } });
    expect((await operator(c, 'POST', 'sign-out', undefined, KEY)).statusCode).toBe(400);

    await operator(c, 'GET', 'tickets', undefined, session.token);
    const rows = await c.db.select().from(auditLog).orderBy(auditLog.id);
    const signIns = rows.filter((row) => row.action === 'operator.sign-in').map((row) => row.details);
    expect(signIns.map((d) => d.outcome)).toEqual(['refused', 'enrol', 'refused', 'signed-in']);
    const read = rows.find((row) => row.action === 'ticket.list');
    expect(read?.operatorId).toEqual(rows.find((row) => row.details.outcome === 'signed-in')?.operatorId);

    expect(json(await operator(c, 'POST', 'sign-out', undefined, session.token))).toEqual({
      status: true,
      message: 'Signed out',
    });
    expect((await operator(c, 'GET', 'me', undefined, session.token)).statusCode).toBe(401);
  });

  it('keeps the audit log append-only in the database itself', async () => {
    const c = ctx();
    await operator(c, 'GET', 'tickets');
    const [row] = await c.db.select().from(auditLog).limit(1);
    expect(row).toBeDefined();
    for (const change of [
      sql`update audit_log set action = 'nothing' where id = ${row!.id}`,
      sql`delete from audit_log where id = ${row!.id}`,
    ]) {
      const failure = (await c.db.execute(change).catch((error: unknown) => error)) as Error;
      expect(failure).toBeInstanceOf(Error);
      expect(String((failure.cause as Error | undefined)?.message ?? failure.message)).toMatch(
        /audit rows are never changed/,
      );
    }
    const [still] = await c.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(still?.action).toBe(row!.action);
  });
});

describeEngines('the operator team', (ctx) => {
  it('lets an admin disable another operator at once and change a role, re-enable or reset an authenticator only with a second admin, never themselves, and never take away the last admin', async () => {
    const c = ctx();
    const admin = await signedInOperator(c, 'adm_team', 'admin');
    const second = await signedInOperator(c, 'adm_two', 'admin');
    const helper = await signedInOperator(c, 'sup_team', 'support');
    const change = (id: number, body: Record<string, unknown>, token: string = admin.token) =>
      operator(c, 'POST', `operators/${id}`, body, token);
    const approve = async (answer: Awaited<ReturnType<typeof change>>) => {
      expect(answer.statusCode).toBe(202);
      const { approval } = json<{ approval: { id: number } }>(answer);
      const approved = await operator(c, 'POST', `approvals/${approval.id}/approve`, undefined, second.token);
      expect(approved.statusCode).toBe(200);
      return json<{ data: { outcome: Record<string, unknown> } }>(approved).data.outcome;
    };

    const listed = json<{ data: Array<{ username: string; role: string; authenticator: boolean }> }>(
      await operator(c, 'GET', 'operators', undefined, admin.token),
    ).data;
    expect(listed.map((o) => [o.username, o.role, o.authenticator])).toEqual([
      ['adm_team', 'admin', true],
      ['adm_two', 'admin', true],
      ['sup_team', 'support', true],
    ]);

    const promotion = await change(helper.id, { role: 'finance' });
    expect(json(promotion)).toMatchObject({
      approval: {
        kind: 'operator_role',
        operator: 'sup_team',
        details: { role: 'finance', from: 'support' },
      },
    });
    // Nothing changes until the second admin approves; the one who asked cannot.
    expect((await operator(c, 'GET', 'me', undefined, helper.token)).statusCode).toBe(200);
    const id = json<{ approval: { id: number } }>(promotion).approval.id;
    expect((await operator(c, 'POST', `approvals/${id}/approve`, undefined, admin.token)).statusCode).toBe(
      403,
    );
    expect(await approve(promotion)).toMatchObject({ operator: 'sup_team', role: 'finance' });
    // A new role starts from a fresh sign-in.
    expect((await operator(c, 'GET', 'me', undefined, helper.token)).statusCode).toBe(401);

    expect(json(await change(admin.id, { role: 'auditor' }))).toMatchObject({
      message: 'Operators cannot change their own account; ask another admin',
    });
    expect((await change(second.id, { disabled: true })).statusCode).toBe(200);
    const lastAdmin = await change(admin.id, { disabled: true }, KEY);
    expect(lastAdmin.statusCode).toBe(409);
    expect(json(lastAdmin)).toMatchObject({ message: 'This is the last admin; make another admin first' });
    expect((await change(helper.id, {})).statusCode).toBe(422);
    expect((await change(helper.id, { disabled: false, reset_authenticator: true })).statusCode).toBe(422);

    expect((await change(helper.id, { disabled: true })).statusCode).toBe(200);
    const refused = await operatorSignIn(c, { username: 'sup_team', password: OPERATOR_PASSWORD });
    expect(refused.statusCode).toBe(401);
    // Re-enabling the second admin needs a second admin too: the key, which added neither of them.
    const reenable = await change(second.id, { disabled: false });
    const reenableId = json<{ approval: { id: number } }>(reenable).approval.id;
    expect((await operator(c, 'POST', `approvals/${reenableId}/approve`, undefined, KEY)).statusCode).toBe(
      200,
    );
    const secondAgain = await signInAgain(c, 'adm_two', second.secret);
    second.token = secondAgain;

    await approve(await change(helper.id, { disabled: false }));
    await signInAgain(c, 'sup_team', helper.secret);
    await approve(await change(helper.id, { reset_authenticator: true }));
    const again = json<{ data: { kind: string } }>(
      await operatorSignIn(c, { username: 'sup_team', password: OPERATOR_PASSWORD }),
    );
    expect(again.data.kind).toBe('enrol');

    const approvals = await c.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'approval.approve'))
      .orderBy(auditLog.id);
    expect(approvals[0]!.details).toMatchObject({
      outcome: 'refused',
      reason: expect.stringContaining('You asked'),
    });
    const audit = approvals[1];
    expect(audit).toMatchObject({
      before: expect.objectContaining({ status: 'pending' }),
      after: expect.objectContaining({
        status: 'approved',
        outcome: { operator: 'sup_team', role: 'finance', disabled: false },
      }),
    });
  });
});
