import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  errorResponse,
  pageQuery,
  withdrawBody,
  withdrawInfoResponse,
  withdrawListResponse,
  withdrawResponse,
  withdrawSettingBody,
  withdrawSettingResponse,
  withdrawTypeBody,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { idempotencyKeyFrom } from '../ledger';
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
  requestRoutes(app, deps);
}

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
