import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app';
import type { Tx } from '../db/client';
import { ApiError } from '../services/errors';
import { type AuditEntry, findOperator, type OperatorIdentity, recordAudit } from '../services/operator';

function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const bearer = header ? /^Bearer\s+(\S{16,256})$/.exec(header.trim())?.[1] : undefined;
  if (bearer) return bearer;
  const direct = request.headers['x-operator-key'];
  return typeof direct === 'string' && direct.trim().length >= 16 && direct.length <= 256
    ? direct.trim()
    : null;
}

export interface OperatorAccess {
  /** Runs `action` in one transaction with its audit row; a refused call is audited after the rollback. */
  audited<T>(
    request: FastifyRequest,
    entry: Omit<AuditEntry, 'operatorKeyId' | 'ip'>,
    action: (tx: Tx) => Promise<T>,
  ): Promise<T>;
  /** The stored key behind the request; null for the OPERATOR_KEY from the environment. */
  keyIdOf(request: FastifyRequest): number | null;
}

/**
 * Puts every route registered after it in `app`'s scope behind the operator key, and gives the routes their
 * audit. Shared by each module of operator routes.
 */
export function operatorAccess(app: FastifyInstance, deps: AppDeps): OperatorAccess {
  const { db, config } = deps;
  const operators = new WeakMap<FastifyRequest, OperatorIdentity>();

  async function authenticate(request: FastifyRequest) {
    const key = presentedKey(request);
    const operator = key ? await findOperator(db, key, config.operatorKey) : null;
    if (!operator) {
      request.log.warn({ ip: request.ip, url: request.url, keyGiven: key !== null }, 'operator key refused');
      throw new ApiError(
        401,
        key ? 'The operator key was refused' : 'An operator key is required (Authorization: Bearer <key>)',
      );
    }
    operators.set(request, operator);
  }

  // Appended after the rate limit's own preValidation hook, so key guessing is throttled before any lookup,
  // and before body validation, so a caller without a key learns nothing about the payloads.
  app.addHook('onRoute', (route) => {
    const existing = route.preValidation ?? [];
    route.preValidation = [...(Array.isArray(existing) ? existing : [existing]), authenticate];
    route.schema = { ...route.schema, security: [{ operatorKey: [] }] };
  });

  const keyIdOf = (request: FastifyRequest) => operators.get(request)?.keyId ?? null;

  async function audited<T>(
    request: FastifyRequest,
    entry: Omit<AuditEntry, 'operatorKeyId' | 'ip'>,
    action: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    const base = { ...entry, operatorKeyId: keyIdOf(request), ip: request.ip };
    try {
      return await db.transaction(async (tx) => {
        const result = await action(tx);
        await recordAudit(tx, { ...base, details: { ...entry.details, outcome: 'ok' } });
        return result;
      });
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : 'server error';
      await recordAudit(db, { ...base, details: { ...entry.details, outcome: 'refused', reason } });
      throw error;
    }
  }

  return { audited, keyIdOf };
}
