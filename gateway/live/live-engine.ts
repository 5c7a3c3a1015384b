import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ArgumentNode,
  Kind,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
  astFromValue,
  extendSchema,
  getArgumentValues,
  getOperationAST,
  parse,
  parseType,
  print,
  validate,
  visit,
} from 'graphql';
import type { Identity } from '../../subgraphs/core/request/context.ts';
import { KontorError } from '../../subgraphs/core/values/errors.ts';
import { grantsAny } from '../../subgraphs/core/request/grants.ts';
import { type LiveField, liveSdl } from '../../subgraphs/core/platform/modules.ts';
import type { PlatformEvent } from '../../subgraphs/core/platform/events.ts';
import type { EventHub } from './live-hub.ts';
import { costExtension, guardRequest, refusalError } from '../guard/query-limits.ts';
import { LiveCaps } from './live-caps.ts';
import { accessTokenOf } from '../auth/identity.ts';

/** Runs an operation on the supergraph (Apollo's executeOperation) on behalf of an identity. */
export type Execute = (query: string, variables: Record<string, unknown>, identity: Identity) => Promise<ExecutionResult>;

/** Who sends an operation over a live transport: the authorization carrying its token, and its graphql-ws socket. */
export interface LiveCaller {
  authorization: string | undefined;
  /** The graphql-ws connection (absent for an SSE stream, a connection of its own). */
  socket?: object;
}

export interface LiveGuards {
  /** The gateway's inputSchema (Graph.guarded): the schema gateway/guard/query-limits.ts checks documents against, as on /graphql. */
  guarded?: GraphQLSchema;
  /** The caps on open subscriptions per socket and per token. */
  caps?: LiveCaps;
  /** Counts one operation against the rate limits (gateway/guard/rate-limits.ts); throws RATE_LIMITED. */
  count?: (authorization: string | undefined, identity: Identity) => Promise<void>;
}

/** What prepare() decided for an operation, read back by once() and subscribe() through its context. */
interface Admitted {
  cost?: number;
  release?: () => void;
}

/** The variable carrying the event's id into the federated query. */
const KEY_VARIABLE = 'kontorLiveKey';

/**
 * The live side of the gateway, shared by both transports (graphql-ws, SSE): the supergraph's
 * API schema extended with the modules' `Subscription` fields, validation, and for each event
 * the client's selection resolved through a federated query on the same supergraph.
 */
export class LiveEngine {
  readonly schema: GraphQLSchema;
  /** The `Subscription` type in SDL, as the modules declare it. */
  readonly sdl: string;
  readonly caps: LiveCaps;
  private readonly guarded?: GraphQLSchema;
  private readonly count?: LiveGuards['count'];
  private readonly admitted = new WeakMap<object, Admitted>();

  constructor(
    apiSchema: GraphQLSchema,
    private readonly fields: ReadonlyMap<string, LiveField>,
    private readonly hub: EventHub,
    private readonly execute: Execute,
    guards: LiveGuards = {},
  ) {
    this.guarded = guards.guarded;
    this.caps = guards.caps ?? new LiveCaps();
    this.count = guards.count;
    const query = apiSchema.getQueryType();
    for (const field of fields.values()) {
      const target = query?.getFields()[field.query.field];
      if (!target) throw new Error(`live field ${field.name}: the supergraph has no Query.${field.query.field}`);
      for (const name of [field.query.argument, ...(field.query.with ?? [])])
        if (!target.args.some((a) => a.name === name)) throw new Error(`live field ${field.name}: Query.${field.query.field} takes no ${name}`);
      if (String(target.type) !== field.type)
        throw new Error(`live field ${field.name} is a ${field.type} but Query.${field.query.field} gives ${String(target.type)}`);
    }
    this.sdl = liveSdl(fields.values());
    // The committed supergraph holds the Subscription type (gateway/contract/compose.ts); a
    // supergraph composed without it (an older file) is extended here.
    const subscription = apiSchema.getSubscriptionType();
    if (subscription) {
      const declared = new Set(fields.keys());
      const composed = Object.keys(subscription.getFields());
      if (composed.length !== declared.size || composed.some((name) => !declared.has(name)))
        throw new Error(`the supergraph's Subscription fields (${composed.join(', ')}) are not the modules' live fields: run npm run compose`);
      this.schema = apiSchema;
    } else {
      this.schema = fields.size ? extendSchema(apiSchema, parse(`${this.sdl}\nextend schema { subscription: Subscription }\n`)) : apiSchema;
    }
  }

  /**
   * Admits an operation sent over graphql-ws or SSE: counted against the rate limits, checked by
   * the one guard /graphql uses (gateway/guard/query-limits.ts: depth, aliases, directives, cost,
   * literals, variables) before anything parses it in full, then validated; a subscription's field
   * is checked against the token's scopes and takes a place under the per-socket and per-token caps.
   */
  async prepare(
    request: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null },
    identity: Identity,
    caller: LiveCaller = { authorization: undefined },
  ): Promise<ExecutionArgs | GraphQLError[]> {
    try {
      await this.count?.(caller.authorization, identity);
    } catch (error) {
      if (error instanceof GraphQLError) return [error];
      throw error;
    }
    const guarded = this.guarded ? guardRequest(this.guarded, request, { transport: 'live' }) : {};
    if (guarded.refusal) {
      const { message, extensions } = refusalError(guarded.refusal);
      return [new GraphQLError(message, { extensions })];
    }
    let document: DocumentNode;
    try {
      document = parse(request.query);
    } catch (error) {
      return [error as GraphQLError];
    }
    const errors = validate(this.schema, document);
    if (errors.length) return [...errors];
    const operation = getOperationAST(document, request.operationName);
    if (!operation) return [new GraphQLError('The document names no operation to run (give operationName).')];
    const admitted: Admitted = { cost: guarded.cost };
    if (operation.operation === 'subscription') {
      const field = rootField(operation);
      if (!field) return [new GraphQLError('A subscription selects its field directly, not through a fragment.')];
      const live = this.fields.get(field.name.value)!;
      if (!grantsAny(identity.scopes, live.scopes)) {
        return [
          new KontorError('FORBIDDEN', `You are not authorized to perform this operation: it needs the scope ${live.scopes.join(' or ')}.`, {
            requiredScopes: [...live.scopes],
          }),
        ];
      }
      // The token's cap whichever scheme carries it (Svc-oauthtoken, Bearer).
      const place = this.caps.take(accessTokenOf(caller.authorization) ?? caller.authorization, caller.socket);
      if ('refusal' in place) {
        const { message, extensions } = refusalError(place.refusal);
        return [new GraphQLError(message, { extensions })];
      }
      admitted.release = place.release;
    }
    const contextValue = { ...identity };
    this.admitted.set(contextValue, admitted);
    return {
      schema: this.schema,
      document,
      operationName: request.operationName ?? undefined,
      variableValues: request.variables ?? undefined,
      contextValue,
    };
  }

  private readonly inFlight = new Map<string, Promise<ExecutionResult>>();

  /**
   * One read per event for every subscription asking the same thing as the same user (a
   * dashboard open in many tabs): the read in flight is shared, and forgotten once it settles.
   */
  private shared(key: string, read: () => Promise<ExecutionResult>): Promise<ExecutionResult> {
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = read().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** A query or mutation once, through the supergraph. */
  async once(args: ExecutionArgs): Promise<ExecutionResult> {
    const result = await this.execute(print(args.document), (args.variableValues ?? {}) as Record<string, unknown>, args.contextValue as Identity);
    return withCost(asErrors(result), this.admitted.get(args.contextValue as object)?.cost);
  }

  /** A subscription: one payload per event of the identity's organization, until return() is called. */
  subscribe(args: ExecutionArgs): AsyncIterableIterator<ExecutionResult> | ExecutionResult {
    const admitted = this.admitted.get(args.contextValue as object) ?? {};
    const started = this.start(args, admitted);
    // A subscription that fails to start gives its place back at once; a stream gives it back when it ends.
    if (!(started instanceof LiveStream)) admitted.release?.();
    return started;
  }

  private start(args: ExecutionArgs, admitted: Admitted): LiveStream | ExecutionResult {
    const identity = args.contextValue as Identity;
    const operation = getOperationAST(args.document, args.operationName)!;
    const field = rootField(operation)!;
    const live = this.fields.get(field.name.value)!;
    const variables = (args.variableValues ?? {}) as Record<string, unknown>;
    const fieldDef = this.schema.getSubscriptionType()!.getFields()[live.name];
    let values: Record<string, unknown>;
    try {
      values = getArgumentValues(fieldDef, field, coerceVariables(operation, variables));
    } catch (error) {
      return { errors: [error as GraphQLError] };
    }
    if (!identity.organizationId) return { errors: [new GraphQLError('The connection names no organization.')] };
    const key = live.key ? String(values[live.key]) : undefined;
    const types = new Set(live.by ? (live.by.events[String(values[live.by.argument])] ?? []) : live.events);
    const hidden = new Set(live.hidden ?? []);
    const { query, variableNames } = federatedQuery(this.schema, live, operation, field, args.document, values);
    const passed = Object.fromEntries(Object.entries(variables).filter(([name]) => variableNames.has(name)));
    const responseKey = field.alias?.value ?? field.name.value;
    const reader = `${identity.userId}\u0000${identity.organizationId}\u0000${identity.scopes.join(' ')}\u0000${query}\u0000${JSON.stringify(passed)}`;
    const read = async (id: string): Promise<ExecutionResult | null> => {
      const result = await this.shared(`${reader}\u0000${id}`, () => this.execute(query, { ...passed, [KEY_VARIABLE]: id }, identity));
      if (hidden.size && result.errors?.some((e) => hidden.has(String(e.extensions?.code)))) return null;
      const payload = asErrors({
        data: result.data ? { [responseKey]: result.data[live.query.field] } : null,
        ...(result.errors?.length ? { errors: result.errors } : {}),
      });
      return withCost(payload, admitted.cost);
    };
    return new LiveStream(
      this.hub,
      identity.organizationId,
      (event) => types.has(event.type) && (key === undefined || event.id === key),
      read,
      admitted.release,
    );
  }
}

/**
 * Apollo's answers carry formatted errors (plain objects); graphql-ws serializes a payload's
 * errors with their toJSON, so each is made a GraphQLError again (message, path, extensions kept).
 */
function asErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = (result.errors as readonly (GraphQLError | GraphQLFormattedError)[]).map((e) =>
    e instanceof GraphQLError ? e : new GraphQLError(e.message, { path: e.path ?? undefined, extensions: e.extensions ?? undefined }),
  );
  return { ...result, errors };
}

/** A result with the document's cost told in `extensions.cost`, as /graphql tells it. */
function withCost(result: ExecutionResult, cost: number | undefined): ExecutionResult {
  return cost === undefined ? result : { ...result, extensions: { ...result.extensions, cost: costExtension(cost) } };
}

function rootField(operation: OperationDefinitionNode): FieldNode | undefined {
  const [first] = operation.selectionSet.selections;
  return first?.kind === Kind.FIELD ? first : undefined;
}

/** Variables as given; getArgumentValues reads them by name (the client's types were validated). */
function coerceVariables(operation: OperationDefinitionNode, variables: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (name in variables) values[name] = variables[name];
  }
  return values;
}

/**
 * `subscription { invoiceStatusChanged(invoiceId: 1) { status payments { amount } } }` →
 * `query ($kontorLiveKey: ID!) { invoice(invoiceId: $kontorLiveKey) { status payments { amount } } }`,
 * with the fragments of the document and the variables its selection uses.
 */
function federatedQuery(
  schema: GraphQLSchema,
  live: LiveField,
  operation: OperationDefinitionNode,
  field: FieldNode,
  document: DocumentNode,
  values: Record<string, unknown>,
): { query: string; variableNames: Set<string> } {
  const fragments = document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
  const names = new Set<string>();
  for (const node of [field.selectionSet, ...fragments]) {
    if (!node) continue;
    visit(node, {
      Variable(variable) {
        names.add(variable.name.value);
      },
    });
  }
  const target = schema.getQueryType()!.getFields()[live.query.field];
  const argument = target.args.find((a) => a.name === live.query.argument)!;
  // The subscription's arguments the query takes too, as literals of their coerced values.
  const passedOn: ArgumentNode[] = (live.query.with ?? []).map((name) => ({
    kind: Kind.ARGUMENT,
    name: { kind: Kind.NAME, value: name },
    value: astFromValue(values[name], target.args.find((a) => a.name === name)!.type)!,
  }));
  const keyDefinition: VariableDefinitionNode = {
    kind: Kind.VARIABLE_DEFINITION,
    variable: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: KEY_VARIABLE } },
    type: parseType(String(argument.type)),
  };
  const query: OperationDefinitionNode = {
    kind: Kind.OPERATION_DEFINITION,
    operation: 'query' as OperationDefinitionNode['operation'],
    name: { kind: Kind.NAME, value: `Live_${live.name}` },
    variableDefinitions: [...(operation.variableDefinitions ?? []).filter((d) => names.has(d.variable.name.value)), keyDefinition],
    selectionSet: {
      kind: Kind.SELECTION_SET,
      selections: [
        {
          kind: Kind.FIELD,
          name: { kind: Kind.NAME, value: live.query.field },
          arguments: [
            {
              kind: Kind.ARGUMENT,
              name: { kind: Kind.NAME, value: live.query.argument },
              value: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: KEY_VARIABLE } },
            },
            ...passedOn,
          ],
          directives: field.directives,
          selectionSet: field.selectionSet,
        },
      ],
    },
  };
  return { query: print({ kind: Kind.DOCUMENT, definitions: [query, ...fragments] }), variableNames: names };
}

/**
 * The events of one subscription, each read through the supergraph in turn. An id already
 * waiting is not queued twice (a burst of changes to one entity yields its latest state once).
 * return() removes the hub listener at once, even while next() waits.
 */
export class LiveStream implements AsyncIterableIterator<ExecutionResult> {
  private readonly pending: string[] = [];
  private wake?: () => void;
  private done = false;
  private readonly off: () => void;

  constructor(
    hub: EventHub,
    organizationId: string,
    matches: (event: PlatformEvent) => boolean,
    private readonly read: (id: string) => Promise<ExecutionResult | null>,
    private readonly release?: () => void,
  ) {
    this.off = hub.on(organizationId, (event) => {
      if (!matches(event) || this.pending.includes(event.id)) return;
      this.pending.push(event.id);
      this.wake?.();
    });
  }

  async next(): Promise<IteratorResult<ExecutionResult>> {
    while (!this.done) {
      const id = this.pending.shift();
      if (id !== undefined) {
        const value = await this.read(id);
        if (this.done) break;
        // null: the entity is not the subscriber's to see (LiveField.hidden).
        if (value === null) continue;
        return { value, done: false };
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
      this.wake = undefined;
    }
    return { value: undefined, done: true };
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    if (!this.done) {
      this.done = true;
      this.off();
      this.release?.();
      this.pending.length = 0;
      this.wake?.();
    }
    return { value: undefined, done: true };
  }

  async throw(error: unknown): Promise<IteratorResult<ExecutionResult>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<ExecutionResult> {
    return this;
  }
}
