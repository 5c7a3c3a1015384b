import type { GraphQLFormattedError } from 'graphql';
import { ERRORS, type ErrorName, errorInfo } from '../../subgraphs/core/request/errors.ts';
import { toSnake } from './wire.ts';

export interface WireFailure {
  status: number;
  body: { code: number; message: string; [key: string]: unknown };
}

export function failure(name: ErrorName, message: string, extra: Record<string, unknown> = {}): WireFailure {
  return { status: ERRORS[name].status, body: { code: ERRORS[name].code, message, ...extra } };
}

const GRAPHQL_INPUT_CODES = new Set(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED']);

/**
 * The envelope of the first error of a GraphQL result. Field paths arrive in GraphQL names
 * (['input', 'referenceNumber']) and leave in wire names (reference_number).
 */
export function failureFromGraphQL(error: GraphQLFormattedError, renamed?: Record<string, string>): WireFailure {
  const name = error.extensions?.code;
  const info = errorInfo(name);
  if (info) {
    const field = error.extensions?.field as (string | number)[] | undefined;
    const rule = error.extensions?.rule as string | undefined;
    if (name === 'INVALID_VALUE' && field && rule) {
      return failure('INVALID_VALUE', `Invalid value passed for ${wireField(field, renamed)}: ${rule}.`);
    }
    return failure(name as ErrorName, error.message);
  }
  if (typeof name === 'string' && GRAPHQL_INPUT_CODES.has(name)) return failure('INVALID_VALUE', error.message);
  return failure('INTERNAL', 'Internal error. The request id is logged with the details.');
}

/** `renamed`: arguments a route reads from a query parameter of another name (RestRoute.query). */
export function wireField(path: readonly (string | number)[], renamed?: Record<string, string>): string {
  const parts = path[0] === 'input' || path[0] === 'filter' ? path.slice(1) : path;
  const name = (p: string, i: number) => (i === 0 && path === parts && renamed?.[p]) || toSnake(p);
  return parts.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${name(p, i)}`)).join('');
}
