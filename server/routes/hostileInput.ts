import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../services/errors';
import { errorBody, handleError } from './errorHandler';

export const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000)';
export const SURROGATE_MESSAGE = 'Text may not contain a lone UTF-16 surrogate (U+D800 to U+DFFF)';

/** Half of a surrogate pair: with the u flag a whole pair is one code point and never matches. */
const loneSurrogate = /\p{Cs}/u;

const shown = (key: string) => key.replaceAll('\u0000', '\\0').replace(/\p{Cs}/gu, '\ufffd');

/** Parsed JSON, query strings and path parameters; never an upload's bytes or stream, which are not text. */
const isTextHolder = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !ArrayBuffer.isView(value) &&
  !(value instanceof ArrayBuffer) &&
  typeof Reflect.get(value, 'pipe') !== 'function';

/** Why a text cannot be stored, or null when it can. */
const flawOf = (text: string): string | null =>
  text.includes('\u0000') ? NUL_MESSAGE : loneSurrogate.test(text) ? SURROGATE_MESSAGE : null;

/** The first place in `value` (its keys included) holding text that cannot be stored, as a field path. */
function flawedText(value: unknown, root: string): { path: string; message: string } | null {
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      const message = flawOf(current);
      if (message) return { path, message };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push([item, path ? `${path}.${index}` : String(index)]);
      });
    } else if (isTextHolder(current)) {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${shown(key)}` : shown(key);
        const message = flawOf(key);
        if (message) return { path: at, message };
        stack.push([item, at]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store U+0000 in text, and half of a UTF-16 surrogate pair (JSON's "\ud800" escape) is no
 * character at all: UTF-8 cannot carry it and PostgreSQL's JSON refuses it. Either would fail deep in a query
 * (an audit row, a ticket) as a server error, so both are refused up front, for every route, in the body, the
 * query and the path.
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  const flaw =
    flawedText(request.params, '') ??
    flawedText(request.query, '') ??
    (request.body !== undefined ? flawedText(request.body, '') : null);
  if (flaw === null) return;
  throw new ApiError(422, flaw.message, { [flaw.path || 'body']: [flaw.message] });
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
