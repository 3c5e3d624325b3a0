import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, operatorCreateBody, operatorCreateResponse } from '../../src/api/contract';
import type { AppDeps } from '../app';
import { createOperator } from '../services/operatorAccounts';
import { clock } from './context';
import { operatorAccess, operatorCall } from './operatorAccess';

/** Operator accounts, under /api/operator: created with the operator key (an admin's right), audited. */
export default async function operatorAccountRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { audited } = operatorAccess(app, deps);
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
}
