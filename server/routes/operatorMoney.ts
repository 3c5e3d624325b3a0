import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adjustmentBody,
  approvalPendingResponse,
  errorResponse,
  type OperatorWithdrawal,
  operatorDepositBody,
  operatorDepositParams,
  operatorDepositResponse,
  operatorWithdrawalPaidBody,
  operatorWithdrawalPaidResponse,
  operatorWithdrawalParams,
  operatorWithdrawalRejectBody,
  operatorWithdrawalResponse,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { idempotencyKeyFrom } from '../ledger';
import { approvalThreshold } from '../services/approvals';
import {
  type Asker,
  approveWithdrawalOrRequest,
  creditHeldOrRequest,
  depositOrRequest,
  type Moved,
  requestAdjustment,
} from '../services/approvedMoves';
import { depositOwner } from '../services/heldDeposits';
import { markPaidChecked, paidMessage, readPayoutAhead } from '../services/payoutsOnChain';
import { rejectWithdrawal, withdrawalOwner } from '../services/withdrawalReview';
import { clock } from './context';
import { type OperatorAccess, operatorAccess, operatorCall } from './operatorAccess';

const tags = ['operator'];
const refusals = { '4xx': errorResponse };
const waitingMessage = "Waiting for a second operator's approval";
/** A settled withdrawal was Processing (paid) or Pending/Processing (rejected); the row says what it became. */
const settledState = (data: OperatorWithdrawal) => ({
  after: { status: data.status, t_hash: data.t_hash, remarks: data.remarks },
});

const typed = (fastify: FastifyInstance) => fastify.withTypeProvider<ZodTypeProvider>();
interface Scope {
  app: ReturnType<typeof typed>;
  access: OperatorAccess;
  deps: AppDeps;
  now: () => Date;
  /** Who asks for a money move, the threshold above which it waits, and how the member is told. */
  askerOf: (request: FastifyRequest) => Asker;
}

/** 200 with the move, or 202 with the request that now waits for a second operator. */
function answer<T>(reply: FastifyReply, moved: Moved<T>) {
  if (moved.kind === 'waiting') {
    return reply.code(202).send({ status: true, message: waitingMessage, approval: moved.approval });
  }
  return reply.send({ status: true, data: moved.data });
}

/**
 * The operator's money calls, under /api/operator: deposits, decisions on withdrawals and manual adjustments
 * (their lists are in operatorMoneyLists.ts). Each is audited with who asked and, where a move was made, the
 * state before and after.
 */
export default async function operatorMoneyRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  const access = operatorAccess(app, deps);
  const now = clock(deps);
  const askerOf = (request: FastifyRequest): Asker => ({
    by: access.auditBase(request).actor,
    threshold: approvalThreshold(deps.config),
    now: now(),
    notices: deps,
  });
  const scope: Scope = { app, access, deps, now, askerOf };
  depositRoutes(scope);
  withdrawalDecisionRoutes(scope);
}

function depositRoutes({ app, access, deps, now, askerOf }: Scope) {
  app.post(
    '/deposit',
    {
      config: operatorCall('money.write'),
      schema: {
        tags,
        summary: "Record a member's deposit; above the approval threshold it waits for a second operator",
        body: operatorDepositBody,
        response: { 200: operatorDepositResponse, 202: approvalPendingResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const asker = askerOf(request);
      const moved = await access.audited(
        request,
        {
          action: 'deposit.record',
          subjectUsername: body.username,
          details: { payment_method_id: body.payment_method_id, amount: body.amount, txhash: body.txhash },
        },
        (tx) => depositOrRequest(tx, body, asker),
      );
      return answer(reply, moved);
    },
  );

  app.post(
    '/deposits/:id/credit',
    {
      config: operatorCall('money.write'),
      schema: {
        tags,
        params: operatorDepositParams,
        summary:
          "Credit a deposit held below its method's minimum; above the approval threshold it waits for a second operator",
        response: { 200: operatorDepositResponse, 202: approvalPendingResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const asker = askerOf(request);
      const moved = await access.audited(
        request,
        {
          action: 'deposit.credit_held',
          subjectUsername: await depositOwner(deps.db, id),
          details: { deposit_id: id },
        },
        (tx) => creditHeldOrRequest(tx, id, asker),
        (moved) =>
          moved.kind === 'done' ? { before: { status: 'held' }, after: { status: 'credited' } } : {},
      );
      return answer(reply, moved);
    },
  );

  app.post(
    '/adjustments',
    {
      config: operatorCall('money.write', 30),
      schema: {
        tags,
        summary: "Ask to credit or debit a member's wallet by hand; always waits for a second operator",
        body: adjustmentBody,
        response: { 202: approvalPendingResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyFrom(request.headers);
      const body = request.body;
      const approval = await access.audited(
        request,
        { action: 'adjustment.request', subjectUsername: body.username, details: { ...body } },
        (tx) => requestAdjustment(tx, body, key, { by: access.auditBase(request).actor, now: now() }),
      );
      return reply.code(202).send({ status: true, message: waitingMessage, approval });
    },
  );
}

const withdrawalSchema = { tags, params: operatorWithdrawalParams };
const settled = { 200: operatorWithdrawalResponse, ...refusals };

/** Approving a pending withdrawal, marking an approved one paid, or rejecting one (its hold goes back). */
function withdrawalDecisionRoutes({ app, access, deps, now, askerOf }: Scope) {
  app.post(
    '/withdrawals/:id/approve',
    {
      config: operatorCall('money.write'),
      schema: {
        ...withdrawalSchema,
        summary: 'Approve a withdrawal request; above the approval threshold it waits for a second operator',
        response: { ...settled, 202: approvalPendingResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const asker = askerOf(request);
      const moved = await access.audited(
        request,
        {
          action: 'withdrawal.approve',
          subjectUsername: await withdrawalOwner(deps.db, id),
          details: { id },
        },
        (tx) => approveWithdrawalOrRequest(tx, id, asker),
      );
      return answer(reply, moved);
    },
  );

  app.post(
    '/withdrawals/:id/paid',
    {
      config: operatorCall('money.write'),
      schema: {
        ...withdrawalSchema,
        summary:
          "Record a withdrawal as paid; on a watched chain the transaction must pay the member's address, and " +
          'the withdrawal completes once it is final',
        body: operatorWithdrawalPaidBody,
        response: { 200: operatorWithdrawalPaidResponse, ...refusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { tx: hash } = request.body;
      const ahead = await readPayoutAhead(deps.db, id, hash, deps.chains);
      const outcome = await access.audited(
        request,
        {
          action: 'withdrawal.paid',
          subjectUsername: await withdrawalOwner(deps.db, id),
          details: { id, tx: hash },
        },
        (tx) => markPaidChecked(tx, id, hash, now(), deps, ahead),
        ({ data }) => settledState(data),
      );
      const { data, confirming } = outcome;
      return {
        status: true as const,
        message: paidMessage(outcome),
        data,
        ...(confirming ? { confirmations: confirming } : {}),
      };
    },
  );

  app.post(
    '/withdrawals/:id/reject',
    {
      config: operatorCall('money.write'),
      schema: {
        ...withdrawalSchema,
        summary: 'Reject a withdrawal request, returning the money',
        body: operatorWithdrawalRejectBody,
        response: settled,
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      const data = await access.audited(
        request,
        {
          action: 'withdrawal.reject',
          subjectUsername: await withdrawalOwner(deps.db, id),
          details: { id, reason },
        },
        (tx) => rejectWithdrawal(tx, id, reason, now(), deps),
        settledState,
      );
      return { status: true as const, data };
    },
  );
}
