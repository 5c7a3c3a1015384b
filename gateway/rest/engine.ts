import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type FormattedExecutionResult,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  isObjectType,
  print,
  parse,
} from 'graphql';
import type { Identity } from '../../subgraphs/core/context.ts';
import { type WireFailure, failure, failureFromGraphQL } from '../envelope.ts';
import type { RestModule, RestRender, RestRoute } from './route.ts';
import { type EnumSpellings, type ToWire, WireError, inputFromWire, outputWalker, selectAll, toSnake } from './wire.ts';

export type Execute = (query: string, variables: Record<string, unknown>, identity: Identity) => Promise<FormattedExecutionResult>;

export interface RestDeps {
  schema: GraphQLSchema;
  enums: EnumSpellings;
  entities: Set<string>;
  execute: Execute;
  /** Token check, then organization membership when the route names one. */
  identify: (request: FastifyRequest, organizationId: string | undefined, organizationField: string | undefined) => Promise<Identity>;
}

interface Compiled {
  route: RestRoute;
  query: string;
  field: GraphQLField<unknown, unknown>;
  args: CompiledArg[];
  /** The success envelope of the root field's data. */
  envelope: (data: unknown) => Record<string, unknown>;
  /** The operation whose result the route's renderers get, when it has any. */
  render?: { spec: RestRender; operation: Compiled; toWire: ToWire };
}

/** Where an argument comes from in the request, worked out once per route. */
interface CompiledArg {
  name: string;
  type: GraphQLInputType;
  /** snake_case: the path or query parameter carrying it. */
  wire: string;
  header?: string;
  /** A query parameter named otherwise than `wire` (RestRoute.query). */
  query?: string;
  /** The `input` argument: the JSON body. */
  body: boolean;
}

const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * The GraphQL document a route runs: its root field with every argument as a variable and the
 * whole returned resource selected. Exported so a benchmark can send the very same operation.
 */
export function routeOperation(schema: GraphQLSchema, entities: Set<string>, route: Pick<RestRoute, 'method' | 'path' | 'field'>): { query: string; field: GraphQLField<unknown, unknown> } {
  const isQuery = route.method === 'GET';
  const root = (isQuery ? schema.getQueryType() : schema.getMutationType()) ?? schema.getQueryType();
  const field = root?.getFields()[route.field] ?? schema.getQueryType()?.getFields()[route.field] ?? schema.getMutationType()?.getFields()[route.field];
  if (!field) throw new Error(`REST route ${route.method} ${route.path}: no root field ${route.field}`);
  const operation = schema.getQueryType()?.getFields()[route.field] === field ? 'query' : 'mutation';
  const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = selectAll(schema, field.type, entities);
  const query = print(parse(`${operation} REST_${route.field}${vars ? `(${vars})` : ''} { ${route.field}${args ? `(${args})` : ''} ${selection} }`));
  return { query, field };
}

/** Compiles a route to its GraphQL document once, at start-up; a route naming no field fails here. */
function compile(route: RestRoute, deps: RestDeps): Compiled {
  const { query, field } = routeOperation(deps.schema, deps.entities, route);
  const type = getNamedType(field.type) as GraphQLObjectType;
  const fields = isObjectType(type) ? type.getFields() : {};
  const shape = fields.nodes && fields.pageContext ? 'list' : type.name.endsWith('Payload') ? 'payload' : 'resource';
  const key = route.key === null ? null : route.key ?? toSnake(route.field);
  const args = field.args.map((arg) => ({
    name: arg.name,
    type: arg.type,
    wire: toSnake(arg.name),
    header: route.headers?.[arg.name],
    query: route.query?.[arg.name],
    body: arg.name === 'input' && isInputObjectType(getNamedType(arg.type)),
  }));
  const compiled: Compiled = { route, query, field, args, envelope: envelopeOf(route, key, shape, fields, field, deps) };
  if (route.render) {
    // The rendered operation is compiled like a route of its own: same arguments, whole result selected.
    const operation = compile({ ...route, field: route.render.field ?? route.field, method: 'GET', render: undefined }, deps);
    compiled.render = { spec: route.render, operation, toWire: outputWalker(operation.field.type, deps.enums) };
  }
  return compiled;
}

/**
 * Answers with a file when the request's `format` (or the route's default) names one of the
 * route's renderers; undefined when the JSON envelope is wanted.
 */
async function rendered(compiled: Compiled, request: FastifyRequest, reply: FastifyReply, identity: Identity, deps: RestDeps): Promise<FastifyReply | undefined> {
  const render = compiled.render!;
  const asked = (request.query as Record<string, unknown>).format;
  const name = typeof asked === 'string' && asked !== '' ? asked.toLowerCase() : render.spec.default ?? 'json';
  if (name === 'json') return undefined;
  const format = render.spec.formats[name];
  if (!format) return send(reply, failure('INVALID_VALUE', `Invalid value passed for format: must be one of json, ${Object.keys(render.spec.formats).join(', ')}.`));
  let variables: Record<string, unknown>;
  try {
    variables = variablesOf(render.operation, request, deps);
  } catch (error) {
    if (error instanceof WireError) return send(reply, failure('INVALID_VALUE', error.message));
    throw error;
  }
  const result = await deps.execute(render.operation.query, variables, identity);
  if (result.errors?.length) {
    if (failureFromGraphQL(result.errors[0]).status === 500) request.log.error({ errors: result.errors }, 'REST operation failed');
    return send(reply, failureFromGraphQL(result.errors[0], compiled.route.query));
  }
  const resource = render.toWire(result.data?.[render.operation.route.field]);
  const body = await format.render(resource);
  reply.code(200).type(format.contentType);
  if (format.fileName) reply.header('content-disposition', `inline; filename="${format.fileName(resource).replace(/["\\\r\n]/g, '_')}"`);
  return reply.send(body);
}

/** Request → GraphQL variables: path, then query string, then headers; the body feeds `input`. */
function variablesOf(compiled: Compiled, request: FastifyRequest, deps: RestDeps): Record<string, unknown> {
  const params = request.params as Record<string, string>;
  const query = request.query as Record<string, unknown>;
  const variables: Record<string, unknown> = {};
  for (const arg of compiled.args) {
    if (arg.body) {
      variables[arg.name] = inputFromWire(request.body ?? {}, arg.type, '', deps.enums);
      continue;
    }
    const raw = arg.query !== undefined ? query[arg.query] : params[arg.wire] ?? (arg.header ? request.headers[arg.header] : undefined) ?? query[arg.wire] ?? (query[arg.name] as unknown);
    const value = inputFromWire(raw === '' ? undefined : raw, arg.type, arg.header ?? arg.query ?? arg.wire, deps.enums, true);
    if (value !== undefined) variables[arg.name] = value;
  }
  return variables;
}

/** The envelope builder of a route, with the walkers of its result type made at start-up. */
function envelopeOf(
  route: RestRoute,
  key: string | null,
  shape: 'list' | 'payload' | 'resource',
  fields: Record<string, { name: string; type: GraphQLOutputType }>,
  field: GraphQLField<unknown, unknown>,
  deps: RestDeps,
): (data: unknown) => Record<string, unknown> {
  const message = route.message ?? 'success';
  const bare = () => ({ code: 0, message });
  if (key === null) return bare;
  if (shape === 'list') {
    const nodes = outputWalker(fields.nodes.type, deps.enums);
    const pageContext = outputWalker(fields.pageContext.type, deps.enums);
    return (data) => {
      if (data === null || data === undefined) return bare();
      const record = data as Record<string, unknown>;
      return { code: 0, message, [key]: nodes(record.nodes), page_context: pageContext(record.pageContext) };
    };
  }
  if (shape === 'payload') {
    // A payload's fields stand next to code and message, each under its own key.
    const payload = outputWalker(field.type, deps.enums);
    return (data) => ({ ...bare(), ...(payload(data) as Record<string, unknown> | null) });
  }
  const resource = outputWalker(field.type, deps.enums);
  return (data) => (data === null || data === undefined ? bare() : { code: 0, message, [key]: resource(data) });
}

function send(reply: FastifyReply, result: WireFailure): FastifyReply {
  return reply.code(result.status).send(result.body);
}

function organizationOf(module: RestModule, request: FastifyRequest): { id?: string; field: string } {
  if ('query' in module.organization) {
    const value = (request.query as Record<string, unknown>)[module.organization.query];
    return { id: typeof value === 'string' && value !== '' ? value : undefined, field: module.organization.query };
  }
  const value = request.headers[module.organization.header.toLowerCase()];
  return { id: typeof value === 'string' && value !== '' ? value : undefined, field: module.organization.header };
}

/** Registers a module's route table: every route the same pipeline, no business rule here. */
export function registerModule(app: FastifyInstance, module: RestModule, deps: RestDeps): void {
  for (const route of module.routes) {
    const compiled = compile(route, deps);
    const url = module.prefix + route.path.replace(/\{(\w+)\}/g, ':$1');
    app.route({
      method: route.method,
      url,
      bodyLimit: route.bodyLimit ?? DEFAULT_BODY_LIMIT,
      handler: async (request, reply) => {
        const org = route.organization === false ? { id: undefined, field: undefined } : organizationOf(module, request);
        // Who asks comes first: an anonymous request is a 401 whatever else is wrong with it.
        const identity = await deps.identify(request, org.id, org.field);
        if (route.organization !== false && !org.id) {
          return send(reply, failure('ORGANIZATION_REQUIRED', `${org.field} is required: name the organization this request is for.`));
        }
        if (compiled.render) {
          const file = await rendered(compiled, request, reply, identity, deps);
          if (file) return file;
        }
        let variables: Record<string, unknown>;
        try {
          variables = variablesOf(compiled, request, deps);
        } catch (error) {
          if (error instanceof WireError) return send(reply, failure('INVALID_VALUE', error.message));
          throw error;
        }
        const result = await deps.execute(compiled.query, variables, identity);
        if (result.errors?.length) {
          if (failureFromGraphQL(result.errors[0]).status === 500) request.log.error({ errors: result.errors }, 'REST operation failed');
          return send(reply, failureFromGraphQL(result.errors[0], route.query));
        }
        return reply.code(route.status ?? 200).send(compiled.envelope(result.data?.[route.field]));
      },
    });
  }
}

