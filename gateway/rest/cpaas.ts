/**
 * The messaging family's wire (the `zeptomail` client's): success bodies `{ data, status:
 * "success" }` (sends answer their own object), failures `{ error: { code, message, details:
 * [{ code, message, target }], request_id } }` with the HTTP status of our error table. The
 * family's error codes are strings; the table below maps ours to them (README "Messaging
 * errors"). `target` names the offending field in wire names (`to[0].email_address.address`).
 */
import type { GraphQLFormattedError } from 'graphql';
import { type ErrorName, errorInfo } from '../../subgraphs/core/values/errors.ts';
import { type WireFailure, failureFromGraphQL, wireField } from './envelope.ts';

/** Our error name → the family's error code and detail code. */
export const CPAAS_CODES: Record<ErrorName, { code: string; detail: string }> = {
  INVALID_VALUE: { code: 'TM_3201', detail: 'GE_102' },
  INVALID_URL: { code: 'TM_1001', detail: 'GE_101' },
  METHOD_NOT_ALLOWED: { code: 'TM_1001', detail: 'GE_103' },
  PAYLOAD_TOO_LARGE: { code: 'TM_3301', detail: 'SM_133' },
  ORGANIZATION_REQUIRED: { code: 'TM_3201', detail: 'GE_104' },
  UNAUTHENTICATED: { code: 'TM_4001', detail: 'SERR_157' },
  RATE_LIMITED: { code: 'TM_4003', detail: 'SERR_158' },
  FORBIDDEN: { code: 'TM_4001', detail: 'SERR_156' },
  INTERNAL: { code: 'TM_1000', detail: 'GE_100' },
  DUPLICATE: { code: 'TM_3301', detail: 'SM_111' },
  NOT_FOUND: { code: 'TM_3501', detail: 'GE_105' },
  INVALID_STATE: { code: 'TM_3301', detail: 'SM_113' },
  IN_USE: { code: 'TM_3301', detail: 'SM_114' },
  LIMIT_EXCEEDED: { code: 'TM_3301', detail: 'SM_120' },
  OVERLAPPING_RANGES: { code: 'TM_3201', detail: 'GE_102' },
  INVALID_GRANT: { code: 'TM_4001', detail: 'SERR_157' },
  UNAVAILABLE: { code: 'TM_1011', detail: 'GE_111' },
  UNBALANCED_ENTRY: { code: 'TM_3201', detail: 'GE_102' },
  ORGANIZATION_ACCESS_DENIED: { code: 'TM_4001', detail: 'SERR_156' },
  EXPORT_JOB_NOT_FOUND: { code: 'TM_3501', detail: 'GE_105' },
  EXPORT_JOB_ACCESS_DENIED: { code: 'TM_4001', detail: 'SERR_156' },
};

export interface CpaasFailure {
  status: number;
  body: { error: { code: string; message: string; details: { code: string; message: string; target?: string }[]; request_id: string } };
}

/** A failure of the module envelope (code, message) in the family's shape; `target` names the field when known. */
export function cpaasFailure(failure: WireFailure, requestId: string, target?: string): CpaasFailure {
  const codes = CPAAS_CODES[failure.name];
  return {
    status: failure.status,
    body: {
      error: {
        code: codes.code,
        message: failure.body.message,
        details: [{ code: codes.detail, message: failure.body.message, ...(target ? { target } : {}) }],
        request_id: requestId,
      },
    },
  };
}

/** The family's failure of a GraphQL error, its field (extensions.field) as the detail's target. */
export function cpaasFromGraphQL(error: GraphQLFormattedError, requestId: string, renamed?: Record<string, string>): CpaasFailure {
  const field = error.extensions?.field as (string | number)[] | undefined;
  const target = field && errorInfo(error.extensions?.code) ? wireField(field, renamed) : undefined;
  return cpaasFailure(failureFromGraphQL(error, renamed), requestId, target);
}

/** A management answer: the route's resource (or list) as `data`. */
export function cpaasSuccess(data: unknown): Record<string, unknown> {
  return { data: data ?? {}, status: 'success' };
}
