/**
 * Analytics' wire (/restapi/v2): `{ status: "success", summary, data }` with the result's fields
 * under `data` in GraphQL's camelCase, the request's parameters also as JSON text in `CONFIG`;
 * failures `{ status: "failure", summary, data: { errorCode, errorMessage } }` with the codes
 * the family's analytics API documents (README, analytics error codes).
 */
import { ERRORS, type ErrorName } from '../../../subgraphs/core/values/errors.ts';
import type { Wire } from '../envelope.ts';
import { asIs } from '../wire.ts';

/** The analytics codes of the platform's errors: the family's where one fits, the platform's code otherwise. */
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

export const ANALYTICS_WIRE: Wire = {
  name: 'analytics',
  wireName: asIs,
  queryBody: 'CONFIG',
  emptyValues: false,
  reportNames: false,
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
  openApi: {
    prefix: 'Analytics',
    failure: {
      type: 'object',
      required: ['status', 'summary', 'data'],
      properties: {
        status: { type: 'string', const: 'failure' },
        summary: { type: 'string', description: 'The error name (INVALID_PARAMETER_VALUE, …).' },
        data: {
          type: 'object',
          required: ['errorCode', 'errorMessage'],
          properties: {
            errorCode: { type: 'integer', description: 'The analytics error code (README, analytics error codes).' },
            errorMessage: { type: 'string' },
          },
        },
      },
    },
    schemaSuffix: 'Analytics',
    code: (name) => ANALYTICS_CODES[name]?.code ?? ERRORS[name].code,
    success: (fields) => ({
      type: 'object',
      required: ['status', 'summary', 'data'],
      properties: { status: { type: 'string', const: 'success' }, summary: { type: 'string' }, data: { type: 'object', properties: fields } },
    }),
  },
};
