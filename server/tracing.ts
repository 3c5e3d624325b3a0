import { setTimeout as sleep } from 'node:timers/promises';
import type { ContextManager, Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { TraceSettings } from './config';

/** A collector that does not take the last spans within this long does not hold up a stopping instance. */
const SHUTDOWN_FLUSH_MS = 3_000;

/** What the app traces with: its tracer, the async context spans are parented through, and the exporter's end. */
export interface Tracing {
  tracer: Tracer;
  /** Which span the code running now belongs to, carried across awaits. */
  contexts: ContextManager;
  /** Sends every ended span now. */
  flush(): Promise<void>;
  /** Sends what is left (bounded in time) and stops. */
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry's SDK, exporting by OTLP/HTTP (JSON) to the configured endpoint. Nothing is registered
 * globally: the spans are this instance's own, so a library that traces through the global API (Drizzle's
 * spans carry statement parameters) stays silent. The standard OTEL_EXPORTER_OTLP_HEADERS,
 * OTEL_EXPORTER_OTLP_TIMEOUT, OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG apply as usual.
 */
export function openTracing(settings: TraceSettings): Tracing {
  const exporter = new OTLPTraceExporter({ url: settings.endpoint });
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  const contexts = new AsyncLocalStorageContextManager().enable();
  return {
    tracer: provider.getTracer('tessera'),
    contexts,
    flush: () => provider.forceFlush(),
    async shutdown() {
      await Promise.race([provider.shutdown(), sleep(SHUTDOWN_FLUSH_MS, undefined, { ref: false })]);
      contexts.disable();
    },
  };
}
