import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  type GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  coerceInputValue,
  isInputType,
  isNonNullType,
  typeFromAST,
  valueFromAST,
} from 'graphql';
import { scalarResolvers } from '../../subgraphs/core/request/scalars.ts';

/**
 * The gateway's API schema has opaque scalars: a variable it passes on unchecked reaches a
 * subgraph, whose refusal comes back as an internal error. This copy carries the subgraphs'
 * own scalars (Decimal, LocalDate), so the edge refuses what a subgraph would refuse — with
 * the field and the rule — before any planning.
 */
export function inputSchema(schema: GraphQLSchema): GraphQLSchema {
  const real: Record<string, unknown> = scalarResolvers;
  return mapSchema(schema, { [MapperKind.SCALAR_TYPE]: (type) => (real[type.name] as typeof type | undefined) ?? type });
}

export interface InputRefusal {
  /** GraphQL names from the variable: ['input', 'lineItems', 0, 'rate']. */
  field: (string | number)[];
  rule: string;
}

/** Tab, line feed and carriage return are text; every other C0 control and DEL are not (PostgreSQL refuses NUL outright). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The text rule shared by every string the platform stores (values, file names, keys). */
export function textRule(text: string): string | undefined {
  if (CONTROL.test(text)) return 'must not contain control characters (NUL, U+0001–U+001F other than tab and line breaks, DEL)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (an unpaired surrogate was sent)';
  return undefined;
}

/** The first string anywhere in a JSON value (keys included) that breaks the text rule. */
export function badText(value: unknown, path: (string | number)[] = []): InputRefusal | undefined {
  if (typeof value === 'string') {
    const rule = textRule(value);
    return rule ? { field: path, rule } : undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = badText(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const rule = textRule(key);
      if (rule) return { field: [...path, key], rule: `names a key that ${rule}` };
      const found = badText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** The rule a scalar or input type states, readable after "Invalid value passed for x:". */
function ruleOf(error: GraphQLError | undefined): string {
  const reason = (error?.originalError?.message ?? error?.message ?? '').replace(/\.$/, '');
  if (/LocalDate/.test(reason)) return 'must be a calendar date yyyy-mm-dd';
  // A Decimal out of range is named with its value: "must have at most 15 digits before the decimal point, got 1e+21".
  if (/^Decimal must have/.test(reason)) return reason.replace(/^Decimal /, '');
  if (/Decimal/.test(reason)) return 'must be a finite decimal number of at most 30 digits';
  return reason ? `is refused (${reason})` : 'is refused';
}

/**
 * Checks an operation's variables as the subgraphs will coerce them: each against its declared
 * type with the real scalars, every string against the text rule. Undefined when they pass; a
 * variable that is missing is left to Apollo, which names it.
 */
export function checkVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): InputRefusal | undefined {
  const given = variables ?? {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type as never);
    if (!type || !isInputType(type)) continue;
    let value = given[name];
    if (value === undefined) {
      if (!definition.defaultValue) continue;
      value = valueFromAST(definition.defaultValue, type);
      if (value === undefined) continue;
    }
    if (value === null && !isNonNullType(type)) continue;
    const text = badText(value, [name]);
    if (text) return text;
    let refusal: InputRefusal | undefined;
    coerceInputValue(value, type, (path, _invalid, error) => {
      // A required field left out is named itself, not by the object holding it.
      const missing = /^Field "(\w+)" of required type "[^"]+" was not provided/.exec(error?.message ?? '');
      refusal ??= missing ? { field: [name, ...path, missing[1]], rule: 'is required' } : { field: [name, ...path], rule: ruleOf(error) };
    });
    if (refusal) return refusal;
  }
  return undefined;
}
