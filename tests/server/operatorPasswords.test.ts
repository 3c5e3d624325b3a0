import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema';
import { describeEngines, json, type TestContext } from './harness';
import { codeAt, OPERATOR_PASSWORD, operatorSignIn, signedInOperator, signInAgain } from './operatorFixtures';
import { operator } from './supportFixtures';

const NEW_PASSWORD = 'a brand new operator passphrase';

/** POST operator/password with a fresh authenticator code (a code is good once, so the clock moves a step). */
async function change(c: TestContext, token: string, secret: string, body: Record<string, string>) {
  c.clock.advance(31_000);
  return operator(c, 'POST', 'password', { code: await codeAt(c, secret), ...body }, token);
}

describeEngines('an operator changing their own password', (ctx) => {
  it('needs the current password and a code, ends their other sessions and keeps this one, audited without passwords', async () => {
    const c = ctx();
    const { token, secret } = await signedInOperator(c, 'fin_pass', 'finance');
    const other = await signInAgain(c, 'fin_pass', secret);

    const res = await change(c, token, secret, {
      current_password: OPERATOR_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      sessions_ended: 1,
      message: 'Password changed; 1 other session ended',
    });
    expect((await operator(c, 'GET', 'me', undefined, other)).statusCode).toBe(401);
    expect((await operator(c, 'GET', 'me', undefined, token)).statusCode).toBe(200);

    c.clock.advance(31_000);
    const old = await operatorSignIn(c, {
      username: 'fin_pass',
      password: OPERATOR_PASSWORD,
      code: await codeAt(c, secret),
    });
    expect(old.statusCode).toBe(401);
    c.clock.advance(31_000);
    const fresh = await operatorSignIn(c, {
      username: 'fin_pass',
      password: NEW_PASSWORD,
      code: await codeAt(c, secret),
    });
    expect(fresh.statusCode, fresh.body).toBe(200);

    const rows = await c.db.select().from(auditLog).where(eq(auditLog.action, 'operator.password.change'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.operatorId).not.toBeNull();
    expect(JSON.stringify(rows[0])).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(rows[0])).not.toContain(OPERATOR_PASSWORD);
  });

  it('refuses a wrong password or code, a short or unchanged new password, and locks after five failures', async () => {
    const c = ctx();
    const { token, secret } = await signedInOperator(c, 'sup_pass', 'support');
    const short = await change(c, token, secret, {
      current_password: OPERATOR_PASSWORD,
      new_password: 'too short',
    });
    expect(json(short)).toMatchObject({
      errors: { new_password: ['new_password must be at least 12 characters'] },
    });
    const same = await change(c, token, secret, {
      current_password: OPERATOR_PASSWORD,
      new_password: OPERATOR_PASSWORD,
    });
    expect(json(same)).toMatchObject({
      errors: { new_password: ['The new password must differ from the current one'] },
    });
    const badCode = await operator(
      c,
      'POST',
      'password',
      { current_password: OPERATOR_PASSWORD, code: '000000', new_password: NEW_PASSWORD },
      token,
    );
    expect(badCode.statusCode).toBe(422);

    for (let i = 0; i < 3; i++) {
      const wrong = await change(c, token, secret, {
        current_password: 'not the password',
        new_password: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(422);
    }
    const fifth = await change(c, token, secret, {
      current_password: 'not the password',
      new_password: NEW_PASSWORD,
    });
    expect(fifth.statusCode).toBe(423);
    const locked = await change(c, token, secret, {
      current_password: OPERATOR_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(locked.statusCode).toBe(423);
    const refused = await c.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.password.change')));
    expect(refused.map((row) => row.details.result)).toEqual([
      'refused',
      'refused',
      'refused',
      'refused',
      'locked',
      'locked',
    ]);
  });

  it('tells the operator key it has no password to change', async () => {
    const c = ctx();
    const res = await operator(c, 'POST', 'password', {
      current_password: OPERATOR_PASSWORD,
      code: '123456',
      new_password: NEW_PASSWORD,
    });
    expect([res.statusCode, json(res).message]).toEqual([
      400,
      'An operator key has no password; rotate the key instead',
    ]);
  });
});
