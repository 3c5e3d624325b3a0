import type { FastifyInstance } from 'fastify';
import {
  dashboardResponse,
  directTeamQuery,
  directTeamResponse,
  errorResponse,
  incomePlanResponse,
  levelDownlineParams,
  levelDownlineQuery,
  levelDownlineResponse,
  payoutDetailResponse,
  payoutParams,
  payoutsFilter,
  payoutsResponse,
  teamDetailsResponse,
} from '../../src/api/contract';
import { planInForce } from '../db/incomePlan';
import type { AppDeps } from '../deps';
import { sessionDashboard } from '../services/dashboard';
import { unauthenticated } from '../services/errors';
import { payoutDetail, payoutPage, payoutsCsv } from '../services/payouts';
import { incomePlanView } from '../services/planViews';
import { directTeam, levelDetails, levelDownline } from '../services/team';
import { bearerToken, clock, limits, type RouteApp, requireToken, typed } from './context';

const refusals = { '4xx': errorResponse };

/** The team, its income and the account dashboard (spec document 2); a member sees only their own. */
export default async function teamRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  overviewRoutes(app, deps);
  payoutRoutes(app, deps);
  memberTreeRoutes(app, deps);
}

/** The level income plan and the member's dashboard figures. */
function overviewRoutes(app: RouteApp, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/income-plan',
    {
      schema: {
        tags: ['team'],
        summary: 'The level income plan',
        security: [{ bearer: [] }],
        response: { 200: incomePlanResponse, ...refusals },
      },
    },
    async (request) => {
      await requireToken(deps, request, 'session');
      return { status: true as const, data: incomePlanView(await planInForce(db, clock(deps)())) };
    },
  );

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['team'],
        summary: "The member's dashboard figures",
        security: [{ bearer: [] }],
        response: { 200: dashboardResponse, ...refusals },
      },
    },
    async (request, reply) => {
      // The token is looked up in the dashboard's own statement, which also writes the body (in the
      // schema's shape, which the tests hold it to): one round trip and nothing to serialize.
      const token = bearerToken(request);
      const body = token
        ? await sessionDashboard(db, token, clock(deps)(), deps.config.tokenTtlSeconds * 1000)
        : null;
      if (!body) throw unauthenticated();
      return reply.type('application/json; charset=utf-8').send(body as never) as never;
    },
  );
}

/** The member's team payouts, and one of them in detail. */
function payoutRoutes(app: RouteApp, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/payouts',
    {
      config: limits.perToken(120, '1 minute'),
      schema: {
        tags: ['team'],
        summary: "The member's team payouts, paged",
        security: [{ bearer: [] }],
        querystring: payoutsFilter,
        response: { 200: payoutsResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const { member } = await requireToken(deps, request, 'session');
      const { page, export: format, ...filter } = request.query;
      if (format !== 'csv')
        return { status: true as const, ...(await payoutPage(db, member.id, filter, page)) };
      return reply
        .header('content-disposition', 'attachment; filename="payouts.csv"')
        .type('text/csv; charset=utf-8')
        .send((await payoutsCsv(db, member.id, filter)) as never) as never;
    },
  );

  app.get(
    '/payouts/:id',
    {
      schema: {
        tags: ['team'],
        summary: 'One team payout in detail',
        security: [{ bearer: [] }],
        params: payoutParams,
        response: { 200: payoutDetailResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      return { status: true as const, data: await payoutDetail(db, member.id, request.params.id) };
    },
  );
}

/** The member's direct referrals and the team level by level. */
function memberTreeRoutes(app: RouteApp, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/directTeam',
    {
      config: limits.perToken(240, '1 minute'),
      schema: {
        tags: ['team'],
        summary: "The member's direct referrals, paged",
        security: [{ bearer: [] }],
        querystring: directTeamQuery,
        response: { 200: directTeamResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      return { status: true as const, data: await directTeam(db, member, request.query.username) };
    },
  );

  app.get(
    '/user-team-details',
    {
      schema: {
        tags: ['team'],
        summary: "The member's team by level",
        security: [{ bearer: [] }],
        response: { 200: teamDetailsResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      return { status: true as const, data: await levelDetails(db, member.id) };
    },
  );

  app.get(
    '/user-team-details/:level',
    {
      config: limits.perToken(240, '1 minute'),
      schema: {
        tags: ['team'],
        summary: 'The members of one level of the team, paged',
        security: [{ bearer: [] }],
        params: levelDownlineParams,
        querystring: levelDownlineQuery,
        response: { 200: levelDownlineResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const { level } = request.params;
      return { status: true as const, data: await levelDownline(db, member.id, level, request.query.page) };
    },
  );
}
