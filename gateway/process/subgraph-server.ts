import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo from '@as-integrations/fastify';
import Fastify, { LogController } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Database } from '../../drizzle/client.ts';
import { type SubgraphContext, createContext } from '../../subgraphs/core/request/context.ts';
import { errorInfo } from '../../subgraphs/core/values/errors.ts';
import type { Runtime } from '../../subgraphs/core/platform/runtime.ts';
import type { SubgraphName } from '../../subgraphs/core/request/subgraph.ts';
import { buildSubgraph } from '../../subgraphs/index.ts';
import { identityFromHeaders } from './internal-identity.ts';
import { loggerSettings } from '../guard/log-safety.ts';
import { executingGateway, jitWanted, subgraphExecutor } from './subgraph-executor.ts';
import { traceRequests } from '../../subgraphs/core/platform/tracing.ts';

export interface SubgraphServerOptions {
  name: SubgraphName;
  database: Database;
  /** Jobs and blobs lent to every request; started by the process, like the database. */
  runtime: Runtime;
  port: number;
  host?: string;
  secret: string;
  logger?: boolean;
}

/**
 * One subgraph as its own HTTP service (distributed mode). Only the gateway may call it: a
 * request must carry an identity signed with the installation's shared secret.
 */
export async function startSubgraphServer(options: SubgraphServerOptions) {
  if (!options.secret) throw new Error(`subgraph ${options.name}: an empty internal secret would let anyone sign identities`);
  // The gateway logs every request; a subgraph logs what goes wrong, under the gateway's request id.
  const app = Fastify({
    logger: options.logger ? loggerSettings(process.env.LOG_LEVEL ?? 'info') : false,
    logController: new LogController({ disableRequestLogging: true }),
  });
  // Each request a span, a child of the gateway's fetch whose traceparent it carries.
  traceRequests(app, { 'kontor.subgraph': options.name });
  const schema = buildSubgraph(options.name);
  const server = new ApolloServer<SubgraphContext>({
    ...(jitWanted() ? { gateway: executingGateway(schema, subgraphExecutor(schema, true)) } : { schema }),
    includeStacktraceInErrorResponses: false,
    // The CLI stops the whole process on SIGTERM/SIGINT; Apollo's own handler would re-raise
    // the signal and kill it before the database is closed and the data directory released.
    stopOnTerminationSignals: false,
    introspection: false,
    plugins: [
      // The gateway does not ask for federated traces; without this Apollo logs that it would.
      ApolloServerPluginInlineTraceDisabled(),
      // Kontor's answers are per caller and never cached by HTTP: no cache policy to work out per field.
      ApolloServerPluginCacheControlDisabled(),
      {
        // The gateway masks unexpected errors and sees only their message: the stack stays here,
        // logged under the gateway's request id so the two logs join.
        async requestDidStart() {
          return {
            async didEncounterErrors({ errors, contextValue }) {
              for (const error of errors) {
                if (errorInfo(error.extensions?.code)) continue;
                app.log.error(
                  { err: error.originalError ?? error, requestId: contextValue?.identity?.requestId, subgraph: options.name },
                  'unexpected subgraph error',
                );
              }
            },
          };
        },
      },
    ],
  });
  await server.start();
  app.get('/health', async () => ({ status: 'ok', subgraph: options.name }));
  // Ready means able to serve: the database answers. A balancer routes to replicas that are.
  app.get('/ready', async (_request, reply) => {
    try {
      await options.database.query('select 1');
      return { status: 'ready', subgraph: options.name };
    } catch {
      return reply.code(503).send({ status: 'not ready', subgraph: options.name });
    }
  });
  await app.register(fastifyApollo(server), {
    context: async (request) => {
      const identity = identityFromHeaders(request.headers, options.secret);
      if (!identity)
        throw new GraphQLError('Subgraphs answer only the gateway: unsigned or invalid identity.', {
          extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
        });
      return createContext(options.runtime, identity);
    },
  });
  const url = await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return {
    url: `${url}/graphql`,
    async stop() {
      await app.close();
      await server.stop();
    },
  };
}
