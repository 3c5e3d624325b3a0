import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  errorResponse,
  pageQuery,
  withdrawAddressChangeBody,
  withdrawAddressChangeCancelBody,
  withdrawAddressChangeCancelResponse,
  withdrawAddressChangeResponse,
  withdrawBody,
  withdrawCancelBody,
  withdrawCancelResponse,
  withdrawInfoResponse,
  withdrawListResponse,
  withdrawResponse,
  withdrawSettingBody,
  withdrawSettingResponse,
  withdrawTypeBody,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { idempotencyKeyFrom } from '../ledger';
import {
  cancelAddressChange,
  requestAddressChange,
  revokeAddressChange,
} from '../services/withdrawAddressChange';
import { cancelWithdrawal } from '../services/withdrawalCancel';
import { requestWithdrawal, withdrawalHistory, withdrawInfo } from '../services/withdrawals';
import { changeWithdrawType, saveWithdrawSetting } from '../services/withdrawSettings';
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

/** Withdraw setting, withdrawals and their history (spec document 2 §3, §7). */
export default async function withdrawRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  settingRoutes(app, deps);
  addressChangeRoutes(app, deps);
  requestRoutes(app, deps);
}

/** A new payout address after a cooling-off, and the mailed link that cancels it. */
function addressChangeRoutes(app: RouteApp, deps: AppDeps) {
  app.post(
    '/withdraw-setting/change',
    {
      preValidation: blankFieldsAreMissing,
      config: limits.perToken(30, '1 minute'),
      schema: {
        tags: ['withdraw'],
        summary: 'Save a new payout address, in effect after a 24-hour cooling-off',
        security: [{ bearer: [] }],
        body: withdrawAddressChangeBody,
        response: { 200: withdrawAddressChangeResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const data = await requestAddressChange(deps, member, request.body, originOf(request));
      const msg =
        'Your new withdrawal address takes effect after 24 hours; we mailed you a link to cancel it';
      return { status: true as const, msg, message: msg, data };
    },
  );

  app.post(
    '/withdraw-setting/change/cancel',
    {
      preValidation: blankFieldsAreMissing,
      config: limits.perIp(20, '1 minute'),
      schema: {
        tags: ['withdraw'],
        summary: "Cancel a new payout address before it takes effect, with the mailed link's token",
        body: withdrawAddressChangeCancelBody,
        response: { 200: withdrawAddressChangeCancelResponse, ...refusals },
      },
    },
    async (request) => {
      await cancelAddressChange(deps, request.body.token, originOf(request));
      return { status: true as const, msg: CHANGE_CANCELLED, message: CHANGE_CANCELLED };
    },
  );

  app.post(
    '/withdraw-setting/change/revoke',
    {
      config: limits.perToken(30, '1 minute'),
      schema: {
        tags: ['withdraw'],
        summary: 'Cancel, signed in, the new payout address still waiting out its cooling-off',
        security: [{ bearer: [] }],
        response: { 200: withdrawAddressChangeCancelResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      await revokeAddressChange(deps, member.id, originOf(request));
      return { status: true as const, msg: CHANGE_CANCELLED, message: CHANGE_CANCELLED };
    },
  );
}

const CHANGE_CANCELLED =
  'The new withdrawal address is cancelled; withdrawals keep going to your saved address';

/** Where withdrawals are paid: the crypto address or bank account, and which of them is used. */
function settingRoutes(app: RouteApp, deps: AppDeps) {
  const now = clock(deps);

  app.post(
    '/withdraw-setting',
    {
      preValidation: blankFieldsAreMissing,
      config: limits.perToken(30, '1 minute'),
      schema: {
        tags: ['withdraw'],
        summary: 'Save where withdrawals are paid',
        security: [{ bearer: [] }],
        body: withdrawSettingBody,
        response: { 200: withdrawSettingResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const data = await saveWithdrawSetting(deps, member, request.body, originOf(request));
      const msg = 'Withdraw setting saved';
      return { status: true as const, msg, message: msg, data };
    },
  );

  app.post(
    '/withdraw-type',
    {
      preValidation: blankFieldsAreMissing,
      config: limits.perToken(30, '1 minute'),
      schema: {
        tags: ['withdraw'],
        summary: 'Choose the withdrawal method',
        security: [{ bearer: [] }],
        body: withdrawTypeBody,
        response: { 200: withdrawSettingResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const data = await changeWithdrawType(deps, member, request.body.account_type, {
        origin: originOf(request),
        at: now(),
      });
      const msg = 'Withdraw type changed';
      return { status: true as const, msg, message: msg, data };
    },
  );
}

/** The withdraw form, the request itself and the member's history of requests. */
function requestRoutes(app: RouteApp, deps: AppDeps) {
  const { db } = deps;
  const now = clock(deps);

  app.get(
    '/withdraw',
    {
      schema: {
        tags: ['withdraw'],
        summary: 'Balances, fee, limits and setting for the withdraw form',
        security: [{ bearer: [] }],
        response: { 200: withdrawInfoResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      return withdrawInfo(db, member, now());
    },
  );

  app.post(
    '/withdraw',
    {
      preValidation: blankFieldsAreMissing,
      config: limits.perToken(60, '1 minute'),
      schema: {
        tags: ['withdraw'],
        summary: 'Request a withdrawal',
        security: [{ bearer: [] }],
        body: withdrawBody,
        response: { 200: withdrawResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const { member } = await requireToken(deps, request, 'session');
      const key = idempotencyKeyFrom(request.headers);
      const result = await requestWithdrawal(deps, member, key, request.body, originOf(request));
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.statusCode).send(result.body);
    },
  );

  app.post(
    '/withdraw/cancel',
    {
      preValidation: blankFieldsAreMissing,
      config: limits.perToken(60, '1 minute'),
      schema: {
        tags: ['withdraw'],
        summary: 'Cancel one of your own Pending withdrawals; the amount goes back at once',
        security: [{ bearer: [] }],
        body: withdrawCancelBody,
        response: { 200: withdrawCancelResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const { member } = await requireToken(deps, request, 'session');
      const key = idempotencyKeyFrom(request.headers);
      const result = await cancelWithdrawal(deps, member, key, request.body.code);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.statusCode).send(result.body);
    },
  );

  app.get(
    '/user/manual/withdraw/list',
    {
      schema: {
        tags: ['withdraw'],
        summary: "The member's withdrawals, paged",
        security: [{ bearer: [] }],
        querystring: z.object({ page: pageQuery }),
        response: { 200: withdrawListResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      return { status: true as const, data: await withdrawalHistory(db, member, request.query.page) };
    },
  );
}
