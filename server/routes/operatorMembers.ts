import type { FastifyInstance } from 'fastify';
import {
  earningsTraceQuery,
  earningsTraceResponse,
  errorResponse,
  memberFileResponse,
  memberSearchQuery,
  memberSearchResponse,
  memberSessionParams,
  memberSessionsRevokedResponse,
  memberUsernameParams,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { earningsTrace } from '../services/earningsTrace';
import { endMemberSessions, memberFile } from '../services/memberFile';
import { exportMembers, listMembers, memberCsvColumns } from '../services/memberList';
import { clock, originOf, type RouteApp, typed } from './context';
import { type OperatorAccess, operatorAccess, operatorCall } from './operatorAccess';
import { csvAnswer, sendCsv } from './operatorCsv';

const tags = ['operator'];
const refusals = { '4xx': errorResponse };

/** The operator's members: the list and its export, one member's file, and ending their sessions; each call audited. */
export default async function operatorMemberRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  const access = operatorAccess(app, deps);
  memberReadRoutes(app, deps, access);
  memberSessionRoutes(app, deps, access);
}

/** Finding a member and reading their file and earnings. */
function memberReadRoutes(app: RouteApp, deps: AppDeps, access: OperatorAccess) {
  const { audited } = access;
  const now = clock(deps);

  app.get(
    '/members',
    {
      config: operatorCall('members.read'),
      schema: {
        tags,
        summary: 'Every member, or those whose username, name or e-mail holds q or whose UVID is q: paged',
        querystring: memberSearchQuery,
        response: { 200: memberSearchResponse, ...refusals },
      },
    },
    async (request) => {
      const query = request.query;
      const page = await audited(request, { action: 'member.search', details: { ...query } }, (tx) =>
        listMembers(tx, query),
      );
      return { status: true as const, ...page };
    },
  );

  app.get(
    '/members.csv',
    {
      config: operatorCall('members.read', 20),
      schema: {
        tags,
        summary: 'Every member the search and filters select, as CSV',
        querystring: memberSearchQuery,
        response: { 200: csvAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const batches = await audited(request, { action: 'member.export', details: { ...query } }, async () =>
        exportMembers(deps.db, query),
      );
      return sendCsv(reply, 'members', now(), memberCsvColumns, batches);
    },
  );

  app.get(
    '/members/:username',
    {
      config: operatorCall('members.read'),
      schema: {
        tags,
        summary: "A member's file: profile, placement, balances, ledger lines, stakes, reservations and more",
        params: memberUsernameParams,
        response: { 200: memberFileResponse, ...refusals },
      },
    },
    async (request) => {
      const { username } = request.params;
      const data = await audited(request, { action: 'member.read', subjectUsername: username }, (tx) =>
        memberFile(tx, username, now()),
      );
      return { status: true as const, data };
    },
  );

  app.get(
    '/members/:username/earnings',
    {
      config: operatorCall('members.read'),
      schema: {
        tags,
        summary:
          "A member's team income, each payout traced to the member, event, level, rate and plan version",
        params: memberUsernameParams,
        querystring: earningsTraceQuery,
        response: { 200: earningsTraceResponse, ...refusals },
      },
    },
    async (request) => {
      const { username } = request.params;
      const { before_id } = request.query;
      const trace = await audited(
        request,
        { action: 'member.earnings.read', subjectUsername: username, details: { before_id } },
        (tx) => earningsTrace(tx, username, before_id),
      );
      return { status: true as const, ...trace };
    },
  );
}

/** Ending a member's sessions, one or all. */
function memberSessionRoutes(app: RouteApp, deps: AppDeps, access: OperatorAccess) {
  const { audited } = access;
  const now = clock(deps);

  const ended = (revoked: number) => ({
    status: true as const,
    message:
      revoked === 1 ? 'Signed the member out of 1 session' : `Signed the member out of ${revoked} sessions`,
    revoked,
  });

  app.post(
    '/members/:username/sessions/:id/revoke',
    {
      config: operatorCall('members.act', 30),
      schema: {
        tags,
        summary: "End one of a member's sessions",
        params: memberSessionParams,
        response: { 200: memberSessionsRevokedResponse, ...refusals },
      },
    },
    async (request) => {
      const { username, id } = request.params;
      const revoked = await audited(
        request,
        { action: 'member.session.revoke', subjectUsername: username, details: { id } },
        (tx) => endMemberSessions(tx, { username, sessionId: id, origin: originOf(request), now: now() }),
      );
      return ended(revoked);
    },
  );

  app.post(
    '/members/:username/sessions/revoke-all',
    {
      config: operatorCall('members.act', 30),
      schema: {
        tags,
        summary: 'End every session of a member (they sign in again)',
        params: memberUsernameParams,
        response: { 200: memberSessionsRevokedResponse, ...refusals },
      },
    },
    async (request) => {
      const { username } = request.params;
      const revoked = await audited(
        request,
        { action: 'member.session.revoke-all', subjectUsername: username },
        (tx) => endMemberSessions(tx, { username, origin: originOf(request), now: now() }),
        (count) => ({ after: { sessions_ended: count } }),
      );
      return ended(revoked);
    },
  );
}
