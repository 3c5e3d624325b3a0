import type { FastifyInstance } from 'fastify';
import {
  errorResponse,
  fromMicros,
  operatorAccrueBody,
  operatorAccrueResponse,
  operatorBalancesQuery,
  operatorBalancesResponse,
  operatorLedgerCheckResponse,
  operatorLoginLinkBody,
  operatorLoginLinkResponse,
  operatorMailQuery,
  operatorMailResponse,
  operatorReservePlanBody,
  operatorReservePlanParams,
  operatorReservePlanResponse,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { runStakingAccrual } from '../jobs/stakingAccrual';
import { ApiError } from '../services/errors';
import {
  checkLedgerInvariants,
  createLoginLink,
  listMemberMail,
  type MailView,
  memberBalances,
  type OperatorIdentity,
  recordAudit,
} from '../services/operator';
import { reserveTermsView } from '../services/planViews';
import { updateReservePlan } from '../services/reserveOperator';
import { addDays, utcDate } from '../services/stakingTerms';
import { clock, type RouteApp, typed } from './context';
import { type OperatorAccess, operatorAccess, operatorCall } from './operatorAccess';

/**
 * Operator calls, under /api/operator. Each runs in one transaction with its audit row; a refused call
 * (for instance an unknown member) is still audited, in its own statement after the rollback.
 */
export default async function operatorRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  const access = operatorAccess(app, deps);
  memberHelpRoutes(app, deps, access);
  ledgerRoutes(app, access);
  accrualRoutes(app, deps, access);
  reservePlanRoutes(app, deps, access);
}

/** What of a member's mail the caller may read (see `MailView`). */
function mailView(identity: OperatorIdentity, config: AppDeps['config']): MailView {
  if (identity.operatorId === null) return config.smtpUrl ? 'masked' : 'whole';
  return identity.role === 'support' ? 'headers' : 'masked';
}

/** Helping a member: a single-use sign-in link into their account, and the mail sent to them. */
function memberHelpRoutes(app: RouteApp, deps: AppDeps, access: OperatorAccess) {
  const { config } = deps;
  const now = clock(deps);
  const { audited } = access;

  app.post(
    '/login-link',
    {
      config: operatorCall('members.act', 30, '1 minute'),
      schema: {
        tags: ['operator'],
        summary: 'Create a single-use sign-in link for a member',
        body: operatorLoginLinkBody,
        response: { 200: operatorLoginLinkResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const { username } = request.body;
      const link = await audited(request, { action: 'login-link.create', subjectUsername: username }, (tx) =>
        createLoginLink(tx, username, config.publicUrl, now()),
      );
      return { status: true as const, url: link.url, expires_at: link.expiresAt.toISOString() };
    },
  );

  app.get(
    '/mail',
    {
      config: operatorCall('members.read', 60, '1 minute'),
      schema: {
        tags: ['operator'],
        summary: 'The mail sent to a member',
        querystring: operatorMailQuery,
        response: { 200: operatorMailResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const { username, limit } = request.query;
      const view = mailView(access.identityOf(request), config);
      const data = await audited(
        request,
        { action: 'mail.list', subjectUsername: username, details: { limit, view } },
        (tx) => listMemberMail(tx, username, limit, view),
      );
      return { status: true as const, data };
    },
  );
}

/** What members hold against what the platform holds, and the ledger invariants checked on demand. */
function ledgerRoutes(app: RouteApp, access: OperatorAccess) {
  const { audited } = access;

  app.get(
    '/balances',
    {
      config: operatorCall('members.read', 60, '1 minute'),
      schema: {
        tags: ['operator'],
        summary: "Members' balances against what the platform holds",
        querystring: operatorBalancesQuery,
        response: { 200: operatorBalancesResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const { username } = request.query;
      const data = await audited(request, { action: 'balances.read', subjectUsername: username }, (tx) =>
        memberBalances(tx, username),
      );
      return { status: true as const, data };
    },
  );

  app.get(
    '/ledger/check',
    {
      config: operatorCall('money.read', 10, '1 minute'),
      schema: {
        tags: ['operator'],
        summary: 'Check the ledger invariants',
        response: { 200: operatorLedgerCheckResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const invariants = await audited(request, { action: 'ledger.check' }, checkLedgerInvariants);
      return { status: true as const, ok: invariants.every((i) => i.ok), invariants };
    },
  );
}

/** Paying due staking returns now rather than at the scheduled run. */
function accrualRoutes(app: RouteApp, deps: AppDeps, access: OperatorAccess) {
  const { db } = deps;
  const now = clock(deps);
  const { auditBase } = access;

  app.post(
    '/staking/accrue',
    {
      config: operatorCall('plans.write', 30, '1 minute'),
      schema: {
        tags: ['operator'],
        summary: 'Pay due staking returns now',
        body: operatorAccrueBody,
        response: { 200: operatorAccrueResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const at = now();
      const through = request.body.date ?? addDays(utcDate(at), -1);
      // The job commits batch by batch in its own transactions (one open inside another would stall
      // PGlite), so its audit row is written after it, whatever the outcome.
      const base = { action: 'staking.accrue', ...auditBase(request) };
      // A day's return is owed once the day has ended (UTC); nobody, the operator included, pays one early.
      const lastEnded = addDays(utcDate(at), -1);
      if (through > lastEnded) {
        const reason = `Returns are paid for days that have ended: the date may be at most ${lastEnded}`;
        await recordAudit(db, { ...base, details: { through, outcome: 'refused', reason } });
        throw new ApiError(422, reason);
      }
      let result: Awaited<ReturnType<typeof runStakingAccrual>>;
      try {
        result = await runStakingAccrual(db, { through, now: at, notices: deps });
      } catch (error) {
        await recordAudit(db, { ...base, details: { through, outcome: 'failed' } });
        throw error;
      }
      await recordAudit(db, {
        ...base,
        details: {
          through,
          outcome: result.outcome,
          returns_paid: result.returnsPaid,
          returns_total: fromMicros(result.returnsTotal),
          stakes_completed: result.stakesCompleted,
        },
      });
      return {
        status: true as const,
        data: {
          through: result.through,
          outcome: result.outcome,
          returns_paid: result.returnsPaid,
          returns_total: fromMicros(result.returnsTotal),
          stakes_completed: result.stakesCompleted,
          principal_returned: fromMicros(result.principalReturned),
        },
      };
    },
  );
}

/** Changing a reserve plan's wait or taking it off sale, as a new version in force now. */
function reservePlanRoutes(app: RouteApp, deps: AppDeps, access: OperatorAccess) {
  const now = clock(deps);
  const { audited } = access;

  app.post(
    '/reserve/plans/:id',
    {
      config: operatorCall('plans.write', 30, '1 minute'),
      schema: {
        tags: ['operator'],
        summary: "Change a reserve plan's wait or take it off sale, as a new version in force now",
        params: operatorReservePlanParams,
        body: operatorReservePlanBody,
        response: { 200: operatorReservePlanResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { data } = await audited(
        request,
        { action: 'reserve.plan.update', details: { id, ...request.body } },
        (tx) => updateReservePlan(tx, id, request.body, now()),
        ({ before, after }) => ({
          before: before ? reserveTermsView(before) : null,
          after: after ? reserveTermsView(after) : null,
        }),
      );
      return { status: true as const, data };
    },
  );
}
