/**
 * SQL statements as spans of the request's trace. The database layer imports nothing of the
 * platform, so the switch lives here: subgraphs/core/platform/tracing.ts turns it on and off with
 * the SDK, and reads it for its own spans.
 */
import { SpanKind, context, trace } from '@opentelemetry/api';

let active = false;

/** Switched by the tracing SDK when its provider is registered, and off again when it stops. */
export function setTracingActive(on: boolean): void {
  active = on;
}

export function tracingActive(): boolean {
  return active;
}

/**
 * A statement as a span of the request's trace (subgraphs/core/platform/tracing.ts), ended when its promise settles;
 * only inside a trace, so the job queue's polling makes none. `pending` is returned as it is
 * (postgres.js's lazy query, which Drizzle configures after this call): only its `then` is
 * wrapped, and every await, catch and finally goes through it.
 */
export function traced<T extends PromiseLike<unknown>>(text: string, system: string, pending: T): T {
  if (!active) return pending;
  const parent = context.active();
  if (!trace.getSpan(parent)) return pending;
  const span = trace.getTracer('kontor').startSpan(
    `SQL ${/^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'statement'}`,
    {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': system, 'db.query.text': text },
    },
    parent,
  );
  let ended = false;
  const end = (error?: unknown) => {
    if (ended) return;
    ended = true;
    if (error !== undefined) span.recordException(error instanceof Error ? error : String(error));
    span.end();
  };
  const then = pending.then;
  (pending as { then: unknown }).then = function (this: T, onFulfilled?: (value: unknown) => unknown, onRejected?: (error: unknown) => unknown) {
    return then.call(
      this,
      (value) => {
        end();
        return onFulfilled ? onFulfilled(value) : value;
      },
      (error) => {
        end(error);
        if (onRejected) return onRejected(error);
        throw error;
      },
    );
  };
  return pending;
}
