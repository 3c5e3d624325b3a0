import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type OperatorRight, roleMay } from '../../src/api/contract';
import type { Tx } from '../db/client';
import type { AppDeps } from '../deps';
import { ApiError } from '../services/errors';
import { type AuditEntry, findOperator, type OperatorIdentity, recordAudit } from '../services/operator';
import { clock, limits } from './context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The right an operator route needs; 'signed-in' for what every operator may do about themselves. */
    operatorRight?: OperatorRight | 'signed-in';
  }
}

function presentedCredential(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const bearer = header ? /^Bearer\s+(\S{16,256})$/.exec(header.trim())?.[1] : undefined;
  if (bearer) return bearer;
  const direct = request.headers['x-operator-key'];
  return typeof direct === 'string' && direct.trim().length >= 16 && direct.length <= 256
    ? direct.trim()
    : null;
}

/** A route's config: the right it needs and its limit per address. */
export const operatorCall = (right: OperatorRight | 'signed-in', max = 60, timeWindow = '1 minute') => ({
  ...limits.perIp(max, timeWindow),
  operatorRight: right,
});

type AuditFields = Omit<AuditEntry, 'actor' | 'ip'>;

/** The access checks this module puts before operator routes. */
const accessChecks = new WeakSet<object>();

/** Errors `audited` has written to the audit log already, whichever module of routes raised them. */
const recorded = new WeakSet<object>();

export interface OperatorAccess {
  /**
   * Runs `action` in one transaction with its audit row; a refused call is audited after the rollback.
   * `changes` reads the state before and after from the action's result, for calls that change something.
   */
  audited<T>(
    request: FastifyRequest,
    entry: AuditFields,
    action: (tx: Tx) => Promise<T>,
    changes?: (result: T) => Pick<AuditEntry, 'before' | 'after'>,
  ): Promise<T>;
  /** Who made the request (set once the request has passed the access check). */
  identityOf(request: FastifyRequest): OperatorIdentity;
  /** The session token or key the request was let in with. */
  credentialOf(request: FastifyRequest): string;
  /** The audit row's who and where for the request. */
  auditBase(request: FastifyRequest): Pick<AuditEntry, 'actor' | 'ip'>;
}

/**
 * Puts every route registered after it in `app`'s scope behind an operator session or key, checks the right
 * the route names in `config.operatorRight` against the caller's role (a route that names none refuses to
 * register), and gives the routes their audit. Shared by each module of operator routes.
 */
export function operatorAccess(app: FastifyInstance, deps: AppDeps): OperatorAccess {
  const { db, config } = deps;
  const now = clock(deps);
  const identities = new WeakMap<FastifyRequest, OperatorIdentity & { credential: string }>();

  const identityOf = (request: FastifyRequest) => {
    const identity = identities.get(request);
    if (!identity) throw new Error('operator route ran without its access check');
    return identity;
  };
  const auditBase = (request: FastifyRequest) => {
    const { keyId, operatorId } = identityOf(request);
    return { actor: { keyId, operatorId }, ip: request.ip };
  };

  async function authenticate(request: FastifyRequest, right: OperatorRight | 'signed-in') {
    const credential = presentedCredential(request);
    const identity = credential ? await findOperator(db, credential, config.operatorKey, now()) : null;
    if (!identity || !credential) {
      request.log.warn(
        { ip: request.ip, url: request.url, credentialGiven: credential !== null },
        'operator credential refused',
      );
      throw new ApiError(
        401,
        credential
          ? 'The operator session has ended or the key was refused: sign in again'
          : 'An operator session or key is required (Authorization: Bearer <token>)',
      );
    }
    identities.set(request, { ...identity, credential });
    if (right !== 'signed-in' && !roleMay(identity.role, right)) {
      await recordAudit(db, {
        ...auditBase(request),
        action: 'access.refused',
        details: { method: request.method, url: request.routeOptions.url, right, role: identity.role },
      });
      throw new ApiError(403, `The ${identity.role} role may not do this (it needs ${right})`);
    }
  }

  // Any error of a caller who passed the access check that `audited` did not record (a body that fails its
  // schema, above all) is audited here, so a refused attempt is never silent.
  app.addHook('onError', async (request, _reply, error) => {
    if (recorded.has(error) || !identities.has(request)) return;
    // The error handler answers a body that fails its schema with 422, whatever status the error carries.
    const status = hasZodFastifySchemaValidationErrors(error) ? 422 : (error.statusCode ?? 500);
    await recordAudit(db, {
      ...auditBase(request),
      action: 'request.refused',
      details: {
        method: request.method,
        url: request.routeOptions.url,
        status,
        reason: status < 500 ? error.message.slice(0, 300) : 'server error',
      },
    });
  });

  // Appended after the rate limit's own preValidation hook, so guessing is throttled before any lookup,
  // and before body validation, so a caller without a right learns nothing about the payloads.
  app.addHook('onRoute', (route) => {
    const right = route.config?.operatorRight;
    if (!right) throw new Error(`operator route ${route.method} ${route.url} names no operatorRight`);
    const existing = route.preValidation ?? [];
    const hooks = Array.isArray(existing) ? existing : [existing];
    // A module of operator routes registered inside another would check (and audit) every call twice.
    if (hooks.some((hook) => accessChecks.has(hook))) {
      throw new Error(`operator route ${route.method} ${route.url} is behind two access checks`);
    }
    const check = (request: FastifyRequest) => authenticate(request, right);
    accessChecks.add(check);
    route.preValidation = [...hooks, check];
    route.schema = { ...route.schema, security: [{ operatorKey: [] }] };
  });

  async function audited<T>(
    request: FastifyRequest,
    entry: AuditFields,
    action: (tx: Tx) => Promise<T>,
    changes?: (result: T) => Pick<AuditEntry, 'before' | 'after'>,
  ): Promise<T> {
    const base = { ...entry, ...auditBase(request) };
    try {
      return await db.transaction(async (tx) => {
        const result = await action(tx);
        const states = changes?.(result) ?? {};
        await recordAudit(tx, { ...base, ...states, details: { ...entry.details, outcome: 'ok' } });
        return result;
      });
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : 'server error';
      await recordAudit(db, { ...base, details: { ...entry.details, outcome: 'refused', reason } });
      if (typeof error === 'object' && error !== null) recorded.add(error);
      throw error;
    }
  }

  const credentialOf = (request: FastifyRequest) => identityOf(request).credential;

  return { audited, identityOf, credentialOf, auditBase };
}
