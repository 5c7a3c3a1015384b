import { GraphQLScalarType, Kind } from 'graphql';
import { JSONObjectResolver, LocalDateResolver } from 'graphql-scalars';
import { Decimal, WHOLE_DIGITS_RULE, tooManyWholeDigits } from '../values/money.ts';
import { hasIsoDateForm } from '../values/time.ts';

const DECIMAL = /^-?\d+(\.\d+)?$/;

function parseDecimal(value: unknown): string {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? new Decimal(value).toFixed() : '') : typeof value === 'string' ? value.trim() : '';
  if (!DECIMAL.test(text) || text.replace(/[-.]/g, '').length > 30) {
    throw new TypeError(`Decimal must be a finite decimal number, got ${JSON.stringify(value)}`);
  }
  // The REST wire's range (15 digits before the point): larger amounts would overflow the numeric columns.
  if (tooManyWholeDigits(text)) throw new TypeError(`Decimal ${WHOLE_DIGITS_RULE}, got ${JSON.stringify(value)}`);
  return new Decimal(text).toFixed();
}

/**
 * Money and quantities. Travels as a JSON number (the REST wire format of the API family);
 * carried inside the platform as a decimal string so no float ever touches an amount.
 * Values of up to 15 significant digits are exact on the wire.
 */
export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  description: 'A decimal number (money or quantity), exact within 15 significant digits on the wire.',
  serialize: (value) => Number(typeof value === 'string' ? value : String(value)),
  parseValue: parseDecimal,
  parseLiteral(ast) {
    if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT || ast.kind === Kind.STRING) return parseDecimal(ast.value);
    throw new TypeError('Decimal must be a number or a numeric string');
  },
});

/**
 * A calendar date (`yyyy-mm-dd`), graphql-scalars' LocalDate: what a client sends is checked to
 * be a real day. What the platform answers comes from date columns and date arithmetic, so its
 * form alone is checked (building a Date for each of a list's dates cost 2% of its time).
 */
export const LocalDateScalar = new GraphQLScalarType({
  ...LocalDateResolver.toConfig(),
  serialize: (value) => (typeof value === 'string' && hasIsoDateForm(value) ? value : LocalDateResolver.serialize(value)),
});

export const scalarResolvers = { Decimal: DecimalScalar, LocalDate: LocalDateScalar, JSONObject: JSONObjectResolver };
