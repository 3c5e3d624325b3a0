import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressProofBody,
  addressProofResponse,
  errorResponse,
  fromMicros,
  myReserveProofResponse,
  OPERATOR_RESERVE_SNAPSHOTS,
  operatorReserveSnapshotsResponse,
  publicReservesResponse,
  reserveSnapshotParams,
  takeReserveSnapshotResponse,
  treasuryAddressesResponse,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { proveAddress, treasuryAddresses } from '../proofOfReserves/addressOwnership';
import { prepareSnapshot, refuseWhilePending, storeSnapshot } from '../proofOfReserves/snapshots';
import {
  memberProof,
  operatorSnapshot,
  operatorSnapshots,
  publicReserves,
  publishedSnapshotAddresses,
  type SnapshotAddressRow,
} from '../proofOfReserves/snapshotViews';
import type { CsvColumn } from '../services/csv';
import { clock, limits, requireToken } from './context';
import { operatorAccess, operatorCall } from './operatorAccess';
import { sendCsv } from './operatorCsv';

const refusals = { '4xx': errorResponse };

const addressColumns: CsvColumn<SnapshotAddressRow>[] = [
  { header: 'network', value: (row) => row.network },
  { header: 'address', value: (row) => row.address },
  { header: 'kind', value: (row) => row.kind },
  { header: 'balance_usdt', value: (row) => fromMicros(row.balance) },
  { header: 'block', value: (row) => row.block.toString() },
];

/**
 * Proof of reserves: the published snapshots for anyone (no sign-in), and a member's own proof. The
 * operator's side is in operatorProofOfReservesRoutes, under /api/operator.
 */
export default async function proofOfReservesRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['proof of reserves'];

  app.get(
    '/proof-of-reserves',
    {
      config: limits.perIp(120, '1 minute'),
      schema: {
        tags,
        summary:
          'The latest published proof of reserves (root, liabilities, holdings per chain at a block, ratio) and the history',
        response: { 200: publicReservesResponse, ...refusals },
      },
    },
    async () => ({ status: true as const, data: await publicReserves(deps.db) }),
  );

  app.get(
    '/proof-of-reserves/:id/addresses.csv',
    {
      config: limits.perIp(10, '1 minute'),
      schema: {
        tags,
        summary:
          'Every address a published snapshot read, with its balance and the block, as CSV: each can be checked on its chain',
        params: reserveSnapshotParams,
        response: { 200: z.string().describe('text/csv'), ...refusals },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { takenAt, batches } = await publishedSnapshotAddresses(deps.db, id);
      return sendCsv(reply, `reserves-${id}-addresses`, takenAt, addressColumns, batches);
    },
  );

  app.get(
    '/proof-of-reserves/me',
    {
      config: limits.perToken(30, '1 minute'),
      schema: {
        tags,
        summary:
          "The member's leaf and branch in the latest published snapshot: salt, balance, path and root, to verify anywhere",
        security: [{ bearer: [] }],
        response: { 200: myReserveProofResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      return { status: true as const, data: await memberProof(deps.db, member.id) };
    },
  );
}

/** The back office's proof of reserves, under /api/operator: the snapshots, and taking one. */
export async function operatorProofOfReservesRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = operatorAccess(app, deps);
  const now = clock(deps);
  const tags = ['operator'];

  app.get(
    '/proof-of-reserves',
    {
      config: operatorCall('money.read'),
      schema: {
        tags,
        summary: `The newest ${OPERATOR_RESERVE_SNAPSHOTS} snapshots: published, waiting for a second operator, or declined`,
        response: { 200: operatorReserveSnapshotsResponse, ...refusals },
      },
    },
    async () => ({ status: true as const, data: await operatorSnapshots(deps.db) }),
  );

  app.post(
    '/proof-of-reserves',
    {
      config: operatorCall('money.write', 5),
      schema: {
        tags,
        summary:
          'Take a snapshot now: the ledger and every chain are read and the tree is built; a second operator publishes it',
        response: { 202: takeReserveSnapshotResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const { actor } = access.auditBase(request);
      await refuseWhilePending(deps.db);
      const prepared = await prepareSnapshot(deps.db, deps.chains);
      const taken = await access.audited(
        request,
        { action: 'reserves.snapshot', details: { root_hash: prepared.tree.root.hash } },
        (tx) => storeSnapshot(tx, prepared, { trigger: 'operator', by: actor }, now()),
        (result) => ({ after: { snapshot_id: result.id, approval_id: result.approvalId } }),
      );
      return reply.code(202).send({
        status: true as const,
        message: "Waiting for a second operator's approval before it is published",
        data: await operatorSnapshot(deps.db, taken.id),
        approval_id: taken.approvalId!,
      });
    },
  );

  app.get(
    '/proof-of-reserves/addresses',
    {
      config: operatorCall('money.read'),
      schema: {
        tags,
        summary:
          'The declared treasury addresses, each with the signed message that proves its control, if any',
        response: { 200: treasuryAddressesResponse, ...refusals },
      },
    },
    async () => ({ status: true as const, data: await treasuryAddresses(deps.db, deps.chains) }),
  );

  app.post(
    '/proof-of-reserves/addresses',
    {
      config: operatorCall('money.write', 20),
      schema: {
        tags,
        summary:
          "Import a message signed offline by a treasury address's key (EIP-191 on BEP20, TRON's signMessageV2 on TRC20); checked, never a key",
        body: addressProofBody,
        response: { 200: addressProofResponse, ...refusals },
      },
    },
    async (request) => {
      const { actor } = access.auditBase(request);
      const { network, address } = request.body;
      const data = await access.audited(
        request,
        { action: 'reserves.address_proven', details: { network, address } },
        (tx) => proveAddress(tx, deps.chains, request.body, actor, now()),
        (proven) => ({ after: { proven: proven.proven, message: proven.ownership?.message ?? null } }),
      );
      return {
        status: true as const,
        message: `Control of ${data.address} is proven: the signature was made by its key`,
        data,
      };
    },
  );
}
