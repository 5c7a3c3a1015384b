/**
 * The OpenTelemetry SDK behind tracing.ts, loaded only when tracing is wanted: a tracer provider
 * whose spans go in batches by OTLP/HTTP (JSON) to `<endpoint>/v1/traces`, the W3C trace-context
 * propagator and async-hooks context. One per process: it registers the API's globals.
 *
 * Variables (the OpenTelemetry ones): OTEL_EXPORTER_OTLP_ENDPOINT switches tracing on;
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT overrides the full URL; OTEL_EXPORTER_OTLP_HEADERS adds
 * headers (an API key); OTEL_SERVICE_NAME names the process (default `kontor-<role>`).
 */
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { setTracingActive } from './tracing.ts';

export interface TracingOptions {
  /** The collector's base URL (OTEL_EXPORTER_OTLP_ENDPOINT): spans go to `<endpoint>/v1/traces`. */
  endpoint: string;
  /** service.name of this process's spans. */
  serviceName: string;
  /** Milliseconds between batches (default 5 s; tests shorten it). */
  flushMs?: number;
}

export interface Tracing {
  /** Sends what is buffered now. */
  flush(): Promise<void>;
  /** Sends what is buffered and unregisters the globals: spans stop being made. */
  stop(): Promise<void>;
}

/** Tracing as the environment configures it, or undefined when OTEL_EXPORTER_OTLP_ENDPOINT is not set. */
export function tracingFromEnv(role: string, env: NodeJS.ProcessEnv = process.env): Tracing | undefined {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return undefined;
  return startTracing({ endpoint, serviceName: env.OTEL_SERVICE_NAME?.trim() || `kontor-${role}` });
}

export function startTracing(options: TracingOptions): Tracing {
  const url = process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || `${options.endpoint.replace(/\/+$/, '')}/v1/traces`;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url }), scheduledDelayMillis: options.flushMs ?? 5000 })],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  if (
    !trace.setGlobalTracerProvider(provider) ||
    !context.setGlobalContextManager(contextManager) ||
    !propagation.setGlobalPropagator(new W3CTraceContextPropagator())
  )
    throw new Error('tracing is already started in this process');
  setTracingActive(true);
  return {
    flush: () => provider.forceFlush(),
    async stop() {
      setTracingActive(false);
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
