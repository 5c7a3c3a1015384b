import type { ApolloGateway, Experimental_DidResolveQueryPlanCallback, GraphQLDataSource } from '@apollo/gateway';
import { GraphQLDataSourceRequestKind } from '@apollo/gateway/dist/datasources/types.js';
import type { GatewayExecutor, GatewayGraphQLRequestContext, GatewayInterface } from '@apollo/server-gateway-interface';
import { type GraphQLFormattedError, type GraphQLSchema, type OperationDefinitionNode, GraphQLError, Kind, parse, print } from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';

/** A query plan that is one fetch from one subgraph whose answer is already the client's. */
interface SingleFetch {
  serviceName: string;
  operation: string;
  operationName: string | undefined;
  variableUsages: readonly string[];
}

const MAX_REMEMBERED = 5000;

/**
 * The gateway with one shortcut: an operation whose query plan is a single fetch from one
 * subgraph, asking that subgraph exactly what the client asked (the same selections, aliases
 * and directives: no key fields, no __typename or fragments added or inlined), is sent straight
 * to the subgraph from its second request on. Its answer is then already the client's, so the
 * gateway's per-request work is skipped: building the operation over the API schema again,
 * walking the plan, merging into an empty result and shaping that result field by field.
 * Variables are checked against the API schema as the gateway checks them, and subgraph errors
 * come back as the gateway makes them (the subgraph's message, code and path, and its name).
 * Every other operation, and the first request of each, runs through the gateway's planner and
 * executor unchanged. The plan is learnt from the gateway's own planner
 * (experimental_didResolveQueryPlan), so nothing is planned twice.
 */
export class DirectFetchGateway implements GatewayInterface {
  /** By query hash and operation name: the single fetch, or null when the plan is anything else. */
  private readonly plans = new Map<string, SingleFetch | null>();
  private schema: GraphQLSchema | undefined;

  constructor(
    private readonly gateway: ApolloGateway,
    private readonly dataSources: ReadonlyMap<string, GraphQLDataSource>,
  ) {
    gateway.onSchemaLoadOrUpdate(({ apiSchema }) => {
      this.schema = apiSchema;
      this.plans.clear();
    });
  }

  /** For ApolloGateway's experimental_didResolveQueryPlan: remembers what each operation's plan is. */
  readonly didResolveQueryPlan: Experimental_DidResolveQueryPlanCallback = ({ queryPlan, requestContext, operationContext }) => {
    const key = keyOf(requestContext);
    if (!key || this.plans.has(key)) return;
    if (this.plans.size >= MAX_REMEMBERED) this.plans.clear();
    const node = queryPlan.node;
    const same =
      node?.kind === 'Fetch' &&
      !node.requires &&
      !node.inputRewrites?.length &&
      !node.outputRewrites?.length &&
      !Object.keys(operationContext.fragments).length &&
      node.operationKind === operationContext.operation.operation &&
      selectionOf(node.operation) === print(operationContext.operation.selectionSet);
    this.plans.set(
      key,
      same ? { serviceName: node.serviceName, operation: node.operation, operationName: node.operationName, variableUsages: node.variableUsages ?? [] } : null,
    );
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
      const fetch = key ? this.plans.get(key) : undefined;
      return fetch && this.schema ? this.direct(fetch, requestContext, this.schema) : planned(requestContext);
    };
    return { ...loaded, executor };
  }

  private async direct(fetch: SingleFetch, requestContext: GatewayGraphQLRequestContext, schema: GraphQLSchema) {
    const provided = requestContext.request.variables ?? {};
    const definitions = requestContext.operation?.variableDefinitions;
    if (definitions?.length) {
      const { errors } = getVariableValues(schema, definitions, provided);
      if (errors) return { errors };
    }
    const variables: Record<string, unknown> = Object.create(null);
    for (const name of fetch.variableUsages) if (Object.hasOwn(provided, name) && provided[name] !== undefined) variables[name] = provided[name];
    const response = await this.dataSources.get(fetch.serviceName)!.process({
      kind: GraphQLDataSourceRequestKind.INCOMING_OPERATION,
      request: { query: fetch.operation, variables, operationName: fetch.operationName },
      incomingRequestContext: requestContext,
      context: requestContext.context,
      pathInIncomingRequest: [],
    });
    const errors = response.errors?.map((error) => downstream(error, fetch.serviceName));
    return { data: response.data ?? null, ...(errors ? { errors } : {}) };
  }
}

const keyOf = (requestContext: GatewayGraphQLRequestContext) =>
  requestContext.queryHash ? `${requestContext.queryHash}:${requestContext.request.operationName ?? ''}` : undefined;

/** The selections of a fetch's operation, printed (the plan keeps only its text). */
function selectionOf(text: string): string | undefined {
  const operation = parse(text).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operation ? print(operation.selectionSet) : undefined;
}

/** A subgraph's error as the gateway passes it on: its message, path and extensions, with the subgraph's name. */
function downstream(error: GraphQLFormattedError, serviceName: string): GraphQLError {
  return new GraphQLError(error.message || `Error while fetching subquery from service "${serviceName}"`, {
    originalError: error as Error,
    path: error.path,
    extensions: { ...error.extensions, code: error.extensions?.code ?? 'DOWNSTREAM_SERVICE_ERROR', serviceName },
  });
}
