import { type GraphQLSchema, getNamedType, isObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RestModule } from '../rest/route.ts';
import { type KeyTree, toSnake } from '../rest/wire.ts';

/**
 * The family's list entries. A list route of the family answers a summary per entry (an
 * invoice's number, customer, dates and amounts, not its lines), where its single-object route
 * answers the whole resource. `npm run compose` reads the family's published shapes
 * (test/contract/family-response-shapes.json) and writes, for every list route of ours that has
 * one, the wire keys of its entries (gateway/rest/list-shapes.json); the REST engine selects only
 * those fields of the list's nodes, and the keys a route adds (`entryKeys`). GraphQL clients still
 * select what they like.
 */

export type { KeyTree };

export const FAMILY_SHAPES_PATH = fileURLToPath(new URL('../../test/contract/family-response-shapes.json', import.meta.url));
export const LIST_SHAPES_PATH = fileURLToPath(new URL('../rest/list-shapes.json', import.meta.url));
export const LIST_PARAMS_PATH = fileURLToPath(new URL('../rest/list-params.json', import.meta.url));

export interface JsonShape {
  type?: string | null;
  properties?: Record<string, JsonShape>;
  items?: JsonShape;
}

export interface FamilyShape {
  params: string[];
  status: number;
  shape: JsonShape | null;
}

const normalised = (key: string) => key.replace(/\{[^}]+\}/g, '{}');

/**
 * The family's name of each operation of ours (`POST /erp/v3/journals` → `POST /books/v3/journals`,
 * path parameters named either way): `/erp/v3` operations are published under `/books/v3`.
 */
export function familyKeys(shapes: Record<string, FamilyShape>): (method: string, template: string) => string | undefined {
  const byNormalised = new Map(Object.keys(shapes).map((key) => [normalised(key), key]));
  return (method, template) => byNormalised.get(normalised(`${method} ${template.replace(/^\/erp\/v3\//, '/books/v3/')}`));
}

function keyTree(shape: JsonShape): KeyTree | true {
  const object = shape.items ?? shape;
  if (!object.properties || !Object.keys(object.properties).length) return true;
  return Object.fromEntries(Object.entries(object.properties).map(([name, sub]) => [name, keyTree(sub)]));
}

/**
 * The entry keys of every list route of ours (`GET /books/v3/invoices` → its invoices' keys)
 * whose family shape answers its envelope key as an array of objects.
 */
export function listShapes(shapes: Record<string, FamilyShape>, modules: readonly RestModule[], schema: GraphQLSchema): Record<string, KeyTree> {
  const familyKey = familyKeys(shapes);
  const out: Record<string, KeyTree> = {};
  // A list of ours: its root field answers nodes beside a page context.
  const isList = (field: string) => {
    const type = schema.getQueryType()?.getFields()[field]?.type;
    const named = type && getNamedType(type);
    return isObjectType(named) && 'nodes' in named.getFields() && 'pageContext' in named.getFields();
  };
  for (const module of modules) {
    for (const route of module.routes) {
      if (route.method !== 'GET' || route.key === null || route.spread || route.listed || !isList(route.field)) continue;
      const template = module.prefix + route.path;
      const family = familyKey(route.method, template);
      const properties = family ? shapes[family].shape?.properties : undefined;
      const key = route.key ?? toSnake(route.field);
      const entries = properties?.[key];
      // The family publishes a few lists' entries as one object (`creditnotes: { … }`): its keys are still an entry's.
      const listed = entries?.type === 'array' ? entries.items?.properties : entries?.type === 'object' ? entries.properties : undefined;
      if (!entries || !listed) continue;
      const tree = keyTree(entries);
      if (tree !== true) out[`GET ${template}`] = { ...tree, ...Object.fromEntries((route.entryKeys ?? []).map((name) => [name, true])) };
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

export function readFamilyShapes(): Record<string, FamilyShape> {
  return JSON.parse(readFileSync(FAMILY_SHAPES_PATH, 'utf8'));
}

let written: Record<string, KeyTree> | undefined;

/** The entry keys of a list route (`GET /books/v3/invoices`) as `npm run compose` wrote them, if the family has its list shape. */
export function listEntryKeys(method: string, template: string): KeyTree | undefined {
  written ??= JSON.parse(readFileSync(LIST_SHAPES_PATH, 'utf8')) as Record<string, KeyTree>;
  return written[`${method} ${template}`];
}

/**
 * The query parameters the family documents for each list route of ours that it publishes
 * (`GET /books/v3/contacts` → contact_name, company_name, …). A list ignores a parameter it does
 * not know, as the family's do, but refuses one of these it does not take: a documented filter
 * ignored would answer every row to a client that asked for some (README "Query parameters").
 */
export function listParams(shapes: Record<string, FamilyShape>, modules: readonly RestModule[]): Record<string, string[]> {
  const familyKey = familyKeys(shapes);
  const out: Record<string, string[]> = {};
  for (const module of modules) {
    for (const route of module.routes) {
      if (route.method !== 'GET') continue;
      const template = module.prefix + route.path;
      const family = familyKey(route.method, template);
      if (family && shapes[family].params.length) out[`GET ${template}`] = [...shapes[family].params].sort();
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

let documented: Record<string, string[]> | undefined;

/** The family's documented query parameters of a GET route, as `npm run compose` wrote them (none when it publishes none). */
export function documentedParams(method: string, template: string): readonly string[] {
  documented ??= JSON.parse(readFileSync(LIST_PARAMS_PATH, 'utf8')) as Record<string, string[]>;
  return documented[`${method} ${template}`] ?? [];
}

/** The documented parameters file as `npm run compose` writes it. */
export function listParamsJson(modules: readonly RestModule[]): string {
  return `${JSON.stringify(listParams(readFamilyShapes(), modules), null, 2)}\n`;
}

/** The list shapes file as `npm run compose` writes it, for the API schema of the supergraph. */
export function listShapesJson(modules: readonly RestModule[], schema: GraphQLSchema): string {
  return `${JSON.stringify(listShapes(readFamilyShapes(), modules, schema), null, 2)}\n`;
}
