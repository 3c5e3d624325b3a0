import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditQuery,
  auditResponse,
  errorResponse,
  fromMicros,
  type LiabilitiesReport,
  liabilitiesQuery,
  liabilitiesResponse,
  operatorOverviewResponse,
  toMicros,
} from '../../src/api/contract';
import { chainHoldings } from '../chain/holdings';
import type { AppDeps } from '../deps';
import { auditCsvColumns, exportAuditLog, readAuditLog } from '../services/auditLog';
import { liabilitiesReport } from '../services/liabilities';
import { liabilitiesCsv } from '../services/liabilitiesCsv';
import { operatorOverview } from '../services/overview';
import { clock } from './context';
import { operatorAccess, operatorCall } from './operatorAccess';
import { csvAnswer, sendCsv } from './operatorCsv';

const tags = ['operator'];
const refusals = { '4xx': errorResponse };

/** The operator's reports, under /api/operator: the overview, liabilities against holdings, and the audit log. */
export default async function operatorReportRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { audited, identityOf } = operatorAccess(app, deps);
  const now = clock(deps);

  /** The report beside what the chains hold, read outside the report's transaction (they are network calls). */
  async function withChainHoldings(report: LiabilitiesReport): Promise<LiabilitiesReport> {
    if (!deps.chains || Object.keys(deps.chains.watches).length === 0) return report;
    const { holdings, total } = await chainHoldings(deps.db, deps.chains);
    const difference = total - toMicros(report.owed.total);
    return {
      ...report,
      on_chain: {
        methods: holdings,
        total: fromMicros(total),
        difference: fromMicros(difference),
        short: difference < 0n,
      },
    };
  }

  app.get(
    '/liabilities',
    {
      config: operatorCall('money.read', 20),
      schema: {
        tags,
        summary: 'What members are owed against what the platform holds, per day, with the ledger check',
        querystring: liabilitiesQuery,
        response: { 200: liabilitiesResponse, ...refusals },
      },
    },
    async (request) => {
      const { days } = request.query;
      const report = await audited(request, { action: 'liabilities.read', details: { days } }, (tx) =>
        liabilitiesReport(tx, now(), days),
      );
      return { status: true as const, data: await withChainHoldings(report) };
    },
  );

  app.get(
    '/liabilities.csv',
    {
      config: operatorCall('money.read', 20),
      schema: {
        tags,
        summary: 'The liabilities report as CSV',
        querystring: liabilitiesQuery,
        response: { 200: z.string().describe('text/csv'), ...refusals },
      },
    },
    async (request, reply) => {
      const { days } = request.query;
      const at = now();
      const report = await audited(request, { action: 'liabilities.export', details: { days } }, (tx) =>
        liabilitiesReport(tx, at, days),
      );
      const name = `liabilities-${at.toISOString().slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(liabilitiesCsv(report));
    },
  );

  app.get(
    '/audit',
    {
      config: operatorCall('audit.read'),
      schema: {
        tags,
        summary:
          'The audit log, newest first, paged; filter by operator (or username tried), action, member, day',
        querystring: auditQuery,
        response: { 200: auditResponse, ...refusals },
      },
    },
    async (request) => {
      const query = request.query;
      const page = await audited(request, { action: 'audit.read', details: { ...query } }, (tx) =>
        readAuditLog(tx, query),
      );
      return { status: true as const, ...page };
    },
  );

  app.get(
    '/audit.csv',
    {
      config: operatorCall('audit.read', 20),
      schema: {
        tags,
        summary: 'Every audit row the filters select, as CSV',
        querystring: auditQuery,
        response: { 200: csvAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const batches = await audited(request, { action: 'audit.export', details: { ...query } }, async () =>
        exportAuditLog(deps.db, query),
      );
      return sendCsv(reply, 'audit-log', now(), auditCsvColumns, batches);
    },
  );

  app.get(
    '/overview',
    {
      config: operatorCall('signed-in', 120),
      schema: {
        tags,
        summary:
          'What waits: approvals by kind, withdrawals and tickets by age, deposits, liabilities; as the role reads',
        response: { 200: operatorOverviewResponse, ...refusals },
      },
    },
    async (request) => {
      const role = identityOf(request).role;
      const data = await audited(request, { action: 'overview.read' }, (tx) =>
        operatorOverview(tx, role, now()),
      );
      return { status: true as const, data };
    },
  );
}
