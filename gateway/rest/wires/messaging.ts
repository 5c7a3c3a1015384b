/**
 * The messaging family's wire (/v1.1, the `zeptomail` client's): success bodies `{ data,
 * status: "success" }` (sends answer their own object, RestRoute.bare), snake_case fields with
 * null for what a message does not have; failures `{ error: { code, message, details: [{ code,
 * message, target }], request_id } }` with the HTTP status of our error table. The family's
 * error codes are strings; the table below maps ours to them (README "Messaging errors").
 * `target` names the offending field in wire names (`to[0].email_address.address`).
 */
import type { ErrorName } from '../../../subgraphs/core/values/errors.ts';
import type { Wire } from '../envelope.ts';
import { toSnake } from '../wire.ts';

/** Our error name → the family's error code and detail code. */
const MESSAGING_CODES: Record<ErrorName, { code: string; detail: string }> = {
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
  IDEMPOTENCY_KEY_REUSED: { code: 'TM_3201', detail: 'GE_102' },
  IDEMPOTENCY_KEY_IN_PROGRESS: { code: 'TM_4003', detail: 'SERR_158' },
  ORGANIZATION_ACCESS_DENIED: { code: 'TM_4001', detail: 'SERR_156' },
  EXPORT_JOB_NOT_FOUND: { code: 'TM_3501', detail: 'GE_105' },
  EXPORT_JOB_ACCESS_DENIED: { code: 'TM_4001', detail: 'SERR_156' },
};

export const MESSAGING_WIRE: Wire = {
  name: 'messaging',
  wireName: toSnake,
  emptyValues: false,
  reportNames: false,
  // The answer's data is the route's one resource (or list): the first of the fields the engine made.
  success: (_message, fields, bare) => {
    const key = Object.keys(fields).find((k) => k !== 'code' && k !== 'message');
    const data = key === undefined ? undefined : fields[key];
    return bare ? data : { data: data ?? {}, status: 'success' };
  },
  failure: (failure, requestId, target) => {
    const codes = MESSAGING_CODES[failure.name];
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
  },
  openApi: {
    prefix: 'Messaging',
    failure: {
      type: 'object',
      required: ['error'],
      properties: {
        error: {
          type: 'object',
          required: ['code', 'message', 'details', 'request_id'],
          properties: {
            code: { type: 'string', description: 'The messaging error code (TM_3201, …; README "Messaging errors").' },
            message: { type: 'string' },
            details: {
              type: 'array',
              items: {
                type: 'object',
                required: ['code', 'message'],
                properties: { code: { type: 'string' }, message: { type: 'string' }, target: { type: 'string', description: 'The field at fault.' } },
              },
            },
            request_id: { type: 'string' },
          },
        },
      },
    },
    schemaSuffix: '',
    code: (name) => MESSAGING_CODES[name].code,
    success: (fields, bare) => {
      const data = Object.values(fields)[0] ?? { type: 'object' };
      if (bare) return data as Record<string, unknown>;
      return { type: 'object', required: ['data', 'status'], properties: { data, status: { type: 'string', const: 'success' } } };
    },
  },
};
