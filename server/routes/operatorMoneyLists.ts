import type { FastifyInstance } from 'fastify';
import {
  approvalsQuery,
  approvalsResponse,
  errorResponse,
  fromMicros,
  operatorDepositsQuery,
  operatorDepositsResponse,
  operatorWithdrawalsQuery,
  operatorWithdrawalsResponse,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { approvalCsvColumns, exportApprovals, kindsDecided, listApprovals } from '../services/approvalList';
import { approvalThreshold } from '../services/approvals';
import { depositCsvColumns, exportDeposits, listDeposits } from '../services/depositList';
import { exportWithdrawals, listWithdrawals, withdrawalCsvColumns } from '../services/withdrawalList';
import { clock, typed } from './context';
import { operatorAccess, operatorCall } from './operatorAccess';
import { csvAnswer, sendCsv } from './operatorCsv';

const tags = ['operator'];
const refusals = { '4xx': errorResponse };

/**
 * The money lists of the back office, under /api/operator: withdrawals, deposits and approval requests, each
 * paged, filtered and ordered as contract/operatorLists.ts says, and each exported whole as CSV. Every call
 * is audited with its filters.
 */
export default async function operatorMoneyListRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  const { audited, identityOf } = operatorAccess(app, deps);
  const now = clock(deps);

  app.get(
    '/withdrawals',
    {
      config: operatorCall('money.read'),
      schema: {
        tags,
        summary: 'List withdrawal requests: paged, by status, member and day, by time or amount',
        querystring: operatorWithdrawalsQuery,
        response: { 200: operatorWithdrawalsResponse, ...refusals },
      },
    },
    async (request) => {
      const query = request.query;
      const page = await audited(request, { action: 'withdrawal.list', details: { ...query } }, (tx) =>
        listWithdrawals(tx, query),
      );
      return { status: true as const, ...page };
    },
  );

  app.get(
    '/withdrawals.csv',
    {
      config: operatorCall('money.read', 20),
      schema: {
        tags,
        summary: 'Every withdrawal the filters select, as CSV',
        querystring: operatorWithdrawalsQuery,
        response: { 200: csvAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const batches = await audited(
        request,
        { action: 'withdrawal.export', details: { ...query } },
        async () => exportWithdrawals(deps.db, query),
      );
      return sendCsv(reply, 'withdrawals', now(), withdrawalCsvColumns, batches);
    },
  );

  app.get(
    '/deposits',
    {
      config: operatorCall('money.read'),
      schema: {
        tags,
        summary: 'List recorded deposits: paged, synced or not, by method, member and day, by time or amount',
        querystring: operatorDepositsQuery,
        response: { 200: operatorDepositsResponse, ...refusals },
      },
    },
    async (request) => {
      const query = request.query;
      const page = await audited(request, { action: 'deposit.list', details: { ...query } }, (tx) =>
        listDeposits(tx, query),
      );
      return { status: true as const, ...page };
    },
  );

  app.get(
    '/deposits.csv',
    {
      config: operatorCall('money.read', 20),
      schema: {
        tags,
        summary: 'Every deposit the filters select, as CSV',
        querystring: operatorDepositsQuery,
        response: { 200: csvAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const batches = await audited(request, { action: 'deposit.export', details: { ...query } }, async () =>
        exportDeposits(deps.db, query),
      );
      return sendCsv(reply, 'deposits', now(), depositCsvColumns, batches);
    },
  );

  // Every operator reads the kinds of request their role reads: money moves, operator or member changes.
  app.get(
    '/approvals',
    {
      config: operatorCall('signed-in'),
      schema: {
        tags,
        summary: 'Requests waiting for, or decided by, a second person: the kinds the role reads, paged',
        querystring: approvalsQuery,
        response: { 200: approvalsResponse, ...refusals },
      },
    },
    async (request) => {
      const query = request.query;
      const role = identityOf(request).role;
      const page = await audited(request, { action: 'approval.list', details: { ...query } }, (tx) =>
        listApprovals(tx, query, role),
      );
      const threshold = fromMicros(approvalThreshold(deps.config));
      return { status: true as const, ...page, threshold, decides: kindsDecided(role) };
    },
  );

  app.get(
    '/approvals.csv',
    {
      config: operatorCall('signed-in', 20),
      schema: {
        tags,
        summary: 'Every request the filters select that the role reads, as CSV',
        querystring: approvalsQuery,
        response: { 200: csvAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const role = identityOf(request).role;
      const batches = await audited(request, { action: 'approval.export', details: { ...query } }, async () =>
        exportApprovals(deps.db, query, role),
      );
      return sendCsv(reply, 'approvals', now(), approvalCsvColumns, batches);
    },
  );
}
