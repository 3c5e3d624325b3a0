import {
  type Attributes,
  type Context,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { observeStatements } from '../db/statements';
import type { AppDeps } from '../deps';
import { errorMessage } from '../errors';
import { observeCommands } from '../services/redisCommands';
import type { Tracing } from '../tracing';

/** A statement's text is cut here: a bulk insert's list of placeholders says nothing more past it. */
const QUERY_TEXT_MAX = 2_000;

/**
 * A span per request (its route pattern, method, status and request id) and, under it, a span per database
 * statement and Redis command the request sends. Registered only when traces are configured (app.ts loads
 * this module only then), so an instance without them runs no part of it.
 */
export function traceRequests(fastify: FastifyInstance, deps: AppDeps, tracing: Tracing): void {
  const { tracer, contexts } = tracing;
  const requests = new WeakMap<FastifyRequest, { span: Span; context: Context }>();

  fastify.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    const span = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0],
          ...(route ? { 'http.route': route } : {}),
          request_id: request.id,
        },
      },
      ROOT_CONTEXT,
    );
    const context = trace.setSpan(ROOT_CONTEXT, span);
    requests.set(request, { span, context });
    // Everything after this hook (the body's reading, later hooks, the handler) carries the context across its
    // awaits and events; tests/server/traces.test.ts checks it for a body that arrives late.
    contexts.with(context, () => done());
  });
  fastify.addHook('onError', (request, _reply, error, done) => {
    requests.get(request)?.span.recordException(error);
    done();
  });
  const end = (request: FastifyRequest, status: number | null) => {
    const traced = requests.get(request);
    if (!traced) return;
    requests.delete(request);
    if (status === null) {
      traced.span.setStatus({
        code: SpanStatusCode.ERROR,
        message: 'the client went away before the answer',
      });
    } else {
      traced.span.setAttribute('http.response.status_code', status);
      // As OpenTelemetry's HTTP conventions have it for a server: a refusal of the client's own doing (4xx) is
      // an answer, one that fails on our side (5xx) an error.
      if (status >= 500) traced.span.setStatus({ code: SpanStatusCode.ERROR });
    }
    traced.span.end();
  };
  fastify.addHook('onResponse', (request, reply, done) => {
    end(request, reply.statusCode);
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    end(request, null);
    done();
  });

  /** A span under the request the running code belongs to; none outside requests (jobs, start-up). */
  const child = (name: string, attributes: Attributes) => {
    const parent = contexts.active();
    if (!trace.getSpan(parent)) return undefined;
    const span = tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes }, parent);
    return (error?: unknown) => {
      if (error !== undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: errorMessage(error) });
      span.end();
    };
  };
  const stopStatements = observeStatements(deps.db, ({ text, operation, engine }) => {
    const system = engine === 'postgres' ? 'postgresql' : 'pglite';
    return child(operation.toUpperCase(), {
      'db.system.name': system,
      // The attribute's name before OpenTelemetry's conventions became stable, which many backends still read.
      'db.system': system,
      'db.operation.name': operation.toUpperCase(),
      'db.query.text': text.length > QUERY_TEXT_MAX ? `${text.slice(0, QUERY_TEXT_MAX)}…` : text,
    });
  });
  const redis = deps.redis;
  const stopCommands = redis
    ? observeCommands(redis, ({ name, script }) =>
        child(script ? `${name} ${script}` : name, {
          'db.system.name': 'redis',
          'db.system': 'redis',
          'db.operation.name': name,
          ...(script ? { 'db.stored_procedure.name': script } : {}),
        }),
      )
    : () => {};
  fastify.addHook('onClose', async () => {
    stopStatements();
    stopCommands();
  });
}
