import pino from 'pino';

/**
 * What the log may not carry. A failed query's error (drizzle's DrizzleQueryError, postgres.js's
 * PostgresError) holds its bind parameters — relay passwords, tokens, whatever was written — in
 * properties and in its very message ("Failed query: …\nparams: …"). The log keeps the
 * statement (SQL text with $n placeholders) and drops the values.
 */
const VALUE_KEYS = new Set(['params', 'parameters', 'args', 'values', 'variables']);
const PARAMS_LINE = /\nparams: [^\n]*/g;

function scrub(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return typeof value === 'string' ? value.replace(PARAMS_LINE, '\nparams: [redacted]') : value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = VALUE_KEYS.has(key) ? '[redacted]' : scrub(item, depth + 1);
  return out;
}

interface DatabaseFailure {
  query?: unknown;
  code?: unknown;
  routine?: unknown;
  severity?: unknown;
  cause?: unknown;
}

/**
 * A failed statement as the log keeps it: the SQL with placeholders, the SQLSTATE and the
 * server routine. The server's own message is left out: it quotes values ("invalid input
 * syntax for type integer: \"…\"", "Key (email)=(…) already exists").
 */
function databaseFailure(error: Error & DatabaseFailure): Record<string, unknown> {
  const cause = (error.cause ?? error) as DatabaseFailure;
  const sqlState = cause.code ?? error.code;
  const query = typeof error.query === 'string' ? error.query : typeof cause.query === 'string' ? cause.query : '';
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const message = `Failed query: ${query} (SQLSTATE ${String(sqlState ?? 'unknown')}${cause.routine ? `, ${String(cause.routine)}` : ''})`;
  return { type: error.name, message, query, sqlState, stack: [message, ...frames].join('\n') };
}

function isDatabaseFailure(error: Error & DatabaseFailure): boolean {
  const cause = error.cause as DatabaseFailure | undefined;
  return (
    typeof error.query === 'string' ||
    (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && error.severity !== undefined) ||
    (cause !== undefined && typeof cause.query === 'string')
  );
}

/** pino's error serializer, then the bind values removed at every level (cause, originalError). */
export function safeError(error: unknown): { [key: string]: unknown; type: string; message: string; stack: string } {
  if (!(error instanceof Error)) return scrub({ type: typeof error, message: String(error), stack: '' }) as never;
  const original = (error as { originalError?: unknown }).originalError;
  if (isDatabaseFailure(error as Error & DatabaseFailure)) return databaseFailure(error as Error & DatabaseFailure) as never;
  if (original instanceof Error && isDatabaseFailure(original as Error & DatabaseFailure)) {
    // A GraphQLError around a failed statement repeats its message: keep only the statement's account.
    const failure = databaseFailure(original as Error & DatabaseFailure);
    return {
      type: error.name,
      message: failure.message as string,
      stack: failure.stack as string,
      originalError: failure,
      path: (error as { path?: unknown }).path,
    } as never;
  }
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  if (original instanceof Error) serialized.originalError = safeError(original);
  return scrub(serialized) as never;
}

/** Secret-named fields wherever a log line could hold them (pino `redact`). */
export const REDACT_PATHS = [
  'req.headers.authorization',
  '*.authorization',
  'req.headers.cookie',
  '*.password',
  '*.smtpPassword',
  '*.client_secret',
  '*.clientSecret',
  '*.refresh_token',
  '*.access_token',
  '*.secret',
  '*.token',
  '*.webhookSecret',
  '*.apiKey',
];

/** The logger settings every Kontor process uses (gateway and subgraph servers). */
export function loggerSettings(level: string, extra: { stream?: NodeJS.WritableStream; serializers?: Record<string, (value: never) => unknown> } = {}) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...extra,
    serializers: { err: safeError, error: safeError, ...extra.serializers },
  };
}
