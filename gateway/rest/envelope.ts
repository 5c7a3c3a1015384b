import type { GraphQLFormattedError } from 'graphql';
import { ERRORS, type ErrorName, errorInfo } from '../../subgraphs/core/values/errors.ts';
import { type WireName, asIs, toSnake } from './wire.ts';

export interface WireFailure {
  /** The error's name in the one table: what other envelopes map from (two names may share a code). */
  name: ErrorName;
  status: number;
  body: { code: number; message: string; [key: string]: unknown };
}

export function failure(name: ErrorName, message: string, extra: Record<string, unknown> = {}): WireFailure {
  return { name, status: ERRORS[name].status, body: { code: ERRORS[name].code, message, ...extra } };
}

const GRAPHQL_INPUT_CODES = new Set(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED']);

/**
 * The envelope of the first error of a GraphQL result. Field paths arrive in GraphQL names
 * (['input', 'referenceNumber']) and leave in wire names (reference_number).
 */
export function failureFromGraphQL(error: GraphQLFormattedError, renamed?: Record<string, string>, wireName: WireName = toSnake): WireFailure {
  const name = error.extensions?.code;
  const info = errorInfo(name);
  if (info) {
    const field = error.extensions?.field as (string | number)[] | undefined;
    const rule = error.extensions?.rule as string | undefined;
    if (name === 'INVALID_VALUE' && field && rule) {
      return failure('INVALID_VALUE', `Invalid value passed for ${wireField(field, renamed, wireName)}: ${rule}.`);
    }
    return failure(name as ErrorName, error.message);
  }
  if (typeof name === 'string' && GRAPHQL_INPUT_CODES.has(name)) return failure('INVALID_VALUE', error.message);
  return failure('INTERNAL', 'Internal error. The request id is logged with the details.');
}

/** `renamed`: arguments a route reads from a query parameter of another name (RestRoute.query). */
export function wireField(path: readonly (string | number)[], renamed?: Record<string, string>, wireName: WireName = toSnake): string {
  const parts = path[0] === 'input' || path[0] === 'filter' ? path.slice(1) : path;
  const name = (p: string, i: number) => (i === 0 && path === parts && renamed?.[p]) || wireName(p);
  return parts.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${name(p, i)}`)).join('');
}

/**
 * How a module's routes answer. Most modules use the family envelope (`code`, `message`, one
 * resource key, snake_case fields); analytics has its own (`status`, `summary`, `data`,
 * camelCase fields). Both are made by the same engine from the same results: an envelope only
 * shapes what the engine produced.
 */
export interface Envelope {
  /** A GraphQL field's name on this wire. */
  wireName: WireName;
  /** Absent values leave as the family's empty values (`""`, `0`, `false`, `[]`) instead of null (wire.ts, outputWalker). */
  emptyValues: boolean;
  /** The success body: `fields` are what stands beside code and message in the family envelope. */
  success(message: string, fields: Record<string, unknown>): Record<string, unknown>;
  /** The failure as this wire carries it (status unchanged). */
  failure(failure: WireFailure): { status: number; body: Record<string, unknown> };
  /**
   * A query parameter carrying the request's parameters as JSON text, the way this wire's
   * clients send every call (analytics' `CONFIG`): unfolded into the query parameters of a GET
   * and into the body of any other method (engine.ts, `unfoldQueryBody`).
   */
  queryBody?: string;
}

export const FAMILY_ENVELOPE: Envelope = {
  wireName: toSnake,
  emptyValues: true,
  success: (message, fields) => ({ code: 0, message, ...fields }),
  failure: (failure) => failure,
};

/**
 * The analytics wire's error codes for the platform's errors (README, analytics error codes):
 * the codes the family's analytics API documents where one fits, the platform's code otherwise.
 */
const ANALYTICS_CODES: Partial<Record<ErrorName, { code: number; summary: string }>> = {
  INVALID_VALUE: { code: 8504, summary: 'INVALID_PARAMETER_VALUE' },
  INVALID_URL: { code: 7005, summary: 'INVALID_URL' },
  METHOD_NOT_ALLOWED: { code: 8506, summary: 'METHOD_NOT_ALLOWED' },
  PAYLOAD_TOO_LARGE: { code: 8507, summary: 'PAYLOAD_TOO_LARGE' },
  ORGANIZATION_REQUIRED: { code: 8516, summary: 'ORGID_HEADER_MISSING' },
  UNAUTHENTICATED: { code: 8535, summary: 'INVALID_OAUTHTOKEN' },
  FORBIDDEN: { code: 8534, summary: 'OAUTH_SCOPE_MISMATCH' },
  ORGANIZATION_ACCESS_DENIED: { code: 8534, summary: 'OAUTH_SCOPE_MISMATCH' },
  INTERNAL: { code: 7005, summary: 'INTERNAL_SERVER_ERROR' },
  NOT_FOUND: { code: 7103, summary: 'RESOURCE_NOT_FOUND' },
  DUPLICATE: { code: 7111, summary: 'NAME_ALREADY_EXISTS' },
  LIMIT_EXCEEDED: { code: 8132, summary: 'LIMIT_EXCEEDED' },
  INVALID_STATE: { code: 8133, summary: 'INVALID_STATE' },
  UNAVAILABLE: { code: 7006, summary: 'SERVICE_UNAVAILABLE' },
  EXPORT_JOB_NOT_FOUND: { code: 8120, summary: 'EXPORT_JOB_NOT_FOUND' },
  EXPORT_JOB_ACCESS_DENIED: { code: 8124, summary: 'EXPORT_JOB_ACCESS_DENIED' },
};

export const ANALYTICS_ENVELOPE: Envelope = {
  wireName: asIs,
  queryBody: 'CONFIG',
  emptyValues: false,
  // The analytics wire carries the result's fields under `data`: a payload's fields, or the resource under its key.
  // Keys without a value are left out (job details carry downloadUrl only once there is one).
  success: (message, fields) => ({ status: 'success', summary: message, data: Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null)) }),
  failure: (failure) => {
    const mapped = ANALYTICS_CODES[failure.name];
    return {
      status: failure.status,
      body: {
        status: 'failure',
        summary: mapped?.summary ?? failure.name,
        data: { errorCode: mapped?.code ?? failure.body.code, errorMessage: failure.body.message },
      },
    };
  },
};

/** Envelopes by the name a route table gives (RestModule.envelope). */
export const ENVELOPES = { family: FAMILY_ENVELOPE, analytics: ANALYTICS_ENVELOPE } as const;
export type EnvelopeName = keyof typeof ENVELOPES;

export function envelopeNamed(name: unknown): Envelope {
  return typeof name === 'string' && name in ENVELOPES ? ENVELOPES[name as EnvelopeName] : FAMILY_ENVELOPE;
}
