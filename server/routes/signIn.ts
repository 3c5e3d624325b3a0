import type { FastifyInstance } from 'fastify';
import {
  type AuthType,
  errorResponse,
  loginAsUserBody,
  loginBody,
  preLoginBody,
  preLoginResponse,
  sessionResponse,
} from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import type { AppDeps } from '../deps';
import { offerCode } from '../services/codeOffer';
import { CooldownError, sendCode } from '../services/codes';
import { ApiError, unauthenticated } from '../services/errors';
import { checkPassword } from '../services/passwordCheck';
import { type FactorMethod, offeredFactor, verifySecondFactor } from '../services/secondFactor';
import type { RequestOrigin } from '../services/securityEvents';
import { noteSignIn } from '../services/securityNotices';
import {
  consumeLoginLink,
  issueToken,
  type Member,
  PRE_LOGIN_TTL_MS,
  revokeToken,
} from '../services/sessions';
import {
  clock,
  codeContext,
  failureStore,
  limits,
  originOf,
  type RouteApp,
  requireToken,
  typed,
} from './context';

const refusals = { '4xx': errorResponse };

/** How a sign-in was confirmed, as Logs shows it. */
const signInMethods: Record<FactorMethod, string> = {
  mpin: 'Security Pin',
  otp: 'e-mailed code',
  authenticator: 'authenticator code',
  recovery: 'recovery code',
};

const secondStepPrompt: Record<Exclude<AuthType, 'otp'>, string> = {
  mpin: 'Please enter your Security Pin',
  authenticator: 'Please enter the code from your authenticator app',
};

/** Issues the session token of a member who has passed every step, and answers as the spec's login does. */
async function startSession(
  deps: AppDeps,
  tx: DbOrTx,
  member: Member,
  origin: RequestOrigin,
  method: string,
) {
  const at = clock(deps)();
  const ttlMs = deps.config.tokenTtlSeconds * 1000;
  const token = await issueToken(tx, member.id, 'session', at, ttlMs, origin);
  await noteSignIn(tx, deps, member, { origin, at, method });
  const message = 'Login Successfully';
  return {
    status: true as const,
    message,
    msg: message,
    token,
    auth_type: member.authType,
    username: member.username,
    referral_id: member.referralId,
    email: member.email,
    user_details: { username: member.username, email: member.email },
  };
}

export default async function signInRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  passwordStepRoutes(app, deps);
  sessionStartRoutes(app, deps);
}

/** The first step: the password, answered with what the second step needs. */
function passwordStepRoutes(app: RouteApp, deps: AppDeps) {
  const { db } = deps;
  const now = clock(deps);
  const codeContextNow = codeContext(deps);
  const failures = failureStore(deps);

  app.post(
    '/pre-login',
    {
      config: limits.perUser(10, '5 minutes'),
      schema: {
        tags: ['sign-in'],
        summary: 'Check username and password, the first sign-in step',
        body: preLoginBody,
        response: { 200: preLoginResponse, ...refusals },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const member = await checkPassword(deps, failures, { username, password, origin: originOf(request) });

      if (!member.emailVerifiedAt) {
        let otpSend: 0 | 1 = 1;
        try {
          await db.transaction((tx) => sendCode(tx, member, 'verify', codeContextNow()));
        } catch (error) {
          if (!(error instanceof CooldownError)) throw error;
          otpSend = 0;
        }
        const message = 'Please verify your email address first';
        return {
          status: false as const,
          message,
          msg: message,
          otp_send: otpSend,
          email_verified: 0 as const,
          username: member.username,
          user_details: { username: member.username, email_required: member.email },
        };
      }

      const { authType } = member;
      const { token, code } = await db.transaction(async (tx) => ({
        token: await issueToken(tx, member.id, 'pre_login', now(), PRE_LOGIN_TTL_MS, originOf(request)),
        code: authType === 'otp' ? await offerCode(tx, member, 'login', codeContextNow()) : null,
      }));
      const message = authType === 'otp' ? code!.message : secondStepPrompt[authType];
      return {
        status: true as const,
        message,
        msg: message,
        token,
        auth_type: authType,
        username: member.username,
        ...(code ? { retry_after: code.retryAfter } : {}),
      };
    },
  );
}

/** The second step, and the operator's sign-in link, each ending in a session. */
function sessionStartRoutes(app: RouteApp, deps: AppDeps) {
  const { db } = deps;
  const now = clock(deps);

  app.post(
    '/login',
    {
      config: limits.perToken(10, '5 minutes'),
      schema: {
        tags: ['sign-in'],
        summary: 'Complete sign-in with the second factor',
        description:
          'Bearer: the pre-login token from POST pre-login. The factor travels under the auth type.',
        security: [{ preLogin: [] }],
        body: loginBody,
        response: { 200: sessionResponse, ...refusals },
      },
    },
    async (request) => {
      const { tokenId, member } = await requireToken(deps, request, 'pre_login');
      const origin = originOf(request);
      const offered = offeredFactor(member, request.body, 'login');
      return verifySecondFactor(
        deps,
        member,
        offered,
        { purpose: 'login', action: 'sign-in', origin },
        async (tx, current) => {
          if (!(await revokeToken(tx, tokenId, now()))) throw unauthenticated();
          return startSession(deps, tx, current, origin, signInMethods[offered.method]);
        },
      );
    },
  );

  app.post(
    '/login-as-user',
    {
      config: limits.perIp(10, '5 minutes'),
      schema: {
        tags: ['sign-in'],
        summary: "Sign in through an operator's single-use link",
        body: loginAsUserBody,
        response: { 200: sessionResponse, ...refusals },
      },
    },
    async (request) => {
      const { username, temp_token } = request.body;
      return db.transaction(async (tx) => {
        const member = await consumeLoginLink(tx, username, temp_token, now());
        if (!member) throw new ApiError(422, 'This sign-in link is invalid or has expired');
        return startSession(deps, tx, member, originOf(request), 'operator sign-in link');
      });
    },
  );
}
