import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  parse,
  ValuesOfCorrectTypeRule,
  validate,
  visit,
} from 'graphql';
import { ERRORS, fieldLabel } from '../../subgraphs/core/values/errors.ts';
import { checkVariables, textRule } from './input-guard.ts';
import { Remembered } from '../../subgraphs/core/platform/remembered.ts';

/**
 * The ceilings every GraphQL document meets before Apollo validates, plans or runs it (README
 * "Limits"). REST routes compile to fixed operations that stay within them by construction
 * (test/core/query-limits.test.ts checks every route's operation).
 */
export const QUERY_LIMITS = {
  /** Characters of the document. */
  characters: 50_000,
  /** Lexical tokens of the document (graphql-js counts them while parsing). */
  tokens: 3_000,
  /** Selection depth, fragments followed. */
  depth: 12,
  /** Aliased fields, fragments followed (__typename excepted). */
  aliases: 30,
  /** Fields at the root of an operation. */
  rootFields: 30,
  /** Fragment definitions in a document. */
  fragments: 50,
  /** Directives in a document. */
  directives: 50,
  /**
   * Cost: every value and object is 1, lists multiply by their page size, every page read 10,000
   * (see `selectionCost`). Calibrated with `npx tsx test/bench/cost.ts`: the costliest document it
   * admits is answered in well under a second (gateway/guard/README.md).
   */
  cost: 60_000,
} as const;

export interface LimitRefusal {
  /** `LIMIT_EXCEEDED` for a ceiling, `BAD_REQUEST` for a request GraphQL over HTTP does not serve. */
  code: 'LIMIT_EXCEEDED' | 'BAD_REQUEST' | 'BAD_USER_INPUT';
  message: string;
  /** BAD_USER_INPUT: the variable's path and the rule. */
  field?: (string | number)[];
  rule?: string;
  limit?: string;
  maximum?: number;
  measured?: number;
}

/** A scalar or enum field, per value the answer can hold. */
const LEAF = 1;
/** A field with a page argument, on top of what its page holds: the read itself (test/bench/cost.ts measured ~30 ms a page under load). */
export const PAGE_READ = 10_000;
/** Lists without a page argument (line items, addresses) are counted as this many entries. */
const UNPAGED_LIST = 10;
/** The largest page a list serves (core/request/pagination.ts MAX_PER_PAGE): an unknown size counts as this. */
const MAX_PAGE = 200;
const PAGE_ARGUMENTS = new Set(['perPage', 'first', 'limit']);

type Fragments = Map<string, FragmentDefinitionNode>;

/** The page size a field asks for: a literal, a variable's value, or the largest page. */
function pageSize(field: FieldNode, variables: Record<string, unknown>): number {
  const argument = field.arguments?.find((a) => PAGE_ARGUMENTS.has(a.name.value));
  const value = argument?.value;
  const asked = value?.kind === Kind.INT ? Number(value.value) : value?.kind === Kind.VARIABLE ? variables[value.name.value] : undefined;
  return typeof asked === 'number' && Number.isFinite(asked) ? Math.min(MAX_PAGE, Math.max(1, asked)) : MAX_PAGE;
}

/**
 * The cost of a selection, what the answer can hold: a value (scalar or enum field) costs 1, an
 * object 1 plus its selection, a list its size times that, a page read PAGE_READ more. A page object — a field with
 * perPage/first/limit, such as `invoices(perPage: 50) { nodes { … } pageContext { … } }` — hands
 * its page size to the list inside it (`nodes` counts 50 entries); a list with no page of its own
 * (line items, addresses) counts UNPAGED_LIST. An alias bomb of one list field, or a page of wide
 * rows, is thus as dear as the values it would read and serialize. Fragments are costed once per
 * page size they are spread under (memo), so a chain is linear; a fragment cycle costs nothing
 * here and is refused by Apollo's validation.
 */
function selectionCost(
  selectionSet: SelectionSetNode,
  type: GraphQLNamedType | undefined,
  context: { schema: GraphQLSchema; fragments: Fragments; variables: Record<string, unknown>; memo: Map<string, number> },
  multiplier = 1,
  page?: number,
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition ? context.schema.getType(selection.typeCondition.name.value) : type;
      cost += selectionCost(selection.selectionSet, on ?? undefined, context, multiplier, page);
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const key = `${selection.name.value}@${page ?? ''}`;
      if (!context.memo.has(key)) {
        context.memo.set(key, 0);
        const fragment = context.fragments.get(selection.name.value);
        const on = fragment ? context.schema.getType(fragment.typeCondition.name.value) : undefined;
        context.memo.set(key, fragment ? selectionCost(fragment.selectionSet, on ?? undefined, context, 1, page) : 0);
      }
      cost += multiplier * (context.memo.get(key) ?? 0);
      continue;
    }
    const fields = type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields() : undefined;
    const field = fields?.[selection.name.value];
    if (!field) continue;
    if (!selection.selectionSet) {
      // A value: what a long page of wide rows costs to read, resolve and serialize (__typename is free).
      cost += multiplier * LEAF;
      continue;
    }
    const named = getNamedType(field.type);
    const list = isListType(getNullableType(field.type));
    const paged = field.args.some((a) => PAGE_ARGUMENTS.has(a.name));
    const size = paged ? pageSize(selection, context.variables) : undefined;
    // A page is a read of its own (a statement, a subgraph fetch): dear whatever it holds, so that many small pages cannot pass for cheap.
    if (paged) cost += multiplier * PAGE_READ;
    if (list) cost += multiplier * (1 + selectionCost(selection.selectionSet, named, context, size ?? page ?? UNPAGED_LIST));
    // A page object: its size goes to the list it holds.
    else cost += multiplier * (1 + selectionCost(selection.selectionSet, named, context, 1, size));
  }
  return cost;
}

/** The cost of an operation (README "Limits"): what QUERY_LIMITS.cost bounds. */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): number {
  const fragments: Fragments = new Map();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  return selectionCost(operation.selectionSet, root ?? undefined, { schema, fragments, variables, memo: new Map() });
}

function refusal(limit: keyof typeof QUERY_LIMITS, measured: number, what: string): LimitRefusal {
  const maximum = QUERY_LIMITS[limit];
  return {
    code: 'LIMIT_EXCEEDED',
    message: `The document has ${what} ${measured}; the limit is ${maximum}. Split it into smaller requests (README "Limits").`,
    limit,
    maximum,
    measured,
  };
}

function rootFieldCount(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += selection.name.value === '__typename' ? 0 : 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += rootFieldCount(selection.selectionSet, fragments, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) count += rootFieldCount(fragment.selectionSet, fragments, seen);
    }
  }
  return count;
}

/** The armor rules throw their refusal ("Aliases limit of 30 exceeded, found 31"); this reads the figure back. */
function armorRefusal(error: GraphQLError): LimitRefusal | undefined {
  const found = /(aliases|depth|directives) limit of \d+ exceeded, found (\d+)/i.exec(error.message);
  if (!found) return undefined;
  const limit = found[1].toLowerCase() as 'aliases' | 'depth' | 'directives';
  return refusal(limit, Number(found[2]), { aliases: 'aliases', depth: 'a depth of', directives: 'directives' }[limit]);
}

/** What a document alone decides, worked out once per text and operation name. */
interface CheckedDocument {
  /** A ceiling the document passes, or a request that names no operation to run. */
  refusal?: LimitRefusal;
  document?: DocumentNode;
  /** Absent: the document does not parse or names no operation; Apollo answers it. */
  operation?: OperationDefinitionNode;
  /** A literal the subgraphs' scalars or the text rule refuse. */
  literal?: string;
  literalField?: { field: string[]; rule: string };
}

const checkedDocuments = new WeakMap<GraphQLSchema, Remembered<CheckedDocument>>();

/** Where a document came in: `/graphql` over HTTP runs queries and mutations; the live transports (graphql-ws, SSE) subscriptions too. */
export type Transport = 'http' | 'live';

/** What the guard makes of one request: its refusal, or its cost and operation to run. */
export interface Guarded {
  refusal?: LimitRefusal;
  /** The operation's cost (README "Limits"), once the document parsed and named its operation. */
  cost?: number;
  operation?: OperationDefinitionNode;
}

/**
 * The one guard of every GraphQL document, whichever way it came in (`/graphql`, `/graphql/stream`,
 * graphql-ws; queries, mutations and subscriptions alike): QUERY_LIMITS, then the literals and
 * the variables (input-guard.ts: the subgraphs' scalars, the text rule); `schema` is the
 * gateway's inputSchema. Linear in the document: it runs before the standard validation, whose
 * overlapping-fields rule alone is quadratic in the number of aliases. A document that does not
 * parse or names an unknown operation passes with no cost (Apollo, or the live engine's
 * validation, answers it with its own errors). What the document alone decides is remembered by
 * its text; the cost and the variables are checked on every request.
 */
export function guardRequest(schema: GraphQLSchema, body: unknown, options: { variables?: boolean; transport?: Transport } = {}): Guarded {
  if (Array.isArray(body))
    return { refusal: { code: 'BAD_REQUEST', message: 'Batched operations (a JSON array of requests) are not accepted: send one operation per request.' } };
  if (!body || typeof body !== 'object') return {};
  const { query, operationName, variables } = body as { query?: unknown; operationName?: unknown; variables?: unknown };
  if (typeof query !== 'string') return {};
  if (query.length > QUERY_LIMITS.characters) return { refusal: refusal('characters', query.length, 'a length in characters of') };
  const named = typeof operationName === 'string' && operationName !== '' ? operationName : undefined;
  let remembered = checkedDocuments.get(schema);
  if (!remembered) checkedDocuments.set(schema, (remembered = new Remembered()));
  const checked = remembered.get(`${named ?? ''}\n${query}`, () => checkDocument(schema, query, named));
  if (checked.refusal) return { refusal: checked.refusal };
  if (!checked.operation || !checked.document) return {};
  const operation = checked.operation;
  if (operation.operation === 'subscription' && (options.transport ?? 'http') === 'http')
    return {
      refusal: {
        code: 'BAD_REQUEST',
        message: 'Subscriptions are not served over HTTP: send a query or a mutation, or subscribe over graphql-ws (/graphql) or SSE (/graphql/stream).',
      },
    };
  const values = variables && typeof variables === 'object' && !Array.isArray(variables) ? (variables as Record<string, unknown>) : undefined;
  const cost = operationCost(schema, checked.document, operation, values ?? {});
  if (cost > QUERY_LIMITS.cost) return { refusal: refusal('cost', cost, 'a cost of'), cost };
  // The /graphql edge checks the variables only once the token and its scope are known (README "Limits").
  if (options.variables === false) return { cost, operation };
  if (checked.literal) return { refusal: { code: 'BAD_USER_INPUT', message: checked.literal, ...checked.literalField }, cost };
  const input = checkVariables(schema, operation, values);
  if (input)
    return {
      refusal: { code: 'BAD_USER_INPUT', message: `Invalid value passed for ${fieldLabel(input.field)}: ${input.rule}.`, field: input.field, rule: input.rule },
      cost,
    };
  return { cost, operation };
}

/** guardRequest's refusal alone (undefined: the request may go on). */
export function checkRequest(schema: GraphQLSchema, body: unknown, options: { variables?: boolean; transport?: Transport } = {}): LimitRefusal | undefined {
  return guardRequest(schema, body, options).refusal;
}

/** A refusal as a GraphQL error's message and extensions: its code, the spec's numeric code, and what was measured. */
export function refusalError(refused: LimitRefusal): { message: string; extensions: Record<string, unknown> } {
  const { code, message, ...measured } = refused;
  const errorCode = code === 'LIMIT_EXCEEDED' ? ERRORS.LIMIT_EXCEEDED.code : ERRORS.INVALID_VALUE.code;
  return { message, extensions: { code, errorCode, ...measured } };
}

/** What clients are told of a document's cost, in `extensions.cost` of its answers (README "Limits"). */
export function costExtension(cost: number): { requested: number; limit: number } {
  return { requested: cost, limit: QUERY_LIMITS.cost };
}

/**
 * The first string literal of the document the text rule refuses (NUL, other controls, a lone
 * surrogate), named by the argument and input fields holding it: PostgreSQL would refuse it
 * deep in a subgraph, as an internal error.
 */
function badLiteral(document: DocumentNode): { message: string; field: string[]; rule: string } | undefined {
  let found: { message: string; field: string[]; rule: string } | undefined;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (found) return false;
      const rule = textRule(node.value);
      if (!rule) return undefined;
      const field: string[] = [];
      for (const ancestor of [...ancestors, parent ?? []])
        if (!Array.isArray(ancestor) && 'kind' in ancestor && (ancestor.kind === Kind.ARGUMENT || ancestor.kind === Kind.OBJECT_FIELD))
          field.push(ancestor.name.value);
      found = { message: `Invalid value passed for ${field.length ? fieldLabel(field) : 'a string literal'}: ${rule}.`, field, rule };
      return false;
    },
  });
  return found;
}

function checkDocument(schema: GraphQLSchema, query: string, named: string | undefined): CheckedDocument {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: QUERY_LIMITS.tokens, noLocation: true });
  } catch (error) {
    if (error instanceof RangeError) return { refusal: refusal('depth', QUERY_LIMITS.depth + 1, 'a nesting deeper than') };
    if (error instanceof GraphQLError && /more th\w+ \d+ tokens/.test(error.message))
      return { refusal: refusal('tokens', QUERY_LIMITS.tokens + 1, 'a number of tokens of at least') };
    return {};
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  if (fragments.size > QUERY_LIMITS.fragments) return { refusal: refusal('fragments', fragments.size, 'fragment definitions:') };
  if (!named && operations.length > 1)
    return { refusal: { code: 'BAD_REQUEST', message: `The document holds ${operations.length} operations: name the one to run in operationName.` } };
  const operation = named ? operations.find((o) => o.name?.value === named) : operations[0];
  if (!operation) {
    // Apollo's gateway fails on an operation name the document lacks: refused here, naming it.
    if (named && operations.length) return { refusal: { code: 'BAD_REQUEST', message: `The document holds no operation named ${named}.` } };
    return {};
  }
  try {
    validate(schema, document, [
      maxAliasesRule({ n: QUERY_LIMITS.aliases }),
      maxDepthRule({ n: QUERY_LIMITS.depth, ignoreIntrospection: true }),
      maxDirectivesRule({ n: QUERY_LIMITS.directives }),
    ]);
  } catch (error) {
    if (error instanceof GraphQLError) return { refusal: armorRefusal(error) };
    if (error instanceof RangeError) return { refusal: refusal('depth', QUERY_LIMITS.depth + 1, 'a nesting deeper than') };
    throw error;
  }
  const roots = rootFieldCount(operation.selectionSet, fragments);
  if (roots > QUERY_LIMITS.rootFields) return { refusal: refusal('rootFields', roots, 'root fields:') };
  // Literals are coerced by the subgraphs' scalars too (a Decimal of 22 digits written in the
  // document): refused with the scalar's reason, as a variable would be, not as a subgraph's internal error.
  const literal = validate(schema, document, [ValuesOfCorrectTypeRule])[0];
  if (literal) return { document, operation, literal: literal.message };
  const text = badLiteral(document);
  return { document, operation, literal: text?.message, literalField: text && { field: text.field, rule: text.rule } };
}

/** The cost of a document's first operation with its variables (benchmarks and the REST route test). */
export function costOf(schema: GraphQLSchema, query: string, variables: Record<string, unknown> = {}): number {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  return operationCost(schema, document, operation, variables);
}
