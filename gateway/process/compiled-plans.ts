import { type Operation, type Schema, Supergraph, operationFromDocument } from '@apollo/federation-internals';
import type { ApolloGateway, Experimental_DidResolveQueryPlanCallback, GraphQLDataSource } from '@apollo/gateway';
import { GraphQLDataSourceRequestKind } from '@apollo/gateway/dist/datasources/types.js';
import { generateHydratedPaths } from '@apollo/gateway/dist/executeQueryPlan.js';
import { computeResponse } from '@apollo/gateway/dist/resultShaping.js';
import { deepMerge } from '@apollo/gateway/dist/utilities/deepMerge.js';
import type { FetchNode, PlanNode, QueryPlan, QueryPlanSelectionNode } from '@apollo/query-planner';
import type { GatewayExecutionResult, GatewayExecutor, GatewayGraphQLRequestContext, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  type DirectiveNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFormattedError,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isAbstractType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  print,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import { Remembered } from '../../subgraphs/core/platform/remembered.ts';

/**
 * The gateway, with each operation's query plan run by a plan compiled for it from its second
 * request on. The first request of an operation runs through Apollo's planner and executor; the
 * plan it made (learnt from experimental_didResolveQueryPlan, so nothing is planned twice) is
 * then kept with a shaper compiled from the client's operation over the API schema. Later
 * requests send the plan's fetches as Apollo's executor sends them (the same operations,
 * variables and representations, merged into the result the same way) and shape the merged
 * result with the compiled shaper: one pass that builds each answer object with the client's
 * fields in the client's order, where Apollo's executor first rebuilds the operation over the API
 * schema and then walks it field by field for every object. A plan that is one fetch asking the
 * subgraph exactly what the client asked is not shaped at all: its answer is already the client's.
 *
 * Leaf values are copied as the subgraph serialised them, where Apollo's shaping checks each
 * against the API schema again: while the supergraph hides nothing (no @inaccessible), a value a
 * subgraph's schema accepts is one the API schema accepts. A supergraph that hides something
 * leaves every operation to Apollo's executor.
 *
 * What the shaper does not do is left to Apollo's own code, so every answer stays Apollo's:
 * when a fetch failed, or a non-null field came back null (errors and nulls bubble up by
 * Apollo's rules), the merged result is shaped by Apollo's computeResponse. Plans with
 * conditions, defers or data rewrites, and operations that select introspection fields or
 * fields of abstract type, run through Apollo's executor every time.
 */
export class CompiledPlanGateway implements GatewayInterface {
  /** By query hash and operation name: the compiled plan, or null when Apollo runs this operation. */
  private readonly plans = new Remembered<CompiledPlan | null>();
  private schema: GraphQLSchema | undefined;
  private supergraphSdl: string | undefined;
  /** Whether the API schema hides types, fields or values of the subgraphs' (@inaccessible). */
  private hidesSomething = false;
  /** The API schema as Apollo's result shaping reads it, built the first time a result needs it. */
  private federationSchema: Schema | undefined;

  constructor(
    private readonly gateway: ApolloGateway,
    private readonly dataSources: ReadonlyMap<string, GraphQLDataSource>,
  ) {
    gateway.onSchemaLoadOrUpdate(({ apiSchema, coreSupergraphSdl }) => {
      this.schema = apiSchema;
      this.supergraphSdl = coreSupergraphSdl;
      this.hidesSomething = coreSupergraphSdl.includes('@inaccessible');
      this.federationSchema = undefined;
      this.plans.clear();
    });
  }

  /** For ApolloGateway's experimental_didResolveQueryPlan: compiles each operation's plan once. */
  readonly didResolveQueryPlan: Experimental_DidResolveQueryPlanCallback = ({ queryPlan, requestContext, operationContext }) => {
    const key = keyOf(requestContext);
    const schema = this.schema;
    if (key && schema && !this.hidesSomething)
      this.plans.get(key, () => compilePlan(schema, queryPlan.node, operationContext.operation, operationContext.fragments));
  };

  onSchemaLoadOrUpdate(...args: Parameters<GatewayInterface['onSchemaLoadOrUpdate']>) {
    return this.gateway.onSchemaLoadOrUpdate(...args);
  }

  stop() {
    return this.gateway.stop();
  }

  async load(...args: Parameters<GatewayInterface['load']>) {
    const loaded = await this.gateway.load(...args);
    const planned = loaded.executor!;
    const executor: GatewayExecutor = (requestContext) => {
      const key = keyOf(requestContext);
      const plan = key ? this.plans.peek(key) : undefined;
      return plan && this.schema ? this.run(plan, requestContext, this.schema) : planned(requestContext);
    };
    return { ...loaded, executor };
  }

  private async run(plan: CompiledPlan, requestContext: GatewayGraphQLRequestContext, schema: GraphQLSchema): Promise<GatewayExecutionResult> {
    const provided = requestContext.request.variables ?? {};
    let coerced: Record<string, unknown> = provided;
    if (plan.operation.variableDefinitions?.length) {
      const values = getVariableValues(schema, plan.operation.variableDefinitions, provided);
      if (values.errors) return { errors: values.errors };
      coerced = values.coerced;
    }
    const data: Record<string, unknown> = Object.create(null);
    const run: Run = { requestContext, provided, errors: [], root: data };
    await runNode(run, plan.node, [], data, this.dataSources);
    if (!run.errors.length) {
      if (!plan.shape) return { data };
      const shaped = plan.shape(data, coerced);
      if (shaped !== BUBBLE) return { data: shaped };
    }
    // A fetch failed or a non-null field is null: Apollo's shaping decides what is left and why.
    const operation = this.apolloOperation(plan);
    const { data: shaped, errors } = computeResponse({
      operation,
      variables: provided,
      input: data,
      introspectionHandling: () => null,
    });
    if (run.errors.length) return { errors: run.errors, data: shaped };
    return errors.length ? { extensions: { valueCompletion: errors }, data: shaped } : { data: shaped };
  }

  private apolloOperation(plan: CompiledPlan): Operation {
    this.federationSchema ??= Supergraph.build(this.supergraphSdl!).apiSchema();
    plan.apollo ??= operationFromDocument(
      this.federationSchema,
      { kind: Kind.DOCUMENT, definitions: [plan.operation, ...Object.values(plan.fragments)] },
      { validate: false },
    );
    return plan.apollo;
  }
}

/** The plan compiled for an operation, or null when Apollo's executor is to run it every time. */
function compilePlan(
  schema: GraphQLSchema,
  node: QueryPlan['node'],
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
): CompiledPlan | null {
  if (!node || node.kind === 'Subscription' || !runnable(node)) return null;
  const alreadyShaped =
    node.kind === 'Fetch' &&
    !Object.keys(fragments).length &&
    node.operationKind === operation.operation &&
    selectionOf(node.operation) === print(operation.selectionSet);
  if (alreadyShaped) return { node, operation, fragments };
  const rootType = schema.getRootType(operation.operation);
  const shape = rootType && compileShape(schema, rootType, [operation.selectionSet], fragments);
  return shape ? { node, operation, fragments, shape } : null;
}

interface CompiledPlan {
  node: PlanNode;
  operation: OperationDefinitionNode;
  fragments: Record<string, FragmentDefinitionNode>;
  /** Absent: the single fetch's answer is already the client's. */
  shape?: Shape;
  /** The operation as Apollo's result shaping reads it, built the first time it is needed. */
  apollo?: Operation;
}

/** One request's run of a plan. */
interface Run {
  requestContext: GatewayGraphQLRequestContext;
  provided: Record<string, unknown>;
  errors: GraphQLError[];
  root: Record<string, unknown>;
}

type Json = Record<string, unknown>;

/** Whether every node of the plan is one this runner runs as Apollo's executor would. */
function runnable(node: PlanNode): boolean {
  switch (node.kind) {
    case 'Sequence':
    case 'Parallel':
      return node.nodes.every(runnable);
    case 'Flatten':
      return runnable(node.node);
    case 'Fetch':
      return !node.inputRewrites?.length && !node.outputRewrites?.length && !node.contextRewrites?.length && (node.requires ?? []).every(plainRequire);
    default:
      return false;
  }
}

/** A key selection: fields, and fragments on an object type (matched by its __typename alone). */
function plainRequire(selection: QueryPlanSelectionNode): boolean {
  if (selection.kind === 'Field') return (selection.selections ?? []).every(plainRequire);
  return !!selection.typeCondition && selection.selections.every(plainRequire);
}

async function runNode(run: Run, node: PlanNode, path: (string | number)[], at: unknown, dataSources: ReadonlyMap<string, GraphQLDataSource>): Promise<void> {
  switch (node.kind) {
    case 'Sequence':
      for (const child of node.nodes) await runNode(run, child, path, at, dataSources);
      return;
    case 'Parallel':
      await Promise.all(node.nodes.map((child) => runNode(run, child, path, at, dataSources)));
      return;
    case 'Flatten': {
      const inner = flattenAt(at, node.path);
      if (inner !== undefined && inner !== null) await runNode(run, node.node, [...path, ...node.path], inner, dataSources);
      return;
    }
    case 'Fetch':
      try {
        await runFetch(run, node, path, at, dataSources);
      } catch (error) {
        // As Apollo's executor keeps it: the error itself, formatted with the others.
        run.errors.push(error as GraphQLError);
      }
      return;
    default:
      throw new Error(`plan node ${node.kind} is not run here`);
  }
}

/** The values at a plan path ('@' runs over a list), flattened into one list. */
function flattenAt(value: unknown, path: readonly (string | number)[], from = 0): unknown {
  if (from === path.length || value === undefined || value === null) return value;
  const step = path[from];
  if (step === '@') return (value as unknown[]).flatMap((element) => flattenAt(element, path, from + 1));
  return flattenAt(Object.hasOwn(value as Json, step) ? (value as Json)[step] : undefined, path, from + 1);
}

async function runFetch(run: Run, fetch: FetchNode, path: (string | number)[], at: unknown, dataSources: ReadonlyMap<string, GraphQLDataSource>) {
  const entities = (Array.isArray(at) ? at.filter((entity) => entity !== null && entity !== undefined) : [at]) as Json[];
  if (!entities.length) return;
  const variables: Json = Object.create(null);
  for (const name of fetch.variableUsages ?? [])
    if (Object.hasOwn(run.provided, name) && run.provided[name] !== undefined) variables[name] = run.provided[name];
  const send = async (sent: Json) => {
    const response = await dataSources.get(fetch.serviceName)!.process({
      kind: GraphQLDataSourceRequestKind.INCOMING_OPERATION,
      request: { query: fetch.operation, variables: sent, operationName: fetch.operationName },
      incomingRequestContext: run.requestContext,
      context: run.requestContext.context,
      document: fetch.operationDocumentNode,
      pathInIncomingRequest: path,
    });
    if (response.errors) {
      const pathOf = errorPaths(fetch, path, run.root);
      for (const error of response.errors) run.errors.push(downstream(error, fetch.serviceName, pathOf(error.path)));
    }
    return response.data as Json | null | undefined;
  };
  if (!fetch.requires) {
    const received = await send(variables);
    for (const entity of entities) deepMerge(entity, received);
    return;
  }
  const representations: Json[] = [];
  const representing: number[] = [];
  entities.forEach((entity, index) => {
    const representation = selectFrom(entity, fetch.requires!);
    if (representation?.__typename) {
      representations.push(representation);
      representing.push(index);
    }
  });
  if (!representations.length) return;
  if ('representations' in variables) throw new Error('Variables cannot contain key "representations"');
  const received = await send({ ...variables, representations });
  if (!received) return;
  const found = received._entities;
  if (!Array.isArray(found)) throw new Error('Expected "data._entities" in response to be an array');
  if (found.length !== representations.length) throw new Error(`Expected "data._entities" to contain ${representations.length} elements`);
  for (let i = 0; i < found.length; i++) {
    const entity = found[i] as Json | null;
    const into = entities[representing[i]];
    if (entity && !entity.__typename) entity.__typename = into.__typename;
    deepMerge(into, entity);
  }
}

/** An entity's representation: the key fields the fetch requires, or null when one is missing. */
function selectFrom(source: unknown, selections: readonly QueryPlanSelectionNode[]): Json | null {
  if (source === null) return null;
  const from = source as Json;
  const result: Json = Object.create(null);
  for (const selection of selections) {
    if (selection.kind === 'Field') {
      const name = selection.alias ?? selection.name;
      const value = Object.hasOwn(from, name) ? from[name] : undefined;
      if (value === undefined) return null;
      const inner = selection.selections;
      if (Array.isArray(value)) result[name] = inner ? value.map((element) => selectFrom(element, inner)) : value;
      else result[name] = inner ? selectFrom(value, inner) : value;
    } else if (from.__typename === selection.typeCondition) {
      deepMerge(result, selectFrom(from, selection.selections));
    }
  }
  return result;
}

/** Where a subgraph's error is in the client's answer: an entity's index is its path in the result. */
function errorPaths(fetch: FetchNode, path: (string | number)[], root: Json) {
  let hydrated: (string | number)[][] | undefined;
  return (errorPath: readonly (string | number)[] | undefined) => {
    if (fetch.requires && typeof errorPath?.[1] === 'number') {
      if (!hydrated) generateHydratedPaths([], path, root, (hydrated = []));
      return [...(hydrated[errorPath[1]] ?? []), ...errorPath.slice(2)];
    }
    return errorPath ? [...path, ...errorPath] : undefined;
  };
}

/** A subgraph's error as Apollo's executor passes it on: the subgraph's message, code and name, at its path in the answer. */
function downstream(error: GraphQLFormattedError, serviceName: string, path: readonly (string | number)[] | undefined): GraphQLError {
  return new GraphQLError(error.message || `Error while fetching subquery from service "${serviceName}"`, {
    originalError: error as Error,
    path,
    extensions: { ...error.extensions, code: error.extensions?.code ?? 'DOWNSTREAM_SERVICE_ERROR', serviceName },
  });
}

/**
 * Builds the client's answer from a merged result, or answers BUBBLE when a non-null field is
 * null: the whole result is then shaped by Apollo's rules instead.
 */
type Shape = (input: Json, variables: Record<string, unknown>) => Json | typeof BUBBLE;

const BUBBLE = Symbol('a non-null field is null');

/** One response key of a selection: how its value is copied. */
interface ShapedField {
  key: string;
  /** __typename of an object type: a constant. */
  typename?: string;
  /** Each @skip/@include on the field or its fragments: [variable or literal, the value that keeps the field]. */
  conditions: [string | boolean, boolean][];
  copy: (value: unknown, variables: Record<string, unknown>) => unknown;
}

/**
 * Compiles the client's selection on an object type into a shaper, or answers undefined when
 * it selects what only Apollo's shaping handles: introspection, fields of interface or union
 * type, fragments that apply by the runtime type, or one key selected twice under conditions.
 */
function compileShape(
  schema: GraphQLSchema,
  type: GraphQLObjectType,
  selectionSets: readonly SelectionSetNode[],
  fragments: Record<string, FragmentDefinitionNode>,
): Shape | undefined {
  const collected = new Map<string, { nodes: FieldNode[]; conditions: [string | boolean, boolean][] }>();
  const collect = (set: SelectionSetNode, inherited: [string | boolean, boolean][]): boolean => {
    for (const selection of set.selections) {
      const conditions = conditionsOf(selection.directives);
      if (!conditions) return false;
      const all = [...inherited, ...conditions];
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        if (key === '__proto__') return false;
        const seen = collected.get(key);
        if (seen && (seen.conditions.length || all.length)) return false;
        if (seen) seen.nodes.push(selection);
        else collected.set(key, { nodes: [selection], conditions: all });
        continue;
      }
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments[selection.name.value] : selection;
      if (!fragment) return false;
      const condition = fragment.typeCondition && schema.getType(fragment.typeCondition.name.value);
      if (condition && condition !== type && !(isAbstractType(condition) && schema.isSubType(condition, type))) continue;
      if (!collect(fragment.selectionSet, all)) return false;
    }
    return true;
  };
  if (!collect({ kind: Kind.SELECTION_SET, selections: selectionSets.flatMap((set) => set.selections) }, [])) return undefined;

  const fields: ShapedField[] = [];
  for (const [key, { nodes, conditions }] of collected) {
    const name = nodes[0].name.value;
    if (name === '__typename') {
      fields.push({ key, typename: type.name, conditions, copy: () => type.name });
      continue;
    }
    const definition = type.getFields()[name];
    if (!definition) return undefined;
    const named = getNamedType(definition.type);
    let inner: Shape | undefined;
    if (!isLeafType(named)) {
      if (!isObjectType(named)) return undefined;
      inner = compileShape(
        schema,
        named,
        nodes.map((node) => node.selectionSet!),
        fragments,
      );
      if (!inner) return undefined;
    }
    fields.push({ key, conditions, copy: copier(definition.type, inner) });
  }

  return (input, variables) => {
    const output: Json = {};
    for (const field of fields) {
      if (field.conditions.length && !kept(field.conditions, variables)) continue;
      const value = field.copy(field.typename ? undefined : input[field.key], variables);
      if (value === BUBBLE) return BUBBLE;
      output[field.key] = value;
    }
    return output;
  };
}

/** How a value of a type is copied: null where it is nullable and null, BUBBLE where it must not be null. */
function copier(type: GraphQLOutputType, inner: Shape | undefined): (value: unknown, variables: Record<string, unknown>) => unknown {
  const nonNull = isNonNullType(type);
  const nullable = getNullableType(type);
  const element = isListType(nullable) ? copier(nullable.ofType, inner) : undefined;
  return (value, variables) => {
    if (value === undefined || value === null) return nonNull ? BUBBLE : null;
    let copied: unknown = value;
    if (element) {
      const list = value as unknown[];
      const out = new Array(list.length);
      for (let i = 0; i < list.length; i++) {
        const item = element(list[i], variables);
        if (item === BUBBLE) return BUBBLE;
        out[i] = item;
      }
      copied = out;
    } else if (inner) copied = inner(value as Json, variables);
    return copied === BUBBLE ? BUBBLE : copied;
  };
}

/** The @skip/@include conditions of a selection, or undefined when it carries another directive. */
function conditionsOf(directives: readonly DirectiveNode[] | undefined): [string | boolean, boolean][] | undefined {
  const conditions: [string | boolean, boolean][] = [];
  for (const directive of directives ?? []) {
    const name = directive.name.value;
    const argument = directive.arguments?.find((a) => a.name.value === 'if')?.value;
    if ((name !== 'skip' && name !== 'include') || !argument) return undefined;
    if (argument.kind === Kind.VARIABLE) conditions.push([argument.name.value, name === 'include']);
    else if (argument.kind === Kind.BOOLEAN) conditions.push([argument.value, name === 'include']);
    else return undefined;
  }
  return conditions;
}

function kept(conditions: [string | boolean, boolean][], variables: Record<string, unknown>): boolean {
  for (const [condition, keeps] of conditions) {
    const value = typeof condition === 'string' ? variables[condition] : condition;
    if (value !== keeps) return false;
  }
  return true;
}

const keyOf = (requestContext: GatewayGraphQLRequestContext) =>
  requestContext.queryHash ? `${requestContext.queryHash}:${requestContext.request.operationName ?? ''}` : undefined;

/** The selections of a fetch's operation, printed (the plan keeps only its text). */
function selectionOf(text: string): string | undefined {
  const operation = parse(text).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operation ? print(operation.selectionSet) : undefined;
}
