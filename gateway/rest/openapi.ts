import {
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { ERRORS, type ErrorName } from '../../subgraphs/core/values/errors.ts';
import { spellingsOf } from '../../subgraphs/core/request/family-names.ts';
import { type KeyTree, listEntryKeys } from '../contract/list-shapes.ts';
import { compiledArgs, envelopeShape, reportName, routeOperation } from './engine.ts';
import type { Schema, Wire } from './envelope.ts';
import type { RestModule, RestRoute } from './route.ts';
import { type EnumSpellings, type WireName, toSnake } from './wire.ts';
import { WIRES, wireOf } from './wires/index.ts';

/**
 * The OpenAPI 3.1 document of every REST route, generated from the route tables and the
 * schema the engine compiles them against: what a route reads (path, query, header, body,
 * files) and answers (its envelope) is worked out the way the engine works it out, so the
 * document cannot drift from the wire.
 */
export function openApiDocument(
  modules: readonly RestModule[],
  info: { schema: GraphQLSchema; enums: EnumSpellings; entities: Set<string> },
  server?: string,
): Schema {
  // Schemas as each wire spells them: snake_case (the family's, the messaging family's) or as GraphQL does (analytics), one set per spelling.
  const spellings = new Map<string, Components>();
  for (const wire of WIRES) {
    if (!spellings.has(wire.openApi.schemaSuffix))
      spellings.set(wire.openApi.schemaSuffix, new Components(info.schema, info.enums, wire.wireName, wire.openApi.schemaSuffix));
  }
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Map<string, string>();
  for (const module of modules) {
    if (server !== undefined && module.prefix !== server) continue;
    const wire = wireOf(module);
    const components = spellings.get(wire.openApi.schemaSuffix)!;
    for (const route of module.routes) {
      const path = (server === undefined ? module.prefix : '') + route.path;
      paths[path] ??= {};
      paths[path][route.method.toLowerCase()] = operationOf(module, wire, route, info, components);
      const resource = resourceOf(route);
      tags.set(tagOf(module, route), resource ? `The ${resource} routes under ${module.prefix}.` : `The routes at ${module.prefix} itself.`);
    }
  }
  const prefixes = [...new Set(modules.map((m) => m.prefix))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kontor REST API',
      version: '1.0.0',
      description:
        'Every REST route of Kontor, wire-compatible with the API family: snake_case JSON, an envelope `{ code, message, … }` (code 0 on success), errors with the codes of the README error table. Bodies may also be sent as the `JSONString` field of a form or query string.',
    },
    // The whole document's paths carry their module's prefix: several modules serve the same
    // relative path (/items under /books/v3 and /inventory/v1), and a document's paths must be
    // unique. So its one server is this server's root, and each module is a tag naming its
    // prefix. A module's own document (`server`) has that prefix as its server and relative paths.
    // Operations are grouped by resource (tagOf), listed in order: a reader of 1,100 operations
    // opens the resource it wants.
    servers:
      server === undefined
        ? [{ url: '/', description: `This Kontor server; each module lives under its own prefix (${prefixes.join(', ')}).` }]
        : [{ url: server, description: `This Kontor server's ${server} routes.` }],
    tags: [...tags.keys()].sort().map((name) => ({ name, description: tags.get(name) })),
    security: [{ oauthToken: [] }, { oauth2: [] }],
    paths,
    components: {
      securitySchemes: {
        oauthToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: "An access token sent as `Authorization: Svc-oauthtoken <token>` (or the family's `Zoho-oauthtoken <token>`, or `Bearer <token>`).",
        },
        oauth2: {
          type: 'oauth2',
          flows: {
            authorizationCode: { authorizationUrl: '/oauth/v2/auth', tokenUrl: '/oauth/v2/token', refreshUrl: '/oauth/v2/token', scopes: {} },
            clientCredentials: { tokenUrl: '/oauth/v2/token', scopes: {} },
          },
        },
      },
      schemas: {
        ...Object.fromEntries(WIRES.map((wire) => [`${wire.openApi.prefix}Failure`, wire.openApi.failure])),
        ...Object.fromEntries([...spellings.values()].flatMap((components) => Object.entries(components.schemas))),
      },
      responses: Object.fromEntries(
        WIRES.flatMap((wire) =>
          STATUSES.map((status) => [
            `${wire.openApi.prefix}Status${status}`,
            {
              // By name too: one code may come with two statuses (57: 401 without a live token, 403 without the scope).
              description: `${wire.openApi.prefix ? `${wire.openApi.prefix} wire. ` : ''}Codes answered with ${status}: ${errorsWith(wire, status)}`,
              content: { 'application/json': { schema: { $ref: `#/components/schemas/${wire.openApi.prefix}Failure` } } },
            },
          ]),
        ),
      ),
    },
  };
}

/** The errors only a write sent with an Idempotency-Key answers: described on writes, in place. */
const KEYED_WRITE_ERRORS = new Set<ErrorName>(['IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_PROGRESS']);

/** The HTTP statuses some error of the table answers with: each a response of every operation. */
const STATUSES = [
  ...new Set((Object.entries(ERRORS) as [ErrorName, (typeof ERRORS)[ErrorName]][]).filter(([name]) => !KEYED_WRITE_ERRORS.has(name)).map(([, e]) => e.status)),
].sort((a, b) => a - b);

/** The errors a status carries on a wire, with the code the wire gives them. */
function errorsWith(wire: Wire, status: number, names: ReadonlySet<ErrorName> | undefined = undefined): string {
  return (Object.entries(ERRORS) as [ErrorName, (typeof ERRORS)[ErrorName]][])
    .filter(([name, e]) => e.status === status && (names ? names.has(name) : !KEYED_WRITE_ERRORS.has(name)))
    .map(([name]) => `${wire.openApi.code(name)} (${name})`)
    .join(', ');
}

/** A description's first sentence (up to its first full stop followed by a space or the end). */
function firstSentence(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const end = trimmed.search(/\.(\s|$)/);
  return end < 0 ? trimmed : trimmed.slice(0, end + 1);
}

/** `expenseReports` → "Expense reports". */
function inWords(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function operationOf(
  module: RestModule,
  wire: Wire,
  route: RestRoute,
  info: { schema: GraphQLSchema; enums: EnumSpellings; entities: Set<string> },
  components: Components,
) {
  const { field } = routeOperation(info.schema, info.entities, route);
  const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const parameters: Schema[] = pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (route.organization !== false) {
    const org = module.organization;
    parameters.push(
      'query' in org
        ? { name: org.query, in: 'query', required: true, schema: { type: 'string' }, description: 'The organization the request is for.' }
        : {
            name: org.header,
            in: 'header',
            required: true,
            schema: { type: 'string' },
            description: `The organization the request is for (${spellingsOf(org.header).join(' or ')}).`,
          },
    );
  }
  let requestBody: Schema | undefined;
  for (const arg of compiledArgs(route, field)) {
    if (arg.body) {
      const json = components.input(arg.type);
      const content: Record<string, unknown> = {
        'application/json': { schema: json },
        'application/x-www-form-urlencoded': {
          schema: { type: 'object', properties: { JSONString: { type: 'string', description: 'The JSON body, as text.' } } },
        },
      };
      if (route.upload)
        content['multipart/form-data'] = {
          schema: {
            type: 'object',
            properties: {
              JSONString: { type: 'string', description: 'The JSON body, as text.' },
              [route.upload.part]:
                (route.upload.maxFiles ?? 1) > 1 ? { type: 'array', items: { type: 'string', format: 'binary' } } : { type: 'string', format: 'binary' },
            },
          },
        };
      requestBody = { required: isNonNullType(arg.type), content };
      continue;
    }
    if (route.upload?.argument === arg.name) {
      if (!requestBody)
        requestBody = {
          required: isNonNullType(arg.type),
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { [route.upload.part]: { type: 'string', format: 'binary' }, JSONString: { type: 'string' } } },
            },
          },
        };
      continue;
    }
    if (pathParams.includes(arg.wire)) continue;
    const schema = components.input(arg.type);
    if (arg.header) parameters.push({ name: arg.header, in: 'header', required: isNonNullType(arg.type), schema });
    else parameters.push({ name: arg.query ?? arg.wire, in: 'query', required: isNonNullType(arg.type), schema, ...(arg.query ? {} : {}) });
  }
  if (route.render) {
    parameters.push({ name: 'format', in: 'query', required: false, schema: { type: 'string', enum: ['json', ...Object.keys(route.render.formats)] } });
  }
  const status = String(route.status ?? 200);
  const success = route.download
    ? { description: 'The file.', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
    : {
        description: route.message ?? 'success',
        content: {
          'application/json': { schema: envelopeSchema(wire, route, field.type, components, listEntryKeys(route.method, module.prefix + route.path)) },
        },
      };
  const responses: Record<string, unknown> = { [status]: success };
  for (const code of STATUSES) responses[String(code)] = { $ref: `#/components/responses/${wire.openApi.prefix}Status${code}` };
  if (route.method !== 'GET') {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Runs the write once per key (organization and OAuth client); a repeat replays the first answer with Idempotent-Replayed: true. docs/reference.md, "Idempotency keys".',
      schema: { type: 'string', maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
    });
    for (const code of [...new Set([...KEYED_WRITE_ERRORS].map((name) => ERRORS[name].status))])
      responses[String(code)] = {
        description: `Codes answered with ${code}: ${errorsWith(wire, code, KEYED_WRITE_ERRORS)}`,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${wire.openApi.prefix}Failure` } } },
      };
  }
  return {
    operationId: `${route.method.toLowerCase()}_${toSnake(route.field)}_${module.prefix.replace(/\W/g, '')}`,
    // A write says what it did (its message); a read, what it answers: the first sentence of its
    // field's description in the SDL, else its name in words (never the bare GraphQL field name).
    summary: route.message ?? firstSentence(field.description) ?? inWords(route.field),
    ...(field.description ? { description: field.description } : {}),
    tags: [tagOf(module, route)],
    ...(route.anonymous ? { security: [] } : {}),
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The resource a route belongs to, named with its module's prefix: `/books/v3/invoices` for `/invoices/{id}/email`. */
function tagOf(module: RestModule, route: RestRoute): string {
  const resource = resourceOf(route);
  return resource ? `${module.prefix}/${resource}` : module.prefix;
}

function resourceOf(route: RestRoute): string | undefined {
  return route.path.split('/')[1] || undefined;
}

/**
 * The success body of a route on its module's wire: the family's `{ code, message, <key> }`,
 * analytics' `{ status, summary, data }` with the same fields under data, or the messaging
 * family's `{ data, status }` (a send's own object when the route is bare).
 */
function envelopeSchema(wire: Wire, route: RestRoute, type: GraphQLOutputType, components: Components, entryKeys?: KeyTree): Schema {
  const fields: Record<string, unknown> = {};
  const { shape, key, single } = envelopeShape(route, type);
  const named = getNamedType(type);
  if (key !== null && isObjectType(named)) {
    const own = named.getFields();
    // The family names a page context's report (`"report_name": "Invoices"`), in a list or a payload.
    const pageContext = () => {
      const schema = components.output(own.pageContext.type);
      return wire.reportNames
        ? { allOf: [schema, { type: 'object', properties: { report_name: { type: 'string', const: reportName(route, key) } } }] }
        : schema;
    };
    if (shape === 'list') {
      // A list with the family's list shape answers its entries' keys only (list-shapes.ts).
      fields[key] = entryKeys ? components.shaped(own.nodes.type, entryKeys) : components.output(own.nodes.type);
      fields[components.wireName('pageContext')] = pageContext();
    } else if (single) {
      fields[key] = listed(route, components.output(own[single].type));
    } else if (shape === 'payload') {
      for (const f of Object.values(own)) fields[components.wireName(f.name)] = f.name === 'pageContext' ? pageContext() : components.output(f.type);
    } else fields[key] = listed(route, components.output(type));
  }
  return wire.openApi.success(fields, route.bare === true);
}

/** A resource the route answers in a one-element array (RestRoute.listed). */
function listed(route: RestRoute, schema: Schema): Schema {
  return route.listed ? { type: 'array', items: schema, minItems: 1, maxItems: 1 } : schema;
}

/** JSON Schemas of the GraphQL types, as the wire spells them, each named once in components. */
class Components {
  readonly schemas: Record<string, Schema> = {};

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly enums: EnumSpellings,
    /** How the wire spells field names. */
    readonly wireName: WireName,
    /** Added to the names of object schemas, so one GraphQL type spelled by two wires gets two schemas. */
    private readonly suffix: string,
  ) {}

  input(type: GraphQLInputType): Schema {
    const inner = getNullableType(type) as GraphQLInputType;
    if (isListType(inner)) return { type: 'array', items: this.input(inner.ofType) };
    return this.named(getNamedType(inner), 'input');
  }

  output(type: GraphQLOutputType): Schema {
    const inner = getNullableType(type) as GraphQLOutputType;
    if (isListType(inner)) return { type: 'array', items: this.output(inner.ofType) };
    return this.named(getNamedType(inner), 'output');
  }

  /** The schema of the fields a list's entry keys name (list-shapes.ts), inline, each narrowed by its own keys. */
  shaped(type: GraphQLOutputType, keys: KeyTree): Schema {
    const inner = getNullableType(type) as GraphQLOutputType;
    if (isListType(inner)) return { type: 'array', items: this.shaped(inner.ofType, keys) };
    const named = getNamedType(inner);
    if (!isObjectType(named)) return this.output(type);
    const properties: Record<string, unknown> = {};
    for (const f of Object.values(named.getFields())) {
      const wire = this.wireName(f.name);
      const sub = Object.hasOwn(keys, wire) ? keys[wire] : undefined;
      if (!sub) continue;
      const as = this.suffix === '' ? this.enums.wireAs(named.name, f.name) : undefined;
      properties[wire] = as ? { type: as } : sub === true ? this.output(f.type) : this.shaped(f.type, sub);
    }
    return { type: 'object', properties, ...(named.description ? { description: named.description } : {}) };
  }

  private named(type: GraphQLNamedType, side: 'input' | 'output'): Schema {
    if (isEnumType(type)) {
      if (!this.schemas[type.name])
        this.schemas[type.name] = {
          type: 'string',
          enum: type.getValues().map((v) => this.enums.toWire(type, v.name)),
          description: type.description ?? undefined,
        };
      return { $ref: `#/components/schemas/${type.name}` };
    }
    if (isInputObjectType(type) || isObjectType(type)) {
      const name = `${type.name}${this.suffix}`;
      if (!this.schemas[name]) {
        const schema: Schema = { type: 'object', properties: {} as Record<string, unknown> };
        if (type.description) schema.description = type.description;
        this.schemas[name] = schema;
        const properties: Record<string, unknown> = {};
        const required: string[] = [];
        for (const f of Object.values(type.getFields())) {
          const wire = this.wireName(f.name);
          // A field the family's wire types otherwise (@wireAs) is described as it is sent.
          const as = isObjectType(type) && this.suffix === '' ? this.enums.wireAs(type.name, f.name) : undefined;
          properties[wire] = as ? { type: as } : isInputObjectType(type) ? this.input(f.type as GraphQLInputType) : this.output(f.type as GraphQLOutputType);
          if (f.description) (properties[wire] as Schema) = { ...(properties[wire] as Schema), description: f.description };
          if (isInputObjectType(type) && isNonNullType(f.type) && (f as { defaultValue?: unknown }).defaultValue === undefined) required.push(wire);
        }
        schema.properties = properties;
        if (required.length) schema.required = required;
      }
      return { $ref: `#/components/schemas/${name}` };
    }
    switch (type.name) {
      case 'ID':
        return side === 'input' ? { type: ['string', 'integer'] } : { type: 'string' };
      case 'String':
        return { type: 'string' };
      case 'Int':
        return { type: 'integer' };
      case 'Float':
        return { type: 'number' };
      case 'Boolean':
        return { type: 'boolean' };
      case 'Decimal':
        return side === 'input' ? { type: ['number', 'string'], description: 'A decimal number' } : { type: 'number' };
      case 'LocalDate':
        return { type: 'string', format: 'date' };
      default:
        return this.schema.getType(type.name)?.description ? { description: this.schema.getType(type.name)!.description! } : {};
    }
  }
}
