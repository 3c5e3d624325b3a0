import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { approvalDeclineBody, approvalParams, approvalResponse, errorResponse } from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { decideApproval } from '../services/approvals';
import { approvalMember } from '../services/approvalViews';
import { approvalEffects } from '../services/approvedChanges';
import { bodyText, clock } from './context';
import { operatorAccess, operatorCall } from './operatorAccess';

/**
 * The second person's decision on anything the two-person rule holds back, under /api/operator: a money move,
 * a change to an operator, or a change that could open a member's account. The route lets in whoever may
 * decide money moves; the decision itself checks the right the request's kind needs and who may not approve
 * it (whoever asked, a new operator, one added or approved by whoever asked).
 */
export default async function operatorApprovalRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = operatorAccess(app, deps);
  const now = clock(deps);

  for (const decision of ['approve', 'decline'] as const) {
    app.post(
      `/approvals/:id/${decision}`,
      {
        config: operatorCall('money.write'),
        schema: {
          tags: ['operator'],
          summary:
            decision === 'approve'
              ? 'Approve a waiting request as the second person; the change is made at once'
              : 'Decline a waiting request (or withdraw your own); nothing changes',
          params: approvalParams,
          ...(decision === 'decline' ? { body: approvalDeclineBody } : {}),
          response: { 200: approvalResponse, '4xx': errorResponse },
        },
      },
      async (request) => {
        const { id } = request.params;
        const reason = bodyText(request, 'reason');
        const at = now();
        const by = { ...access.auditBase(request).actor, role: access.identityOf(request).role };
        const { after } = await access.audited(
          request,
          {
            action: `approval.${decision}`,
            subjectUsername: await approvalMember(deps.db, id),
            details: { id, ...(reason ? { reason } : {}) },
          },
          (tx) => decideApproval(tx, { id, by, decision, reason, now: at }, approvalEffects(tx, at, deps)),
          (change) => ({ before: { ...change.before }, after: { ...change.after } }),
        );
        return { status: true as const, data: after };
      },
    );
  }
}
