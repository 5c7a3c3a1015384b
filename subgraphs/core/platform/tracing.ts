/**
 * Traces (OpenTelemetry): one trace per request, from the gateway through the subgraph fetches
 * to the SQL statements, and one per job run. This file holds what the code paths call; the SDK
 * and its exporter are loaded only when tracing is switched on (tracing-sdk.ts, started when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set). Until then every helper here is one boolean test and a
 * direct call: no span, no context, no allocation per request or statement.
 *
 *   inSpan('job accounting.recurring', { kind: SpanKind.CONSUMER }, () => handler(...))
 *   const headers = traceHeaders();            // { traceparent } of the active span, or {}
 *   const parent = contextFrom(request.headers); // an incoming W3C traceparent
 */
import { type Attributes, type Context, type Span, SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setTracingActive, tracingActive } from '../../../drizzle/statement-spans.ts';

export { SpanKind };

export { setTracingActive, tracingActive };

const tracer = () => trace.getTracer('kontor');

/** Runs `work` in a new span, a child of the active one (or of `parent`), ended when `work` settles. */
export function inSpan<T>(name: string, options: { kind?: SpanKind; attributes?: Attributes; parent?: Context }, work: () => Promise<T> | T): Promise<T> | T {
  if (!tracingActive()) return work();
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, parent);
  return context.with(trace.setSpan(parent, span), () => settle(span, work));
}

function settle<T>(span: Span, work: () => Promise<T> | T): Promise<T> | T {
  let result: Promise<T> | T;
  try {
    result = work();
  } catch (error) {
    failed(span, error);
    span.end();
    throw error;
  }
  if (!(result instanceof Promise)) {
    span.end();
    return result;
  }
  return result.then(
    (value) => {
      span.end();
      return value;
    },
    (error) => {
      failed(span, error);
      span.end();
      throw error;
    },
  );
}

function failed(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/**
 * A span the caller ends (a request's, which spans several hooks), or undefined when tracing is
 * off, or when `requireParent` and no span is active (a statement outside any request or job).
 */
export function startSpan(name: string, options: { kind?: SpanKind; attributes?: Attributes; parent?: Context; requireParent?: boolean }): Span | undefined {
  if (!tracingActive()) return undefined;
  const parent = options.parent ?? context.active();
  if (options.requireParent && !trace.getSpan(parent)) return undefined;
  return tracer().startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, parent);
}

/** The context an incoming request's W3C `traceparent` (and `tracestate`) names: its spans join the caller's trace. */
export function contextFrom(headers: Record<string, string | string[] | undefined>): Context {
  return propagation.extract(context.active(), headers);
}

/** Runs `work` with `span` active: its callees' spans are its children. */
export function withSpan<T>(span: Span, work: () => T): T {
  return context.with(trace.setSpan(context.active(), span), work);
}

/** The active span as W3C trace-context headers for an outgoing call, or nothing when tracing is off. */
export function traceHeaders(): Record<string, string> {
  if (!tracingActive()) return {};
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** Ends a span with the HTTP status of its answer (5xx is an error, as the semantic conventions say for a server). */
export function endHttpSpan(span: Span, method: string, status: number, route: string | undefined): void {
  span.setAttribute('http.response.status_code', status);
  if (route) {
    span.setAttribute('http.route', route);
    span.updateName(`${method} ${route}`);
  }
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/**
 * A server span per HTTP request of `fastify` (the gateway's, a subgraph process's), a child of
 * the caller's `traceparent` when it sends one. The span is made active twice: at the request's
 * start and again before its handler, because the body is read in a stream's events, which do not
 * carry the request's async context into the handler.
 */
export function traceRequests(fastify: FastifyInstance, attributes: Attributes = {}): void {
  const spans = new WeakMap<FastifyRequest, Context>();
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (!tracingActive()) return done();
    const parent = contextFrom(request.headers);
    const span = tracer().startSpan(
      request.method,
      { kind: SpanKind.SERVER, attributes: { ...attributes, 'http.request.method': request.method, 'url.path': request.url.split('?')[0] } },
      parent,
    );
    const current = trace.setSpan(parent, span);
    spans.set(request, current);
    context.with(current, done);
  });
  fastify.addHook('preHandler', (request, _reply, done) => {
    const current = tracingActive() ? spans.get(request) : undefined;
    if (!current) return done();
    context.with(current, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const current = spans.get(request);
    const span = current && trace.getSpan(current);
    if (span) endHttpSpan(span, request.method, reply.statusCode, request.routeOptions.url);
    done();
  });
}
