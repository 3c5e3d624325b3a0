import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps';
import { unauthenticated } from '../services/errors';
import type { FailureStore } from '../services/failureStore';
import type { RequestOrigin } from '../services/securityEvents';
import { findTokenOwner, type Member, type TokenKind } from '../services/sessions';

/** The app with the contract's zod schemas typing each route's request and answer. */
export const typed = (fastify: FastifyInstance) => fastify.withTypeProvider<ZodTypeProvider>();
export type RouteApp = ReturnType<typeof typed>;

export const clock = (deps: AppDeps) => deps.now ?? (() => new Date());

/** What the code service needs to create and mail a one-time code, read at the moment of the request. */
export const codeContext = (deps: AppDeps) => () => ({
  secret: deps.config.pinPepper,
  productName: deps.config.productName,
  mailer: deps.mailer,
  now: clock(deps)(),
});

/** The failed-attempt counts every route of this app shares (app() always provides them). */
export function failureStore(deps: AppDeps): FailureStore {
  if (!deps.failures) throw new Error('the app was registered without its failure store');
  return deps.failures;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/** The member behind the request's bearer token of `kind`; 401 otherwise. Session tokens slide. */
export async function requireToken(
  deps: AppDeps,
  request: FastifyRequest,
  kind: TokenKind,
): Promise<{ tokenId: number; member: Member }> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const now = clock(deps)();
  const slide = kind === 'session' ? deps.config.tokenTtlSeconds * 1000 : undefined;
  const found = await findTokenOwner({ db: deps.db }, token, kind, now, slide);
  if (!found) throw unauthenticated();
  return found;
}

/** A text field of a body no schema has typed yet (in a hook) or typed one way (a route with two bodies). */
export function bodyText(request: FastifyRequest, key: string): string | undefined {
  const { body } = request;
  if (typeof body !== 'object' || body === null) return undefined;
  const value: unknown = Reflect.get(body, key);
  return typeof value === 'string' ? value : undefined;
}

const bodyUsername = (request: FastifyRequest) =>
  (bodyText(request, 'username') ?? '').trim().toLowerCase().slice(0, 64);

/**
 * Per-route limits, counted before any password or PIN hashing. Keys combine the client address with the
 * username where one is sent, so one member under attack does not lock out everyone behind the same NAT.
 */
export const limits = {
  perUser: (max: number, timeWindow: string) => ({
    rateLimit: { max, timeWindow, keyGenerator: (r: FastifyRequest) => `${r.ip}|${bodyUsername(r)}` },
  }),
  perToken: (max: number, timeWindow: string) => ({
    rateLimit: {
      max,
      timeWindow,
      keyGenerator: (r: FastifyRequest) => `${r.ip}|${(bearerToken(r) ?? '').slice(0, 24)}`,
    },
  }),
  perIp: (max: number, timeWindow: string) => ({
    rateLimit: { max, timeWindow, keyGenerator: (r: FastifyRequest) => r.ip },
  }),
};

/**
 * A field sent empty, blank or null is a field the member left out: removing it before validation lets the
 * schema answer with its required-field message ('This Field Is Required.') rather than a format complaint.
 */
export async function blankFieldsAreMissing(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  for (const [key, value] of Object.entries(body)) {
    if (value === null || (typeof value === 'string' && value.trim() === '')) {
      Reflect.deleteProperty(body, key);
    }
  }
}

/** The request's address and user agent, for security events and the session list. */
export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, device: (typeof agent === 'string' ? agent : '').slice(0, 300) };
}
