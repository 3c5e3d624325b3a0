import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponse,
  operatorChangeBody,
  operatorChangeResponse,
  operatorCreateBody,
  operatorCreateResponse,
  operatorParams,
  operatorsResponse,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { createOperator } from '../services/operatorAccounts';
import { changeOperator, listOperators } from '../services/operatorTeam';
import { clock } from './context';
import { operatorAccess, operatorCall } from './operatorAccess';

/** Operator accounts, under /api/operator: listed by admins and auditors, added and changed by admins, audited. */
export default async function operatorAccountRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { audited, auditBase } = operatorAccess(app, deps);
  const now = clock(deps);

  app.post(
    '/operators',
    {
      config: operatorCall('operators.write', 20),
      schema: {
        tags: ['operator'],
        summary: 'Add an operator with a role; the authenticator is set up at their first sign-in',
        body: operatorCreateBody,
        response: { 200: operatorCreateResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const { username, password, role } = request.body;
      // The audit keeps who was added and as what, never the password.
      const data = await audited(
        request,
        { action: 'operator.create', details: { username: username.toLowerCase(), role } },
        (tx) => createOperator(tx, { username, password, role }, now()),
      );
      return { status: true as const, data };
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
        summary: "Change another operator's role, disable or enable them, or clear their authenticator",
        params: operatorParams,
        body: operatorChangeBody,
        response: { 200: operatorChangeResponse, '4xx': errorResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const change = request.body;
      const { after } = await audited(
        request,
        { action: 'operator.change', details: { id, ...change } },
        (tx) => changeOperator(tx, { id, change, by: auditBase(request).actor, now: now() }),
        (states) => ({ before: { ...states.before }, after: { ...states.after } }),
      );
      return { status: true as const, data: after };
    },
  );
}
