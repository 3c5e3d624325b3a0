import { generate } from 'otplib';
import { createOperator } from '../../server/services/operatorAccounts';
import type { OperatorRole, OperatorSignInResponse } from '../../src/api/contract';
import type { TestContext } from './harness';

export const OPERATOR_PASSWORD = 'long enough operator passphrase';

export type SignInAnswer = OperatorSignInResponse['data'];

/** POST operator/sign-in as the back office's page sends it. */
export const operatorSignIn = (c: TestContext, body: Record<string, unknown>) =>
  c.app.inject({
    method: 'POST',
    url: '/api/operator/sign-in',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** The authenticator's code at the app's current time. */
export const codeAt = (c: TestContext, secret: string) =>
  generate({ secret, epoch: Math.floor(c.clock.now().getTime() / 1000) });

/** A day and an hour: an operator made this long ago is past their first 24 hours. */
export const SETTLED_MS = 25 * 60 * 60_000;

/**
 * An operator as the installation made them (the demo team, an existing team): approved, past their first
 * 24 hours, added by nobody whose requests they could not approve.
 */
export async function installedOperator(c: TestContext, username: string, role: OperatorRole) {
  const made = new Date(c.clock.now().getTime() - SETTLED_MS);
  return createOperator(c.db, { username, password: OPERATOR_PASSWORD, role }, made);
}

/**
 * Adds an operator as the installation made them and signs them in the first time, as a person would:
 * password, the secret to add to an authenticator, then password and a code. Returns the session token and
 * the secret.
 */
export async function signedInOperator(c: TestContext, username: string, role: OperatorRole) {
  await installedOperator(c, username, role);
  return firstSignIn(c, username);
}

/** An operator's first sign-in: the secret to enrol, then a session. */
export async function firstSignIn(c: TestContext, username: string) {
  const first = await operatorSignIn(c, { username, password: OPERATOR_PASSWORD });
  const enrol = (first.json() as OperatorSignInResponse).data;
  if (enrol.kind !== 'enrol') throw new Error(`expected enrolment: ${first.body}`);
  const code = await codeAt(c, enrol.secret);
  const second = await operatorSignIn(c, { username, password: OPERATOR_PASSWORD, code });
  const session = (second.json() as OperatorSignInResponse).data;
  if (session.kind !== 'signed-in') throw new Error(`expected a session: ${second.body}`);
  return { token: session.token, secret: enrol.secret, id: session.operator.id };
}

/** Signs an enrolled operator in again with a fresh code (a code is good once, so the clock moves a step). */
export async function signInAgain(c: TestContext, username: string, secret: string): Promise<string> {
  c.clock.advance(31_000);
  const answer = await operatorSignIn(c, {
    username,
    password: OPERATOR_PASSWORD,
    code: await codeAt(c, secret),
  });
  const data = (answer.json() as OperatorSignInResponse).data;
  if (data.kind !== 'signed-in') throw new Error(`expected a session: ${answer.body}`);
  return data.token;
}
