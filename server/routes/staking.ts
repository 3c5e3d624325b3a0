import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  errorResponse,
  packagesQuery,
  packagesResponse,
  reserveStoreResponse,
  stakeTermsQuery,
  stakeTermsResponse,
  subscriptionParams,
  subscriptionStoreBody,
  subscriptionStoreResponse,
  subscriptionsQuery,
  subscriptionsResponse,
  unstakeBody,
  unstakeResponse,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { idempotencyKeyFrom } from '../ledger';
import { ApiError } from '../services/errors';
import { requestReserve } from '../services/reserve';
import { listPackages, previewTerms, requestStake, stakeHistory } from '../services/staking';
import { requestUnstake } from '../services/unstake';
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
const ASSETS = new URL('../assets/packages/', import.meta.url);
const ASSET_NAME = /^[a-z0-9][a-z0-9-]{0,62}\.svg$/;

/** Staking (Explore): packages and their artwork, the terms preview, stakes and unstakes (spec document 1). */
export default async function stakingRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  packageRoutes(app, deps);
  subscriptionRoutes(app, deps);
}

/** The staking packages, their artwork and the terms a member reads before staking. */
function packageRoutes(app: RouteApp, deps: AppDeps) {
  const { db } = deps;
  const now = clock(deps);

  app.get(
    '/packages',
    {
      schema: {
        tags: ['staking'],
        summary: 'List the staking packages',
        security: [{ bearer: [] }],
        querystring: packagesQuery,
        response: { 200: packagesResponse, ...refusals },
      },
    },
    async (request) => {
      await requireToken(deps, request, 'session');
      return { status: true as const, data: { data: await listPackages(db, now(), request.query.zone) } };
    },
  );

  // Artwork is public and never changes under a name, so browsers may keep it for a day.
  app.get(
    '/assets/packages/:file',
    {
      schema: {
        tags: ['staking'],
        summary: "A staking package's artwork",
        params: z.object({ file: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!ASSET_NAME.test(file)) throw new ApiError(404, 'No such image');
      let svg: Buffer;
      try {
        svg = await readFile(new URL(file, ASSETS));
      } catch {
        throw new ApiError(404, 'No such image');
      }
      return reply
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml')
        .send(svg);
    },
  );

  app.get(
    '/staking/terms',
    {
      config: limits.perToken(120, '1 minute'),
      schema: {
        tags: ['staking'],
        summary: 'The terms of a stake before it is bought',
        security: [{ bearer: [] }],
        querystring: stakeTermsQuery,
        response: { 200: stakeTermsResponse, ...refusals },
      },
    },
    async (request) => {
      await requireToken(deps, request, 'session');
      return { status: true as const, data: await previewTerms(db, request.query, now()) };
    },
  );
}

/** A member's stakes: the list, a new stake and an early end. */
function subscriptionRoutes(app: RouteApp, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/subscriptions',
    {
      schema: {
        tags: ['staking'],
        summary: "The member's stakes, paged",
        security: [{ bearer: [] }],
        querystring: subscriptionsQuery,
        response: { 200: subscriptionsResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      return { status: true as const, data: await stakeHistory(db, member, request.query.page) };
    },
  );

  app.post(
    '/subscription/store',
    {
      preValidation: blankFieldsAreMissing,
      config: limits.perToken(60, '1 minute'),
      schema: {
        tags: ['staking'],
        summary: 'Buy a stake or reserve funds in a plan',
        security: [{ bearer: [] }],
        body: subscriptionStoreBody,
        response: { 200: z.union([subscriptionStoreResponse, reserveStoreResponse]), ...refusals },
      },
    },
    async (request, reply) => {
      const { member } = await requireToken(deps, request, 'session');
      const body = request.body;
      const key = idempotencyKeyFrom(request.headers);
      const result =
        body.model === 'reserve'
          ? await requestReserve(deps, member, key, body)
          : await requestStake(deps, member, key, body);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.statusCode).send(result.body);
    },
  );

  app.post(
    '/subscription/:id/cancel',
    {
      preValidation: blankFieldsAreMissing,
      config: limits.perToken(60, '1 minute'),
      schema: {
        tags: ['staking'],
        summary: 'Unstake a stake',
        security: [{ bearer: [] }],
        params: subscriptionParams,
        body: unstakeBody,
        response: { 200: unstakeResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const { member } = await requireToken(deps, request, 'session');
      const key = idempotencyKeyFrom(request.headers);
      const result = await requestUnstake(
        deps,
        member,
        key,
        request.params.id,
        request.body,
        originOf(request),
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.statusCode).send(result.body);
    },
  );
}
