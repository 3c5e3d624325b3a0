import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  balanceSyncResponse,
  errorResponse,
  fetchAddressResponse,
  fromMicros,
  type PendingDeposit,
  paymentMethodQuery,
  paymentMethodsQuery,
  paymentMethodsResponse,
  transactionsFilter,
  transactionsResponse,
  transferBody,
  transferListResponse,
  transferResponse,
} from '../../src/api/contract';
import { watchOfMethod } from '../chain/chains';
import { scanChain } from '../deposits/watcher';
import type { AppDeps } from '../deps';
import { balancesOf, idempotencyKeyFrom } from '../ledger';
import {
  creditDeposits,
  depositHistory,
  listPaymentMethods,
  memberDepositAddress,
  pendingDeposits,
} from '../services/deposits';
import { type TransactionFilter, transactionPage, transactionsCsv } from '../services/transactions';
import { requestTransfer, transferHistory } from '../services/transfers';
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

/** Deposits, transfers between the member's own wallets and the transaction list (spec document 2). */
export default async function walletRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  depositRoutes(app, deps);
  transferRoutes(app, deps);
  transactionRoutes(app, deps);
}

/** Deposits: the methods, the member's address for each, and looking for new deposits. */
function depositRoutes(app: RouteApp, deps: AppDeps) {
  const { db, config } = deps;

  /**
   * Scans the method's chain now (when it is watched) and answers what it credited to this member and what
   * of theirs still waits. The scheduler scans every second too; when it is scanning at this moment, or the
   * chain cannot be reached, the member is answered from what was found so far.
   */
  async function scanForMember(
    request: { log: FastifyBaseLogger },
    memberId: number,
    methodId: number,
    at: Date,
  ): Promise<{
    credited: Array<{ thash: string; amount: bigint; createdAt: Date }>;
    pending: PendingDeposit[];
  }> {
    const watch = watchOfMethod(deps.chains, methodId);
    if (!watch) return { credited: [], pending: [] };
    const scanned = await scanChain(db, watch, { now: at, notices: deps }).catch((error: unknown) => {
      request.log.warn({ err: error, network: watch.network }, 'Sync Balance could not scan the chain');
      return null;
    });
    const head = scanned?.outcome === 'scanned' ? scanned.head : await watch.reader.head().catch(() => null);
    const credited = (scanned?.credited ?? [])
      .filter((deposit) => deposit.memberId === memberId)
      .map((deposit) => ({ thash: deposit.thash, amount: deposit.amount, createdAt: deposit.seenAt }));
    const pending =
      head === null
        ? []
        : await pendingDeposits(db, memberId, methodId, { head, required: watch.confirmations });
    return { credited, pending };
  }

  app.get(
    '/available-payment-methods',
    {
      schema: {
        tags: ['wallet'],
        summary: 'List the deposit methods',
        security: [{ bearer: [] }],
        querystring: paymentMethodsQuery,
        response: { 200: paymentMethodsResponse, ...refusals },
      },
    },
    async (request) => {
      await requireToken(deps, request, 'session');
      return { status: true as const, methods: { data: await listPaymentMethods(db, request.query.type) } };
    },
  );

  app.get(
    '/fetch-address',
    {
      config: limits.perToken(60, '1 minute'),
      schema: {
        tags: ['wallet'],
        summary: "The member's deposit address for a method",
        security: [{ bearer: [] }],
        querystring: paymentMethodQuery,
        response: { 200: fetchAddressResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      if (!config.depositXpub) throw new Error('no deposit key configured');
      const address = await memberDepositAddress(
        db,
        config.depositXpub,
        member.id,
        request.query.payment_method_id,
      );
      return { status: true as const, data: { address } };
    },
  );

  app.get(
    '/balance-sync',
    {
      config: limits.perToken(60, '1 minute'),
      schema: {
        tags: ['wallet'],
        summary: 'Look for new deposits and return the balances',
        security: [{ bearer: [] }],
        querystring: paymentMethodQuery,
        response: { 200: balanceSyncResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const { payment_method_id: methodId, page } = request.query;
      const at = clock(deps)();
      const recorded = await creditDeposits(db, member.id, methodId, { deps, at });
      const chain = await scanForMember(request, member.id, methodId, at);
      const credited = [...recorded, ...chain.credited];
      const msg = credited.length > 0 ? `${credited.length} deposit(s) credited` : 'No new deposits';
      const list = await depositHistory(db, member.id, methodId, page);
      const balance = fromMicros((await balancesOf(db, member.id)).pay_in);
      return {
        status: true as const,
        msg,
        message: msg,
        credited: credited.map((deposit) => ({
          thash: deposit.thash,
          amount: fromMicros(deposit.amount),
          created_at: deposit.createdAt.toISOString(),
        })),
        pending: chain.pending,
        list,
        balance,
      };
    },
  );
}

/** Moving money between the member's wallets or to another member, and the list of those moves. */
function transferRoutes(app: RouteApp, deps: AppDeps) {
  const { db } = deps;

  app.post(
    '/transfer/amount',
    {
      preValidation: blankFieldsAreMissing,
      config: limits.perToken(120, '1 minute'),
      schema: {
        tags: ['wallet'],
        summary: 'Move money between wallets or to another member',
        security: [{ bearer: [] }],
        body: transferBody,
        response: { 200: transferResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const { member } = await requireToken(deps, request, 'session');
      const key = idempotencyKeyFrom(request.headers);
      const result = await requestTransfer(deps, member, key, request.body, originOf(request));
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.statusCode).send(result.body);
    },
  );

  app.get(
    '/transfer',
    {
      schema: {
        tags: ['wallet'],
        summary: "The member's transfers, paged",
        security: [{ bearer: [] }],
        querystring: transactionsFilter.pick({ page: true }),
        response: { 200: transferListResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      return { status: true as const, ...(await transferHistory(db, member, request.query.page)) };
    },
  );
}

/** The member's transactions, filtered and paged, by query or by body. */
function transactionRoutes(app: RouteApp, deps: AppDeps) {
  const { db } = deps;

  const transactions = async (
    memberId: number,
    filter: TransactionFilter & { page: number; export?: 'csv' | undefined },
  ) =>
    filter.export === 'csv'
      ? { csv: await transactionsCsv(db, memberId, filter) }
      : { page: { status: true as const, ...(await transactionPage(db, memberId, filter, filter.page)) } };

  app.get(
    '/transactions',
    {
      config: limits.perToken(120, '1 minute'),
      schema: {
        tags: ['wallet'],
        summary: "The member's transactions, filtered and paged",
        security: [{ bearer: [] }],
        querystring: transactionsFilter,
        response: { 200: transactionsResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const { member } = await requireToken(deps, request, 'session');
      const result = await transactions(member.id, request.query);
      if (result.page) return result.page;
      return reply
        .header('content-disposition', 'attachment; filename="transactions.csv"')
        .type('text/csv; charset=utf-8')
        .send(result.csv as never) as never;
    },
  );

  app.post(
    '/transactions',
    {
      config: limits.perToken(120, '1 minute'),
      schema: {
        tags: ['wallet'],
        summary: "The member's transactions, filtered and paged (filter in the body)",
        security: [{ bearer: [] }],
        body: transactionsFilter,
        response: { 200: transactionsResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const { member } = await requireToken(deps, request, 'session');
      const result = await transactions(member.id, request.body);
      if (result.page) return result.page;
      return reply
        .header('content-disposition', 'attachment; filename="transactions.csv"')
        .type('text/csv; charset=utf-8')
        .send(result.csv as never) as never;
    },
  );
}
