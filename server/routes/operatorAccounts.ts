import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approvalPendingResponse,
  errorResponse,
  operatorChangeBody,
  operatorChangeResponse,
  operatorCreateBody,
  operatorCreateResponse,
  operatorKeyRevokeResponse,
  operatorKeyRotateResponse,
  operatorParams,
  operatorsResponse,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { addOperator, changeOperator } from '../services/operatorApprovals';
import { revokeOperatorKeys, rotateOperatorKey } from '../services/operatorKeys';
import { listOperators } from '../services/operatorTeam';
import { clock } from './context';
import { operatorAccess, operatorCall } from './operatorAccess';

const waiting = "Waiting for a second admin's approval";

/** Operator accounts, under /api/operator: listed by admins and auditors, added and changed by admins, audited. */
export default async function operatorAccountRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { audited, auditBase, identityOf } = operatorAccess(app, deps);
  const now = clock(deps);

  app.post(
    '/operators',
    {
      config: operatorCall('operators.write', 20),
      schema: {
        tags: ['operator'],
        summary:
          "Add an operator with a role; they can sign in once a second admin approves (the key's first admin at once)",
        body: operatorCreateBody,
        response: { 200: operatorCreateResponse, 202: approvalPendingResponse, '4xx': errorResponse },
      },
    },
    async (request, reply) => {
      const { username, password, role } = request.body;
      // The audit keeps who was added and as what, never the password.
      const moved = await audited(
        request,
        { action: 'operator.create', details: { username: username.toLowerCase(), role } },
        (tx) => addOperator(tx, { username, password, role }, auditBase(request).actor, now()),
      );
      if (moved.kind === 'waiting') {
        return reply.code(202).send({ status: true, message: waiting, approval: moved.approval });
      }
      return reply.send({ status: true, data: moved.data });
    },
  );

  app.get(
    '/operators',
    {
      config: operatorCall('operators.read'),
      schema: {
        tags: ['operator'],
        summary: 'Everyone who runs the platform: role, authenticator, lock, last sign-in',
        response: { 200: operatorsResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const data = await audited(request, { action: 'operator.list' }, (tx) => listOperators(tx, now()));
      return { status: true as const, data };
    },
  );

  app.post(
    '/operators/:id',
    {
      config: operatorCall('operators.write', 20),
      schema: {
        tags: ['operator'],
        summary:
          'Disable another operator at once, or ask a second admin to change their role, enable them or clear their authenticator',
        params: operatorParams,
        body: operatorChangeBody,
        response: { 200: operatorChangeResponse, 202: approvalPendingResponse, '4xx': errorResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const change = request.body;
      const moved = await audited(
        request,
        { action: 'operator.change', details: { id, ...change } },
        (tx) => changeOperator(tx, { id, change, by: auditBase(request).actor, now: now() }),
        (states) =>
          states.kind === 'done'
            ? { before: { ...states.data.before }, after: { ...states.data.after } }
            : {},
      );
      if (moved.kind === 'waiting') {
        return reply.code(202).send({ status: true, message: waiting, approval: moved.approval });
      }
      return reply.send({ status: true, data: moved.data.after });
    },
  );

  app.post(
    '/keys/rotate',
    {
      config: operatorCall('operators.write', 5),
      schema: {
        tags: ['operator'],
        summary: 'Replace the operator key presented with a new one, shown once; the old one stops working',
        response: { 200: operatorKeyRotateResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      // The audit names the key that asked; the new key itself is never written anywhere but the answer.
      const { key } = await audited(request, { action: 'key.rotate' }, (tx) =>
        rotateOperatorKey(tx, identityOf(request), now()),
      );
      return {
        status: true as const,
        message: 'The operator key was replaced; the old one no longer works',
        key,
      };
    },
  );

  app.post(
    '/keys/revoke',
    {
      config: operatorCall('operators.write', 5),
      schema: {
        tags: ['operator'],
        summary: 'Revoke every operator key for good, OPERATOR_KEY included; named operators carry on',
        response: { 200: operatorKeyRevokeResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const revoked = await audited(
        request,
        { action: 'key.revoke' },
        (tx) => revokeOperatorKeys(tx, deps.config.operatorKey, now()),
        (count) => ({ before: null, after: { revoked: count } }),
      );
      return { status: true as const, message: 'Every operator key was revoked', revoked };
    },
  );
}
