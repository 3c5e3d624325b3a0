import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ReadinessChange, type Upstream, watchUpstreams } from './upstreams';

export interface ProxyOptions {
  port: number;
  host?: string;
  /** `http://127.0.0.1:PORT` of each instance. */
  upstreams: string[];
  /** How often each upstream's /api/health/ready is asked, default 1000 ms. */
  checkIntervalMs?: number;
  /** A health check with no answer within this long counts as not ready, default 1000 ms. */
  checkTimeoutMs?: number;
  /** How long an upstream may take to answer once it has the whole request, default 60 s. */
  responseTimeoutMs?: number;
  /** On close, how long open requests (event streams) may go on before their connections are cut, default 5 s. */
  closeGraceMs?: number;
  onReadinessChange?: ReadinessChange;
}

export interface RunningProxy {
  url: string;
  close(): Promise<void>;
  readyUpstreams(): string[];
}

const NO_INSTANCE = 'No instance is ready to serve; please try again in a moment.';
const FAILED = 'The instance could not answer; please try again.';

/** Headers that describe one connection, not the message (RFC 9110 §7.6.1), and are never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
  // Node answers 100-continue to the client itself and streams the body on.
  'expect',
]);

/** A GET without a body can be sent again safely, which a keep-alive connection closed under it calls for. */
const REPLAYABLE = new Set(['GET', 'HEAD', 'OPTIONS']);

function connectionScoped(headers: http.IncomingHttpHeaders): Set<string> {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return new Set([...HOP_BY_HOP, ...named]);
}

function upstreamRequestHeaders(request: http.IncomingMessage): http.OutgoingHttpHeaders {
  const dropped = connectionScoped(request.headers);
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers))
    if (!dropped.has(name) && value !== undefined) headers[name] = value;
  const client = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const prior = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
  return headers;
}

function clientResponseHeaders(response: http.IncomingMessage): http.OutgoingHttpHeaders {
  // Node frames the body for this client itself (chunked, or close for HTTP/1.0).
  const dropped = connectionScoped(response.headers).add('transfer-encoding');
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(response.headers))
    if (!dropped.has(name) && value !== undefined) headers[name] = value;
  return headers;
}

function answer(response: http.ServerResponse, status: number, message: string, retryAfter?: number) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const body = JSON.stringify({ message });
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...(retryAfter ? { 'retry-after': String(retryAfter) } : {}),
  });
  response.end(body);
}

/** What every forwarded request shares: the ready instances, the kept-alive connections, the answer timeout. */
interface Forwarding {
  pool: ReturnType<typeof watchUpstreams>;
  agent: http.Agent;
  responseTimeoutMs: number;
}

/** Passes the instance's answer on as it streams in; an answer cut short cuts the client's too. */
function relay(response: http.ServerResponse, upstreamResponse: http.IncomingMessage) {
  response.writeHead(
    upstreamResponse.statusCode ?? 502,
    upstreamResponse.statusMessage,
    clientResponseHeaders(upstreamResponse),
  );
  // Headers of an event stream go out now: its first event may be a while coming.
  if (String(upstreamResponse.headers['content-type']).startsWith('text/event-stream'))
    response.flushHeaders();
  upstreamResponse.pipe(response);
  upstreamResponse.on('close', () => {
    if (!upstreamResponse.complete) response.destroy();
  });
}

/**
 * After a failed attempt: whether the same request may be sent again. A refused connection carried nothing; a
 * kept-alive connection the instance closed as it was reused may be retried for a bodiless GET.
 */
function mayRetry(
  { pool }: Forwarding,
  attempt: {
    request: http.IncomingMessage;
    outgoing: http.ClientRequest;
    upstream: Upstream;
    connected: boolean;
  },
  error: NodeJS.ErrnoException,
  tried: Set<Upstream>,
): boolean {
  const { request, outgoing, upstream, connected } = attempt;
  if (!connected && error.code === 'ECONNREFUSED') {
    pool.markDown(upstream, 'refuses connections');
    return true;
  }
  const replayable =
    outgoing.reusedSocket &&
    REPLAYABLE.has(request.method ?? '') &&
    !request.headers['content-length'] &&
    !request.headers['transfer-encoding'];
  // The same instance may take the request on a new connection. Each retry uses up a stale connection, so
  // this ends.
  if (replayable && error.code === 'ECONNRESET') {
    tried.delete(upstream);
    return true;
  }
  return false;
}

function forward(
  forwarding: Forwarding,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  tried: Set<Upstream>,
): void {
  const { pool, agent, responseTimeoutMs } = forwarding;
  const upstream = pool.pick(tried);
  if (!upstream) {
    answer(response, 503, NO_INSTANCE, 1);
    return;
  }
  tried.add(upstream);
  let waiting: NodeJS.Timeout | undefined;
  const attempt = {
    request,
    upstream,
    connected: false,
    outgoing: http.request({
      hostname: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: upstreamRequestHeaders(request),
      agent,
    }),
  };
  const { outgoing } = attempt;
  const send = () => {
    attempt.connected = true;
    if (request.readableEnded) outgoing.end();
    else request.pipe(outgoing);
  };
  // Nothing is read from the client before the instance has accepted the connection, so a refusal leaves
  // the whole request here to send elsewhere.
  outgoing.on('socket', (socket) => {
    if (socket.connecting) socket.once('connect', send);
    else if (!socket.destroyed) send();
  });
  outgoing.on('finish', () => {
    waiting = setTimeout(
      () => outgoing.destroy(new Error(`no answer within ${responseTimeoutMs} ms`)),
      responseTimeoutMs,
    );
  });
  outgoing.on('error', (error: NodeJS.ErrnoException) => {
    clearTimeout(waiting);
    if (response.headersSent || response.destroyed) response.destroy();
    else if (mayRetry(forwarding, attempt, error, tried)) forward(forwarding, request, response, tried);
    else answer(response, 502, FAILED);
  });
  outgoing.on('response', (upstreamResponse) => {
    clearTimeout(waiting);
    relay(response, upstreamResponse);
  });
  response.on('close', () => {
    if (!response.writableFinished) outgoing.destroy();
  });
}

/**
 * A round-robin reverse proxy over instances that answer 200 on /api/health/ready. Responses stream through
 * as they come (server-sent events included), and so do request bodies. A connection an instance refuses
 * carries nothing yet, so the request goes to the next ready instance whatever its method.
 */
export async function startProxy(opts: ProxyOptions): Promise<RunningProxy> {
  const checkIntervalMs = opts.checkIntervalMs ?? 1000;
  const pool = watchUpstreams(opts.upstreams, {
    intervalMs: checkIntervalMs,
    timeoutMs: opts.checkTimeoutMs ?? Math.min(1000, Math.max(checkIntervalMs, 200)),
    onChange: opts.onReadinessChange,
  });
  // Free sockets are dropped well before an instance's own keep-alive timeout (Fastify's is 72 s).
  const agent = new http.Agent({ keepAlive: true, timeout: 4000 });
  const forwarding: Forwarding = { pool, agent, responseTimeoutMs: opts.responseTimeoutMs ?? 60_000 };

  const server = http.createServer((request, response) => forward(forwarding, request, response, new Set()));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await pool.checkAll();

  const { port } = server.address() as AddressInfo;
  const wildcard = !opts.host || opts.host === '0.0.0.0' || opts.host === '::';
  const shownHost = wildcard ? 'localhost' : opts.host!.includes(':') ? `[${opts.host}]` : opts.host;
  const closeGraceMs = opts.closeGraceMs ?? 5000;
  return {
    url: `http://${shownHost}:${port}`,
    readyUpstreams: () => pool.readyUrls(),
    close: () =>
      new Promise<void>((resolve) => {
        pool.stop();
        const cut = setTimeout(() => server.closeAllConnections(), closeGraceMs);
        server.close(() => {
          clearTimeout(cut);
          agent.destroy();
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
