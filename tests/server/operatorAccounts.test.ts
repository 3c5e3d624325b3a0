import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterEach, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/client';
import { auditLog, operators } from '../../server/db/schema';
import { ApiError } from '../../server/services/errors';
import {
  createOperator,
  endOperatorSession,
  OPERATOR_IDLE_MS,
  OPERATOR_MAX_FAILURES,
  type OperatorSignIn,
  operatorOfSession,
  signInOperator,
  signInRefusal,
} from '../../server/services/operatorAccounts';
import { describeEngines, json } from './harness';
import { operatorCli, routeFetchTo } from './operatorCli';
import { KEY, operator } from './supportFixtures';

const PASSWORD = 'long enough operator passphrase';
const at = (iso: string) => new Date(iso);
const T0 = at('2026-11-20T09:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

/** Signs in as a route will: the failure is counted in its own committed transaction, then refused. */
async function signIn(db: Db, input: { username: string; password: string; code?: string }, now: Date) {
  const result = await db.transaction((tx) => signInOperator(tx, input, now));
  const refusalError = signInRefusal(result);
  if (refusalError) throw refusalError;
  return result;
}

/** Creates an operator and completes the first sign-in: enrolment, then a code from the new authenticator. */
async function enrolled(db: Db, username: string, role = 'finance') {
  await createOperator(db, { username, password: PASSWORD, role }, T0);
  const first = await signIn(db, { username, password: PASSWORD }, T0);
  if (first.kind !== 'enrol') throw new Error('expected enrolment');
  const code = await generate({ secret: first.secret, epoch: T0.getTime() / 1000 });
  const session = (await signIn(db, { username, password: PASSWORD, code }, T0)) as Extract<
    OperatorSignIn,
    { kind: 'signed-in' }
  >;
  return { secret: first.secret, token: session.token };
}

describeEngines('operator accounts', (ctx) => {
  it('keeps the password as argon2id and refuses weak passwords, odd usernames, unknown roles and a taken name', async () => {
    const { db } = ctx();
    const ada = await createOperator(db, { username: 'Ada_Ops', password: PASSWORD, role: 'admin' }, T0);
    expect(ada).toMatchObject({ username: 'ada_ops', role: 'admin' });
    const [row] = await db.select().from(operators).where(eq(operators.id, ada.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    for (const [input, field] of [
      [{ username: 'bob', password: 'short', role: 'admin' }, 'password'],
      [{ username: 'b o b', password: PASSWORD, role: 'admin' }, 'username'],
      [{ username: 'bob', password: PASSWORD, role: 'root' }, 'role'],
      [{ username: 'ADA_OPS', password: PASSWORD, role: 'support' }, 'username'],
    ] as const) {
      const error = (await createOperator(db, input, T0).catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(Object.keys(error.errors ?? {})).toEqual([field]);
    }
  });

  it('issues no session before the authenticator is set up, then signs in only with password and a fresh code', async () => {
    const { db } = ctx();
    await createOperator(db, { username: 'fin_one', password: PASSWORD, role: 'finance' }, T0);
    const first = await signIn(db, { username: 'fin_one', password: PASSWORD }, T0);
    expect(first.kind).toBe('enrol');
    // Asking again shows the same secret, so the QR code already scanned stays good.
    const again = await signIn(db, { username: 'fin_one', password: PASSWORD }, T0);
    expect(again).toEqual(first);
    const secret = (first as Extract<OperatorSignIn, { kind: 'enrol' }>).secret;
    const code = await generate({ secret, epoch: T0.getTime() / 1000 });
    const session = await signIn(db, { username: 'fin_one', password: PASSWORD, code }, T0);
    expect(session).toMatchObject({ kind: 'signed-in', operator: { username: 'fin_one', role: 'finance' } });
    // The same code is spent; without a code an enrolled operator gets neither a secret nor a session.
    expect(await refusal(signIn(db, { username: 'fin_one', password: PASSWORD, code }, T0))).toEqual({
      status: 401,
      message: 'Wrong username, password or code',
    });
    expect(
      (await refusal(signIn(db, { username: 'fin_one', password: PASSWORD }, later(30_000)))).status,
    ).toBe(401);
    const next = await generate({ secret, epoch: later(30_000).getTime() / 1000 });
    expect(
      (await signIn(db, { username: 'fin_one', password: PASSWORD, code: next }, later(30_000))).kind,
    ).toBe('signed-in');
  });

  it('reads every refusal alike and locks the account after five failures, checking nothing while locked', async () => {
    const { db } = ctx();
    const { secret } = await enrolled(db, 'fin_two');
    const code = (when: Date) => generate({ secret, epoch: when.getTime() / 1000 });
    const unknown = await refusal(signIn(db, { username: 'nobody', password: PASSWORD, code: '123456' }, T0));
    const wrongPassword = await refusal(
      signIn(
        db,
        { username: 'fin_two', password: 'not the passphrase', code: await code(later(60_000)) },
        later(60_000),
      ),
    );
    expect(wrongPassword).toEqual(unknown);
    for (let i = 1; i < OPERATOR_MAX_FAILURES - 1; i++) {
      await refusal(signIn(db, { username: 'fin_two', password: PASSWORD, code: '000000' }, later(60_000)));
    }
    expect(
      (await refusal(signIn(db, { username: 'fin_two', password: PASSWORD, code: '000000' }, later(60_000))))
        .status,
    ).toBe(423);
    // The right password and code are not even checked while the lock holds.
    const during = later(10 * 60_000);
    expect(
      (
        await refusal(
          signIn(db, { username: 'fin_two', password: PASSWORD, code: await code(during) }, during),
        )
      ).status,
    ).toBe(423);
    const after = later(31 * 60_000 + 60_000);
    expect(
      (await signIn(db, { username: 'fin_two', password: PASSWORD, code: await code(after) }, after)).kind,
    ).toBe('signed-in');
  });

  it('ends a session after 15 minutes without use, slides it with each use, and on sign-out', async () => {
    const { db } = ctx();
    const { token } = await enrolled(db, 'sup_one', 'support');
    expect(await operatorOfSession(db, token, later(OPERATOR_IDLE_MS - 1000))).toMatchObject({
      username: 'sup_one',
      role: 'support',
    });
    // Used at 14:59, it stands until 29:59.
    expect(await operatorOfSession(db, token, later(2 * OPERATOR_IDLE_MS - 2000))).not.toBeNull();
    expect(await operatorOfSession(db, token, later(3 * OPERATOR_IDLE_MS))).toBeNull();

    const second = await enrolled(db, 'sup_two', 'support');
    expect(await operatorOfSession(db, 'not-a-token', T0)).toBeNull();
    expect(await endOperatorSession(db, second.token, T0)).toBe(true);
    expect(await endOperatorSession(db, second.token, T0)).toBe(false);
    expect(await operatorOfSession(db, second.token, T0)).toBeNull();
  });

  it('ends the sessions of a disabled operator at once', async () => {
    const { db } = ctx();
    const { token } = await enrolled(db, 'aud_one', 'auditor');
    await db.update(operators).set({ disabledAt: T0 }).where(eq(operators.username, 'aud_one'));
    expect(await operatorOfSession(db, token, T0)).toBeNull();
    expect((await refusal(signIn(db, { username: 'aud_one', password: PASSWORD }, T0))).status).toBe(401);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describeEngines('operator accounts through the operator API and command line', (ctx) => {
  it('adds the first two admins with the key at once, files every later operator for a second admin, refuses bad input in the error shape, and audits it without the password', async () => {
    const c = ctx();
    for (const name of ['Boss', 'Chief']) {
      const first = await operator(c, 'POST', 'operators', {
        username: name,
        password: PASSWORD,
        role: 'admin',
      });
      expect(first.statusCode).toBe(200);
      expect(json(first)).toEqual({
        status: true,
        data: { id: expect.any(Number), username: name.toLowerCase(), role: 'admin' },
      });
    }
    const added = await operator(c, 'POST', 'operators', {
      username: 'Fin_Lead',
      password: PASSWORD,
      role: 'finance',
    });
    expect(added.statusCode).toBe(202);
    expect(json(added)).toMatchObject({
      message: "Waiting for a second admin's approval",
      approval: {
        kind: 'operator_create',
        operator: 'fin_lead',
        username: null,
        amount: null,
        status: 'pending',
      },
    });
    const waiting = await c.db.transaction((tx) =>
      signInOperator(tx, { username: 'fin_lead', password: PASSWORD }, T0),
    );
    expect(waiting.kind).toBe('waiting');
    expect(
      (await operator(c, 'POST', 'operators', { username: 'x1', password: PASSWORD, role: 'admin' }, null))
        .statusCode,
    ).toBe(401);
    for (const [body, field] of [
      [{ username: 'fin_two', password: PASSWORD, role: 'root' }, 'role'],
      [{ username: 'fin_two', password: 'short', role: 'finance' }, 'password'],
      [{ username: 'fin_lead', password: PASSWORD, role: 'support' }, 'username'],
    ] as const) {
      const refused = await operator(c, 'POST', 'operators', body);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(json<{ errors: Record<string, string[]> }>(refused).errors)).toEqual([field]);
    }
    const audit = await c.db.select().from(auditLog).where(eq(auditLog.action, 'operator.create'));
    expect(audit.map((row) => row.details.outcome)).toEqual(['ok', 'ok', 'ok', 'refused', 'refused']);
    const invalid = await c.db.select().from(auditLog).where(eq(auditLog.action, 'request.refused'));
    expect(invalid.map((row) => row.details)).toEqual([
      {
        method: 'POST',
        url: '/api/operator/operators',
        status: 422,
        reason: expect.stringContaining('role'),
      },
    ]);
    expect(audit[2]!.details).toMatchObject({ username: 'fin_lead', role: 'finance', outcome: 'ok' });
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
  });

  it('creates the first admin from the command line, with a password printed once, who can then enrol', async () => {
    const c = ctx();
    routeFetchTo(c);
    const { cli, lines, errors } = operatorCli(KEY);
    expect(await cli(['create-operator', 'first_admin', 'admin'])).toBe(0);
    expect(lines[0]).toBe('Added operator first_admin (admin).');
    const password = /shown once, hand it over safely\): (\S+)$/.exec(lines[1] ?? '')?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const first = await c.db.transaction((tx) =>
      signInOperator(tx, { username: 'first_admin', password: password! }, T0),
    );
    expect(first.kind).toBe('enrol');
    expect(await cli(['create-operator', 'someone', 'root'])).toBe(1);
    expect(errors.at(-1)).toBe('The role must be one of support, finance, admin, auditor');
    expect(await cli(['create-operator', 'first_admin', 'support'])).toBe(1);
  });
});
