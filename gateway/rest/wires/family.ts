/**
 * The family's wire (Books, Inventory, Expense, Billing, ERP): `{ code, message, <key> }` with
 * code 0 on success, snake_case fields, absent values as the family's empty values; failures
 * `{ code, message }` with the code of the error table (README error table).
 */
import { ERRORS } from '../../../subgraphs/core/values/errors.ts';
import type { Wire } from '../envelope.ts';
import { toSnake } from '../wire.ts';

export const FAMILY_WIRE: Wire = {
  name: 'family',
  wireName: toSnake,
  emptyValues: true,
  reportNames: true,
  success: (message, fields) => ({ code: 0, message, ...fields }),
  failure: (failure) => failure,
  openApi: {
    prefix: '',
    failure: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'integer', description: 'The error code (README error table).' }, message: { type: 'string' } },
    },
    schemaSuffix: '',
    code: (name) => ERRORS[name].code,
    success: (fields) => ({
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'integer', const: 0 }, message: { type: 'string' }, ...fields },
    }),
  },
};
