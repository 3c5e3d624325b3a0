import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  claimProfitQuery,
  claimProfitResponse,
  claimStatusParams,
  claimStatusResponse,
  errorResponse,
  reserveDashboardResponse,
  reservePackagesResponse,
  reserveTickerResponse,
  reserveTradeBody,
  reserveTradeResponse,
  reserveTypes,
} from '../../src/api/contract';
import { isOneOf } from '../../src/api/contract/literalRules';
import type { AppDeps } from '../deps';
import { claimRecorded } from '../jobs/reserveClaims';
import { ApiError } from '../services/errors';
import { listReservePlans } from '../services/reserve';
import { reserveItemSvg } from '../services/reserveArt';
import { claimProfit, claimStatus } from '../services/reserveClaim';
import { reserveDashboard, reserveTicker } from '../services/reserveDashboard';
import { tradeItem } from '../services/reserveTrade';
import { blankFieldsAreMissing, clock, limits, type RouteApp, requireToken, typed } from './context';

const refusals = { '4xx': errorResponse };
const noQuery = z.strictObject({});
const ITEM_FILE = /^([1-9][0-9]{0,2})\.svg$/;

/** Reserve: plans, the dashboard, trading an item, claiming, the ticker and item artwork (spec document 1). */
export default async function reserveRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  planRoutes(app, deps);
  tradeRoutes(app, deps);
  artRoutes(app, deps);
}

/** What a member reads before trading: the plans, their reserve balance and the recent trades. */
function planRoutes(app: RouteApp, deps: AppDeps) {
  const { db } = deps;
  const now = clock(deps);
  const reads = limits.perToken(120, '1 minute');

  app.get(
    '/reserve-packages',
    {
      config: reads,
      schema: {
        tags: ['reserve'],
        summary: 'List the reserve plans',
        security: [{ bearer: [] }],
        querystring: noQuery,
        response: { 200: reservePackagesResponse, ...refusals },
      },
    },
    async (request) => {
      await requireToken(deps, request, 'session');
      return { status: true as const, data: await listReservePlans(db, now()) };
    },
  );

  app.get(
    '/reserve-dashboard',
    {
      config: reads,
      schema: {
        tags: ['reserve'],
        summary: "The member's reserve balance and today's reserve",
        security: [{ bearer: [] }],
        querystring: noQuery,
        response: { 200: reserveDashboardResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      return { status: true as const, data: await reserveDashboard(db, member, now()) };
    },
  );

  app.get(
    '/reserve/ticker',
    {
      config: reads,
      schema: {
        tags: ['reserve'],
        summary: 'Recent reserve trades across the platform',
        security: [{ bearer: [] }],
        querystring: noQuery,
        response: { 200: reserveTickerResponse, ...refusals },
      },
    },
    async (request) => {
      await requireToken(deps, request, 'session');
      return { status: true as const, data: await reserveTicker(db, now()) };
    },
  );
}

/** Trading today's reserve, claiming the profit, and whether a claim has been paid. */
function tradeRoutes(app: RouteApp, deps: AppDeps) {
  const { db } = deps;
  const now = clock(deps);
  const reads = limits.perToken(120, '1 minute');

  app.post(
    '/reserve/trade',
    {
      preValidation: blankFieldsAreMissing,
      config: limits.perToken(60, '1 minute'),
      schema: {
        tags: ['reserve'],
        summary: "Trade today's reserve",
        security: [{ bearer: [] }],
        body: reserveTradeBody,
        response: { 200: reserveTradeResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const data = await tradeItem(db, member, request.body.id, now());
      const msg = 'Trade complete';
      return { status: true as const, msg, message: msg, data };
    },
  );

  app.get(
    '/claim-profit',
    {
      config: limits.perToken(30, '1 minute'),
      schema: {
        tags: ['reserve'],
        summary: "Claim a reserve's profit",
        security: [{ bearer: [] }],
        querystring: claimProfitQuery,
        response: { 200: claimProfitResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const incomeId = await claimProfit(db, member, request.query, now());
      claimRecorded();
      const msg = 'Your claim is recorded and being paid';
      return { status: true as const, msg, message: msg, income_id: incomeId };
    },
  );

  app.get(
    '/check-claim-status/:income_id',
    {
      config: reads,
      schema: {
        tags: ['reserve'],
        summary: 'Whether a reserve claim has been paid',
        security: [{ bearer: [] }],
        params: claimStatusParams,
        querystring: noQuery,
        response: { 200: claimStatusResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      return { status: true as const, data: await claimStatus(db, member, request.params.income_id) };
    },
  );
}

/** The reserve items' artwork. */
function artRoutes(app: RouteApp, _deps: AppDeps) {
  // Drawn on request from the type and image id; public and unchanging, so browsers may keep it for a day.
  app.get(
    '/assets/reserve/:type/:file',
    {
      schema: {
        tags: ['reserve'],
        summary: "A reserve item's artwork",
        params: z.object({ type: z.string().max(10), file: z.string().max(20) }),
      },
    },
    async (request, reply) => {
      const { type, file } = request.params;
      const match = ITEM_FILE.exec(file);
      const svg = match && isOneOf(reserveTypes, type) ? reserveItemSvg(type, Number(match[1])) : null;
      if (!svg) throw new ApiError(404, 'No such image');
      return reply
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml')
        .send(svg);
    },
  );
}
