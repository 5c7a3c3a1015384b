import {
  type GraphQLEnumType,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type DocumentNode,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  valueFromASTUntyped,
} from 'graphql';
import { MAX_WHOLE_DIGITS, WHOLE_DIGITS_RULE, tooManyWholeDigits } from '../../subgraphs/core/values/money.ts';
import { isIsoDate } from '../../subgraphs/core/values/time.ts';

/**
 * The one mechanism that maps the REST wire format to GraphQL and back: snake_case fields ↔
 * camelCase, lower-case enum values ↔ UPPER_SNAKE (or the @wire spelling the SDL gives),
 * digit-string ids, and typed coercion of query-string values.
 */
export const toCamel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const toSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export class WireError extends Error {
  constructor(
    readonly field: string,
    readonly rule: string,
  ) {
    super(`Invalid value passed for ${field}: ${rule}.`);
  }
}

/** The JSON type a field leaves as on the REST wire when it is not its GraphQL type's (@wireAs). */
export type WireAs = 'number' | 'string';

/**
 * Spellings on the wire, from the directives of the subgraph SDLs: enum values (@wire) and the
 * fields whose JSON type the family gives otherwise than GraphQL does (@wireAs).
 */
export class EnumSpellings {
  private readonly toWireMap = new Map<string, Map<string, string>>();
  private readonly fromWireMap = new Map<string, Map<string, string>>();
  /** `Type.field` → the JSON type it leaves as. */
  private readonly fieldTypes = new Map<string, WireAs>();

  constructor(sdls: DocumentNode[]) {
    for (const doc of sdls) {
      for (const def of doc.definitions) {
        if (def.kind === Kind.OBJECT_TYPE_DEFINITION || def.kind === Kind.OBJECT_TYPE_EXTENSION) {
          for (const field of def.fields ?? []) {
            const as = field.directives?.find((d) => d.name.value === 'wireAs')?.arguments?.find((a) => a.name.value === 'type');
            if (!as) continue;
            const type = valueFromASTUntyped(as.value);
            if (type !== 'number' && type !== 'string') throw new Error(`@wireAs on ${def.name.value}.${field.name.value}: type must be number or string`);
            this.fieldTypes.set(`${def.name.value}.${field.name.value}`, type);
          }
        }
        if (def.kind !== Kind.ENUM_TYPE_DEFINITION && def.kind !== Kind.ENUM_TYPE_EXTENSION) continue;
        for (const value of def.values ?? []) {
          const wire = value.directives?.find((d) => d.name.value === 'wire')?.arguments?.find((a) => a.name.value === 'value');
          if (wire) this.set(def.name.value, value.name.value, valueFromASTUntyped(wire.value) as string);
        }
      }
    }
  }

  private set(enumName: string, value: string, wire: string): void {
    if (!this.toWireMap.has(enumName)) {
      this.toWireMap.set(enumName, new Map());
      this.fromWireMap.set(enumName, new Map());
    }
    this.toWireMap.get(enumName)!.set(value, wire);
    this.fromWireMap.get(enumName)!.set(wire.toLowerCase(), value);
  }

  toWire(type: GraphQLEnumType, value: string): string {
    return this.toWireMap.get(type.name)?.get(value) ?? value.toLowerCase();
  }

  fromWire(type: GraphQLEnumType, wire: string): string | undefined {
    const lower = wire.toLowerCase();
    const explicit = this.fromWireMap.get(type.name)?.get(lower);
    if (explicit) return explicit;
    const candidate = type.getValue(wire.toUpperCase());
    return candidate && !this.toWireMap.get(type.name)?.has(candidate.name) ? candidate.name : undefined;
  }

  /** The JSON type a field of an object type leaves as when @wireAs names one. */
  wireAs(typeName: string, fieldName: string): WireAs | undefined {
    return this.fieldTypes.get(`${typeName}.${fieldName}`);
  }

  allowed(type: GraphQLEnumType): string {
    return type
      .getValues()
      .map((v) => this.toWire(type, v.name))
      .join(', ');
  }
}

/** Maps a JSON request value to the GraphQL input type, naming the wire field (as `wireName` spells it) on any error. */
export function inputFromWire(
  value: unknown,
  type: GraphQLInputType,
  field: string,
  enums: EnumSpellings,
  fromQueryString = false,
  wireName: WireName = toSnake,
): unknown {
  if (isNonNullType(type)) {
    if (value === undefined || value === null || (fromQueryString && value === '')) throw new WireError(field, 'is required');
    return inputFromWire(value, type.ofType, field, enums, fromQueryString, wireName);
  }
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (isListType(type)) {
    // The family takes id lists as comma-separated text in JSON bodies too (`"expense_ids": "1,2"`).
    const items = typeof value === 'string' && (fromQueryString || getNamedType(type.ofType).name === 'ID') ? listFromQuery(value, field) : value;
    if (!Array.isArray(items)) throw new WireError(field, 'must be an array');
    return items.map((item, i) => inputFromWire(item, type.ofType, `${field}[${i}]`, enums, fromQueryString, wireName));
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object' || Array.isArray(value)) throw new WireError(field || 'the request body', 'must be a JSON object');
    const fields = type.getFields();
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const f = fields[toCamel(key)];
      // Fields the input does not take (read-only ones a client echoes back) are ignored.
      if (f) out[f.name] = inputFromWire(v, f.type, field ? `${field}.${key}` : key, enums, fromQueryString, wireName);
    }
    for (const f of Object.values(fields)) {
      if (isNonNullType(f.type) && f.defaultValue === undefined && out[f.name] === undefined) {
        throw new WireError(field ? `${field}.${wireName(f.name)}` : wireName(f.name), 'is required');
      }
    }
    return out;
  }
  if (isEnumType(type)) {
    const mapped = typeof value === 'string' ? enums.fromWire(type, value) : undefined;
    if (!mapped) throw new WireError(field, `must be one of ${enums.allowed(type)}`);
    return mapped;
  }
  return scalarFromWire(value, type.name, field);
}

/** A list in a query parameter: comma-separated, or a JSON array (`group_by=["date","account_name"]`). */
function listFromQuery(value: string, field: string): unknown[] {
  const text = value.trim();
  if (!text.startsWith('['))
    return text
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // falls through to the field error
  }
  throw new WireError(field, 'must be a JSON array or a comma-separated list');
}

/** Digits a number a request carries may have before its decimal point. */
export const MAX_DIGITS = MAX_WHOLE_DIGITS;

function scalarFromWire(value: unknown, scalar: string, field: string): unknown {
  switch (scalar) {
    case 'Int': {
      const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isSafeInteger(n) || n > 2147483647 || n < -2147483648) throw new WireError(field, 'must be a whole number');
      return n;
    }
    case 'Float':
    case 'Decimal': {
      let number: number | string | undefined;
      if (typeof value === 'number' && Number.isFinite(value)) number = value;
      else if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) number = scalar === 'Float' ? Number(value) : value.trim();
      else throw new WireError(field, 'must be a number');
      // The family's range: 15 digits before the decimal point. Larger values would overflow
      // the database's numeric columns (a 500) or lose their exactness.
      const whole = typeof number === 'string' ? tooManyWholeDigits(number) : Math.abs(number) >= 10 ** MAX_DIGITS;
      if (whole) throw new WireError(field, WHOLE_DIGITS_RULE);
      return number;
    }
    case 'Boolean': {
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw new WireError(field, 'must be true or false');
    }
    case 'ID': {
      if (typeof value === 'string' && value !== '') return value;
      if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
      throw new WireError(field, 'must be an id');
    }
    case 'LocalDate': {
      if (typeof value === 'string' && isIsoDate(value)) return value;
      throw new WireError(field, 'must be a date written yyyy-mm-dd');
    }
    case 'String': {
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw new WireError(field, 'must be a string');
    }
    default:
      return value;
  }
}

/** Maps one GraphQL result value of a given type to the wire. */
export type ToWire = (value: unknown) => unknown;

/** How a GraphQL field name is spelled on a module's wire: snake_case for most, as is for analytics. */
export type WireName = (name: string) => string;

/** Field names left as GraphQL spells them (camelCase): the analytics wire. */
export const asIs: WireName = (name) => name;

/**
 * The family's value for an absent scalar, by its GraphQL type: the family never sends null
 * where its shapes have a string, number or boolean (absent text is `""`, absent numbers `0`).
 */
export function emptyValue(scalar: string): unknown {
  switch (scalar) {
    case 'Int':
    case 'Float':
    case 'Decimal':
      return 0;
    case 'Boolean':
      return false;
    case 'JSONObject':
      return null;
    default:
      // String, ID, LocalDate and other text scalars.
      return '';
  }
}

/** Walkers by enum spellings, by naming and empty-values rule (`<naming id>:<empties>`), by type. */
const walkers = new WeakMap<EnumSpellings, Map<string, WeakMap<GraphQLOutputType, ToWire>>>();
const namingIds = new Map<WireName, number>();

/**
 * The walker of a type, built once: snake_case names and enum spellings are worked out per
 * field and value here, so mapping a response (200 rows of 40 fields) only copies.
 * `empties`: a null scalar, enum or list leaves as the family's empty value (emptyValue, `""`
 * for an enum, `[]` for a list), as the family envelope's wire has it; a null object stays
 * null, and a field marked @wireAs leaves as the family's JSON type. Without it null stays null
 * and types are GraphQL's (the analytics wire, files rendered from a result).
 */
export function outputWalker(type: GraphQLOutputType, enums: EnumSpellings, wireName: WireName = toSnake, empties = false): ToWire {
  let byNaming = walkers.get(enums);
  if (!byNaming) walkers.set(enums, (byNaming = new Map()));
  if (!namingIds.has(wireName)) namingIds.set(wireName, namingIds.size);
  const variant = `${namingIds.get(wireName)}:${empties}`;
  let byType = byNaming.get(variant);
  if (!byType) byNaming.set(variant, (byType = new WeakMap()));
  const known = byType.get(type);
  if (known) return known;
  const inner = isNonNullType(type) ? type.ofType : type;
  let walker: ToWire;
  if (isListType(inner)) {
    // Set before descending, like the object case, so a type that contains itself terminates.
    let item: ToWire = () => null;
    const none = empties ? () => [] : () => null;
    walker = (value) => (value === null || value === undefined ? none() : (value as unknown[]).map((v) => item(v)));
    byType.set(type, walker);
    item = outputWalker(inner.ofType, enums, wireName, empties);
  } else if (isEnumType(inner)) {
    const spelling = new Map(inner.getValues().map((v) => [v.name, enums.toWire(inner, v.name)]));
    const none = empties ? '' : null;
    walker = (value) => (value === null || value === undefined ? none : (spelling.get(value as string) ?? enums.toWire(inner, value as string)));
  } else if (isObjectType(inner)) {
    const fields = new Map<string, { wire: string; walk: ToWire }>();
    walker = (value) => {
      if (value === null || value === undefined) return null;
      const record = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const key in record) {
        const field = fields.get(key);
        if (field) out[field.wire] = field.walk(record[key]);
      }
      return out;
    };
    byType.set(type, walker);
    for (const field of Object.values(inner.getFields())) {
      // The family's JSON types go with its empty values: files rendered from a result keep GraphQL's.
      const as = empties ? enums.wireAs(inner.name, field.name) : undefined;
      fields.set(field.name, { wire: wireName(field.name), walk: as ? retyped(as) : outputWalker(field.type, enums, wireName, empties) });
    }
  } else {
    const none = empties ? emptyValue(inner.name) : null;
    walker = (value) => (value === null || value === undefined ? none : value);
  }
  byType.set(type, walker);
  return walker;
}

/**
 * A scalar the family types otherwise than GraphQL (@wireAs): `number` reads text such as "10%"
 * (a percentage leaves as its number) or "12.50"; `string` writes true as "true", 5 as "5".
 */
function retyped(as: WireAs): ToWire {
  if (as === 'string') return (value) => (value === null || value === undefined ? '' : String(value));
  return (value) => {
    if (value === null || value === undefined || value === '') return 0;
    if (typeof value === 'number') return value;
    const text = String(value).trim().replace(/%$/, '');
    const number = Number(text);
    return text !== '' && Number.isFinite(number) ? number : value;
  };
}

/** Maps a GraphQL result value to the wire: snake_case keys, wire enum spellings. */
export function outputToWire(value: unknown, type: GraphQLOutputType, enums: EnumSpellings, empties = false): unknown {
  return outputWalker(type, enums, toSnake, empties)(value);
}

/** Wire keys of an entry: `true` for a value taken whole, the keys of an object (or of an array's objects) otherwise. */
export interface KeyTree {
  [key: string]: KeyTree | true;
}

/**
 * The selection of every field of a type, recursively, as REST returns whole resources; with
 * `keys` (a list's entries, gateway/contract/list-shapes.ts), only the fields whose wire names
 * it holds, each object field narrowed by its own keys.
 */
export function selectAll(
  schema: GraphQLSchema,
  type: GraphQLOutputType,
  entities: Set<string>,
  path: string[] = [],
  keys?: KeyTree,
  wireName: WireName = toSnake,
): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const parts: string[] = [];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const wire = wireName(field.name);
    const wanted = keys ? (Object.hasOwn(keys, wire) ? keys[wire] : undefined) : true;
    if (!wanted) continue;
    const target = getNamedType(field.type);
    if (isScalarType(target) || isEnumType(target)) {
      parts.push(field.name);
      continue;
    }
    // A resource refers to other resources by their flat *_id / *_name fields: do not
    // descend from one entity into another, nor round a cycle.
    if (entities.has(named.name) && entities.has(target.name)) continue;
    if (path.includes(target.name) || path.length > 6) continue;
    const sub = selectAll(schema, field.type, entities, [...path, named.name], wanted === true ? undefined : wanted, wireName);
    if (sub) parts.push(`${field.name} ${sub}`);
  }
  return parts.length ? `{ ${parts.join(' ')} }` : '';
}
