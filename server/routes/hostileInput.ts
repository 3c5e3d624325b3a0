import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../services/errors';
import { errorBody, handleError } from './errorHandler';

export const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000)';

const shown = (key: string) => key.replaceAll('\u0000', '\\0');

/** Parsed JSON, query strings and path parameters; never an upload's bytes or stream, which are not text. */
const isTextHolder = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !ArrayBuffer.isView(value) &&
  !(value instanceof ArrayBuffer) &&
  typeof (value as { pipe?: unknown }).pipe !== 'function';

/** The first place in `value` (its keys included) holding a NUL character, as a field path; else null. */
function nulPath(value: unknown, root: string): string | null {
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push([item, path ? `${path}.${index}` : String(index)]);
      });
    } else if (isTextHolder(current)) {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${shown(key)}` : shown(key);
        if (key.includes('\u0000')) return at;
        stack.push([item, at]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL that got through would fail deep in a query as a server
 * error. Refused up front, for every route, in the body, the query and the path.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const field =
    nulPath(request.params, '') ??
    nulPath(request.query, '') ??
    (request.body !== undefined ? nulPath(request.body, '') : null);
  if (field === null) return;
  throw new ApiError(422, NUL_MESSAGE, { [field || 'body']: [NUL_MESSAGE] });
}

const rawHeaders = (status: number, body: string) =>
  [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    '',
  ].join('\r\n');

/**
 * Requests Node's HTTP parser gives up on (headers over its 16 KB limit, a header section that takes too long,
 * bytes that are not HTTP) never reach a route: they are answered here, on the raw socket, in the error shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers or address are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'The request could not be read'];
  const body = JSON.stringify(errorBody(message));
  if (socket.writable) socket.write(rawHeaders(status, body) + body);
  socket.destroy();
}

/**
 * Requests the router refuses before any route runs: a path parameter longer than any the API takes
 * (Fastify's `maxParamLength`), or a path that is not valid percent-encoding. Neither is echoed back.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.code(414).send(errorBody('The address is too long'));
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send(errorBody('The address is not valid'));
  return handleError(error, request, reply);
}
