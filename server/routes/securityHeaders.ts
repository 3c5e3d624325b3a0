import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The protective headers every answer carries. Helmet builds them from the same options on every request
 * (parsing the content security policy's directives each time); they never vary, so they are built once
 * here, by running helmet against a response that only records what it is given.
 */
export function securityHeadersOf(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * One hook gives every answer its protective headers and its request id (`X-Request-Id`), before anything
 * else can answer; a route may still replace one (the SPA's pages add their nonce to the policy).
 */
export function answerWithSecurityHeaders(fastify: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeadersOf(options);
  fastify.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    reply.header('x-request-id', request.id);
    done();
  });
}
