import { buildSubgraphSchema } from '@apollo/subgraph';
import {
  type DirectiveNode,
  type DocumentNode,
  Kind,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  parse,
  valueFromASTUntyped,
} from 'graphql';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type SubgraphContext, organizationOf } from './context.ts';
import type { ResolverModule } from '../platform/modules.ts';
import { KontorError, invalid } from '../values/errors.ts';
import { isId } from '../values/ids.ts';
import { grantsAny } from './grants.ts';
import { scalarResolvers } from './scalars.ts';

export const SUBGRAPHS = ['accounting', 'erp', 'inventory', 'expense', 'billing', 'analytics', 'messaging'] as const;
export type SubgraphName = (typeof SUBGRAPHS)[number];

const schemaDir = fileURLToPath(new URL('../../../schema/', import.meta.url));

/**
 * A module's SDL as it is built and composed: the shared definitions, its own file, then the
 * files of its folder (`schema/<name>/*.graphql`, by name), which add to its root types with
 * `extend type Query` / `extend type Mutation`.
 */
export function subgraphSdl(name: SubgraphName): string {
  const parts = [`${schemaDir}common.graphql`, `${schemaDir}${name}.graphql`];
  const folder = `${schemaDir}${name}`;
  if (existsSync(folder))
    parts.push(
      ...readdirSync(folder)
        .filter((file) => file.endsWith('.graphql'))
        .sort()
        .map((file) => `${folder}/${file}`),
    );
  return parts.map((path) => readFileSync(path, 'utf8')).join('\n');
}

/**
 * The @scope of every root field of every module, keyed `Query.items` / `Mutation.createItem`:
 * what the gateway checks right after the token, before the organization and the input (the
 * subgraph checks it again, as its own guard).
 */
export function rootFieldScopes(): Map<string, string[]> {
  const scopes = new Map<string, string[]>();
  for (const name of SUBGRAPHS) {
    for (const definition of parse(subgraphSdl(name)).definitions) {
      if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
      const type = definition.name.value;
      if (type !== 'Query' && type !== 'Mutation' && type !== 'Subscription') continue;
      for (const field of definition.fields ?? []) {
        const anyOf = directiveArg(field.directives, 'scope', 'anyOf') as string[] | undefined;
        if (anyOf) scopes.set(`${type}.${field.name.value}`, anyOf);
      }
    }
  }
  return scopes;
}

/**
 * Builds a module's executable subgraph schema: federation from the SDL, resolvers from
 * several modules (passed as an array, never spread-merged), then every root field wrapped
 * with its @scope check and every argument with its @constraint rules.
 */
export function buildModuleSchema(name: SubgraphName, modules: readonly ResolverModule[]): GraphQLSchema {
  const typeDefs = parse(subgraphSdl(name));
  const empty: DocumentNode = { kind: Kind.DOCUMENT, definitions: [] };
  const schema = buildSubgraphSchema([
    { typeDefs, resolvers: scalarResolvers as never },
    ...modules.map((m) => ({ typeDefs: empty, resolvers: m.resolvers as never })),
  ]);
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      if (field.name === '_service' || field.name === '_entities') continue;
      const scopes = directiveArg(field.astNode?.directives, 'scope', 'anyOf') as string[] | undefined;
      if (!scopes) throw new Error(`${name}: ${root.name}.${field.name} has no @scope`);
      guard(field, scopes);
    }
  }
  return schema;
}

function guard(field: GraphQLField<unknown, SubgraphContext>, scopes: string[]): void {
  const resolve = field.resolve ?? defaultFieldResolver;
  field.resolve = (source, args, ctx, info) => {
    if (!grantsAny(ctx.identity.scopes, scopes)) {
      throw new KontorError('FORBIDDEN', `You are not authorized to perform this operation: it needs the scope ${scopes.join(' or ')}.`, {
        requiredScopes: scopes,
      });
    }
    const owned: OwnedId[] = [];
    for (const arg of field.args) checkValue(args[arg.name], arg.type, arg.astNode?.directives, [arg.name], owned);
    if (!owned.length) return resolve(source, args, ctx, info);
    return requireOwned(ctx, owned).then(() => resolve(source, args, ctx, info));
  };
}

/** A foreign id found in an input, on a field or argument declared `@owned(table:, noun:)`. */
interface OwnedId {
  id: string;
  table: string;
  noun: string;
  path: (string | number)[];
}

const TABLE_NAME = /^[a-z_]+\.[a-z_]+$/;

/**
 * The one integrity check of foreign ids: every id an input names on an `@owned` field must be
 * a row of the declared table in the caller's organization. Another organization's id is
 * refused exactly like an id nothing has: "is not a <noun> of the organization". One
 * statement per table, before the resolver opens its transaction. (The stores still lock the
 * rows they refer to, and check their state, in that transaction.)
 */
async function requireOwned(ctx: SubgraphContext, owned: readonly OwnedId[]): Promise<void> {
  const organizationId = organizationOf(ctx);
  const byTable = new Map<string, OwnedId[]>();
  for (const ref of owned) byTable.set(ref.table, [...(byTable.get(ref.table) ?? []), ref]);
  for (const [table, refs] of byTable) {
    const ids = [...new Set(refs.map((r) => r.id))];
    const marks = ids.map((_, i) => `$${i + 2}`).join(', ');
    const rows = await ctx.database.query<{ id: string }>(`select id::text as id from ${table} where organization_id = $1 and id in (${marks})`, [
      organizationId,
      ...ids,
    ]);
    const found = new Set(rows.map((r) => String(r.id)));
    const missing = refs.find((r) => !found.has(r.id));
    if (missing) throw invalid(missing.path, `is not a ${missing.noun} of the organization`);
  }
}

function ownedOf(directives: readonly DirectiveNode[] | undefined): { table: string; noun: string } | undefined {
  const table = directiveArg(directives, 'owned', 'table');
  if (typeof table !== 'string') return undefined;
  if (!TABLE_NAME.test(table)) throw new Error(`@owned(table: ${JSON.stringify(table)}) must name a table as schema.table`);
  return { table, noun: String(directiveArg(directives, 'owned', 'noun') ?? 'record') };
}

function directiveArg(directives: readonly DirectiveNode[] | undefined, directive: string, arg: string): unknown {
  const node = directives?.find((d) => d.name.value === directive);
  const value = node?.arguments?.find((a) => a.name.value === arg)?.value;
  return value ? valueFromASTUntyped(value) : undefined;
}

function constraintsOf(directives: readonly DirectiveNode[] | undefined): Record<string, unknown> | undefined {
  const node = directives?.find((d) => d.name.value === 'constraint');
  if (!node) return undefined;
  return Object.fromEntries((node.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value)]));
}

/** Walks an argument value along its input type, applying @constraint rules found on the way. */
function checkValue(
  value: unknown,
  type: GraphQLInputType,
  directives: readonly DirectiveNode[] | undefined,
  path: (string | number)[],
  owned: OwnedId[],
): void {
  if (value === null || value === undefined) return;
  const rules = constraintsOf(directives);
  if (rules) applyRules(value, rules, path);
  const inner = getNullableType(type);
  const ownedBy = ownedOf(directives);
  if (isListType(inner)) {
    // `@owned` on a list of ids applies to each of them.
    (value as unknown[]).forEach((v, i) => {
      if (ownedBy && typeof v === 'string' && isId(v)) owned.push({ id: v, ...ownedBy, path: [...path, i] });
      checkValue(v, inner.ofType, undefined, [...path, i], owned);
    });
    return;
  }
  const named = getNamedType(type);
  // Every ID of the platform is a 64-bit digit string: anything else names no row. A
  // top-level argument (a path id) then simply does not exist; an id inside an input is a
  // bad value of that field. Either way it never reaches a bigint column.
  if (named.name === 'ID' && !isId(value)) {
    if (path.length === 1) throw new KontorError('NOT_FOUND', `No record has the id ${JSON.stringify(value)}.`);
    throw invalid(path, 'must be an id (a string of digits)');
  }
  if (ownedBy && typeof value === 'string') owned.push({ id: value, ...ownedBy, path });
  if (isInputObjectType(named)) {
    for (const field of Object.values(named.getFields())) {
      const v = (value as Record<string, unknown>)[field.name];
      if (v !== undefined) checkValue(v, field.type, field.astNode?.directives, [...path, field.name], owned);
    }
  }
}

function applyRules(value: unknown, rules: Record<string, unknown>, path: (string | number)[]): void {
  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof rules.maxLength === 'number' && length > rules.maxLength) throw invalid(path, `must be at most ${rules.maxLength} characters`);
    if (typeof rules.minLength === 'number' && length < rules.minLength) throw invalid(path, `must be at least ${rules.minLength} characters`);
    if (typeof rules.pattern === 'string' && !new RegExp(rules.pattern).test(value)) throw invalid(path, `must match ${rules.pattern}`);
  }
  if (typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) && (rules.min !== undefined || rules.max !== undefined))) {
    const n = Number(value);
    if (typeof rules.min === 'number' && n < rules.min) throw invalid(path, `must be at least ${rules.min}`);
    if (typeof rules.max === 'number' && n > rules.max) throw invalid(path, `must be at most ${rules.max}`);
  }
}
