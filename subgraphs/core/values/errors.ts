import { GraphQLError } from 'graphql';

/**
 * The one table of error codes. `extensions.code` on a GraphQL error is the key; the REST
 * edge turns it into the envelope's numeric `code` and the HTTP status. Domain code never
 * knows HTTP statuses: the status lives here and is read only by the edge. Codes are the API
 * family's where clients branch on them, so two names may share one (57: no live token with
 * 401, a missing scope with 403); an envelope maps by name, never back from the code.
 */
export const ERRORS = {
  INVALID_VALUE: { code: 4, status: 400, summary: 'Invalid value passed for a field' },
  INVALID_URL: { code: 5, status: 404, summary: 'Invalid URL' },
  METHOD_NOT_ALLOWED: { code: 6, status: 405, summary: 'Method not allowed for this URL' },
  PAYLOAD_TOO_LARGE: { code: 7, status: 413, summary: 'Request body larger than the route allows' },
  ORGANIZATION_REQUIRED: { code: 8, status: 400, summary: 'The organization is missing' },
  RATE_LIMITED: { code: 44, status: 429, summary: 'Rate limit exceeded (per organization per minute, per token per second); Retry-After says when to retry' },
  UNAUTHENTICATED: { code: 57, status: 401, summary: 'Invalid, expired, revoked or missing OAuth token' },
  FORBIDDEN: { code: 57, status: 403, summary: 'Not authorized for this operation (the token lacks the scope, or the role does not allow it)' },
  INTERNAL: { code: 1000, status: 500, summary: 'Internal error' },
  DUPLICATE: { code: 1001, status: 400, summary: 'A value that must be unique is already used' },
  NOT_FOUND: { code: 1002, status: 404, summary: 'Resource does not exist' },
  INVALID_STATE: { code: 1003, status: 400, summary: 'The resource is not in a state that allows this operation' },
  IN_USE: { code: 1004, status: 400, summary: 'The resource is referenced by other records and cannot be deleted' },
  LIMIT_EXCEEDED: { code: 1005, status: 400, summary: 'More items than the limit allows' },
  OVERLAPPING_RANGES: { code: 1006, status: 400, summary: 'Quantity ranges overlap' },
  INVALID_GRANT: { code: 1010, status: 400, summary: 'OAuth grant or client is invalid' },
  UNAVAILABLE: { code: 1011, status: 503, summary: 'A part of the platform (a subgraph process) cannot be reached; retry later' },
  IDEMPOTENCY_KEY_REUSED: { code: 1040, status: 422, summary: 'An Idempotency-Key already used for a different request (method, path, query or body)' },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    code: 1041,
    status: 409,
    summary: 'The first request with this Idempotency-Key has not answered yet (still running, or stopped before answering); Retry-After says when to retry',
  },
  UNBALANCED_ENTRY: { code: 1030, status: 400, summary: 'A journal entry whose debits and credits differ in the base currency' },
  ORGANIZATION_ACCESS_DENIED: { code: 6041, status: 401, summary: 'The caller is not an active member of the organization, or it does not exist' },
  EXPORT_JOB_NOT_FOUND: { code: 8120, status: 404, summary: 'No export job has this id (analytics)' },
  EXPORT_JOB_ACCESS_DENIED: { code: 8124, status: 403, summary: 'Only the user who created an export job may read it or its file (analytics)' },
} as const;

export type ErrorName = keyof typeof ERRORS;

export interface KontorErrorDetails {
  /** Path of the offending input field in GraphQL names, e.g. ['input', 'referenceNumber']. */
  field?: readonly (string | number)[];
  /** The rule that failed, readable on its own: "must be at most 100 characters". */
  rule?: string;
  [key: string]: unknown;
}

/**
 * An expected outcome the client can act on. Thrown from services; resolvers let it through,
 * and Apollo carries the extensions to the gateway and the REST edge.
 */
export class KontorError extends GraphQLError {
  constructor(name: ErrorName, message: string, details: KontorErrorDetails = {}) {
    super(message, { extensions: { ...details, code: name, errorCode: ERRORS[name].code } });
  }
}

export function notFound(what: string): KontorError {
  return new KontorError('NOT_FOUND', `${what} does not exist.`);
}

/** An invalid field value: the message names the field and the rule. */
export function invalid(field: readonly (string | number)[], rule: string): KontorError {
  return new KontorError('INVALID_VALUE', `Invalid value passed for ${fieldLabel(field)}: ${rule}.`, { field, rule });
}

/** `input.lineItems[2].rate` */
export function fieldLabel(field: readonly (string | number)[]): string {
  return field
    .filter((p, i) => !(i === 0 && (p === 'input' || p === 'filter')))
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`))
    .join('')
    .replace(/^\./, '');
}

export function errorInfo(name: unknown): (typeof ERRORS)[ErrorName] | undefined {
  return typeof name === 'string' && name in ERRORS ? ERRORS[name as ErrorName] : undefined;
}

/** A record whose state forbids a move, as the refusal names it: "the invoice INV-1 is void". */
export interface StatedRecord {
  kind: string;
  name: string;
  state: string;
}

/**
 * The one refusal of a state move: names the record, the state it is in and the move refused,
 * with the reason when the state alone does not explain it.
 */
export function cannotMove(record: StatedRecord, action: string, reason?: string, details: KontorErrorDetails = {}): KontorError {
  return new KontorError('INVALID_STATE', `The ${record.kind} ${record.name} is ${record.state} and cannot be ${action}${reason ? `: ${reason}` : ''}.`, {
    state: record.state,
    ...details,
  });
}
