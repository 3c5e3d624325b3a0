import type { FastifyInstance } from 'fastify';
import {
  errorResponse,
  forgetPasswordBody,
  forgetPasswordResponse,
  logoutResponse,
  userDetailsResponse,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { enrolmentSecret } from '../services/credentials';
import { unauthenticated } from '../services/errors';
import { resetForgottenPassword } from '../services/passwordReset';
import { avatarPathOf, profileOf } from '../services/profile';
import { revokeToken } from '../services/sessions';
import { findSignedInMember } from '../services/signedInMember';
import { otpauthUri } from '../services/twoFactor';
import {
  bearerToken,
  clock,
  failureStore,
  limits,
  originOf,
  type RouteApp,
  requireToken,
  typed,
} from './context';

const refusals = { '4xx': errorResponse };

export default async function accountRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  signedInRoutes(app, deps);
  forgottenPasswordRoutes(app, deps);
}

/** The signed-in member: who they are, and signing out. */
function signedInRoutes(app: RouteApp, deps: AppDeps) {
  const { db, config } = deps;
  const now = clock(deps);

  app.post(
    '/logout',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Sign out, revoking this session token',
        security: [{ bearer: [] }],
        response: { 200: logoutResponse, ...refusals },
      },
    },
    async (request) => {
      const { tokenId } = await requireToken(deps, request, 'session');
      await db.transaction((tx) => revokeToken(tx, tokenId, now()));
      const message = 'Logout Successfully';
      return { status: true as const, message, msg: message };
    },
  );

  app.get(
    '/user',
    {
      schema: {
        tags: ['member'],
        summary: 'The member, their profile and their 2FA enrolment',
        security: [{ bearer: [] }],
        response: { 200: userDetailsResponse, ...refusals },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      const found = token ? await findSignedInMember(db, token, now(), config.tokenTtlSeconds * 1000) : null;
      if (!found) throw unauthenticated();
      const { member } = found;
      const secret = await enrolmentSecret(db, member);
      return {
        status: true as const,
        data: {
          name: member.name,
          email: member.email,
          username: member.username,
          referral_id: member.referralId,
          auth_type: member.authType,
          status_2fa: member.status2fa === 1 ? (1 as const) : (0 as const),
          image_2fa: secret ? otpauthUri(config.productName, member.username, secret) : null,
          secret_2fa: secret,
          recovery_codes_left: member.status2fa === 1 ? found.recoveryCodesLeft : 0,
          profile: profileOf(member, found.avatarVersion === null ? null : avatarPathOf(found.avatarVersion)),
        },
      };
    },
  );
}

/** A new password for a member who forgot theirs, proved by a mailed code. */
function forgottenPasswordRoutes(app: RouteApp, deps: AppDeps) {
  app.post(
    '/forget-password',
    {
      config: limits.perUser(10, '10 minutes'),
      schema: {
        tags: ['sign-in'],
        summary: 'Set a new password with the mailed reset code',
        body: forgetPasswordBody,
        response: { 200: forgetPasswordResponse, ...refusals },
      },
    },
    async (request) => {
      await resetForgottenPassword(deps, failureStore(deps), request.body, originOf(request));
      const message = 'Password changed successfully, please sign in with your new password';
      return { status: true as const, message, msg: message };
    },
  );
}
