import { generate } from 'otplib';
import type { OperatorRole, OperatorSignInResponse } from '../../src/api/contract';
import type { TestContext } from './harness';
import { operator } from './supportFixtures';

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

/**
 * Adds an operator with the key and signs them in the first time, as a person would: password, the secret
 * to add to an authenticator, then password and a code. Returns the session token and the secret.
 */
export async function signedInOperator(c: TestContext, username: string, role: OperatorRole) {
  const added = await operator(c, 'POST', 'operators', { username, password: OPERATOR_PASSWORD, role });
  if (added.statusCode !== 200) throw new Error(`create-operator failed: ${added.body}`);
  const first = await operatorSignIn(c, { username, password: OPERATOR_PASSWORD });
  const enrol = (first.json() as OperatorSignInResponse).data;
  if (enrol.kind !== 'enrol') throw new Error(`expected enrolment: ${first.body}`);
  const code = await codeAt(c, enrol.secret);
  const second = await operatorSignIn(c, { username, password: OPERATOR_PASSWORD, code });
  const session = (second.json() as OperatorSignInResponse).data;
  if (session.kind !== 'signed-in') throw new Error(`expected a session: ${second.body}`);
  return { token: session.token, secret: enrol.secret, id: session.operator.id };
}
