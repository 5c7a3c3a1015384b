import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  print,
  parse,
} from 'graphql';
import type { BlobStore } from '../../subgraphs/core/platform/blobs.ts';
import type { FileRenderer } from '../../subgraphs/core/platform/modules.ts';
import type { Identity } from '../../subgraphs/core/request/context.ts';
import { KontorError } from '../../subgraphs/core/values/errors.ts';
import { spellingsOf } from '../../subgraphs/core/request/family-names.ts';
import { type Wire, type WireFailure, failure, failureFromGraphQL, refusalOfError, refusalOfGraphQL } from './envelope.ts';
import { type Upload, discard, download, receiveForm, receiveUpload } from './files.ts';
import { DEFAULT_BODY_LIMIT, type RestModule, type RestRender, type RestRoute } from './route.ts';
import { wireOf } from './wires/index.ts';
import { IDEMPOTENCY_HEADER, type Idempotency, fingerprintOf, idempotencyKeyOf } from '../guard/idempotency.ts';
import { type KeyTree, documentedParams, listEntryKeys } from '../contract/list-shapes.ts';
import { type EnumSpellings, type ToWire, WireError, inputFromWire, outputWalker, selectAll, toCamel, toSnake } from './wire.ts';

export type Execute = (query: string, variables: Record<string, unknown>, identity: Identity) => Promise<FormattedExecutionResult>;

export interface RestDeps {
  schema: GraphQLSchema;
  enums: EnumSpellings;
  entities: Set<string>;
  execute: Execute;
  /** Token check, then organization membership when the route names one. */
  identify: (
    request: FastifyRequest,
    organizationId: string | undefined,
    organizationField: string | undefined,
    scopes?: readonly (readonly string[])[],
  ) => Promise<Identity>;
  /** A credential a module's authenticator checks (RestRoute.auth), by the authenticator's name: its identity, organization included. */
  identifyBy: (authenticator: string, request: FastifyRequest) => Promise<Identity>;
  /** Whether an authenticator of that name is declared (a route naming another fails at start-up). */
  authenticates: (authenticator: string) => boolean;
  /** The caller's only organization (OrganizationSource.sole), membership checked; refused when it has several. */
  identifySole: (request: FastifyRequest, organizationField: string, scopes?: readonly (readonly string[])[]) => Promise<Identity>;
  /** The @scope of each root field (`Mutation.createItem`), checked right after the token, before the organization and the body. */
  rootScopes: ReadonlyMap<string, string[]>;
  /** Where uploads go and downloads come from. */
  blobs: () => BlobStore;
  /** The modules' renderers by key (their descriptors'), which routes name in `render.formats`. */
  renderers: ReadonlyMap<string, FileRenderer>;
  /** Idempotency keys of writes (gateway/guard/idempotency.ts); none: the header is not read. */
  idempotency?: Idempotency;
}

/** What a route's variables are read from: the request, or a multipart form standing in for its body. */
interface RequestParts {
  params: Record<string, string>;
  query: Record<string, unknown>;
  headers: FastifyRequest['headers'];
  body: unknown;
  /** Blob ids of the uploaded files, for the route's upload argument. */
  files?: string[];
  /** The body came from a form's text parts: its values are strings to coerce. */
  textBody?: boolean;
}

/**
 * The parts of a request as routes read them. The family's classic request form carries the
 * JSON body as text in a `JSONString` field: of a urlencoded or multipart form, or of the
 * query string. A form without it is its own body, its values text to coerce.
 */
function partsOf(request: FastifyRequest): RequestParts {
  const query = request.query as Record<string, unknown>;
  const parts: RequestParts = { params: request.params as Record<string, string>, query, headers: request.headers, body: request.body };
  const body = request.body as Record<string, unknown> | undefined;
  if (isRecord(body) && 'JSONString' in body) parts.body = jsonString(body.JSONString);
  else if (request.headers['content-type']?.toLowerCase().startsWith('application/x-www-form-urlencoded')) parts.textBody = true;
  if (query.JSONString !== undefined && (parts.body === undefined || (isRecord(parts.body) && Object.keys(parts.body).length === 0))) {
    parts.body = jsonString(query.JSONString);
    parts.textBody = false;
  }
  return parts;
}

/** A multipart form sent to a route that takes no file: its `JSONString` is the body, or its text fields are. */
function formParts(request: FastifyRequest, form: Record<string, string>): RequestParts {
  const parts = partsOf(request);
  if ('JSONString' in form) return { ...parts, body: jsonString(form.JSONString), textBody: false };
  return { ...parts, body: form, textBody: true };
}

/** An upload's form: without JSONString its text parts are the body, typed from text like query parameters; they stand with the query parameters too. */
function uploadParts(request: FastifyRequest, upload: Upload): RequestParts {
  const query = { ...upload.fields, ...(request.query as Record<string, unknown>) };
  return { ...partsOf(request), query, body: upload.body ?? upload.fields, textBody: upload.body === undefined, files: upload.files };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The wire's query body (`Wire.queryBody`, analytics' `CONFIG`), unfolded in place: its keys
 * become the query parameters of a GET and the body of any other method that came without one,
 * so they are checked like parameters and bodies sent the other way. A route that reads the
 * parameter as an argument of its own (the export's CONFIG) keeps it whole.
 */
function unfoldQueryBody(request: FastifyRequest, route: RestRoute, name: string): void {
  const query = request.query as Record<string, unknown>;
  if (query[name] === undefined || Object.values(route.query ?? {}).includes(name)) return;
  const { [name]: text, ...rest } = query;
  let unfolded: unknown;
  try {
    unfolded = JSON.parse(String(text));
  } catch (error) {
    throw new WireError(name, `must be valid JSON (${(error as Error).message})`);
  }
  if (!isRecord(unfolded)) throw new WireError(name, 'must be a JSON object');
  if (route.method === 'GET') {
    request.query = { ...rest, ...Object.fromEntries(Object.entries(unfolded).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])) };
    return;
  }
  request.query = rest;
  if (request.body === undefined || request.body === null || (isRecord(request.body) && Object.keys(request.body).length === 0)) request.body = unfolded;
}

/** The JSON a `JSONString` field carries. */
export function jsonString(text: unknown): unknown {
  if (typeof text !== 'string') throw new WireError('JSONString', 'must be a JSON object written as text');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new WireError('JSONString', `must be valid JSON (${(error as Error).message})`);
  }
}

interface Compiled {
  route: RestRoute;
  /** The module's wire: its success and failure shapes and its field names. */
  wire: Wire;
  query: string;
  field: GraphQLField<unknown, unknown>;
  args: CompiledArg[];
  /** The success body of the root field's data, in the module's wire. */
  envelope: (data: unknown) => unknown;
  /** The operation whose result the route's renderers get, when it has any. */
  render?: { spec: RestRender; formats: Map<string, FileRenderer>; operation: Compiled; toWire: ToWire };
  /** The route's query parameters: any other is refused, or on a list ignored unless the family documents it (unknownQuery). */
  filters: Set<string>;
  /** The query parameters the family documents for the route (list-params.json). */
  documented: Set<string>;
  list: boolean;
}

/**
 * Query parameters every route takes besides its arguments: the family's general ones (the
 * organization, the JSONString body, a file's `format`/`accept`/`print`, a download's `inline`,
 * `image_size` and `preview`).
 */
export const COMMON_QUERY = ['JSONString', 'format', 'organization_id', 'accept', 'print', 'inline', 'image_size', 'preview'];

/** The query parameters a route takes: the common ones, the module's organization parameter, and its arguments read from the query. */
export function queryParameters(module: Pick<RestModule, 'organization'>, route: RestRoute, args: readonly CompiledArg[]): Set<string> {
  const path = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  return new Set([
    ...COMMON_QUERY,
    ...('query' in module.organization ? [module.organization.query] : []),
    ...args.flatMap((a) => (a.body || a.header || route.upload?.argument === a.name || path.includes(a.wire) ? [] : [a.query ?? a.wire, a.name])),
  ]);
}

/**
 * The query parameters of a request a route does not take, refused naming them. A list ignores
 * those the family does not document for it, as the family's lists do (`last_modified_time` on
 * contacts), and refuses the documented ones it does not take: such a filter ignored would
 * answer every row. Any other route refuses every parameter it does not take. The values of the
 * parameters a route takes are checked as always (a malformed date is refused, naming it).
 */
export function unknownQuery(
  compiled: Pick<Compiled, 'filters' | 'args' | 'documented'>,
  query: Record<string, unknown>,
  list: boolean,
): WireError | undefined {
  const unknown = Object.keys(query).filter((name) => !compiled.filters.has(name) && (!list || compiled.documented.has(name)));
  if (!unknown.length) return undefined;
  const takes = [...compiled.filters].filter((f) => !COMMON_QUERY.includes(f) && !/[A-Z]/.test(f) && f !== 'organization_id');
  const rule = list ? `this list cannot be filtered or sorted by ${unknown.join(', ')}` : `this operation takes no query parameter ${unknown.join(', ')}`;
  return new WireError(unknown[0], `${rule}; it takes ${takes.length ? takes.join(', ') : 'none of its own'}`);
}

/** The query parameters a request carries that the route takes: a list's unknown ones dropped before it runs. */
export function takenQuery(compiled: Pick<Compiled, 'filters'>, query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([name]) => compiled.filters.has(name)));
}

/** Where an argument comes from in the request, worked out once per route. */
export interface CompiledArg {
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

/**
 * The GraphQL document a route runs: its root field with every argument as a variable and the
 * whole returned resource selected. Exported so a benchmark can send the very same operation.
 */
export function routeOperation(
  schema: GraphQLSchema,
  entities: Set<string>,
  route: Pick<RestRoute, 'method' | 'path' | 'field'>,
  entryKeys?: KeyTree,
): { query: string; field: GraphQLField<unknown, unknown> } {
  const isQuery = route.method === 'GET';
  const root = (isQuery ? schema.getQueryType() : schema.getMutationType()) ?? schema.getQueryType();
  const field = root?.getFields()[route.field] ?? schema.getQueryType()?.getFields()[route.field] ?? schema.getMutationType()?.getFields()[route.field];
  if (!field) throw new Error(`REST route ${route.method} ${route.path}: no root field ${route.field}`);
  const operation = schema.getQueryType()?.getFields()[route.field] === field ? 'query' : 'mutation';
  const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = selectAll(schema, field.type, entities, [], entryKeys && listKeys(field.type, entryKeys));
  const query = print(parse(`${operation} REST_${route.field}${vars ? `(${vars})` : ''} { ${route.field}${args ? `(${args})` : ''} ${selection} }`));
  return { query, field };
}

/** The keys of a list type whose nodes are narrowed to a list's entry keys (the family's list shape); undefined for any other type. */
function listKeys(type: GraphQLOutputType, entryKeys: KeyTree): KeyTree | undefined {
  const named = getNamedType(type);
  if (!isObjectType(named)) return undefined;
  const fields = named.getFields();
  if (!fields.nodes || !fields.pageContext) return undefined;
  return Object.fromEntries(Object.keys(fields).map((name) => [toSnake(name), name === 'nodes' ? entryKeys : true]));
}

/**
 * How a route answers: a list (`key` + page_context), a payload's fields beside code and message, or one resource under `key`.
 * `single`: a payload of one resource whose route names a `key` — the resource leaves under that key
 * (`createAccount`'s `account` as the family's `chart_of_account`).
 */
export function envelopeShape(route: RestRoute, type: GraphQLOutputType): { shape: 'list' | 'payload' | 'resource'; key: string | null; single?: string } {
  const named = getNamedType(type);
  const fields = isObjectType(named) ? named.getFields() : {};
  const shape = fields.nodes && fields.pageContext ? 'list' : named.name.endsWith('Payload') || route.spread ? 'payload' : 'resource';
  const names = Object.keys(fields);
  const single = shape === 'payload' && !route.spread && typeof route.key === 'string' && names.length === 1 ? names[0] : undefined;
  return { shape, key: route.key === null ? null : (route.key ?? toSnake(route.field)), ...(single ? { single } : {}) };
}

/** Where each argument of a route's field comes from in the request. */
export function compiledArgs(route: RestRoute, field: GraphQLField<unknown, unknown>): CompiledArg[] {
  return field.args.map((arg) => ({
    name: arg.name,
    type: arg.type,
    wire: toSnake(arg.name),
    header: route.headers?.[arg.name],
    query: route.query?.[arg.name],
    body: arg.name === 'input' && isInputObjectType(getNamedType(arg.type)),
  }));
}

/** Compiles a route to its GraphQL document once, at start-up; a route naming no field fails here. */
function compile(route: RestRoute, deps: RestDeps, wire: Wire, module: Pick<RestModule, 'organization' | 'prefix'>, whole = false): Compiled {
  // A list answers the family's entries (list-shapes.ts); what is rendered to a file gets whole resources.
  const entryKeys = whole ? undefined : listEntryKeys(route.method, module.prefix + route.path);
  const { query, field } = routeOperation(deps.schema, deps.entities, route, entryKeys);
  const type = getNamedType(field.type) as GraphQLObjectType;
  const fields = isObjectType(type) ? type.getFields() : {};
  const { shape, key, single } = envelopeShape(route, field.type);
  const args = compiledArgs(route, field);
  const compiled: Compiled = {
    route,
    wire,
    query,
    field,
    args,
    envelope: envelopeOf(route, key, shape, fields, field, deps, wire, single),
    filters: queryParameters(module, route, args),
    documented: new Set(documentedParams(route.method, module.prefix + route.path)),
    list: shape === 'list',
  };
  if (route.render) {
    // The rendered operation is compiled like a route of its own: same arguments, whole result selected.
    const operation = compile({ ...route, field: route.render.field ?? route.field, method: 'GET', render: undefined }, deps, wire, module, true);
    const formats = new Map(
      Object.entries(route.render.formats).map(([format, key]) => {
        const renderer = deps.renderers.get(key);
        if (!renderer) throw new Error(`${route.method} ${route.path}: no module renders ${key} (format ${format})`);
        return [format, renderer];
      }),
    );
    compiled.render = { spec: route.render, formats, operation, toWire: outputWalker(operation.field.type, deps.enums, wire.wireName) };
  }
  return compiled;
}

/**
 * Answers with a file when the request's `format` (or the route's default) names one of the
 * route's renderers; undefined when the JSON envelope is wanted.
 */
async function rendered(
  compiled: Compiled,
  request: FastifyRequest,
  reply: FastifyReply,
  identity: Identity,
  deps: RestDeps,
): Promise<FastifyReply | undefined> {
  const render = compiled.render!;
  const asked = (request.query as Record<string, unknown>).format;
  const name = typeof asked === 'string' && asked !== '' ? asked.toLowerCase() : (render.spec.default ?? 'json');
  if (name === 'json') return undefined;
  const format = render.formats.get(name);
  const wire = compiled.wire;
  if (!format)
    return answer(
      reply,
      wire.failure(failure('INVALID_VALUE', `Invalid value passed for format: must be one of json, ${[...render.formats.keys()].join(', ')}.`), request.id),
    );
  let variables: Record<string, unknown>;
  try {
    variables = variablesOf(render.operation, partsOf(request), deps);
  } catch (error) {
    if (error instanceof WireError) return answer(reply, wire.failure(failure('INVALID_VALUE', error.message), request.id));
    throw error;
  }
  const result = await deps.execute(render.operation.query, variables, identity);
  if (result.errors?.length) {
    return answerErrors(request, reply, wire, result.errors, compiled.route.query);
  }
  const resource = render.toWire(result.data?.[render.operation.route.field]);
  const body = await format.render(resource);
  reply.code(200).type(format.contentType);
  if (format.fileName) reply.header('content-disposition', `inline; filename="${format.fileName(resource).replace(/["\\\r\n]/g, '_')}"`);
  return reply.send(body);
}

/** The body with the route's aliases under the fields' own names (RestRoute.bodyAliases). */
function unaliased(body: unknown, aliases: Record<string, string> | undefined): unknown {
  if (!aliases || !isRecord(body)) return body;
  const renamed: Record<string, unknown> = { ...body };
  for (const [alias, name] of Object.entries(aliases)) {
    if (!(alias in renamed)) continue;
    if (name in renamed) throw new WireError(alias, `is another name of ${name}: send one of them`);
    renamed[name] = renamed[alias];
    delete renamed[alias];
  }
  return renamed;
}

/** Request → GraphQL variables: path, then query string, then headers; the body feeds `input`, uploads their argument. */
function variablesOf(compiled: Compiled, request: RequestParts, deps: RestDeps): Record<string, unknown> {
  const { params, query } = request;
  const variables: Record<string, unknown> = {};
  for (const arg of compiled.args) {
    if (arg.body) {
      const body = unaliased(request.body, compiled.route.bodyAliases);
      // Unknown fields are ignored as the family ignores them, but a PUT that names none of its
      // input's would answer "updated" having changed nothing (an update, or any PUT whose input
      // is required: a reconciliation draft, budgets). An optional input (an approval) may be empty.
      const fields = (getNamedType(arg.type) as import('graphql').GraphQLInputObjectType).getFields();
      const replaces = compiled.route.method === 'PUT' && (compiled.route.field.startsWith('update') || isNonNullType(arg.type));
      if (replaces && !(isRecord(body) && Object.keys(body).some((name) => toCamel(name) in fields))) {
        const received = isRecord(body) ? Object.keys(body) : [];
        throw new WireError(
          'the request body',
          `names no field of this resource (received ${received.length ? received.join(', ') : 'no field'}); send the fields to change, as JSON or in a JSONString form field`,
        );
      }
      variables[arg.name] = inputFromWire(body ?? {}, arg.type, '', deps.enums, request.textBody, compiled.wire.wireName);
      continue;
    }
    if (compiled.route.upload?.argument === arg.name) {
      const files = request.files ?? [];
      if (isNonNullType(arg.type) && !files.length)
        throw new WireError(compiled.route.upload.part, `is required: send the file as the multipart form field ${compiled.route.upload.part}`);
      if (files.length) variables[arg.name] = isListType(getNullableType(arg.type)) ? files : files[0];
      continue;
    }
    const raw =
      arg.query !== undefined
        ? query[arg.query]
        : (params[arg.wire] ?? (arg.header ? headerOf(request.headers, arg.header) : undefined) ?? query[arg.wire] ?? (query[arg.name] as unknown));
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
  wire: Wire,
  single?: string,
): (data: unknown) => unknown {
  const message = route.message ?? 'success';
  const success = (fields: Record<string, unknown>) => wire.success(message, fields, route.bare === true);
  const bare = () => success({});
  if (key === null) return bare;
  if (shape === 'list') {
    const nodes = outputWalker(fields.nodes.type, deps.enums, wire.wireName, wire.emptyValues);
    const pageContext = outputWalker(fields.pageContext.type, deps.enums, wire.wireName, wire.emptyValues);
    const pageKey = wire.wireName('pageContext') === 'pageContext' ? 'pageContext' : 'page_context';
    // The family names the list in its page context (`"report_name": "Invoices"`).
    const named = wire.reportNames ? { report_name: reportName(route, key) } : {};
    return (data) => {
      if (data === null || data === undefined) return bare();
      const record = data as Record<string, unknown>;
      return success({ [key]: nodes(record.nodes), [pageKey]: { ...(pageContext(record.pageContext) as object), ...named } });
    };
  }
  // A route whose resource the family lists (`tax: [ { … } ]`) wraps it in a one-element array.
  const listed = (value: unknown) => (route.listed ? [value] : value);
  if (single) {
    const resource = outputWalker(fields[single].type, deps.enums, wire.wireName, wire.emptyValues);
    return (data) => success({ [key]: listed(resource((data as Record<string, unknown> | null)?.[single])) });
  }
  if (shape === 'payload') {
    // A payload's fields stand next to code and message, each under its own key; a page context
    // among them names its report as a list's does.
    const payload = outputWalker(field.type, deps.enums, wire.wireName, wire.emptyValues);
    const pageKey = fields.pageContext && wire.reportNames ? wire.wireName('pageContext') : undefined;
    const named = { report_name: reportName(route, key) };
    return (data) => {
      const out = { ...(payload(data) as Record<string, unknown> | null) };
      if (pageKey && out[pageKey]) out[pageKey] = { ...(out[pageKey] as object), ...named };
      return success(out);
    };
  }
  const resource = outputWalker(field.type, deps.enums, wire.wireName, wire.emptyValues);
  return (data) => (data === null || data === undefined ? bare() : success({ [key]: listed(resource(data)) }));
}

/** A list's `page_context.report_name`: the route's, or its key's words capitalised (`recurring_invoices` → "Recurring Invoices"). */
export function reportName(route: RestRoute, key: string): string {
  return (
    route.reportName ??
    key
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/** Sends a wire's answer (a failure as the wire shaped it). */
function answer(reply: FastifyReply, shaped: { status: number; body: unknown }): FastifyReply {
  return sendJson(reply, shaped.status, shaped.body);
}

/**
 * Sends a JSON answer serialized once, into bytes whose length is known: given a string, Fastify
 * would measure it (Buffer.byteLength, a pass over a 160 KB list) and the socket encode it again;
 * given the bytes, it takes their length and writes them as they are. The onSend hooks
 * (idempotency, compression) take bytes as well as text.
 */
export function sendJson(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  if (body === undefined) return reply.code(status).send();
  const bytes = Buffer.from(JSON.stringify(body));
  return reply.code(status).header('content-type', JSON_TYPE).send(bytes);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** A GraphQL result's first error answered in the wire; an internal one is logged with the request's errors. */
function answerErrors(
  request: FastifyRequest,
  reply: FastifyReply,
  wire: Wire,
  errors: readonly GraphQLFormattedError[],
  renamed: Record<string, string> | undefined,
): FastifyReply {
  if (failureFromGraphQL(errors[0]).status === 500) request.log.error({ errors }, 'REST operation failed');
  return answer(reply, refusalOfGraphQL(wire, errors[0], request.id, renamed));
}

/** A header argument in the specification's spelling or the family's (ZANALYTICS-ORGID for SVC-ANALYTICS-ORGID). */
function headerOf(headers: Record<string, unknown>, name: string): unknown {
  return spellingsOf(name)
    .map((spelling) => headers[spelling.toLowerCase()])
    .find((given) => given !== undefined && given !== '');
}

function organizationOf(module: RestModule, request: FastifyRequest): { id?: string; field: string } {
  if ('query' in module.organization) {
    const value = (request.query as Record<string, unknown>)[module.organization.query];
    return { id: typeof value === 'string' && value !== '' ? value : undefined, field: module.organization.query };
  }
  // The header in the specification's spelling or the family's (X-com-zoho-…, ZANALYTICS-ORGID); Node joins a repeated one.
  const value = headerOf(request.headers, module.organization.header);
  return { id: typeof value === 'string' ? value : undefined, field: module.organization.header };
}

/** Registers a module's route table: every route the same pipeline, no business rule here. */
export function registerModule(app: FastifyInstance, module: RestModule, deps: RestDeps): void {
  const wire = wireOf(module);
  for (const route of module.routes) {
    if (route.auth && !deps.authenticates(route.auth))
      throw new Error(`${route.method} ${module.prefix}${route.path}: no module declares the authenticator ${route.auth}`);
    const compiled = compile(route, deps, wire, module);
    const rootField = `${compiled.query.startsWith('mutation') ? 'Mutation' : 'Query'}.${route.field}`;
    const scopes = deps.rootScopes.has(rootField) ? [deps.rootScopes.get(rootField)!] : [];
    const url = module.prefix + route.path.replace(/\{(\w+)\}/g, ':$1');
    const fail = (request: FastifyRequest, reply: FastifyReply, result: WireFailure, target?: string) =>
      answer(reply, wire.failure(result, request.id, target));
    const identityOf = async (request: FastifyRequest, org: { id?: string; field?: string }): Promise<Identity> => {
      if (route.anonymous) return { userId: '0', scopes: [...route.anonymous], requestId: request.id };
      if (route.auth) return deps.identifyBy(route.auth, request);
      if (!org.id && route.organization !== false && module.organization.sole) return deps.identifySole(request, org.field ?? 'organization_id', scopes);
      return deps.identify(request, org.id, org.field, scopes);
    };
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const org = route.organization === false || route.auth ? { id: undefined, field: undefined } : organizationOf(module, request);
      // Who asks comes first: an anonymous request is a 401 whatever else is wrong with it.
      // A token-less route (provider callbacks) holds only its own scopes; its field checks the proof it carries.
      const identity = await identityOf(request, org);
      if (route.organization !== false && !identity.organizationId && !org.id) {
        return fail(request, reply, failure('ORGANIZATION_REQUIRED', `${org.field} is required: name the organization this request is for.`), org.field);
      }
      // A write sent with a key runs once: a repeat is answered here with the first answer (reads ignore the header).
      if (deps.idempotency && route.method !== 'GET') {
        const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
        if (key) {
          // A multipart body is still unread here: its length and type stand for it.
          const raw = (request as unknown as { rawBody?: string }).rawBody;
          const body = request.isMultipart() ? `${request.headers['content-type']}\n${request.headers['content-length']}` : (raw ?? request.body);
          if (await deps.idempotency.begin(request, reply, identity, key, fingerprintOf(route.method, request.url, body))) return reply;
        }
      }
      if (wire.queryBody) {
        try {
          unfoldQueryBody(request, route, wire.queryBody);
        } catch (error) {
          if (error instanceof WireError) return fail(request, reply, failure('INVALID_VALUE', error.message), error.field);
          throw error;
        }
      }
      // A query parameter the route does not take is refused (unknownQuery); a list drops those it ignores.
      const stray = unknownQuery(compiled, request.query as Record<string, unknown>, compiled.list);
      if (stray) return fail(request, reply, failure('INVALID_VALUE', stray.message), stray.field);
      if (compiled.list) request.query = takenQuery(compiled, request.query as Record<string, unknown>);
      if (compiled.render) {
        const file = await rendered(compiled, request, reply, identity, deps);
        if (file) return file;
      }
      let uploaded: string[] = [];
      let variables: Record<string, unknown>;
      try {
        let parts: RequestParts;
        if (route.upload && request.isMultipart()) {
          const upload = await receiveUpload(route.upload, request, identity.organizationId!, deps.blobs());
          uploaded = upload.files;
          parts = uploadParts(request, upload);
        } else if (request.isMultipart()) parts = formParts(request, await receiveForm(request));
        else parts = partsOf(request);
        variables = variablesOf(compiled, parts, deps);
      } catch (error) {
        await discard(deps.blobs(), identity.organizationId, uploaded);
        if (error instanceof WireError) return fail(request, reply, failure('INVALID_VALUE', error.message), error.field);
        throw error;
      }
      const result = await deps.execute(compiled.query, variables, identity);
      if (result.errors?.length) {
        await discard(deps.blobs(), identity.organizationId, uploaded);
        return answerErrors(request, reply, wire, result.errors, route.query);
      }
      if (route.download)
        return download(route.download, reply, request, identity.organizationId!, result.data?.[route.field], deps.blobs(), (refused) =>
          fail(request, reply, refused),
        );
      return sendJson(reply, route.status ?? 200, compiled.envelope(result.data?.[route.field]));
    };
    app.route({
      method: route.method,
      url,
      // Errors raised before the handler (a body not JSON, too large) are shaped by the app's error handler in this wire.
      config: { wire: wire.name },
      bodyLimit: route.bodyLimit ?? DEFAULT_BODY_LIMIT,
      handler: async (request, reply) => {
        try {
          return await handle(request, reply);
        } catch (error) {
          // A refusal thrown on the way (token, organization, an upload's file) names its field where the wire quotes one.
          if (!(error instanceof KontorError)) throw error;
          return answer(reply, refusalOfError(wire, error, request.id));
        }
      },
    });
  }
}
