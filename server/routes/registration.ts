import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  errorResponse,
  RESEND_COOLDOWN_SECONDS,
  registerBody,
  registerResponse,
  resendOtpBody,
  resendOtpResponse,
  verifyEmailBody,
  verifyEmailResponse,
} from '../../src/api/contract';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { resendCode, SENT_MESSAGE } from '../services/codeOffer';
import { checkCode, codeRefusal, sendCode } from '../services/codes';
import { ApiError, unauthenticated } from '../services/errors';
import { EMAIL_REQUIRED, findMemberByUsername, registerMember } from '../services/members';
import { clock, codeContext, limits, type RouteApp, requireToken, typed } from './context';

const refusals = { '4xx': errorResponse };

const answer = (message: string, retryAfter: number) => ({
  status: true as const,
  message,
  msg: message,
  retry_after: retryAfter,
});

export default async function registrationRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  signUpRoutes(app, deps);
  emailVerificationRoutes(app, deps);
  codeResendRoutes(app, deps);
}

/** Registering a new member under a sponsor. */
function signUpRoutes(app: RouteApp, deps: AppDeps) {
  const { db, config } = deps;
  const now = clock(deps);
  const codeContextNow = codeContext(deps);

  app.post(
    '/register',
    {
      config: limits.perIp(20, '10 minutes'),
      schema: {
        tags: ['registration'],
        summary: 'Register a new member under a sponsor',
        body: registerBody,
        response: { 200: registerResponse, ...refusals },
      },
    },
    async (request) => {
      const body = request.body;
      const member = await registerMember(
        db,
        {
          name: body.name,
          username: body.username,
          email: body.email,
          phone: body.phone,
          countryId: body.country,
          password: body.password,
          pin: body.spassword,
          sponsor: body.sponsor,
          position: body.position,
        },
        { pinPepper: config.pinPepper, now },
        (tx, created) => sendCode(tx, created, 'verify', codeContextNow()),
      );
      const message = 'Registration Successfully, please verify your email';
      return {
        status: true as const,
        message,
        msg: message,
        user_details: { username: member.username, email_required: EMAIL_REQUIRED },
      };
    },
  );
}

/** Proving the e-mail address with the mailed code. */
function emailVerificationRoutes(app: RouteApp, deps: AppDeps) {
  const { db, config } = deps;
  const now = clock(deps);

  app.post(
    '/verify-email',
    {
      config: limits.perUser(10, '10 minutes'),
      schema: {
        tags: ['registration'],
        summary: 'Verify the e-mail address with the mailed code',
        body: verifyEmailBody,
        response: { 200: verifyEmailResponse, ...refusals },
      },
    },
    async (request) => {
      const { username, otp } = request.body;
      const outcome = await db.transaction(async (tx) => {
        const member = await findMemberByUsername(tx, username);
        if (!member) return { result: 'invalid' as const };
        if (member.emailVerifiedAt) return { result: 'verified' as const };
        const result = await checkCode(tx, member.id, 'verify', otp, {
          secret: config.pinPepper,
          now: now(),
        });
        if (result === 'ok') {
          await tx
            .update(users)
            .set({ emailVerifiedAt: now(), updatedAt: now() })
            .where(eq(users.id, member.id));
        }
        return { result, username: member.username };
      });
      if (outcome.result === 'verified') throw new ApiError(422, 'Email is already verified');
      if (outcome.result !== 'ok') throw codeRefusal(outcome.result);
      const message = 'Email Verified Successfully';
      return { status: true as const, message, msg: message, username: outcome.username };
    },
  );
}

/** Mailing a fresh code, within the resend limits. */
function codeResendRoutes(app: RouteApp, deps: AppDeps) {
  const { db } = deps;
  const codeContextNow = codeContext(deps);

  app.post(
    '/resendotp',
    {
      config: limits.perUser(10, '10 minutes'),
      schema: {
        tags: ['sign-in'],
        summary: 'Mail a one-time code',
        description:
          "`from` names what the code is for. 'login' takes the pre-login token; 'transfer', 'withdraw', " +
          "'unstake' and 'security' take the member's session; 'verify' and 'forget' take no token.",
        security: [{}, { preLogin: [] }, { bearer: [] }],
        body: resendOtpBody,
        response: { 200: resendOtpResponse, ...refusals },
      },
    },
    async (request) => {
      const { username, from } = request.body;
      if (from === 'login') {
        const { member } = await requireToken(deps, request, 'pre_login');
        if (member.username.toLowerCase() !== username.toLowerCase()) throw unauthenticated();
        if (member.authType !== 'otp')
          throw new ApiError(422, 'This account does not sign in with e-mail codes');
        const outcome = await db.transaction((tx) =>
          resendCode(tx, member, 'login', codeContextNow(), { reuseUntouched: true }),
        );
        return answer(outcome.message, outcome.retryAfter);
      }
      if (from === 'transfer' || from === 'withdraw' || from === 'unstake' || from === 'security') {
        const { member } = await requireToken(deps, request, 'session');
        if (member.username.toLowerCase() !== username.toLowerCase()) throw unauthenticated();
        const outcome = await db.transaction((tx) =>
          resendCode(tx, member, from, codeContextNow(), { reuseUntouched: true }),
        );
        return answer(outcome.message, outcome.retryAfter);
      }
      // Password reset answers the same for unknown usernames, so the form cannot be used to probe accounts.
      const generic = 'If this account exists, a code has been sent to its e-mail address';
      const outcome = await db.transaction(async (tx) => {
        const member = await findMemberByUsername(tx, username);
        if (!member) return { message: SENT_MESSAGE, retryAfter: RESEND_COOLDOWN_SECONDS };
        if (from === 'verify' && member.emailVerifiedAt) throw new ApiError(422, 'Email is already verified');
        return resendCode(tx, member, from, codeContextNow(), { reuseUntouched: from === 'verify' });
      });
      return answer(from === 'forget' ? generic : outcome.message, outcome.retryAfter);
    },
  );
}
