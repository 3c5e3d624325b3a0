import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  authenticationResponse,
  changeAuthenticationBody,
  changeAuthenticationResponse,
  changePasswordBody,
  changePinBody,
  disable2faBody,
  enable2faBody,
  errorResponse,
  logsQuery,
  logsResponse,
  okResponse,
  recoveryCodesResponse,
  renewRecoveryCodesBody,
  revokeOthersResponse,
  sessionParams,
  sessionsResponse,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import {
  authenticationOf,
  changeAuthentication,
  changePassword,
  changePin,
} from '../services/securityChanges';
import { memberSessions, revokeOtherSessions, revokeSession, securityLogPage } from '../services/securityLog';
import { disableTwoFactor, enableTwoFactor, renewRecoveryCodes } from '../services/twoFactorChanges';
import {
  blankFieldsAreMissing,
  clock,
  limits,
  originOf,
  type RouteApp,
  requireToken,
  typed,
} from './context';

const refusals = { '4xx': errorResponse };
const ok = (message: string) => ({ status: true as const, message, msg: message });

/** A write of the security centre: its own per-session limit, counted before any hashing. */
const write = <T extends object>(summary: string, max: number, schema: T) => ({
  preValidation: blankFieldsAreMissing,
  config: limits.perToken(max, '15 minutes'),
  schema: { tags: ['security'], summary, security: [{ bearer: [] }], ...schema },
});
const read = <T extends object>(summary: string, schema: T) => ({
  schema: { tags: ['security'], summary, security: [{ bearer: [] }], ...schema },
});

/** Profile's security centre (contract/profile.ts): 2FA, password, PIN, auth type, Logs and sessions. */
export default async function securityRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  twoFactorRoutes(app, deps);
  secretRoutes(app, deps);
  sessionRoutes(app, deps);
}

/** Turning 2FA on and off, and new recovery codes. */
function twoFactorRoutes(app: RouteApp, deps: AppDeps) {
  const session = (request: FastifyRequest) => requireToken(deps, request, 'session');

  app.post(
    '/enable-2fa',
    write('Turn on 2FA with a code of the enrolment secret', 20, {
      body: enable2faBody,
      response: { 200: recoveryCodesResponse, ...refusals },
    }),
    async (request) => {
      const { member } = await session(request);
      const codes = await enableTwoFactor(deps, member, request.body.code, originOf(request));
      return { ...ok('2FA turned on. Save your recovery codes now'), recovery_codes: codes };
    },
  );

  app.post(
    '/disable-2fa',
    write('Turn off 2FA with an authenticator code or a recovery code', 20, {
      body: disable2faBody,
      response: { 200: okResponse, ...refusals },
    }),
    async (request) => {
      const { member } = await session(request);
      await disableTwoFactor(deps, member, request.body.code, originOf(request));
      return ok('2FA turned off');
    },
  );

  app.post(
    '/recovery-codes',
    write('Replace every recovery code with ten new ones', 10, {
      body: renewRecoveryCodesBody,
      response: { 200: recoveryCodesResponse, ...refusals },
    }),
    async (request) => {
      const { member } = await session(request);
      const codes = await renewRecoveryCodes(deps, member, request.body, originOf(request));
      return { ...ok('New recovery codes made. Save them now'), recovery_codes: codes };
    },
  );
}

/** Changing the password, the security PIN and the second step of sign-in. */
function secretRoutes(app: RouteApp, deps: AppDeps) {
  const session = (request: FastifyRequest) => requireToken(deps, request, 'session');

  app.post(
    '/change-password',
    write('Change the password and sign out every other session', 10, {
      body: changePasswordBody,
      response: { 200: okResponse, ...refusals },
    }),
    async (request) => {
      const { member, tokenId } = await session(request);
      await changePassword(deps, member, request.body, { tokenId, origin: originOf(request) });
      return ok('Password changed successfully');
    },
  );

  app.post(
    '/change-secondary-password',
    write('Set a new Security Pin with the account password', 10, {
      body: changePinBody,
      response: { 200: okResponse, ...refusals },
    }),
    async (request) => {
      const { member } = await session(request);
      await changePin(deps, member, request.body, originOf(request));
      return ok('Security Pin changed successfully');
    },
  );

  app.get(
    '/authentication',
    read('The auth type and which methods are set up', {
      response: { 200: authenticationResponse, ...refusals },
    }),
    async (request) => authenticationOf((await session(request)).member),
  );

  app.post(
    '/authentication',
    write('Change the auth type, confirmed by the current one', 20, {
      body: changeAuthenticationBody,
      response: { 200: changeAuthenticationResponse, ...refusals },
    }),
    async (request) => {
      const { member } = await session(request);
      const changed = await changeAuthentication(deps, member, request.body, originOf(request));
      return { ...ok(changed.message), auth_type: changed.authType };
    },
  );
}

/** The security log and the signed-in sessions, each of which can be ended. */
function sessionRoutes(app: RouteApp, deps: AppDeps) {
  const { db } = deps;
  const now = clock(deps);
  const session = (request: FastifyRequest) => requireToken(deps, request, 'session');

  app.get(
    '/logs',
    read('Sign-ins and security events, newest first', {
      querystring: logsQuery,
      response: { 200: logsResponse, ...refusals },
    }),
    async (request) => {
      const { member, tokenId } = await session(request);
      return securityLogPage(db, member.id, request.query.page, now(), tokenId);
    },
  );

  app.get(
    '/sessions',
    read('The open sessions of the member', { response: { 200: sessionsResponse, ...refusals } }),
    async (request) => {
      const { member, tokenId } = await session(request);
      return { status: true as const, data: await memberSessions(db, member.id, tokenId, now()) };
    },
  );

  app.post(
    '/sessions/:id/revoke',
    write('Sign out one session of the member', 60, {
      params: sessionParams,
      response: { 200: okResponse, ...refusals },
    }),
    async (request) => {
      const { member } = await session(request);
      await revokeSession(db, member, request.params.id, originOf(request), now());
      return ok('Session signed out');
    },
  );

  app.post(
    '/sessions/revoke-others',
    write('Sign out every other session of the member', 20, {
      response: { 200: revokeOthersResponse, ...refusals },
    }),
    async (request) => {
      const { member, tokenId } = await session(request);
      const revoked = await revokeOtherSessions(db, member, tokenId, originOf(request), now());
      return { ...ok(`${revoked} other ${revoked === 1 ? 'session' : 'sessions'} signed out`), revoked };
    },
  );
}
