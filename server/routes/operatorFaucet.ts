import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  errorResponse,
  fromMicros,
  operatorFaucetBody,
  operatorFaucetPayoutBody,
  operatorFaucetPayoutResponse,
  operatorFaucetResponse,
  toMicros,
} from '../../src/api/contract';
import { isOneOf } from '../../src/api/contract/literalRules';
import { withdrawalStatuses } from '../../src/api/contract/withdrawRules';
import { type Chains, watchOfMethod } from '../chain/chains';
import { withdrawals } from '../db/schema';
import { depositNetworks } from '../deposits/addresses';
import type { AppDeps } from '../deps';
import { memberDepositAddress } from '../services/deposits';
import { ApiError } from '../services/errors';
import { requireMember } from '../services/members';
import { typed } from './context';
import { operatorAccess, operatorCall } from './operatorAccess';

/** What the faucet may send at once: test USDT, but a typo of many zeros would still fill the screens. */
const FAUCET_MAX_MICROS = 1_000_000n * 1_000_000n;

/** The development chain's faucet; with real chains there is none, and the call is answered 404. */
function faucetOf(deps: AppDeps): NonNullable<Chains['faucet']> {
  const faucet = deps.chains?.faucet;
  if (!faucet) {
    throw new ApiError(
      404,
      'The faucet exists on the development chain only (DEV_CHAIN); this server watches real chains',
    );
  }
  return faucet;
}

/**
 * POST /api/operator/faucet: sends test USDT from the development chain to a member's deposit address, so a
 * newcomer can deposit for real (the watcher sees it, Sync Balance shows its confirmations, and it is
 * credited once deep enough). It exists only when the development chain runs; with real chains money comes
 * only from members' own transfers.
 */
export default async function operatorFaucetRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  const { audited } = operatorAccess(app, deps);

  app.post(
    '/faucet',
    {
      config: operatorCall('money.write', 30),
      schema: {
        tags: ['operator'],
        summary: "Send test USDT on the development chain to a member's deposit address",
        body: operatorFaucetBody,
        response: { 200: operatorFaucetResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const { username, payment_method_id: methodId, amount } = request.body;
      const faucet = faucetOf(deps);
      const watch = watchOfMethod(deps.chains, methodId);
      if (!watch) {
        const message = 'Please select a valid payment method';
        throw new ApiError(422, message, { payment_method_id: [message] });
      }
      const micros = toMicros(amount);
      if (micros > FAUCET_MAX_MICROS) {
        const message = 'The faucet sends at most 1000000 USDT at once';
        throw new ApiError(422, message, { amount: [message] });
      }
      const member = await audited(
        request,
        {
          action: 'faucet.send',
          subjectUsername: username,
          details: { payment_method_id: methodId, amount },
        },
        (tx) => requireMember(tx, username),
      );
      const xpub = deps.config.depositXpub;
      if (!xpub) throw new Error('no deposit key configured');
      const address = await memberDepositAddress(deps.db, xpub, member.id, methodId);
      const thash = await faucet(watch.network, address, micros);
      return {
        status: true as const,
        data: {
          username: member.username,
          payment_method_id: methodId,
          address,
          amount: fromMicros(micros),
          thash,
          confirmations_required: watch.confirmations,
        },
      };
    },
  );

  app.post(
    '/faucet/payout',
    {
      config: operatorCall('money.write', 30),
      schema: {
        tags: ['operator'],
        summary: "Pay a Processing withdrawal's net amount on the development chain, as the hot wallet would",
        body: operatorFaucetPayoutBody,
        response: { 200: operatorFaucetPayoutResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const { withdrawal_id: id } = request.body;
      const send = faucetOf(deps);
      const row = await audited(
        request,
        { action: 'faucet.payout', details: { withdrawal_id: id } },
        async (tx) => {
          const [found] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id));
          return found;
        },
      );
      if (!row) throw new ApiError(404, `No withdrawal has the id ${id}`);
      const network = row.network;
      if (row.coinType !== 'crypto' || !row.address || !isOneOf(depositNetworks, network)) {
        throw new ApiError(422, `Withdrawal ${id} is not paid in USDT on a chain`);
      }
      if (row.status !== withdrawalStatuses.processing) {
        throw new ApiError(409, `Withdrawal ${id} is not Processing: approve it first`);
      }
      const thash = await send(network, row.address, row.netAmount);
      return {
        status: true as const,
        data: { withdrawal_id: id, address: row.address, amount: fromMicros(row.netAmount), thash },
      };
    },
  );
}
