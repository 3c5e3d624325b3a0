import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponse,
  memberFreezeBody,
  memberFreezeResponse,
  memberGuardRequestBody,
  memberGuardRequestResponse,
  memberUsernameParams,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { freezeWithdrawals, requestMemberChange } from '../services/memberGuards';
import { clock } from './context';
import { operatorAccess, operatorCall } from './operatorAccess';

const waiting = "Waiting for a second operator's approval";

/**
 * Operators' guards on a member's account, under /api/operator/members/{username}: freezing withdrawals at
 * once; lifting a freeze and resetting a PIN or second factor only as requests a second person approves.
 */
export default async function operatorMemberGuardRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { audited, auditBase } = operatorAccess(app, deps);
  const now = clock(deps);

  app.post(
    '/members/:username/freeze',
    {
      config: operatorCall('money.write', 20),
      schema: {
        tags: ['operator'],
        summary: "Freeze a member's withdrawals at once, with a reason; lifting it needs a second operator",
        params: memberUsernameParams,
        body: memberFreezeBody,
        response: { 200: memberFreezeResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const { username } = request.params;
      const data = await audited(
        request,
        { action: 'member.freeze', subjectUsername: username, details: { reason: request.body.reason } },
        (tx) =>
          freezeWithdrawals(tx, deps, {
            username,
            body: request.body,
            by: auditBase(request).actor,
            now: now(),
          }),
        (frozen) => ({ before: { frozen: false }, after: { ...frozen } }),
      );
      return { status: true as const, data };
    },
  );

  const requests = [
    [
      'unfreeze',
      'member_unfreeze',
      'money.write',
      "Ask a second operator to lift a member's withdrawal freeze",
    ],
    [
      'reset-pin',
      'member_pin_reset',
      'members.act',
      "Ask a second operator to reset a member's Security Pin",
    ],
    ['reset-2fa', 'member_2fa_reset', 'members.act', "Ask a second operator to turn off a member's 2FA"],
  ] as const;
  for (const [path, kind, right, summary] of requests) {
    app.post(
      `/members/:username/${path}`,
      {
        config: operatorCall(right, 20),
        schema: {
          tags: ['operator'],
          summary,
          params: memberUsernameParams,
          body: memberGuardRequestBody,
          response: { 202: memberGuardRequestResponse, '4xx': errorResponse },
        },
      },
      async (request, reply) => {
        const { username } = request.params;
        const { reason } = request.body;
        const approval = await audited(
          request,
          { action: `member.${path}.request`, subjectUsername: username, details: { reason } },
          (tx) =>
            requestMemberChange(tx, { username, kind, reason, by: auditBase(request).actor, now: now() }),
        );
        return reply.code(202).send({ status: true, message: waiting, approval });
      },
    );
  }
}
