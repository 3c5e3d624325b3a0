import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AuthType,
  errorResponse,
  loginAsUserBody,
  loginBody,
  preLoginBody,
  preLoginResponse,
  sessionResponse,
} from '../../src/api/contract';
import type { AppDeps } from '../app';
import type { DbOrTx } from '../db/client';
import { offerCode } from '../services/codeOffer';
import { CooldownError, checkCode, codeRefusal, sendCode } from '../services/codes';
import { ApiError, fieldError, unauthenticated } from '../services/errors';
import { findMemberByUsername } from '../services/members';
import { acceptTotp, claimPinAttempt, clearPinFailures, refuseWrongPin } from '../services/secondFactor';
import { verifyDecoyPassword, verifyPassword, verifyPin } from '../services/secrets';
import {
  consumeLoginLink,
  issueToken,
  type Member,
  PRE_LOGIN_TTL_MS,
  revokeToken,
} from '../services/sessions';
import { claimPasswordAttempt } from '../services/signInLimits';
import { clock, codeContext, failureStore, limits, requireToken } from './context';

const refusals = { '4xx': errorResponse };

const secondStepPrompt: Record<Exclude<AuthType, 'otp'>, string> = {
  mpin: 'Please enter your Security Pin',
  authenticator: 'Please enter the code from your authenticator app',
};

export default async function signInRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  const now = clock(deps);
  const codeContextNow = codeContext(deps);
  const failures = failureStore(deps);

  async function startSession(tx: DbOrTx, member: Member) {
    const token = await issueToken(tx, member.id, 'session', now(), config.tokenTtlSeconds * 1000);
    const message = 'Login Successfully';
    return {
      status: true as const,
      message,
      msg: message,
      token,
      auth_type: member.authType as AuthType,
      username: member.username,
      referral_id: member.referralId,
      email: member.email,
      user_details: { username: member.username, email: member.email },
    };
  }

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
      const attempt = await claimPasswordAttempt(failures, request.ip, username, now());
      const member = await findMemberByUsername(db, username);
      const valid = member
        ? await verifyPassword(member.passwordHash, password)
        : await verifyDecoyPassword(password);
      if (!member || !valid) throw new ApiError(422, 'Invalid username or password');
      await attempt.succeeded();

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

      const authType = member.authType as AuthType;
      const { token, code } = await db.transaction(async (tx) => ({
        token: await issueToken(tx, member.id, 'pre_login', now(), PRE_LOGIN_TTL_MS),
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
      const body = request.body;
      const at = now();
      const finish = async (tx: DbOrTx) => {
        if (!(await revokeToken(tx, tokenId, at))) throw unauthenticated();
        return startSession(tx, member);
      };

      if (member.authType === 'mpin') {
        if (!body.mpin) throw fieldError('mpin', 'Security Pin is Required');
        const attempt = await claimPinAttempt(db, member.id, at);
        if (attempt instanceof ApiError) throw attempt;
        if (!(await verifyPin(member.pinHash, body.mpin, config.pinPepper))) {
          throw await refuseWrongPin(db, member.id, attempt, at);
        }
        return db.transaction(async (tx) => {
          await clearPinFailures(tx, member.id);
          return finish(tx);
        });
      }

      if (member.authType === 'otp') {
        const otp = body.otp;
        if (!otp) throw fieldError('otp', 'OTP is Required');
        const outcome = await db.transaction(async (tx) => {
          const result = await checkCode(tx, member.id, 'login', otp, { secret: config.pinPepper, now: at });
          return result === 'ok'
            ? { ok: true as const, session: await finish(tx) }
            : { ok: false as const, result };
        });
        if (!outcome.ok) throw codeRefusal(outcome.result);
        return outcome.session;
      }

      const code = body.authenticator;
      if (!code) throw fieldError('authenticator', 'Authenticator code is Required');
      const session = await db.transaction(async (tx) =>
        (await acceptTotp(tx, member, code, at)) ? finish(tx) : null,
      );
      if (!session) throw fieldError('authenticator', 'Invalid Authenticator code');
      return session;
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
        return startSession(tx, member);
      });
    },
  );
}
