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
import { ERRORS } from '../../subgraphs/core/request/errors.ts';
import { compiledArgs, envelopeShape, routeOperation } from './engine.ts';
import type { RestModule, RestRoute } from './route.ts';
import { type EnumSpellings, toSnake } from './wire.ts';

type Schema = Record<string, unknown>;

/**
 * The OpenAPI 3.1 document of every REST route, generated from the route tables and the
 * schema the engine compiles them against: what a route reads (path, query, header, body,
 * files) and answers (its envelope) is worked out the way the engine works it out, so the
 * document cannot drift from the wire.
 */
export function openApiDocument(modules: readonly RestModule[], info: { schema: GraphQLSchema; enums: EnumSpellings; entities: Set<string> }): Schema {
  const components = new Components(info.schema, info.enums);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const module of modules) {
    for (const route of module.routes) {
      const path = module.prefix + route.path;
      paths[path] ??= {};
      paths[path][route.method.toLowerCase()] = operationOf(module, route, info, components);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kontor REST API',
      version: '1.0.0',
      description:
        'Every REST route of Kontor, wire-compatible with the API family: snake_case JSON, an envelope `{ code, message, … }` (code 0 on success), errors with the codes of the README error table. Bodies may also be sent as the `JSONString` field of a form or query string.',
    },
    servers: [
      {
        url: '/',
        description: 'This Kontor server; each module lives under its own prefix (/books/v3, /erp/v3, /inventory/v1, /expense/v1, /billing/v1, /v1.1).',
      },
    ],
    tags: [...new Set(modules.map((m) => m.prefix))].map((name) => ({ name })),
    security: [{ oauthToken: [] }, { oauth2: [] }],
    paths,
    components: {
      securitySchemes: {
        oauthToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'An access token sent as `Authorization: Svc-oauthtoken <token>` (or `Bearer <token>`).',
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
        Failure: {
          type: 'object',
          required: ['code', 'message'],
          properties: { code: { type: 'integer', description: 'The error code (README error table).' }, message: { type: 'string' } },
        },
        ...components.schemas,
      },
      responses: Object.fromEntries(
        [400, 401, 403, 404, 409, 413, 429, 500].map((status) => [
          `Status${status}`,
          {
            // By name too: one code may come with two statuses (57: 401 without a live token, 403 without the scope).
            description: `Codes answered with ${status}: ${Object.entries(ERRORS)
              .filter(([, e]) => e.status === status)
              .map(([name, e]) => `${e.code} (${name})`)
              .join(', ')}`,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
          },
        ]),
      ),
    },
  };
}

function operationOf(
  module: RestModule,
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
        : { name: org.header, in: 'header', required: true, schema: { type: 'string' }, description: 'The organization the request is for.' },
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
    : { description: route.message ?? 'success', content: { 'application/json': { schema: envelopeSchema(route, field.type, components) } } };
  const responses: Record<string, unknown> = { [status]: success };
  for (const code of [400, 401, 403, 404, 409, 413, 429, 500]) responses[String(code)] = { $ref: `#/components/responses/Status${code}` };
  return {
    operationId: `${route.method.toLowerCase()}_${toSnake(route.field)}_${module.prefix.replace(/\W/g, '')}`,
    summary: route.message ?? route.field,
    tags: [module.prefix],
    ...(route.anonymous ? { security: [] } : {}),
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

function envelopeSchema(route: RestRoute, type: GraphQLOutputType, components: Components): Schema {
  const properties: Record<string, unknown> = { code: { type: 'integer', const: 0 }, message: { type: 'string' } };
  const { shape, key, single } = envelopeShape(route, type);
  const named = getNamedType(type);
  if (key !== null && isObjectType(named)) {
    const fields = named.getFields();
    if (shape === 'list') {
      properties[key] = components.output(fields.nodes.type);
      properties.page_context = components.output(fields.pageContext.type);
    } else if (single) {
      properties[key] = listed(route, components.output(fields[single].type));
    } else if (shape === 'payload') {
      for (const f of Object.values(fields)) properties[toSnake(f.name)] = components.output(f.type);
    } else properties[key] = listed(route, components.output(type));
  }
  return { type: 'object', required: ['code', 'message'], properties };
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
      if (!this.schemas[type.name]) {
        const schema: Schema = { type: 'object', properties: {} as Record<string, unknown> };
        if (type.description) schema.description = type.description;
        this.schemas[type.name] = schema;
        const properties: Record<string, unknown> = {};
        const required: string[] = [];
        for (const f of Object.values(type.getFields())) {
          const wire = toSnake(f.name);
          properties[wire] = isInputObjectType(type) ? this.input(f.type as GraphQLInputType) : this.output(f.type as GraphQLOutputType);
          if (f.description) (properties[wire] as Schema) = { ...(properties[wire] as Schema), description: f.description };
          if (isInputObjectType(type) && isNonNullType(f.type) && (f as { defaultValue?: unknown }).defaultValue === undefined) required.push(wire);
        }
        schema.properties = properties;
        if (required.length) schema.required = required;
      }
      return { $ref: `#/components/schemas/${type.name}` };
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
