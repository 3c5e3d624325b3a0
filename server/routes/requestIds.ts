import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

/** What a request id may be when a proxy sends one: short, and safe in a log line and a header. */
const GIVEN_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Each request's id: the `X-Request-Id` a trusted proxy sent (TRUST_PROXY, as for the client's address), so
 * one id follows the request through the proxy's logs and ours; otherwise a new UUID. A header from anyone
 * else is ignored, so a client cannot make its requests look like another's in the logs.
 */
export function requestIdOf(trustProxy: boolean | string | undefined): (req: IncomingMessage) => string {
  const trusted =
    trustProxy === true
      ? () => true
      : typeof trustProxy === 'string' && trustProxy !== ''
        ? proxyAddr.compile(trustProxy.split(',').map((part) => part.trim()))
        : null;
  return (req) => {
    const given = req.headers['x-request-id'];
    const from = req.socket?.remoteAddress;
    if (trusted && typeof given === 'string' && GIVEN_ID.test(given) && from && trusted(from, 0))
      return given;
    return randomUUID();
  };
}

/**
 * Every refusal carries its request id in its body as `request_id` (every answer names it in `X-Request-Id`,
 * see securityHeaders.ts), so what a member sees ("It's us, not you" shows it) is found in the log, where
 * every line of the request has it as `request_id`. A callback hook: it runs on every answer and needs no
 * promise.
 */
export function answerWithRequestIds(fastify: FastifyInstance): void {
  fastify.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    if (
      reply.statusCode >= 400 &&
      typeof payload === 'object' &&
      payload !== null &&
      !Array.isArray(payload) &&
      (payload as { status?: unknown }).status === false
    ) {
      done(null, { ...payload, request_id: request.id });
      return;
    }
    done(null, payload);
  });
}
