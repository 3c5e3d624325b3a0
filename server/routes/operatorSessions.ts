import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponse,
  operatorMeResponse,
  operatorPasswordBody,
  operatorPasswordResponse,
  operatorSignInBody,
  operatorSignInResponse,
  operatorSignOutResponse,
  roleRights,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { ApiError } from '../services/errors';
import { recordAudit } from '../services/operator';
import {
  endOperatorSession,
  OPERATOR_IDLE_MS,
  signInOperator,
  signInRefusal,
} from '../services/operatorAccounts';
import { changeOperatorPassword, passwordChangeRefusal } from '../services/operatorPasswords';
import { otpauthUri } from '../services/twoFactor';
import { clock, limits } from './context';
import { operatorAccess, operatorCall } from './operatorAccess';

const tags = ['operator'];

/**
 * Operators sign in with username, password and an authenticator code (the first sign-in sets the
 * authenticator up), change their own password, and sign out, under /api/operator; each, refusals included,
 * is audited, a sign-in with the username it named.
 */
export default async function operatorSessionRoutes(fastify: FastifyInstance, deps: AppDeps) {
  // The deps carry this plugin's own prefix; the inner scopes are registered under it, not under it twice.
  const inner = { ...deps, prefix: undefined };
  await fastify.register(signInRoute, inner);
  await fastify.register(sessionRoutes, inner);
}

async function signInRoute(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  const now = clock(deps);

  app.post(
    '/sign-in',
    {
      // Counted per address and username before the password is hashed; five failures lock the account too.
      config: limits.perUser(10, '5 minutes'),
      schema: {
        tags,
        summary: 'Sign in with password and authenticator code; the first time, set the authenticator up',
        body: operatorSignInBody,
        response: { 200: operatorSignInResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const { username, password, code } = request.body;
      const result = await db.transaction((tx) =>
        signInOperator(tx, { username, password, code, ip: request.ip }, now()),
      );
      const operatorId = result.kind === 'signed-in' ? result.operator.id : null;
      await recordAudit(db, {
        action: 'operator.sign-in',
        subjectUsername: null,
        details: { username: username.trim().toLowerCase(), outcome: result.kind },
        actor: { keyId: null, operatorId },
        ip: request.ip,
      });
      const refusal = signInRefusal(result);
      if (refusal) throw refusal;
      if (result.kind === 'enrol') {
        const issuer = `${config.productName} operators`;
        const otpauth_url = otpauthUri(issuer, username.trim().toLowerCase(), result.secret);
        return {
          status: true as const,
          data: { kind: 'enrol' as const, secret: result.secret, otpauth_url },
        };
      }
      if (result.kind !== 'signed-in') throw new ApiError(500, 'sign-in ended without an answer');
      return {
        status: true as const,
        data: {
          kind: 'signed-in' as const,
          token: result.token,
          idle_minutes: OPERATOR_IDLE_MS / 60_000,
          operator: result.operator,
          rights: [...roleRights[result.operator.role]],
        },
      };
    },
  );
}

async function sessionRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const now = clock(deps);
  const { identityOf, credentialOf, auditBase } = operatorAccess(app, deps);

  app.get(
    '/me',
    {
      config: operatorCall('signed-in', 120),
      schema: {
        tags,
        summary: 'Who this session or key belongs to, and what their role may do',
        response: { 200: operatorMeResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const operator =
        identity.operatorId !== null && identity.username !== null
          ? { id: identity.operatorId, username: identity.username, role: identity.role }
          : null;
      return {
        status: true as const,
        data: { operator, role: identity.role, rights: [...roleRights[identity.role]] },
      };
    },
  );

  app.post(
    '/password',
    {
      // Few a minute: each wrong attempt also counts toward the account's lock.
      config: operatorCall('signed-in', 10),
      schema: {
        tags,
        summary:
          'Change your own password with the current one and an authenticator code; ends your other sessions',
        body: operatorPasswordBody,
        response: { 200: operatorPasswordResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const { operatorId } = identityOf(request);
      if (operatorId === null)
        throw new ApiError(400, 'An operator key has no password; rotate the key instead');
      const result = await db.transaction((tx) =>
        changeOperatorPassword(
          tx,
          { ...request.body, operatorId, sessionToken: credentialOf(request) },
          now(),
        ),
      );
      const ended = result.kind === 'changed' ? result.sessionsEnded : 0;
      // The passwords and the code never reach the audit log.
      await recordAudit(db, {
        action: 'operator.password.change',
        details: {
          outcome: result.kind === 'changed' ? 'ok' : 'refused',
          result: result.kind,
          sessions_ended: ended,
        },
        ...auditBase(request),
      });
      const refusal = passwordChangeRefusal(result);
      if (refusal) throw refusal;
      const others = ended === 1 ? '1 other session' : `${ended} other sessions`;
      return { status: true as const, message: `Password changed; ${others} ended`, sessions_ended: ended };
    },
  );

  app.post(
    '/sign-out',
    {
      config: operatorCall('signed-in', 30),
      schema: {
        tags,
        summary: "End this operator's session",
        response: { 200: operatorSignOutResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      if (identityOf(request).operatorId === null) {
        throw new ApiError(400, 'An operator key has no session to end; revoke the key instead');
      }
      await db.transaction(async (tx) => {
        await endOperatorSession(tx, credentialOf(request), now());
        await recordAudit(tx, { action: 'operator.sign-out', ...auditBase(request) });
      });
      return { status: true as const, message: 'Signed out' };
    },
  );
}
