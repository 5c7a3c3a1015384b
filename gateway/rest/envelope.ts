/**
 * The wire a module answers in: one `Wire` interface, one implementation per envelope
 * (gateway/rest/wires/: the family's Books/Inventory envelope, analytics', messaging's). The
 * REST engine, the error handler, the OpenAPI document and the modules' raw routes all ask a
 * module's wire how to answer; none of them knows which wire it is. Failures start here as one
 * shape, the error table's (`{ code, message }` with its HTTP status), which each wire maps to
 * its own.
 */
import type { GraphQLFormattedError } from 'graphql';
import { ERRORS, type ErrorName, type KontorError, errorInfo } from '../../subgraphs/core/values/errors.ts';
import { type WireName, toSnake } from './wire.ts';

export interface WireFailure {
  /** The error's name in the one table: what other envelopes map from (two names may share a code). */
  name: ErrorName;
  status: number;
  body: { code: number; message: string; [key: string]: unknown };
}

export function failure(name: ErrorName, message: string, extra: Record<string, unknown> = {}): WireFailure {
  return { name, status: ERRORS[name].status, body: { code: ERRORS[name].code, message, ...extra } };
}

/** A thrown KontorError as the failure it stands for (an error name outside the table is an internal error). */
export function failureOfError(error: KontorError): WireFailure {
  const name = error.extensions.code as ErrorName;
  return failure(errorInfo(name) ? name : 'INTERNAL', error.message);
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

/** A JSON Schema (OpenAPI 3.1). */
export type Schema = Record<string, unknown>;

/**
 * How a module's routes answer. Every wire is made by the same engine from the same results:
 * a wire only shapes what the engine produced, and maps the error table to its own codes.
 */
export interface Wire {
  /** Its name, as a route table (RestModule.wire) or a module's raw route (RawRoute.wire) gives it. */
  name: string;
  /** A GraphQL field's name on this wire. */
  wireName: WireName;
  /** Absent values leave as the family's empty values (`""`, `0`, `false`, `[]`) instead of null (wire.ts, outputWalker). */
  emptyValues: boolean;
  /** A list's page context names its report (`"report_name": "Invoices"`), as the family's does. */
  reportNames: boolean;
  /**
   * A query parameter carrying the request's parameters as JSON text, the way this wire's
   * clients send every call (analytics' `CONFIG`): unfolded into the query parameters of a GET
   * and into the body of any other method (engine.ts, `unfoldQueryBody`).
   */
  queryBody?: string;
  /**
   * The success body. `fields` are what the engine made of the result: a list and its page
   * context, a payload's fields, or one resource under its key. `bare`: the route answers its
   * result as it is, without the wire's wrapping (RestRoute.bare), where the wire has one.
   */
  success(message: string, fields: Record<string, unknown>, bare?: boolean): unknown;
  /**
   * The failure as this wire carries it (its code for the error, the status unchanged).
   * `requestId` and `target` (the field at fault, in wire names) for the wires that quote them.
   */
  failure(failure: WireFailure, requestId: string, target?: string): { status: number; body: unknown };
  /** What the OpenAPI document says of this wire's bodies (gateway/rest/openapi.ts). */
  openApi: WireDescription;
}

export interface WireDescription {
  /** Names its failure schema (`<prefix>Failure`) and shared failure responses (`<prefix>Status400`); '' for the family's. */
  prefix: string;
  /** Its failure body. */
  failure: Schema;
  /** Added to the names of object schemas when this wire spells fields otherwise than the family's, so one GraphQL type spelled by two wires gets two schemas. */
  schemaSuffix: string;
  /** An error's code on this wire, as its failure responses list them. */
  code(name: ErrorName): string | number;
  /** The success body around the schemas of the fields the engine makes (see `Wire.success`). */
  success(fields: Record<string, unknown>, bare: boolean): Schema;
}

/** A wire's answer to a GraphQL error: the first error's failure, its field (extensions.field) as the target. */
export function refusalOfGraphQL(wire: Wire, error: GraphQLFormattedError, requestId: string, renamed?: Record<string, string>) {
  const field = error.extensions?.field as (string | number)[] | undefined;
  const target = field && errorInfo(error.extensions?.code) ? wireField(field, renamed, wire.wireName) : undefined;
  return wire.failure(failureFromGraphQL(error, renamed, wire.wireName), requestId, target);
}

/** A wire's answer to a KontorError thrown on the way (a token refused, an upload's file): its field, joined, as the target. */
export function refusalOfError(wire: Wire, error: KontorError, requestId: string) {
  const field = error.extensions.field as (string | number)[] | undefined;
  return wire.failure(failureOfError(error), requestId, field?.join('.'));
}
